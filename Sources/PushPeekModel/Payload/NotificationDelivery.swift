/// What iOS does with a notification when it arrives, before anyone touches it: a banner that lights
/// up the screen, only an entry in Notification Center (`passive`), or no alert at all — a payload
/// without a title or a body only sets the badge and plays the sound.
///
/// An alert needs a title or a body to show: a subtitle alone shows nothing (the developer
/// documentation lists title and body as the alert's text; a notification with neither is not
/// displayed, as vendors' SDKs report). `passive` — "the system adds the notification to the
/// notification list without lighting up the screen or playing a sound"
/// (`UNNotificationInterruptionLevel.passive`).
public enum NotificationDelivery: String, Sendable, Equatable {
    /// A banner: the screen lights up and the sound (if any) plays.
    case banner
    /// `passive`: added to Notification Center only, screen dark, no sound.
    case notificationCenter
    /// No title and no body: no banner and no list entry; the badge and the sound are all.
    case noAlert
    /// `content-available` with nothing else: the app is woken in the background, nothing shows.
    case silent

    public init(_ content: NotificationContent) {
        let aps = content.payload.aps
        if content.title.isEmpty && content.body.isEmpty {
            self = aps.contentAvailable && aps.badge == nil && aps.sound == nil ? .silent : .noAlert
        } else {
            self = content.interruptionLevel == .passive ? .notificationCenter : .banner
        }
    }

    /// The sound iOS plays for it (nil: none): passive notifications and silent pushes play none.
    public static func playedSound(_ content: NotificationContent) -> String? {
        guard let sound = content.sound, content.interruptionLevel != .passive, NotificationDelivery(content) != .silent else { return nil }
        return sound.name ?? "default"
    }

    /// What iOS does instead of a banner, in a sentence (nil for a banner).
    public static func instead(_ content: NotificationContent) -> String? {
        let delivery = NotificationDelivery(content)
        var parts: [String] = []
        switch delivery {
        case .banner:
            return nil
        case .notificationCenter:
            parts.append("delivered quietly: no banner, no sound, the screen stays dark; it joins Notification Center only")
        case .noAlert:
            parts.append("no banner: the payload has no alert title or body\(content.subtitle.isEmpty ? "" : " (a subtitle alone is not shown)")")
        case .silent:
            parts.append("nothing shows: a silent push wakes the app in the background")
        }
        if let badge = content.badge {
            parts.append(badge == 0 ? "the badge is cleared" : "the app icon's badge becomes \(badge)")
        }
        if let sound = playedSound(content) {
            parts.append("the sound \"\(sound)\" plays")
        }
        return parts.joined(separator: "; ")
    }
}
