/// A day of the proleptic Gregorian calendar, to and from a count of days since 1970-01-01 (Howard
/// Hinnant's `civil_from_days` and `days_from_civil`), so that times are written in UTC without
/// Foundation.
package struct CivilDate: Equatable {
    package var year: Int
    /// 1…12.
    package var month: Int
    /// 1…31.
    package var day: Int

    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `days` after 1970-01-01 (before it when negative).
    package init(daysSince1970 days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days from 1970-01-01 to this day.
    package var daysSince1970: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// Whole seconds since 1970 as the day and the second of that day (0…86399): before 1970 the
    /// remainder is negative, so a day is borrowed and the time of day stays 00:00:00…23:59:59.
    package static func split(secondsSince1970 seconds: Int) -> (daysSince1970: Int, secondOfDay: Int) {
        var days = seconds / 86_400, rest = seconds % 86_400
        if rest < 0 { rest += 86_400; days -= 1 }
        return (days, rest)
    }

    /// `2026-11-30`.
    package var text: String { "\(year)-\(Self.twoDigits(month))-\(Self.twoDigits(day))" }

    /// `14:05:00` for a second of the day.
    package static func timeOfDay(_ seconds: Int) -> String {
        "\(twoDigits(seconds / 3600)):\(twoDigits(seconds % 3600 / 60)):\(twoDigits(seconds % 60))"
    }

    /// `07` for 7; numbers from 10 (and negative ones) as they are.
    package static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
