/// The keys Apple documents for a payload's `aps`, `aps.alert` and `aps.sound`, with the value each
/// takes: the one table the decoder reads by, lint's unknown-key checks suggest from, and a JSON
/// Schema can be written from (Apple, "Generating a remote notification"; ActivityKit's keys from
/// "Starting and updating Live Activities with ActivityKit push notifications").
public enum PayloadSchema {
    public static let aps: [PayloadKey<APS>] = [
        PayloadKey("alert", .alert, misplacedBesideAPS: true) { $0.alert = $1.alert },
        PayloadKey("badge", .wholeNumber(minimum: 0), misplacedBesideAPS: true) { $0.badge = $1.whole },
        PayloadKey("sound", .sound, misplacedBesideAPS: true) { $0.sound = $1.sound },
        PayloadKey("thread-id", .text, misplacedBesideAPS: true) { $0.threadIdentifier = $1.text },
        PayloadKey("category", .text) { $0.category = $1.text },
        PayloadKey("content-available", .flag, misplacedBesideAPS: true) { $0.contentAvailable = $1.flag },
        PayloadKey("mutable-content", .flag, misplacedBesideAPS: true) { $0.mutableContent = $1.flag },
        PayloadKey("target-content-id", .text, misplacedBesideAPS: true) { $0.targetContentIdentifier = $1.text },
        PayloadKey("interruption-level", .interruptionLevel, misplacedBesideAPS: true) { $0.interruptionLevel = $1.level },
        PayloadKey("relevance-score", .fraction(rangeRule: .relevanceScoreRange), misplacedBesideAPS: true) { $0.relevanceScore = $1.number },
        PayloadKey("filter-criteria", .text) { $0.filterCriteria = $1.text },
        PayloadKey("stale-date", .date),
        PayloadKey("dismissal-date", .date),
        PayloadKey("timestamp", .date),
        PayloadKey("content-state", .object),
        PayloadKey("attributes", .object),
        PayloadKey("attributes-type", .text),
        PayloadKey("event", .text),
        PayloadKey("url-args", .texts),
    ]

    public static let alert: [PayloadKey<Alert>] = [
        PayloadKey("title", .text) { $0.title = $1.text },
        PayloadKey("subtitle", .text) { $0.subtitle = $1.text },
        PayloadKey("body", .text) { $0.body = $1.text },
        PayloadKey("launch-image", .text) { $0.launchImage = $1.text },
        PayloadKey("title-loc-key", .text) { $0.titleLocKey = $1.text },
        PayloadKey("title-loc-args", .texts) { $0.titleLocArgs = $1.texts },
        PayloadKey("subtitle-loc-key", .text) { $0.subtitleLocKey = $1.text },
        PayloadKey("subtitle-loc-args", .texts) { $0.subtitleLocArgs = $1.texts },
        PayloadKey("loc-key", .text) { $0.locKey = $1.text },
        PayloadKey("loc-args", .texts) { $0.locArgs = $1.texts },
        PayloadKey("action-loc-key", .text),
        PayloadKey("summary-arg", .text) { $0.summaryArgument = $1.text },
        PayloadKey("summary-arg-count", .wholeNumber(minimum: 1)) { $0.summaryArgumentCount = $1.whole },
    ]

    public static let sound: [PayloadKey<Sound>] = [
        PayloadKey("critical", .flag) { $0.isCritical = $1.flag },
        PayloadKey("name", .text) { $0.name = $1.text },
        PayloadKey("volume", .fraction(rangeRule: .criticalSound)) { $0.volume = $1.number },
    ]

    /// The alert keys of an ActivityKit push beside the alert's own (`AlertConfiguration.sound`).
    public static let activityAlertNames: Set<String> = ["sound"]

    public static let apsNames: [String] = aps.map(\.name)
    public static let alertNames: [String] = alert.map(\.name)
    public static let soundNames: [String] = sound.map(\.name)
}
