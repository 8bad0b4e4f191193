import PushPeekModel
import PushPeekCanvas
import PushPeekJSON

/// A `timer`: text that counts — SwiftUI's `Text(timerInterval: start...end)` (`style: "timer"`,
/// `12:04` counting down to `date`), `Text(date, style: .relative)` (`"relative"`: `20 min`,
/// `2 hours, 23 minutes`, the same before and after the date), `Text(date, style: .offset)`
/// (`"offset"`: `+2 hours`, `-20 minutes`) or `Text(date, style: .time)` (`"time"`: `14:05`).
public struct TimerElement: Sendable, Equatable {
    /// `style`: a counting clock (`timer`), the distance to the date (`relative`), the signed
    /// distance (`offset`) or its time of day (`time`).
    public enum Style: String, Sendable, CaseIterable {
        case timer, relative, offset, time
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
        case .offset:
            return Self.offset(target - now)
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

    /// The units `relative` and `offset` count in, largest first, with their short names (used
    /// under an hour) and full names.
    static let units: [(seconds: Int, short: String, full: String)] = [
        (86_400, "day", "day"), (3600, "hr", "hour"), (60, "min", "minute"), (1, "sec", "second"),
    ]

    /// `Text(date, style: .relative)`: the two largest units of the distance, without "in" or
    /// "ago" — `20 min`, `5 min, 12 sec`, `2 hours, 23 minutes`, `1 day, 3 hours`.
    public static func relative(_ seconds: Double) -> String {
        let magnitude = WholeNumber.clamped(abs(seconds), to: 0...Self.maximumSeconds)
        guard magnitude > 0 else { return "0 sec" }
        let long = magnitude >= 3600
        var parts: [String] = []
        var rest = magnitude
        for unit in units where rest >= unit.seconds || !parts.isEmpty {
            let count = rest / unit.seconds
            rest %= unit.seconds
            if count > 0 { parts.append(amount(count, unit, long: long)) }
            if parts.count == 2 || (!parts.isEmpty && count == 0) { break }
        }
        return parts.joined(separator: ", ")
    }

    /// `Text(date, style: .offset)`: the signed distance in its largest unit — `+2 hours`, `-3 min`.
    public static func offset(_ seconds: Double) -> String {
        let magnitude = WholeNumber.clamped(abs(seconds), to: 0...Self.maximumSeconds)
        let unit = units.first { magnitude >= $0.seconds } ?? (1, "sec", "second")
        return (seconds < 0 ? "-" : "+") + amount(magnitude / unit.seconds, unit, long: magnitude >= 3600)
    }

    static func amount(_ count: Int, _ unit: (seconds: Int, short: String, full: String), long: Bool) -> String {
        long ? "\(count) \(unit.full)\(count == 1 ? "" : "s")" : "\(count) \(unit.short)"
    }
}
