import PushPeekJSON
import PushPeekModel
import PushPeekCanvas

/// The semantic pass: keys that are each fine but wrong together, localisation, attachments.
extension PayloadLinter {
    /// `*-loc-args` → the `*-loc-key` it fills, and the plain text key it replaces.
    package static let locPairs: [(arguments: String, key: String)] = [
        ("title-loc-args", "title-loc-key"), ("subtitle-loc-args", "subtitle-loc-key"), ("loc-args", "loc-key"),
    ]
    /// App keys that name an attachment the service extension downloads.
    package static let attachmentKeyWords: Set<String> = ["attachment", "media", "image", "video", "audio", "thumbnail", "photo", "picture"]

    package mutating func checkSemantics(_ facts: PayloadFacts) {
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
        guard let alert = facts.alert else { return }
        if alert.value.string != nil {
            if facts.alertTexts["body"]?.text.isEmpty ?? true {
                reporter.report(.alertWithoutText, at: alert.value.location, "aps.alert is an empty string: iOS shows no banner")
            }
            return
        }
        let textKeys = ["title", "body", "title-loc-key", "loc-key"]
        let hasText = textKeys.contains { !(facts.alertTexts[$0]?.text.isEmpty ?? true) }
        if !hasText {
            let subtitleOnly = facts.alertTexts["subtitle"].map { !$0.text.isEmpty } ?? false
            reporter.report(.alertWithoutText, at: alert.value.location,
                            "aps.alert has neither a title nor a body\(subtitleOnly ? " (only a subtitle)" : ""): iOS shows no banner"
                                + (subtitleOnly ? "; a subtitle alone is not shown" : ""))
        }
    }

    /// `loc-args-without-key`, `loc-key-missing`, `loc-args-count`.
    package mutating func checkLocalization(_ facts: PayloadFacts) {
        for pair in PayloadLinter.locPairs {
            let arguments = facts.alertArgs[pair.arguments]
            guard let key = facts.alertTexts[pair.key] else {
                if let arguments {
                    reporter.report(.locArgsWithoutKey, at: arguments.location,
                                    "aps.alert.\(pair.arguments) without aps.alert.\(pair.key): iOS ignores the arguments")
                }
                continue
            }
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
            let given = arguments?.arguments.count ?? 0
            guard expected != given else { continue }
            let location = arguments?.location ?? key.location
            let text = "\"\(DocumentChecks.quoted(key.text))\" takes \(expected) argument\(expected == 1 ? "" : "s") (\"\(DocumentChecks.quoted(template))\"), "
                + "aps.alert.\(pair.arguments) gives \(given)"
            if given < expected {
                reporter.report(.locArgsCount, at: location, text + ": the missing ones show as empty text")
            } else {
                reporter.report(.locArgsCount, at: location, text + ": the extra ones are ignored", severity: .warning)
            }
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
