/// The bytes of one sixel image as `SixelEncoder` writes them: a buffer grown only by `reserve`,
/// which every write must stay within, and sixel's numbers and runs written into it directly.
struct SixelWriter {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    /// The bytes written so far.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Frees the buffer; the writer is not used after.
    func release() { base.deallocate() }

    /// Makes room for `more` bytes.
    mutating func reserve(_ more: Int) {
        guard count &+ more > capacity else { return }
        let grown = max(capacity * 2, count + more)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.moveInitialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }

    @inline(__always)
    mutating func byte(_ byte: UInt8) {
        base[count] = byte
        count &+= 1
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { for byte in $0 { self.byte(byte) } }
    }

    /// `number` (not negative) in decimal.
    mutating func number(_ number: Int) {
        if number < 10 {
            byte(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: number))
        } else if number < 100 {
            byte(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: number / 10))
            byte(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: number % 10))
        } else {
            var divisor = 100
            while divisor * 10 <= number { divisor *= 10 }
            while divisor > 0 {
                byte(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: number / divisor % 10))
                divisor /= 10
            }
        }
    }

    /// `count` copies of `character`: `!count` and the character from four on.
    mutating func run(_ character: UInt8, count: Int) {
        if count > 3 {
            byte(UInt8(ascii: "!"))
            number(count)
            byte(character)
        } else {
            for _ in 0..<max(count, 0) { byte(character) }
        }
    }
}
