import PushPeekJSON
import PushPeekApp

/// `activity --render --format json`: the activity's state at the moment drawn, which presentations
/// were drawn, every step with what the device did, each ignored push with its reason, and the text.
public enum ActivityJSON {
    public static func document(_ timeline: ActivityTimeline, moment: ActivityScreen.Moment, rendering: ActivityScreen.Rendering) -> OutputJSON {
        let index = min(max(0, moment.step), max(0, timeline.steps.count - 1))
        let state = timeline.states[safe: index]
        func date(_ value: Double?) -> OutputJSON { value.map { .string(ActivityTime.format($0)) } ?? .null }
        let steps = timeline.steps.map { step in
            OutputJSON.object([
                ("file", .string(step.file)), ("event", .optional(step.event?.rawValue)), ("timestamp", date(step.timestamp)),
                ("applied", .bool(!step.isIgnored)), ("ignoredBecause", .optional(step.ignoredBecause)), ("alerts", .bool(step.alerts)),
            ])
        }
        let ignored = timeline.steps.filter(\.isIgnored).map { step in
            OutputJSON.object([("file", .string(step.file)), ("reason", .string(step.ignoredBecause ?? ""))])
        }
        return .object([
            ("activity", .object([
                ("attributesType", .optional(timeline.activity?.attributesType)),
                ("step", .int(index + 1)), ("steps", .int(timeline.steps.count)),
                ("now", date(moment.now)), ("phase", .string(rendering.phase.rawValue)),
                ("isStale", .bool(rendering.phase == .stale)),
                ("attributes", state?.attributes.map(OutputJSON.init) ?? .null),
                ("contentState", state?.contentState.map(OutputJSON.init) ?? .null),
                ("updatedAt", date(state?.updatedAt)), ("staleDate", date(state?.staleDate)),
                ("endedAt", date(state?.endedAt)), ("dismissalDate", date(state?.dismissalDate)),
            ])),
            ("presentations", .array(rendering.presentations.map { .string($0) })),
            ("steps", .array(steps)),
            ("ignored", .array(ignored)),
            ("lines", .array(rendering.grid.lines().map { .string(String($0.reversed().drop { $0 == " " }.reversed())) })),
        ])
    }
}
