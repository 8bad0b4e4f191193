/// Makes untrusted text safe to draw: control characters and bidi overrides become visible escapes.
///
/// Invariant: the result contains no C0 or C1 control character (other than `\n` when
/// `keepingNewlines`), no DEL and no bidirectional override or isolate, so nothing from a payload
/// can move the cursor, ring the bell, or reorder what the terminal shows.
public enum TerminalSafeText {
    public static func sanitize(_ text: String, keepingNewlines: Bool = false) -> String {
        guard mayContainUnsafe(text) else { return text }
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

    /// False when no scalar of `text` can be unsafe, judged from its UTF-8 bytes alone (see
    /// `mayContainUnsafe(utf8:)`); true means "look at the scalars".
    public static func mayContainUnsafe(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { mayContainUnsafe(utf8: $0) } ?? mayContainUnsafe(utf8: text.utf8)
    }

    /// Every unsafe scalar is a byte below 0x20 or DEL, or begins `C2 80…9F` (C1 controls),
    /// `D8 9C` (U+061C) or `E2 80` / `E2 81` (U+2000…U+207F, which holds the marks, overrides and
    /// isolates): bytes without any of these hold no unsafe scalar.
    @inlinable
    public static func mayContainUnsafe<Bytes: Sequence>(utf8 bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        var previous: UInt8 = 0
        for byte in bytes {
            defer { previous = byte }
            if byte >= 0x20 && byte < 0x7F { continue }
            if byte < 0x20 || byte == 0x7F { return true }
            if (previous == 0xC2 && byte < 0xA0) || (previous == 0xD8 && byte == 0x9C) || (previous == 0xE2 && byte < 0x82) { return true }
        }
        return false
    }

    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value)
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C
    }
}
