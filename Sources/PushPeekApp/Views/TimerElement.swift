import PushPeekModel
import PushPeekCanvas
import PushPeekJSON

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

    /// The longest distance shown: twice the largest date, as far apart as two dates can be.
    static let maximumSeconds = 2 * 9_999_999_999_999

    /// `m:ss` or `h:mm:ss`.
    public static func clock(_ seconds: Double) -> String {
        // Dates are bounded by `DateLimits`; a clock moved past them by keys shows its bound.
        // A countdown shows the second it is in, so a part of a second left counts as one.
        ClockText.clock(wholeSeconds: WholeNumber.clamped(seconds.rounded(.up), to: 0...Self.maximumSeconds))
    }

    /// `in 12 min`, `5 min ago`, `in 40 sec`, `in 2 hr, 5 min`.
    public static func relative(_ seconds: Double) -> String {
        let magnitude = WholeNumber.clamped(abs(seconds), to: 0...Self.maximumSeconds)
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
