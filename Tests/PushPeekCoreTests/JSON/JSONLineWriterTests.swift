import Testing
@testable import PushPeekJSON

/// The byte writer of `serve`'s log writes what `OutputJSON` writes: the same escapes for quotes,
/// backslashes, control characters, C1 controls and bidi overrides, text past ASCII as it is, and
/// invalid UTF-8 as U+FFFD.
struct JSONLineWriterTests {
    static let texts = ["", "plain", "quote \" and \\ backslash", "line\nfeed\r\ttab", "bell \u{07} escape \u{1B}[31m del \u{7F}",
                        "café ✓ 🚀", "C1 \u{9B}31m", "bidi \u{202E}evil\u{202C} \u{2066}x\u{2069} \u{200F} \u{061C}", "mixed \" é \n \u{202E}"]

    @Test("A string is written as OutputJSON writes it", arguments: texts)
    func string(_ text: String) {
        var writer = JSONLineWriter()
        writer.string(text)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == OutputJSON.string(text).serialized())
        var fromBytes = JSONLineWriter()
        fromBytes.string(utf8: ArraySlice(Array(text.utf8)))
        #expect(fromBytes.bytes == writer.bytes)
    }

    @Test("Invalid UTF-8 becomes U+FFFD, as String(decoding:) makes it")
    func invalidBytes() {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xC3, 0x22, 0xE2, 0x80]
        var writer = JSONLineWriter()
        writer.string(utf8: ArraySlice(bytes))
        #expect(String(decoding: writer.bytes, as: UTF8.self) == OutputJSON.string(String(decoding: bytes, as: UTF8.self)).serialized())
    }

    @Test("An object of members, numbers, null and raw values is the OutputJSON object")
    func object() {
        var writer = JSONLineWriter()
        writer.beginObject()
        writer.key("n"); writer.int(-120)
        writer.key(text: "k\"ey"); writer.null()
        writer.key("a"); writer.raw(Array(OutputJSON.array([.int(1), .string("x")]).serialized().utf8))
        writer.key("m"); writer.int(Int.min)
        writer.endObject()
        let expected = OutputJSON.object([("n", .int(-120)), ("k\"ey", .null), ("a", .array([.int(1), .string("x")])), ("m", .int(Int.min))])
        #expect(String(decoding: writer.bytes, as: UTF8.self) == expected.serialized())
    }
}
