import PushPeekJSON

/// Durations on the command line: `40ms`, `2s`, `5m`, `1h` (a bare number is seconds).
public enum DurationText {
    /// Milliseconds for `text`, or a usage error naming `option`.
    public static func milliseconds(_ text: String, option: String) throws(InputError) -> Int {
        let units: [(String, Int)] = [("ms", 1), ("s", 1000), ("m", 60_000), ("h", 3_600_000)]
        let unit = units.first { text.hasSuffix($0.0) && Double(text.dropLast($0.0.count)) != nil } ?? ("", 1000)
        guard let value = Double(text.dropLast(unit.0.count)), value.isFinite, value >= 0, value * Double(unit.1) < 8.64e10 else {
            throw InputError(.usage, message: "\(option) takes a duration such as 40ms, 2s, 5m or 1h, not \"\(TerminalSafeText.sanitize(text))\"")
        }
        return WholeNumber.clamped(value * Double(unit.1), to: 0...86_400_000_000)
    }
}
