import PushPeekJSON

/// A device token as APNs takes it in the path: hexadecimal digits, an even number of them.
public enum DeviceToken {
    /// Tokens are 32 bytes today; APNs documents them as variable length, so up to 100 bytes pass.
    public static let maximumByteCount = 100

    /// The token in lower case without spaces or angle brackets (as `description` printed it on old
    /// iOS versions), or an error naming what is wrong with it.
    public static func normalized(_ text: String) throws(InputError) -> String {
        let kept = text.filter { $0 != " " && $0 != "<" && $0 != ">" }.lowercased()
        guard !kept.isEmpty else { throw InputError(.usage, message: "an empty device token") }
        guard kept.allSatisfy({ $0.isHexDigit && $0.isASCII }) else {
            throw InputError(.usage, message: "device token \"\(TerminalSafeText.sanitize(String(text.prefix(80))))\" is not hexadecimal")
        }
        guard kept.count % 2 == 0, kept.count / 2 <= maximumByteCount else {
            throw InputError(.usage, message: "device token \"\(TerminalSafeText.sanitize(String(text.prefix(80))))\" has \(kept.count) hex digits; expected an even number, at most \(maximumByteCount * 2)")
        }
        return kept
    }

    /// Whether every byte is an ASCII hexadecimal digit (either case), tested eight bytes at a
    /// time: with every high bit clear, adding `0x80 - low` to each byte sets its high bit when
    /// the byte is at least `low`, adding `0x7F - high` when it is over `high`, and no sum carries
    /// into the next byte; `| 0x20` makes A-F a-f and nothing else a-f.
    public static func isHexadecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        func within(_ word: UInt64, _ low: UInt64, _ high: UInt64) -> UInt64 {
            (word &+ (0x80 - low) &* ones) & ~(word &+ (0x7F - high) &* ones) & (0x80 &* ones)
        }
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            guard word & (0x80 &* ones) == 0,
                  within(word, 0x30, 0x39) | within(word | (0x20 &* ones), 0x61, 0x66) == 0x80 &* ones else { return false }
            offset += 8
        }
        return bytes[offset...].allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }
    }

    /// The tokens of a `--devices FILE`: one a line; blank lines and lines starting with `#` skipped.
    /// A bad token is reported with its line.
    public static func list(_ bytes: [UInt8], file: String) throws(InputError) -> [String] {
        var tokens: [String] = []
        let text = String(decoding: bytes, as: UTF8.self)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = Substring(line.filter { $0 != "\r" && $0 != "\t" }).trimmingSpaces
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            do throws(InputError) {
                tokens.append(try normalized(trimmed))
            } catch {
                throw InputError(.badInput, file: file, location: SourceLocation(line: index + 1, column: 1, offset: 0), message: error.message)
            }
        }
        return tokens
    }

    /// The token shortened for a one-line summary: `3f1c2a…9ab2` (a token of 12 digits or fewer as it is).
    public static func abbreviated(_ token: String) -> String {
        token.count <= 12 ? token : String(token.prefix(6)) + "…" + String(token.suffix(4))
    }
}
