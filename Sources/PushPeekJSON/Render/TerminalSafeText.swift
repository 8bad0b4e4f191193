/// Makes untrusted text safe to draw: control characters and bidi overrides become visible escapes.
///
/// Invariant: the result contains no C0 or C1 control character (other than `\n` when
/// `keepingNewlines`), no DEL and no bidirectional override or isolate, so nothing from a payload
/// can move the cursor, ring the bell, or reorder what the terminal shows.
public enum TerminalSafeText {
    public static func sanitize(_ text: String, keepingNewlines: Bool = false) -> String {
        guard mayContainUnsafe(text) else { return text }
        var bytes = text
        guard bytes.withUTF8({ containsUnsafe(utf8: $0, keepingNewlines: keepingNewlines) }) else { return text }
        // Written as UTF-8 and made a string once (appending scalars to a string one by one cost
        // more than the check).
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if keepingNewlines && scalar == "\n" {
                result.append(0x0A)
            } else if scalar == "\t" {
                result.append(0x20)
            } else if scalar.value < 0x20, let picture = Unicode.Scalar(0x2400 + scalar.value) {
                UTF8.encode(picture) { result.append($0) }
            } else if scalar.value == 0x7F, let picture = Unicode.Scalar(0x2421) {
                UTF8.encode(picture) { result.append($0) }
            } else if isUnsafe(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result.append(contentsOf: "\\u{\(hex)}".utf8)
            } else {
                UTF8.encode(scalar) { result.append($0) }
            }
        }
        return String(decoding: result, as: UTF8.self)
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

    /// Whether the UTF-8 `bytes` hold a scalar `isUnsafe` calls unsafe (a line feed only without
    /// `keepingNewlines`, a tab only without `keepingTabs`), read from the bytes without decoding them: the exact test behind
    /// `mayContainUnsafe`'s quick one.
    package static func containsUnsafe(utf8 bytes: UnsafeBufferPointer<UInt8>, keepingNewlines: Bool, keepingTabs: Bool = false) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            index += 1
            if byte >= 0x20 && byte < 0x7F { continue }
            if byte < 0x20 {
                if (keepingNewlines && byte == 0x0A) || (keepingTabs && byte == 0x09) { continue }
                return true
            }
            if byte == 0x7F { return true }
            guard index < count else { return false }
            let next = bytes[index]
            // C2 80…9F: U+0080…U+009F; D8 9C: U+061C.
            if (byte == 0xC2 && next < 0xA0) || (byte == 0xD8 && next == 0x9C) { return true }
            guard byte == 0xE2, index + 1 < count else { continue }
            let third = bytes[index + 1]
            // E2 80 8E/8F: U+200E/F; E2 80 AA…AE: U+202A…U+202E; E2 81 A6…A9: U+2066…U+2069.
            if next == 0x80 && (third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third)) { return true }
            if next == 0x81 && (0xA6...0xA9).contains(third) { return true }
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
