/// The dates pushpeek reads from a push or an option: seconds since 1970 of at most 13 digits
/// (±9,999,999,999,999 s, about 316,000 years either way). That holds every date a device shows and
/// milliseconds sent by mistake (lint says so), and keeps every difference of two such dates far
/// inside an `Int`. A date outside is a lint error (`number-range`), a push the activity player
/// ignores, and an option `send` refuses.
public enum DateLimits {
    /// The largest magnitude of a date, in seconds since 1970.
    public static let maximumSeconds = 9_999_999_999_999.0
    /// Every date pushpeek takes.
    public static let unixSeconds: ClosedRange<Double> = -maximumSeconds...maximumSeconds
    /// The `aps` dates (`timestamp`, `stale-date`, `dismissal-date`): whole, not before 1970.
    public static let apsSeconds: ClosedRange<Double> = 0...maximumSeconds
    /// The ranges as messages print them.
    public static let unixDescription = "-9999999999999…9999999999999"
    public static let apsDescription = "0…9999999999999"

    /// Whether `unix` (seconds since 1970) is a date pushpeek can show and count with.
    public static func contains(_ unix: Double) -> Bool { unixSeconds.contains(unix) }

    /// The problem with an `aps` date as `path` names it (`aps.timestamp`), nil when it is in range.
    public static func apsProblem(_ number: JSONNumber, path: String) -> String? {
        guard !apsSeconds.contains(number.value) else { return nil }
        return "\(path) \(number.literal.prefix(40)) is outside \(apsDescription) (seconds since 1970)"
    }
}
