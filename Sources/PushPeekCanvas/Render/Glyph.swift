import PushPeekJSON
import PushPeekModel

/// A cell's text as a plain value: up to 15 UTF-8 bytes inline (any one character with a few marks),
/// longer clusters as an index into `GlyphTable`. With it `Cell` has no reference-counted part, so
/// grids copy, compare and fill as raw memory — a 100×40 screen is built on every key.
///
/// Equal texts (byte for byte) have equal glyphs, so the synthesized `==` and `hash` are the text's.
package struct Glyph: Hashable, Sendable {
    /// Bytes 0–7 of the text, little-endian; the table index when `isIndexed`.
    private var low: UInt64
    /// Bytes 8–14; the top byte is the length, or `indexedMarker`.
    private var high: UInt64

    package static let inlineCapacity = 15
    private static let indexedMarker: UInt64 = 0xFF

    package static let space = Glyph(" ")
    /// The text of a continuation cell.
    package static let empty = Glyph("")

    /// One scalar's UTF-8 (at most four bytes).
    package init(_ scalar: Unicode.Scalar) {
        var low: UInt64 = 0
        var count: UInt64 = 0
        UTF8.encode(scalar) { byte in
            low |= UInt64(byte) << (8 * count)
            count += 1
        }
        self.low = low
        self.high = count << 56
    }

    /// A printable ASCII character (the caller checked the byte).
    @inline(__always)
    package init(ascii byte: UInt8) {
        low = UInt64(byte)
        high = 1 << 56
    }

    package init(_ text: String) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = 0
        for byte in text.utf8 {
            guard count < Glyph.inlineCapacity else {
                self.low = GlyphTable.shared.index(of: Array(text.utf8))
                self.high = Glyph.indexedMarker << 56
                return
            }
            if count < 8 {
                low |= UInt64(byte) << (8 * UInt64(count))
            } else {
                high |= UInt64(byte) << (8 * UInt64(count - 8))
            }
            count += 1
        }
        self.low = low
        self.high = high | UInt64(count) << 56
    }

    private var isIndexed: Bool { high >> 56 == Glyph.indexedMarker }

    /// False when the text holds no unsafe scalar (`TerminalSafeText.mayContainUnsafe(utf8:)`),
    /// read from the inline bytes without making a string; true for a long (indexed) glyph.
    package var mayBeUnsafe: Bool {
        guard !isIndexed else { return true }
        let (low, high) = (low, high)
        let count = high >> 56
        if count == 1 { return low < 0x20 || low == 0x7F }
        let lead = low & 0xFF
        if count == (lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0) {
            // One scalar (box drawing, `·`): only its lead byte can begin what the check looks for.
            let second = low >> 8 & 0xFF
            return (lead == 0xC2 && second < 0xA0) || (lead == 0xD8 && second == 0x9C) || (lead == 0xE2 && second < 0x82)
        }
        return TerminalSafeText.mayContainUnsafe(utf8: (0..<Int(high >> 56)).lazy.map { offset in
            UInt8(truncatingIfNeeded: (offset < 8 ? low : high) >> (8 * UInt64(offset % 8)))
        })
    }

    /// Whether the text is one space (without the static `space`'s lazy initialisation).
    @inline(__always)
    package var isSpace: Bool { low == 0x20 && high == 1 << 56 }

    /// Whether the text may be two columns wide: three UTF-8 bytes or more (wide characters start
    /// at U+1100), or a long text in the table.
    @inline(__always)
    package var mayBeWide: Bool { high >> 56 >= 3 }

    /// Whether the text is one byte (printable ASCII: a cell never holds a control character).
    @inline(__always)
    package var isSingleByte: Bool { high == 1 << 56 }

    /// Columns the text takes (`DisplayWidth.of` its string), decoded from the inline bytes without
    /// making a string; 1 for one byte (cells never hold control characters).
    @inline(__always)
    package var displayWidth: Int {
        let count = Int(high >> 56)
        return count <= 1 ? count : multibyteWidth
    }

    /// `displayWidth` of a text of more than one byte.
    private var multibyteWidth: Int {
        let count = Int(high >> 56)
        guard !isIndexed else { return DisplayWidth.of(string) }
        var total = 0
        var offset = 0
        while offset < count {
            let lead = byte(offset)
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard offset + length <= count else { return DisplayWidth.of(string) }
            var value = UInt32(length == 1 ? lead : lead & (0x7F >> length))
            for next in 1..<max(1, length) { value = value << 6 | UInt32(byte(offset + next) & 0x3F) }
            guard let scalar = Unicode.Scalar(value) else { return DisplayWidth.of(string) }
            total += DisplayWidth.of(scalar)
            offset += length
        }
        return total
    }

    /// Inline byte `offset` (below the length).
    @inline(__always)
    private func byte(_ offset: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: (offset < 8 ? low : high) >> (8 * UInt64(offset % 8)))
    }

    /// Length of the text in UTF-8 bytes.
    package var utf8Count: Int {
        isIndexed ? GlyphTable.shared.bytes(at: low).count : Int(high >> 56)
    }

    package var string: String {
        if isIndexed { return String(decoding: GlyphTable.shared.bytes(at: low), as: UTF8.self) }
        let count = Int(high >> 56)
        return withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { raw in
            String(decoding: raw.prefix(count), as: UTF8.self)
        }
    }

    /// Bytes `write` may store past the text it writes.
    package static let writeSlack = 16

    /// Writes the text's UTF-8 bytes at `pointer` and returns how many; the memory must have room
    /// for `utf8Count` + `writeSlack` bytes: an inline text is stored as its two words, and what
    /// lies past its length is left for the next write to cover.
    @inline(__always)
    package func write(to pointer: UnsafeMutablePointer<UInt8>) -> Int {
        if isIndexed {
            let bytes = GlyphTable.shared.bytes(at: low)
            for (offset, byte) in bytes.enumerated() { pointer[offset] = byte }
            return bytes.count
        }
        let raw = UnsafeMutableRawPointer(pointer)
        raw.storeBytes(of: low.littleEndian, as: UInt64.self)
        (raw + 8).storeBytes(of: high.littleEndian, as: UInt64.self)
        return Int(high >> 56)
    }

    /// Appends the text's UTF-8 bytes.
    @inline(__always)
    package func appendUTF8(to bytes: inout [UInt8]) {
        if isSingleByte {
            bytes.append(UInt8(truncatingIfNeeded: low))
        } else {
            appendLongerUTF8(to: &bytes)
        }
    }

    /// `appendUTF8` of a text that is not one byte.
    private func appendLongerUTF8(to bytes: inout [UInt8]) {
        if isIndexed {
            bytes.append(contentsOf: GlyphTable.shared.bytes(at: low))
            return
        }
        let count = Int(high >> 56)
        if count == 1 {
            bytes.append(UInt8(truncatingIfNeeded: low))
            return
        }
        for offset in 0..<count {
            let word = offset < 8 ? low : high
            bytes.append(UInt8(truncatingIfNeeded: word >> (8 * UInt64(offset % 8))))
        }
    }

    /// Decodes the text's scalars into `buffer` (as many as fit); returns how many were written.
    package func copyScalars(into buffer: UnsafeMutableBufferPointer<UInt32>) -> Int {
        var bytes: [UInt8] = []
        if isIndexed {
            bytes = GlyphTable.shared.bytes(at: low)
        } else if Int(high >> 56) == 1 {
            // One byte: ASCII, the common case, without any decoding.
            guard buffer.count > 0 else { return 0 }
            buffer[0] = UInt32(low & 0x7F)
            return 1
        } else {
            appendUTF8(to: &bytes)
        }
        var count = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while count < buffer.count, case .scalarValue(let scalar) = decoder.decode(&iterator) {
            buffer[count] = scalar.value
            count += 1
        }
        return count
    }
}
