import PushPeekJSON
import PushPeekApp

/// Several Live Activities of one app played together: the pushes split by `activity-id` (beside
/// `aps`; pushes without one are one activity), each activity its own timeline, and which of the
/// others run at a moment. The first activity is the one played; the others stand beside it on the
/// lock screen and in the Dynamic Island. One pass over the pushes.
public enum ActivityGroup {
    /// The pushes of each activity, in the order each first appears.
    public static func split(_ pushes: [(file: String, root: JSONNode)]) -> [[(file: String, root: JSONNode)]] {
        var indexByID: [String: Int] = [:]
        var groups: [[(file: String, root: JSONNode)]] = []
        for push in pushes {
            WorkCounter.add(1)
            let id = ActivityPayload(push.root).activityID ?? ""
            if let index = indexByID[id] {
                groups[index].append(push)
            } else {
                indexByID[id] = groups.count
                groups.append([push])
            }
        }
        return groups
    }

    /// Another activity at `now`: its declaration and its state after the last push that had arrived.
    public struct Running: Sendable {
        public var activity: LiveActivity
        public var state: ActivityTimeline.State
    }

    /// The activities of `timelines` running (active or stale) at `now`.
    public static func running(_ timelines: [ActivityTimeline], at now: Double) -> [Running] {
        timelines.compactMap { timeline in
            guard let activity = timeline.activity else { return nil }
            let arrived = timeline.steps.indices.last { ActivityClock.arrival(of: $0, in: timeline) <= now }
            guard let index = arrived, let state = timeline.states[safe: index] else { return nil }
            let phase = state.phase(at: now)
            return phase == .active || phase == .stale ? Running(activity: activity, state: state) : nil
        }
    }
}
