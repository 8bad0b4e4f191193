import PushPeekJSON
import PushPeekModel
import PushPeekApp

/// The structure pass: every key of the top level, `aps`, `aps.alert` and `aps.sound`, its type and
/// whether it exists at all.
extension PayloadLinter {
    /// aps keys that carry a string.
    package static let apsStringKeys: Set<String> = ["thread-id", "category", "target-content-id", "filter-criteria", "attributes-type", "event"]
    /// aps keys a misplaced top-level key is most likely meant to be.
    package static let apsOnlyKeys: Set<String> = ["alert", "badge", "sound", "content-available", "mutable-content", "thread-id",
                                           "interruption-level", "relevance-score", "target-content-id"]
    /// Alert keys that carry a string, and the `*-loc-args` arrays.
    package static let alertStringKeys: Set<String> = ["title", "subtitle", "body", "launch-image", "title-loc-key", "subtitle-loc-key",
                                               "loc-key", "action-loc-key", "summary-arg"]
    package static let alertArgumentKeys: Set<String> = ["title-loc-args", "subtitle-loc-args", "loc-args"]
    package static let soundKeys: Set<String> = ["critical", "name", "volume"]

    package mutating func checkTopLevel(_ members: [JSONMember], facts: inout PayloadFacts) {
        for member in members {
            if member.key == Payload.simulatorTargetBundleKey {
                if let name = reporter.string(member.value, path: member.key) {
                    facts.simulatorTargetBundle = (name, member.value.location)
                }
                continue
            }
            guard member.key != "aps" else { continue }
            let key = member.key
            let normalised = KeySuggestion.normalise(key)
            if let target = PayloadLinter.apsOnlyKeys.first(where: { $0 == key || $0 == normalised }) {
                reporter.report(.apsKeyOutsideAPS, at: member.keyLocation,
                                "\"\(DocumentChecks.quoted(key))\" is beside \"aps\", where iOS treats it as app data; did you mean \"aps.\(target)\"?")
            }
        }
    }

    package mutating func checkAPS(_ members: [JSONMember], facts: inout PayloadFacts) {
        for member in members {
            let path = "aps." + member.key
            let node = member.value
            switch member.key {
            case "alert":
                if let text = node.string {
                    facts.alert = member
                    facts.alertTexts["body"] = (text, node.location)
                } else if let alertMembers = node.members {
                    facts.alert = member
                    facts.alertTexts = [:]
                    facts.alertArgs = [:]
                    checkAlert(alertMembers, facts: &facts)
                } else {
                    reporter.wrongType(node, path: path, expected: "a string or a dictionary")
                }
            case "badge":
                if reporter.wholeNumber(node, path: path, minimum: 0) != nil { facts.badge = member }
            case "sound":
                if node.string != nil {
                    facts.sound = member
                } else if let soundMembers = node.members {
                    facts.sound = member
                    facts.criticalSound = checkSound(soundMembers, at: node.location)
                } else {
                    reporter.wrongType(node, path: path, expected: "a string or a dictionary {critical, name, volume}")
                }
            case "content-available", "mutable-content":
                if let on = apsFlag(node, path: path) {
                    if member.key == "content-available" {
                        facts.contentAvailable = (on, member.keyLocation)
                    } else {
                        facts.mutableContent = (on, member.keyLocation)
                    }
                }
            case "interruption-level":
                if let level = reporter.string(node, path: path) {
                    if let known = InterruptionLevel(rawValue: level) {
                        facts.interruptionLevel = (known, node.location)
                    } else {
                        let allowed = InterruptionLevel.allCases.map(\.rawValue)
                        let hint = KeySuggestion.hint(KeySuggestion.suggest(level, among: allowed))
                        reporter.report(.interruptionLevel, at: node.location,
                                        "aps.interruption-level: unknown level \"\(DocumentChecks.quoted(level))\"; expected one of \(allowed.joined(separator: ", "))\(hint)")
                    }
                }
            case "relevance-score":
                if let score = reporter.number(node, path: path) {
                    facts.relevanceScore = node.location
                    facts.relevanceScoreValue = (score, node.numberLiteral)
                }
            case "stale-date", "dismissal-date", "timestamp":
                if case .number(let number) = node.value, number.value.isFinite, let problem = DateLimits.apsProblem(number, path: path) {
                    reporter.report(.numberRange, at: node.location, problem)
                } else {
                    _ = reporter.wholeNumber(node, path: path, minimum: 0)
                }
            case "content-state", "attributes":
                _ = reporter.object(node, path: path)
            case "url-args":
                _ = reporter.strings(node, path: path)
            case let key where PayloadLinter.apsStringKeys.contains(key):
                if let text = reporter.string(node, path: path), key == "category" {
                    facts.category = (text, node.location)
                }
            default:
                reportUnknownAPSKey(member)
            }
        }
    }

