import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// The semantic pass: keys that are each fine but wrong together, localisation, attachments.
extension PayloadLinter {
    /// `*-loc-args` → the `*-loc-key` it fills.
    package static let locPairs: [(arguments: String, key: String)] = [
        ("title-loc-args", "title-loc-key"), ("subtitle-loc-args", "subtitle-loc-key"), ("loc-args", "loc-key"),
    ]
    /// App keys that name an attachment the service extension downloads.
    package static let attachmentKeyWords: Set<String> = ["attachment", "media", "image", "video", "audio", "thumbnail", "photo", "picture"]

    package mutating func checkSemantics(_ facts: PayloadFacts) {
        checkCriticalSound(facts)
        checkSilent(facts)
        checkAlertText(facts)
        checkDelivery(facts)
        checkLocalization(facts)
        checkMutableContent(facts)
    }

    /// `silent-with-alert`: a background push carries only content-available.
    package mutating func checkSilent(_ facts: PayloadFacts) {
        guard let contentAvailable = facts.contentAvailable, contentAvailable.on else { return }
        let loud = [facts.alert.map { _ in "alert" }, facts.badge.map { _ in "badge" }, facts.sound.map { _ in "sound" }].compactMap { $0 }
        guard !loud.isEmpty else { return }
        reporter.report(.silentWithAlert, at: contentAvailable.location,
                        "content-available: 1 marks a silent background push, but the payload also has \(loud.joined(separator: ", ")); "
                            + "APNs needs apns-push-type background and priority 5 for a silent push and iOS throttles it; send the visible part as a separate alert push")
    }

    /// `alert-without-text`: iOS shows an empty notification (or the app name alone).
    package mutating func checkAlertText(_ facts: PayloadFacts) {
        guard let alert = facts.alert, let typed = facts.aps.alert else { return }
        if alert.value.string != nil {
            if typed.body?.isEmpty ?? true {
                reporter.report(.alertWithoutText, at: alert.value.location, "aps.alert is an empty string: iOS shows no banner")
            }
            return
        }
        let hasText = [typed.title, typed.body, typed.titleLocKey, typed.locKey].contains { !($0?.isEmpty ?? true) }
        if !hasText {
            let subtitleOnly = !(typed.subtitle?.isEmpty ?? true)
            reporter.report(.alertWithoutText, at: alert.value.location,
                            "aps.alert has neither a title nor a body\(subtitleOnly ? " (only a subtitle)" : ""): iOS shows no banner"
                                + (subtitleOnly ? "; a subtitle alone is not shown" : ""))
        }
    }

    /// `loc-args-without-key`, `loc-key-missing`, `loc-args-count`.
    package mutating func checkLocalization(_ facts: PayloadFacts) {
        guard let alert = facts.aps.alert else { return }
        let values: [(arguments: [String]?, key: String?)] = [
            (alert.titleLocArgs, alert.titleLocKey), (alert.subtitleLocArgs, alert.subtitleLocKey), (alert.locArgs, alert.locKey),
        ]
        for (pair, value) in zip(PayloadLinter.locPairs, values) {
            let arguments = value.arguments.flatMap { list in facts.member("aps.alert." + pair.arguments).map { (list, $0.keyLocation) } }
            guard let keyText = value.key, let keyMember = facts.member("aps.alert." + pair.key) else {
                if let arguments {
                    reporter.report(.locArgsWithoutKey, at: arguments.1,
                                    "aps.alert.\(pair.arguments) without aps.alert.\(pair.key): iOS ignores the arguments")
                }
                continue
            }
            let key = (text: keyText, location: keyMember.value.location)
            guard let strings = options.strings else { continue }
            let stringsName = options.stringsFile.map { " (\($0))" } ?? ""
            guard let template = strings[key.text] else {
                let hint = KeySuggestion.hint(KeySuggestion.suggest(key.text, among: strings.table.keys))
                reporter.report(.locKeyMissing, at: key.location,
                                "aps.alert.\(pair.key) \"\(DocumentChecks.quoted(key.text))\" is not in the strings file\(stringsName): iOS shows the key itself\(hint)")
                continue
            }
            checkSpecifiers(template, key: key, argumentsKey: pair.arguments)
            let expected = LocalizedStrings.placeholderCount(template)
            let given = arguments?.0.count ?? 0
            guard expected != given else { continue }
            let location = arguments?.1 ?? key.location
            let text = "\"\(DocumentChecks.quoted(key.text))\" takes \(expected) argument\(expected == 1 ? "" : "s") (\"\(DocumentChecks.quoted(template))\"), "
                + "aps.alert.\(pair.arguments) gives \(given)"
            if given < expected {
                reporter.report(.locArgsCount, at: location, text + ": the missing ones show as empty text")
            } else {
                reporter.report(.locArgsCount, at: location, text + ": the extra ones are ignored", severity: .warning)
            }
        }
    }

    /// `critical-sound`: the critical-alert dictionary needs its entitlement, and without
    /// `critical: 1` is a plain sound written long.
    package mutating func checkCriticalSound(_ facts: PayloadFacts) {
        guard let sound = facts.sound, sound.value.members != nil else { return }
        if facts.criticalSound {
            if !(app?.entitlements.contains(AppInfo.criticalAlertsEntitlement) ?? false) {
                reporter.report(.criticalSound, at: sound.value.location,
                                "a critical sound needs the com.apple.developer.usernotifications.critical-alerts entitlement; without it iOS plays it as a normal sound")
            }
        } else {
            reporter.report(.criticalSound, at: sound.value.location,
                            "the sound dictionary is the critical-alert form; without \"critical\": 1 a plain string does the same")
        }
    }

    /// `mutable-content-missing` and `mutable-content-without-alert`.
    package mutating func checkMutableContent(_ facts: PayloadFacts) {
        let mutable = facts.mutableContent?.on ?? false
        if mutable, facts.alert == nil, let location = facts.mutableContent?.location {
            reporter.report(.mutableContentWithoutAlert, at: location,
                            "mutable-content: 1 without an alert: iOS runs the notification service extension only for notifications that show an alert")
        }
        guard !mutable else { return }
        for member in facts.userInfo where PayloadLinter.looksLikeAttachment(member) {
            reporter.report(.mutableContentMissing, at: member.keyLocation,
                            "\"\(DocumentChecks.quoted(member.key))\" looks like an attachment URL, but aps has no \"mutable-content\": 1, "
                                + "so the notification service extension never runs to download it")
            return
        }
    }

    /// A key naming an attachment (`image`, `attachment-url` …) or any `…url` key, whose value is
    /// an http(s) URL — of a media file when the key only says "url".
    package static func looksLikeAttachment(_ member: JSONMember) -> Bool {
        guard let value = member.value.string else { return false }
        let lowerValue = value.lowercased()
        guard lowerValue.hasPrefix("https://") || lowerValue.hasPrefix("http://") else { return false }
        let words = KeySuggestion.normalise(member.key).split(separator: "-").map(String.init)
        if words.contains(where: { attachmentKeyWords.contains($0) }) { return true }
        var path = Substring(value)
        if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<cut] }
        return words.contains { $0 == "url" || $0.hasSuffix("url") } && AttachmentFormat(fileName: String(path)) != nil
    }
}
