import Testing
@testable import PushPeekJSON

/// `TerminalSafeText.containsUnsafe(utf8:)`, which lets `sanitize` return most texts untouched
/// without decoding them, says "unsafe" for exactly the scalars `isUnsafe` names, wherever they sit.
@Suite("Unsafe text found on bytes")
struct TerminalSafeBytesTests {
    static func containsUnsafe(_ text: String, keepingNewlines: Bool = false) -> Bool {
        var text = text
        return text.withUTF8 { TerminalSafeText.containsUnsafe(utf8: $0, keepingNewlines: keepingNewlines) }
    }

    @Test("every scalar of the first three planes, alone and between others, as isUnsafe says")
    func agreesWithTheScalarTest() {
        var unsafe = 0
        var disagreeing: [String] = []
        for value in UInt32(0)..<0x30000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = TerminalSafeText.isUnsafe(scalar)
            let alone = String(scalar)
            if Self.containsUnsafe(alone) != expected || Self.containsUnsafe("a\u{2014}" + alone + "é\u{2026}") != expected {
                disagreeing.append("U+" + String(value, radix: 16, uppercase: true))
            }
            if expected { unsafe += 1 }
        }
        #expect(disagreeing.isEmpty, "\(disagreeing.prefix(20))")
        #expect(unsafe == 0x20 + 0x21 + 5 + 4 + 3, "C0, DEL and C1, the overrides, the isolates, LRM, RLM and ALM")
    }

    @Test("a line feed is unsafe unless kept; sanitize gives the same text as before for kept ones")
    func lineFeeds() {
        #expect(Self.containsUnsafe("a\nb"))
        #expect(!Self.containsUnsafe("a\nb", keepingNewlines: true))
        #expect(Self.containsUnsafe("a\nb\u{202E}", keepingNewlines: true))
        #expect(TerminalSafeText.sanitize("a\nb — c", keepingNewlines: true) == "a\nb — c")
        #expect(TerminalSafeText.sanitize("a\nb\tc\u{202E}d") == "a\u{240A}b c\\u{202E}d")
    }
}