    /// `content-available` / `mutable-content` / `aps.sound.critical`: the number 1 (0 means off). A
    /// boolean works on the device (JSON `true` is an `NSNumber`) but is not what Apple documents: a
    /// warning.
    package mutating func apsFlag(_ node: JSONNode, path: String, expected: String = "the number 1") -> Bool? {
        if let number = node.number, number == 0 || number == 1 { return number == 1 }
        if let flag = node.bool {
            reporter.wrongType(node, path: path, expected: expected, severity: .warning)
            return flag
        }
        if !LintReporter.isOutOfRange(node) {
            reporter.wrongType(node, path: path, expected: expected)
        }
        return nil
    }

    package mutating func reportUnknownAPSKey(_ member: JSONMember) {
        let key = member.key
        let shown = DocumentChecks.quoted(key)
        if Alert.knownKeys.contains(key) {
            reporter.report(.unknownAPSKey, at: member.keyLocation, "\"\(shown)\" belongs inside aps.alert, not directly in aps")
        } else if let suggestion = KeySuggestion.suggest(key, among: APS.knownKeys) {
            reporter.report(.unknownAPSKey, at: member.keyLocation, "unknown aps key \"\(shown)\"; did you mean \"\(suggestion)\"?")
        } else {
            reporter.report(.customKeyInAPS, at: member.keyLocation,
                            "custom key \"\(shown)\" inside aps: Apple reserves aps for its own keys; put app data beside \"aps\"")
        }
    }

    package mutating func checkAlert(_ members: [JSONMember], facts: inout PayloadFacts) {
        for member in members {
            let path = "aps.alert." + member.key
            let node = member.value
            if PayloadLinter.alertStringKeys.contains(member.key) {
                if let text = reporter.string(node, path: path) { facts.alertTexts[member.key] = (text, node.location) }
            } else if PayloadLinter.alertArgumentKeys.contains(member.key) {
                if let arguments = reporter.strings(node, path: path) { facts.alertArgs[member.key] = (arguments, member.keyLocation) }
            } else if member.key == "summary-arg-count" {
                // Apple: "Default is 1 and cannot be 0."
                _ = reporter.wholeNumber(node, path: path, minimum: 1)
            } else if member.key == "sound", isActivityPush(facts.root) {
                continue  // a Live Activity's alert carries its sound (AlertConfiguration.sound)
            } else {
                let shown = DocumentChecks.quoted(member.key)
                if APS.knownKeys.contains(member.key) {
                    reporter.report(.unknownAlertKey, at: member.keyLocation, "\"\(shown)\" belongs in aps, not in aps.alert")
                } else {
                    let hint = KeySuggestion.hint(KeySuggestion.suggest(member.key, among: Alert.knownKeys))
                    reporter.report(.unknownAlertKey, at: member.keyLocation, "unknown alert key \"\(shown)\"; iOS ignores it\(hint)")
                }
            }
        }
    }

    /// The critical-alert dictionary `{critical: 1, name: "…", volume: 0…1}` (Apple, "Generating a
    /// remote notification"; `UNNotificationSound.criticalSoundNamed(_:withAudioVolume:)`, iOS 12):
    /// `critical` the number 0 or 1, `name` a string, `volume` a number from 0.0 to 1.0, each
    /// reported at its value. Returns whether the sound is critical.
    package mutating func checkSound(_ members: [JSONMember], at location: SourceLocation) -> Bool {
        var critical = false
        for member in members {
            let path = "aps.sound." + member.key
            switch member.key {
            case "critical":
                critical = apsFlag(member.value, path: path, expected: "the number 0 or 1") ?? false
            case "name":
                _ = reporter.string(member.value, path: path)
            case "volume":
                if let volume = reporter.number(member.value, path: path), !(0...1).contains(volume) {
                    reporter.report(.criticalSound, at: member.value.location, "aps.sound.volume: \(member.value.numberLiteral) is outside 0…1",
                                    severity: .error)
                }
            default:
                let hint = KeySuggestion.hint(KeySuggestion.suggest(member.key, among: PayloadLinter.soundKeys))
                reporter.report(.unknownAPSKey, at: member.keyLocation,
                                "unknown aps.sound key \"\(DocumentChecks.quoted(member.key))\"; expected critical, name, volume\(hint)")
            }
        }
        if critical {
            if !(app?.entitlements.contains(AppInfo.criticalAlertsEntitlement) ?? false) {
                reporter.report(.criticalSound, at: location,
                                "a critical sound needs the com.apple.developer.usernotifications.critical-alerts entitlement; without it iOS plays it as a normal sound")
            }
        } else {
            reporter.report(.criticalSound, at: location,
                            "the sound dictionary is the critical-alert form; without \"critical\": 1 a plain string does the same")
        }
        return critical
    }
}
