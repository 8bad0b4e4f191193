import PushPeekApp

/// The simulated clock of the activity player: the moment a step is seen at, and what `--at` (or
/// the jump keys) name.
public enum ActivityClock {
    /// The moment a step's push arrives: its timestamp, else the last applied one's.
    public static func arrival(of step: Int, in timeline: ActivityTimeline) -> Double {
        timeline.steps[safe: step]?.timestamp ?? timeline.states[safe: step]?.updatedAt ?? 0
    }

    /// `--at`: `2026-11-30T18:25:00Z`, an offset from the step's arrival (`+10m`, `+90s`, `+1h`,
    /// `-5m`), Unix seconds, or `stale` / `dismissal` (the state's stale or dismissal date).
    public static func parse(_ text: String, step: Int, in timeline: ActivityTimeline) -> Double? {
        let arrival = arrival(of: step, in: timeline)
        let state = timeline.states[safe: step]
        switch text {
        case "stale": return state?.staleDate
        case "dismissal":
            guard let state, state.endedAt != nil else { return nil }
            return state.removalDate
        default: break
        }
        if let first = text.first, first == "+" || first == "-", let unit = text.last {
            let scale: Double
            switch unit {
            case "s": scale = 1
            case "m": scale = 60
            case "h": scale = 3600
            default: return nil
            }
            guard let amount = Double(text.dropFirst().dropLast()), amount.isFinite, amount <= 1e6 else { return nil }
            return arrival + (first == "-" ? -amount : amount) * scale
        }
        if let unix = Double(text), unix.isFinite, abs(unix) < 1e11 { return unix }
        return ActivityTime.parse(text)
    }
}
