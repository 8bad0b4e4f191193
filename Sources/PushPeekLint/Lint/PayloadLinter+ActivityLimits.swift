import PushPeekJSON
import PushPeekModel
import PushPeekApp

/// The limits of "Displaying live data with Live Activities" and "Starting and updating Live
/// Activities with ActivityKit push notifications", checked on the typed `ActivityPayload`: a
/// push-to-start needs an alert; an activity is active up to eight hours and visible up to twelve;
/// an ended one is removed four hours after the end at the latest; the static and dynamic data
/// together stay within 4 KB.
extension PayloadLinter {
    /// How long an activity can be active before the system ends it.
    package static let activeLimit = 8.0 * 3600
    /// How long an activity can stay on the lock screen in all, from its start.
    package static let visibleLimit = 12.0 * 3600
    /// How long an ended activity stays at most (`dismissal-date` cannot extend it).
    package static let endedLimit = 4.0 * 3600

    package mutating func checkActivityLimits(_ aps: JSONNode, payload: ActivityPayload, event: ActivityPayload.Event?, timestamp: Double?) {
        if event == .start {
            if payload.alert == nil {
                reporter.report(.activityAlert, at: aps["event"]?.location ?? aps.location,
                                "a push-to-start needs an aps.alert {title, body}: without one the device shows nothing",
                                severity: .error)
            }
            sequence?.startedAt = timestamp
        }
        checkActivityLifetime(aps, payload: payload, event: event, timestamp: timestamp)
        checkCombinedSize(payload, event: event)
    }

    /// `stale-date` after the eight active hours, `dismissal-date` after the twelve visible ones or
    /// more than four hours after the end.
    package mutating func checkActivityLifetime(_ aps: JSONNode, payload: ActivityPayload, event: ActivityPayload.Event?, timestamp: Double?) {
        let start = sequence?.startedAt ?? (event == .start ? timestamp : nil)
        if let start, let stale = payload.staleDate, let node = aps["stale-date"], stale < Self.millisecondsThreshold,
           stale > start + Self.activeLimit {
            reporter.report(.staleDate, at: node.location,
                            "aps.stale-date \(ActivityTime.format(stale)) is past the 8 hours an activity can be active: the system ends it at \(ActivityTime.format(start + Self.activeLimit)), before it turns stale",
                            severity: .note)
        }
        guard event == .end, let dismissal = payload.dismissalDate, let node = aps["dismissal-date"],
              dismissal < Self.millisecondsThreshold else { return }
        if let timestamp, dismissal > timestamp + Self.endedLimit {
            reporter.report(.dismissalDate, at: node.location,
                            "aps.dismissal-date \(ActivityTime.format(dismissal)) is more than four hours after the end: the system removes the activity at \(ActivityTime.format(timestamp + Self.endedLimit))",
                            severity: .warning)
        }
        if let start, dismissal > start + Self.visibleLimit {
            reporter.report(.dismissalDate, at: node.location,
                            "aps.dismissal-date \(ActivityTime.format(dismissal)) is past the 12 hours an activity can stay on the lock screen: it is gone at \(ActivityTime.format(start + Self.visibleLimit))",
                            severity: .note)
        }
    }

    /// `activity-size`: the start's `attributes` and a `content-state` together.
    package mutating func checkCombinedSize(_ payload: ActivityPayload, event: ActivityPayload.Event?) {
        if event == .start, let attributes = payload.attributes {
            sequence?.attributesSize = (OutputJSON(attributes).serialized().utf8.count, reporter.file)
        }
        guard let state = payload.contentState else { return }
        let stateSize = OutputJSON(state).serialized().utf8.count
        guard stateSize <= Self.contentStateLimit else { return }  // over on its own: reported already
        let attributes: (bytes: Int, file: String)?
        if event == .start {
            attributes = payload.attributes.map { (OutputJSON($0).serialized().utf8.count, reporter.file) }
        } else {
            attributes = sequence?.attributesSize
        }
        guard let attributes, attributes.bytes + stateSize > Self.contentStateLimit else { return }
        let source = attributes.file == reporter.file ? "the attributes" : "\(DocumentChecks.quoted(attributes.file))'s attributes"
        reporter.report(.activitySize, at: state.location,
                        "aps.content-state (\(stateSize) bytes) and \(source) (\(attributes.bytes) bytes) are \(attributes.bytes + stateSize) bytes together, over ActivityKit's \(Self.contentStateLimit) for the static and dynamic data")
    }
}
