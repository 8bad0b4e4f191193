import PushPeekJSON
import PushPeekModel
import PushPeekApp
import PushPeekPresentation

/// How the notification arrives: the entitlements its interruption level needs, what iOS does when
/// it shows no banner (worded as `render` says it), and format specifiers loc-args cannot fill.
extension PayloadLinter {
    /// `time-sensitive-capability`, `critical-sound` (the level), `no-banner`, and `aps-availability`
    /// for the iOS 15 keys when the payload is for an earlier iOS.
    package mutating func checkDelivery(_ facts: PayloadFacts) {
        let entitlements = app?.entitlements ?? []
        let declareHint = " (list it in the app description's app.entitlements once the app has it)"
        if era == .classic {
            checkIOS15Keys(facts)
        } else if let level = facts.interruptionLevel, facts.criticalSound, level.level != .critical {
            reporter.report(.criticalSound, at: level.location,
                            "aps.interruption-level \"\(level.level.rawValue)\" beside a critical sound: pushpeek presents a critical alert, "
                                + "as the sound asks; say one thing (\"critical\", or a plain sound name)")
        } else if let level = facts.interruptionLevel {
            switch level.level {
            case .timeSensitive where !entitlements.contains(AppInfo.timeSensitiveEntitlement):
                reporter.report(.timeSensitiveCapability, at: level.location,
                                "a time-sensitive notification needs the Time Sensitive Notifications capability (the \(AppInfo.timeSensitiveEntitlement) entitlement); "
                                    + "without it iOS does not let it break through Focus\(declareHint)")
            case .critical where !entitlements.contains(AppInfo.criticalAlertsEntitlement):
                reporter.report(.criticalSound, at: level.location,
                                "a critical interruption level needs the \(AppInfo.criticalAlertsEntitlement) entitlement; without it iOS delivers the notification as time-sensitive at most\(declareHint)")
            default:
                break
            }
        }
        // A Live Activity push updates the activity; it is no notification that would show a banner.
        guard !isActivityPush(facts.root), !facts.isRefused else { return }
        let content = era.presented(NotificationContent(payload: facts.payload, strings: options.strings))
        guard let instead = NotificationDelivery.instead(content) else { return }
        switch NotificationDelivery(content) {
        case .notificationCenter:
            if let level = facts.interruptionLevel {
                reporter.report(.noBanner, at: level.location, "interruption-level passive: \(instead)")
            }
        case .noAlert where facts.alert == nil:
            reporter.report(.noBanner, at: facts.apsLocation ?? facts.root.location, instead)
        default:
            break
        }
    }

    /// `aps-availability`: iOS 14 and earlier have no interruption levels and no relevance score
    /// (`UNNotificationInterruptionLevel` and `UNNotificationContent.relevanceScore` are iOS 15.0+),
    /// so the device ignores both keys.
    package mutating func checkIOS15Keys(_ facts: PayloadFacts) {
        if let level = facts.interruptionLevel {
            reporter.report(.apsAvailability, at: level.location,
                            "aps.interruption-level \"\(level.level.rawValue)\": iOS 14 and earlier ignore it (interruption levels arrived in iOS 15); "
                                + (facts.criticalSound ? "the critical sound (iOS 12) still makes it a critical alert" : "the notification arrives as an active one"))
        }
        if let score = facts.relevanceScore {
            reporter.report(.apsAvailability, at: score,
                            "aps.relevance-score: iOS 14 and earlier ignore it (the relevance score, which orders the scheduled summary, arrived in iOS 15)")
        }
    }

    /// `loc-format-specifier`: loc-args are strings, so every specifier but `%@` shows them wrong.
    package mutating func checkSpecifiers(_ template: String, key: (text: String, location: SourceLocation), argumentsKey: String) {
        guard let wrong = LocalizedStrings.specifiers(template).first(where: { !$0.takesString }) else { return }
        reporter.report(.locFormatSpecifier, at: key.location,
                        "\"\(DocumentChecks.quoted(key.text))\" (\"\(DocumentChecks.quoted(template))\") uses \(wrong.text), but aps.alert.\(argumentsKey) "
                            + "are strings: use %@ (or %\(wrong.argument)$@); iOS shows no meaningful value for a string under \(wrong.text), and render leaves \(wrong.text) unfilled")
    }
}
