import PushPeekJSON

/// Bytes written one after another into memory sized beforehand for the longest form of a line,
/// then added to an array at once (`[UInt8].append(atMost:_:)`): a line of many short pieces
/// without an array's growth checks for each piece.
struct LineCursor {
    private let start: UnsafeMutablePointer<UInt8>
    private var position: UnsafeMutablePointer<UInt8>
    private let end: UnsafeMutablePointer<UInt8>

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>, base: UnsafeMutablePointer<UInt8>) {
        start = base
        position = base
        end = base + buffer.count
    }

    var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: position - start) }

    mutating func put(_ byte: UInt8) {
        precondition(position < end, "a line longer than its bound")
        position.initialize(to: byte)
        position += 1
    }

    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        precondition(end - position >= bytes.count, "a line longer than its bound")
        position.initialize(from: source, count: bytes.count)
        position += bytes.count
    }

    mutating func put(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { put($0) }
    }

    mutating func put(_ fragment: StaticString) {
        put(UnsafeBufferPointer(start: fragment.utf8Start, count: fragment.utf8CodeUnitCount))
    }

    /// At most 21 bytes.
    mutating func put(decimal number: Int) {
        if number < 0 { put(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        Swift.withUnsafeMutableBytes(of: &digits) { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            var index = buffer.count
            repeat {
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            put(UnsafeBufferPointer(rebasing: buffer[index...]))
        }
    }

    /// `text` as a JSON string literal, escaped as `JSONLineWriter` escapes it: at most
    /// `LineCursor.quotedBound(text)` bytes.
    mutating func put(quoted text: String) {
        var text = text
        let plain = text.withUTF8 { bytes -> Bool in
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) else { return false }
            put(UInt8(ascii: "\""))
            put(bytes)
            put(UInt8(ascii: "\""))
            return true
        }
        if !plain {
            var escaped: [UInt8] = []
            JSONLineWriter.appendString(text, to: &escaped)
            put(escaped)
        }
    }

    /// The most bytes `put(quoted:)` writes for `text` (each byte escaped as `\u00XX` at worst).
    static func quotedBound(_ text: String) -> Int { 2 + 6 * text.utf8.count }
}
