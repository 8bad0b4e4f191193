/// Which iOS presentation the card is drawn in: the one place that decides it (`--ios VERSION`, else
/// the app description's `app.ios`, else today's).
///
/// `classic` is iOS 10–14: a header row with a small icon, the app name and "now" (✕ on the full
/// interface) and full-width centred action buttons. `modern` is iOS 15 and later: a larger app icon
/// at the leading edge of the text, no header row, the time beside the title, and the actions as a
/// menu. Docs/IOS-PRESENTATION.md lists each rule with its source.
public enum PresentationEra: String, Sendable, Equatable, CaseIterable {
    case classic
    case modern

    /// The interruption level an iPhone of this era acts on. `interruption-level` arrived with
    /// iOS 15 (`UNNotificationInterruptionLevel`, iOS 15.0+); earlier versions ignore the key, so
    /// there every notification is `active`: no Time Sensitive mark, no quiet passive delivery.
    /// A critical sound — `aps.sound` as `{"critical": 1, …}`, `UNNotificationSound`'s
    /// `criticalSoundNamed(_:withAudioVolume:)`, iOS 12+ — is a critical alert in both eras, whatever
    /// `interruption-level` says. Docs/IOS-PRESENTATION.md gives the sources.
    public func interruptionLevel(_ requested: InterruptionLevel, criticalSound: Bool) -> InterruptionLevel {
        if criticalSound { return .critical }
        return self == .modern ? requested : .active
    }

    /// `content` as an iPhone of this era acts on it: its interruption level is the one the era
    /// honours (`interruptionLevel(_:criticalSound:)`). The card, its JSON, the lock screen and lint
    /// read this.
    public func presented(_ content: NotificationContent) -> NotificationContent {
        var presented = content
        presented.interruptionLevel = interruptionLevel(content.interruptionLevel, criticalSound: content.sound?.isCritical == true)
        return presented
    }

    /// The era pushpeek presents for: `--ios` (`option`), else the app description's `app.ios`,
    /// else today's.
    public static func chosen(option: PresentationEra?, app: PresentationEra?) -> PresentationEra {
        option ?? app ?? current
    }

    /// The presentation an iPhone on `majorVersion` draws.
    public init(iosMajorVersion majorVersion: Int) {
        self = majorVersion >= PresentationEra.firstModernVersion ? .modern : .classic
    }

    /// The era of a version as written on the command line or in the app description ("14",
    /// "15.4", "17.0.1"); nil when it is no iOS version that has notification content extensions.
    public init?(iosVersion text: String) {
        guard let major = PresentationEra.majorVersion(text) else { return nil }
        self.init(iosMajorVersion: major)
    }

    /// The major version of "MAJOR[.MINOR[.PATCH]]", when it lies in `supportedVersions`.
    public static func majorVersion(_ text: String) -> Int? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let major = Int(parts[0]), supportedVersions.contains(major) else { return nil }
        return major
    }

    /// UserNotificationsUI (content extensions) arrived in iOS 10; the upper bound only keeps typos out.
    public static let supportedVersions = 10...99
    /// The first version with the iOS 15 presentation.
    public static let firstModernVersion = 15
    /// What a phone bought today runs.
    public static let current = PresentationEra.modern
}
