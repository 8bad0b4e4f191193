/// An `Alert`'s values, shared by its copies until one of them changes (copy-on-write).
///
/// Mutated only through `Alert`, which copies it first unless it is the only owner, so a value
/// once shared (or sent to another task) is never changed.
final class AlertStorage: @unchecked Sendable {
    var title: String?
    var subtitle: String?
    var body: String?
    var launchImage: String?
    var titleLocKey: String?
    var titleLocArgs: [String]?
    var subtitleLocKey: String?
    var subtitleLocArgs: [String]?
    var locKey: String?
    var locArgs: [String]?
    var summaryArgument: String?
    var summaryArgumentCount: Int?

    init(title: String?, subtitle: String?, body: String?) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
    }

    func copy() -> AlertStorage {
        let copy = AlertStorage(title: title, subtitle: subtitle, body: body)
        copy.launchImage = launchImage
        copy.titleLocKey = titleLocKey
        copy.titleLocArgs = titleLocArgs
        copy.subtitleLocKey = subtitleLocKey
        copy.subtitleLocArgs = subtitleLocArgs
        copy.locKey = locKey
        copy.locArgs = locArgs
        copy.summaryArgument = summaryArgument
        copy.summaryArgumentCount = summaryArgumentCount
        return copy
    }

    func hasSameValues(as other: AlertStorage) -> Bool {
        title == other.title && subtitle == other.subtitle && body == other.body && launchImage == other.launchImage
            && titleLocKey == other.titleLocKey && titleLocArgs == other.titleLocArgs
            && subtitleLocKey == other.subtitleLocKey && subtitleLocArgs == other.subtitleLocArgs
            && locKey == other.locKey && locArgs == other.locArgs
            && summaryArgument == other.summaryArgument && summaryArgumentCount == other.summaryArgumentCount
    }
}
