import Testing
@testable import PushPeekTerminal

/// What `GraphicsDetector` keeps of what arrived while it asked: the keys, not the replies.
@Suite("GraphicsDetector: keys typed while it asks")
struct GraphicsDetectorTypedAheadTests {
    @Test("The terminal's replies are taken out; the keys around them are kept, in order")
    func repliesOut() {
        let kitty = Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8)
        let size = Array("\u{1B}[6;20;10t".utf8)
        let da1 = Array("\u{1B}[?63;1;4c".utf8)
        let typed = Array("q".utf8) + kitty + [0x03] + size + Array("\u{1B}[A".utf8) + da1 + Array("x".utf8)
        #expect(GraphicsDetector.typedKeys(in: typed) == Array("q".utf8) + [0x03] + Array("\u{1B}[A".utf8) + Array("x".utf8))
        #expect(GraphicsDetector.typedKeys(in: kitty + size + da1).isEmpty)
        #expect(GraphicsDetector.typedKeys(in: Array("\u{1B}[?63;1".utf8)) == Array("\u{1B}[?63;1".utf8), "a reply cut short is kept as it came")
        #expect(GraphicsDetector.typedKeys(in: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000)).count == GraphicsDetector.typedAheadLimit)
    }
}
