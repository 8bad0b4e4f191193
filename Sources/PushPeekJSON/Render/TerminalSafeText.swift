/// Makes untrusted text safe to draw: control characters and bidi overrides become visible escapes.
///
/// Invariant: the result contains no C0 or C1 control character (other than `\n` when
/// `keepingNewlines`), no DEL and no bidirectional override or isolate, so nothing from a payload
/// can move the cursor, ring the bell, or reorder what the terminal shows.
public enum TerminalSafeText {
    public static func sanitize(_ text: String, keepingNewlines: Bool = false) -> String {
        var needsWork = false
        for scalar in text.unicodeScalars where isUnsafe(scalar) {
            if keepingNewlines && scalar == "\n" { continue }
            needsWork = true
            break
        }
        guard needsWork else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if keepingNewlines && scalar == "\n" {
                result.append(scalar)
            } else if scalar == "\t" {
                result.append(" ")
            } else if scalar.value < 0x20, let picture = Unicode.Scalar(0x2400 + scalar.value) {
                result.append(picture)
            } else if scalar.value == 0x7F, let picture = Unicode.Scalar(0x2421) {
                result.append(picture)
            } else if isUnsafe(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result.append(contentsOf: "\\u{\(hex)}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value)
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }
}
