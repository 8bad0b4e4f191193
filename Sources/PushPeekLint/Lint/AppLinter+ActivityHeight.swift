import PushPeekJSON
import PushPeekModel
import PushPeekApp
import PushPeekPresentation

/// `activity-height`: "The system may truncate a Live Activity's lock screen presentation taller than
/// 160 points" (Apple, "Displaying live data with Live Activities"). The view is measured as the
/// player draws it on a 44-column lock screen, before any push fills it (labels with their
/// placeholders), a row standing for 16 pt.
extension AppLinter {
    /// The columns inside the lock-screen platter the player draws at its default width.
    package static let lockScreenColumns = 40

    package mutating func checkActivityHeights(_ app: AppDescription) {
        let context = ElementContext.activity(ActivityViewContext(state: nil, attributes: nil, now: 0, isStale: false))
        for activity in app.liveActivities {
            let views = [activity.lockScreen] + (activity.staleLockScreen.map { [$0] } ?? [])
            guard let rows = views.map({ ElementLayout.height(of: $0, width: Self.lockScreenColumns, context: context) }).max(),
                  rows > ActivityScreen.lockScreenRowLimit else { continue }
            let points = WholeNumber.clamped(Double(rows) * ActivityScreen.pointsPerRow, to: 0...1_000_000)
            reporter.report(.activityHeight, at: activity.location,
                            "\(activity.attributesType)'s lock-screen view is about \(points) pt tall (\(rows) rows of 16 pt): the system may truncate a lock screen presentation taller than 160 pt")
        }
    }
}
