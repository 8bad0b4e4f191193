/// What iOS holds for a delivered notification (`UNNotificationContent`): localised texts and the
/// fields the interface uses.
public struct NotificationContent: Sendable {
    public var title: String
    public var subtitle: String
    public var body: String
    public var categoryIdentifier: String
    public var threadIdentifier: String
    public var badge: Int?
    public var sound: Sound?
    public var interruptionLevel: InterruptionLevel
    public var payload: Payload

    /// Resolves texts: a `*-loc-key` found in `strings` replaces the plain text, with `%@` filled from
    /// `*-loc-args`; a key with no strings file (or missing from it) shows the key itself, as iOS does.
    public init(payload: Payload, strings: LocalizedStrings? = nil) {
        (title, subtitle, body) = Self.texts(payload.aps.alert, strings: strings)
        categoryIdentifier = payload.aps.category ?? ""
        threadIdentifier = payload.aps.threadIdentifier ?? ""
        badge = payload.aps.badge
        sound = payload.aps.sound
        interruptionLevel = payload.aps.interruptionLevel ?? .active
        self.payload = payload
    }

    /// The title, subtitle and body `init(payload:strings:)` resolves from `alert`, for a reader
    /// that needs only the texts (the lock screen's list) and no content made.
    public static func texts(_ alert: Alert?, strings: LocalizedStrings?) -> (title: String, subtitle: String, body: String) {
        func resolve(_ plain: String?, _ key: String?, _ arguments: [String]?) -> String {
            guard let key else { return plain ?? "" }
            let template = strings?[key] ?? key
            return LocalizedStrings.format(template, arguments ?? [])
        }
        guard let alert else { return ("", "", "") }
        return (resolve(alert.title, alert.titleLocKey, alert.titleLocArgs),
                resolve(alert.subtitle, alert.subtitleLocKey, alert.subtitleLocArgs),
                resolve(alert.body, alert.locKey, alert.locArgs))
    }
}
