/// A length of time as a clock writes it: `0:42`, `12:05`, `1:02:03` — minutes unpadded below an
/// hour, then `h:mm:ss`. The one formatter of timers, countdowns and media durations; each caller
/// decides how its seconds round before they get here.
public enum ClockText {
    /// `wholeSeconds` (negative counts as zero) as `m:ss` or `h:mm:ss`.
    public static func clock(wholeSeconds: Int) -> String {
        let total = max(0, wholeSeconds)
        let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
    }
}
