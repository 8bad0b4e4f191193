import PushPeekModel
import PushPeekCanvas

/// A `timer`: text that counts — SwiftUI's `Text(timerInterval: start...end)` (`style: "timer"`,
/// `12:04` counting down to `date`), `Text(date, style: .relative)` (`"relative"`: `in 12 min`,
/// `3 min ago`) or `Text(date, style: .time)` (`"time"`: `14:05`).
public struct TimerElement: Sendable, Equatable {
    /// `style`: a counting clock (`timer`), the distance to the date (`relative`) or its time of day (`time`).
    public enum Style: String, Sendable, CaseIterable {
        case timer, relative, time
    }

    /// Key path of the `Date` (`state.eta`).
    public var date: String
    public var style: Style
    public var color: Color?
    public var bold: Bool

    public init(date: String, style: Style = .timer, color: Color? = nil, bold: Bool = false) {
        self.date = date
        self.style = style
        self.color = color
        self.bold = bold
    }

    /// The text at `now` (both Unix seconds): a timer stops at 0:00, as `Text(timerInterval:)` does.
    public func text(date target: Double, now: Double) -> String {
        switch style {
        case .timer:
            return Self.clock(max(0, target - now))
        case .relative:
            return Self.relative(target - now)
        case .time:
            return ActivityTime.clockTime(target)
        }
    }

    /// `m:ss` or `h:mm:ss`.
    public static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        let hours = whole / 3600, minutes = (whole % 3600) / 60, rest = whole % 60
        let ss = rest < 10 ? "0\(rest)" : "\(rest)"
        if hours > 0 { return "\(hours):" + (minutes < 10 ? "0\(minutes)" : "\(minutes)") + ":" + ss }
        return "\(minutes):" + ss
    }

    /// `in 12 min`, `5 min ago`, `in 40 sec`, `in 2 hr, 5 min`.
    public static func relative(_ seconds: Double) -> String {
        let magnitude = Int(abs(seconds).rounded())
        let amount: String
        if magnitude < 60 {
            amount = "\(magnitude) sec"
        } else if magnitude < 3600 {
            amount = "\(magnitude / 60) min"
        } else {
            let minutes = (magnitude % 3600) / 60
            amount = "\(magnitude / 3600) hr" + (minutes > 0 ? ", \(minutes) min" : "")
        }
        return seconds >= 0 ? "in " + amount : amount + " ago"
    }
}
