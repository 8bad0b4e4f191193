import PushPeekJSON
import PushPeekApp

/// A Live Activity played through a sequence of ActivityKit pushes, as the device applies them:
/// the state after each push, and each push the device would ignore with the reason.
///
/// The rules (Apple, "Starting and updating Live Activities with ActivityKit push notifications";
/// `Activity.update(_:alertConfiguration:timestamp:)`): a push older than the last one applied is
/// ignored; a `content-state` that does not decode into `ContentState` is dropped ("Unable to decode
/// content state"); nothing changes an ended activity; an update before any start has nothing to
/// update. One pass over the pushes: the work grows with their number.
public struct ActivityTimeline: Sendable {
    /// One push of the sequence and what the device did with it.
    public struct Step: Sendable {
        public var file: String
        public var event: ActivityPayload.Event?
        /// `aps.timestamp` in seconds since 1970.
        public var timestamp: Double?
        /// Why the device ignores the push; nil when it applies it.
        public var ignoredBecause: String?
        /// `aps.alert`'s title and body: an alerting update expands the Dynamic Island.
        public var alertTitle: String?
        public var alertBody: String?
        public var alerts: Bool

        public var isIgnored: Bool { ignoredBecause != nil }
    }

    /// The activity as the device holds it after a step.
    public struct State: Sendable {
        public var started = false
        /// Seconds since 1970: when the start push was applied (the eight and twelve hours count from it).
        public var startedAt: Double?
        public var attributes: JSONNode?
        public var contentState: JSONNode?
        /// Seconds since 1970: the last applied push's timestamp, its stale date, the dismissal date.
        public var updatedAt: Double?
        public var staleDate: Double?
        public var dismissalDate: Double?
        public var endedAt: Double?
        /// The last applied push's `relevance-score` (0 without one).
        public var relevanceScore = 0.0

        /// When the activity ends: the end push's timestamp, or eight hours after the start, when
        /// the system ends it, whichever comes first.
        public var endDate: Double? {
            let limit = startedAt.map { $0 + ActivityPhase.activeLimit }
            guard let endedAt else { return limit }
            return limit.map { min($0, endedAt) } ?? endedAt
        }

        /// Whether the system, not an end push, ended the activity (after its eight hours).
        public var endedBySystem: Bool {
            guard let startedAt else { return false }
            return endedAt.map { $0 > startedAt + ActivityPhase.activeLimit } ?? true
        }

        /// When the ended activity leaves the lock screen: the dismissal date or four hours after the
        /// end, whichever comes first, and never later than twelve hours after the start.
        public var removalDate: Double? {
            guard let end = endDate else { return nil }
            var removal = end + ActivityPhase.defaultDismissalDelay
            if let dismissalDate, endedAt != nil, !endedBySystem { removal = min(removal, max(dismissalDate, end)) }
            if let startedAt { removal = min(removal, startedAt + ActivityPhase.visibleLimit) }
            return removal
        }

        /// What the activity shows at `now`.
        public func phase(at now: Double) -> ActivityPhase {
            guard started else { return .notStarted }
            if let end = endDate, now >= end {
                return now >= (removalDate ?? end) ? .dismissed : .ended
            }
            if let staleDate, now >= staleDate { return .stale }
            return .active
        }
    }

    public let activity: LiveActivity?
    public private(set) var steps: [Step] = []
    /// `states[i]`: the activity after `steps[i]`.
    public private(set) var states: [State] = []

    /// Plays `pushes` (file name and parsed payload) in order. `activities` are the app's; the one
    /// used is the start's `attributes-type`, or the only one.
    public init(pushes: [(file: String, root: JSONNode)], activities: [LiveActivity]) {
        let named = pushes.lazy.compactMap { ActivityPayload($0.root).attributesType }.first
        activity = named.flatMap { type in activities.first { $0.attributesType == type } } ?? (activities.count == 1 ? activities.first : nil)
        var state = State()
        for push in pushes {
            WorkCounter.add(1)
            let payload = ActivityPayload(push.root)
            let alert = payload.alert
            // A timestamp out of range is no moment the clock can stand at, even for an ignored push.
            var step = Step(file: push.file, event: payload.event, timestamp: payload.timestamp.flatMap { DateLimits.contains($0) ? $0 : nil },
                            alertTitle: alert?["title"]?.string ?? alert?.string, alertBody: alert?["body"]?.string, alerts: alert != nil)
            step.ignoredBecause = reasonToIgnore(payload, state: state)
            if step.ignoredBecause == nil { apply(payload, to: &state) }
            steps.append(step)
            states.append(state)
        }
    }

    package func reasonToIgnore(_ payload: ActivityPayload, state: State) -> String? {
        guard let event = payload.event else {
            return payload.eventName.map { "event \"\(TerminalSafeText.sanitize($0))\" is not start, update or end" } ?? "no aps.event"
        }
        guard let timestamp = payload.timestamp else { return "no aps.timestamp" }
        if let problem = payload.dateProblem { return problem }
        if state.endedAt != nil { return "the activity has ended: nothing updates it" }
        if let startedAt = state.startedAt, timestamp >= startedAt + ActivityPhase.activeLimit {
            return "the system ended the activity 8 hours after its start (\(ActivityTime.format(startedAt + ActivityPhase.activeLimit))): nothing updates it"
        }
        if event == .start, state.started { return "the activity has started already" }
        if event != .start, !state.started { return "no activity has started: there is nothing to \(event.rawValue)" }
        if let updatedAt = state.updatedAt, timestamp < updatedAt {
            return "timestamp \(ActivityTime.format(timestamp)) is older than the last update's \(ActivityTime.format(updatedAt))"
        }
        if event == .start {
            guard payload.attributesType != nil, let attributes = payload.attributes else { return "a start without attributes-type and attributes" }
            if payload.alert == nil { return "a push-to-start without an alert: the device shows nothing" }
            if let activity, let issue = firstFailure(attributes, shape: activity.attributesShape) {
                return "attributes do not decode: \(issue)"
            }
        }
        guard let contentState = payload.contentState else {
            return event == .end ? nil : "no content-state"
        }
        if let activity, let issue = firstFailure(contentState, shape: activity.contentStateShape) {
            return "Unable to decode content state: \(issue)"
        }
        return nil
    }

    package func firstFailure(_ node: JSONNode, shape: ActivityShape) -> String? {
        ActivityStateChecker.check(node, shape: shape).first { $0.kind == .undecodable || $0.kind == .outOfRange }.map { issue in
            TerminalSafeText.sanitize(issue.path.isEmpty ? issue.message : issue.path + ": " + issue.message)
        }
    }

    package func apply(_ payload: ActivityPayload, to state: inout State) {
        state.updatedAt = payload.timestamp
        if payload.event == .start {
            state.started = true
            state.startedAt = payload.timestamp
            state.attributes = payload.attributes
        }
        if let contentState = payload.contentState { state.contentState = contentState }
        if let score = payload.relevanceScore { state.relevanceScore = score }
        state.staleDate = payload.staleDate
        if payload.event == .end {
            state.endedAt = payload.timestamp
            state.dismissalDate = payload.dismissalDate
        }
    }
}
