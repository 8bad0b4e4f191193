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
        guard unix.isFinite, abs(unix) < 1e13 else { return "far outside any calendar" }
        let seconds = Int(unix.rounded(.down))
        var days = seconds / 86_400
        var rest = seconds % 86_400
        if rest < 0 { rest += 86_400; days -= 1 }
        let (year, month, day) = civil(days)
        return "\(year)-\(two(month))-\(two(day)) \(two(rest / 3600)):\(two(rest % 3600 / 60)):\(two(rest % 60)) UTC"
    }

    /// `14:05` (UTC).
    public static func clockTime(_ unix: Double) -> String {
        guard unix.isFinite, abs(unix) < 1e13 else { return "--:--" }
        var rest = Int(unix.rounded(.down)) % 86_400
        if rest < 0 { rest += 86_400 }
        return "\(two(rest / 3600)):\(two(rest % 3600 / 60))"
    }

    /// Unix seconds of `2026-11-30T14:05:00Z` (also without seconds, or with a fraction); nil when
    /// the text is not such a time.
    public static func parse(_ text: String) -> Double? {
        let parts = text.split(separator: "T", maxSplits: 1)
        guard parts.count == 2, parts[1].hasSuffix("Z") else { return nil }
        let date = parts[0].split(separator: "-").compactMap { Int($0) }
        let time = parts[1].dropLast().split(separator: ":").compactMap { Double($0) }
        guard date.count == 3, (2...3).contains(time.count), (1...12).contains(date[1]), (1...31).contains(date[2]),
              time[0] < 24, time[1] < 60, (time.count == 2 || time[2] < 61) else { return nil }
        let days = Double(daysFromCivil(year: date[0], month: date[1], day: date[2]))
        return days * 86_400 + time[0] * 3600 + time[1] * 60 + (time.count == 3 ? time[2] : 0)
    }

    static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// Year, month, day of a day count since 1970-01-01 (Howard Hinnant's civil_from_days).
    static func civil(_ days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
