import PushPeekModel
import PushPeekJSON

/// Dates as ActivityKit pushes carry them and as the device reads them, without Foundation.
///
/// The `aps` dates (`timestamp`, `stale-date`, `dismissal-date`) are seconds since 1970. A `Date` in
/// `content-state` or `attributes` goes through `JSONDecoder`'s default `dateDecodingStrategy`
/// (`.deferredToDate`): a number of seconds since 2001-01-01 00:00 UTC. Shown in UTC.
public enum ActivityTime {
    /// Seconds from 1970-01-01 to 2001-01-01 (`Date.timeIntervalBetween1970AndReferenceDate`).
    public static let referenceOffset = 978_307_200.0

    /// Unix seconds of a `Date` decoded by default from `number`.
    public static func unix(fromReference number: Double) -> Double { number + referenceOffset }

    /// `2026-11-30 14:05:00 UTC`.
    public static func format(_ unix: Double) -> String {
        guard let seconds = WholeNumber.floor(unix), DateLimits.contains(unix) else { return "far outside any calendar" }
        let (days, rest) = CivilDate.split(secondsSince1970: seconds)
        return CivilDate(daysSince1970: days).text + " " + CivilDate.timeOfDay(rest) + " UTC"
    }

    /// `14:05` (UTC).
    public static func clockTime(_ unix: Double) -> String {
        guard let seconds = WholeNumber.floor(unix), DateLimits.contains(unix) else { return "--:--" }
        let rest = CivilDate.split(secondsSince1970: seconds).secondOfDay
        return "\(CivilDate.twoDigits(rest / 3600)):\(CivilDate.twoDigits(rest % 3600 / 60))"
    }

    /// Unix seconds of `2026-11-30T14:05:00Z` (also without seconds, or with a fraction, years 0 to
    /// 99999); nil when the text is not such a time.
    public static func parse(_ text: String) -> Double? {
        let parts = text.split(separator: "T", maxSplits: 1)
        guard parts.count == 2, parts[1].hasSuffix("Z") else { return nil }
        let date = parts[0].split(separator: "-").compactMap { Int($0) }
        let time = parts[1].dropLast().split(separator: ":").compactMap { Double($0) }
        // Years past 99999 are refused before the day count, which would overflow for a year near Int.max.
        guard date.count == 3, (0...99_999).contains(date[0]), (2...3).contains(time.count), (1...12).contains(date[1]), (1...31).contains(date[2]),
              time.allSatisfy({ $0 >= 0 }), time[0] < 24, time[1] < 60, (time.count == 2 || time[2] < 61) else { return nil }
        let days = Double(CivilDate(year: date[0], month: date[1], day: date[2]).daysSince1970)
        return days * 86_400 + time[0] * 3600 + time[1] * 60 + (time.count == 3 ? time[2] : 0)
    }
}
