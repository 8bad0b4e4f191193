import Foundation

/// A screenshot in X's window dump format (`xwd`), read as 24-bit colour: enough of the format for a
/// true-colour ZPixmap at 32 bits a pixel, which is what Xvfb's default visual gives, or at 24 (what
/// xwd writes once an OpenGL client such as kitty has run on the server).
struct XWDImage {
    let width: Int
    let height: Int
    private let bytes: [UInt8]
    private let offset: Int
    private let bytesPerLine: Int
    private let littleEndian: Bool
    private let bytesPerPixel: Int

    init(_ data: [UInt8]) throws {
        func field(_ index: Int) -> Int {
            let at = index * 4
            guard at + 4 <= data.count else { return 0 }
            return Int(data[at]) << 24 | Int(data[at + 1]) << 16 | Int(data[at + 2]) << 8 | Int(data[at + 3])
        }
        let headerSize = field(0)
        guard field(1) == 7, field(2) == 2, field(11) == 32 || field(11) == 24 else {
            throw HarnessError("not a 24- or 32-bit ZPixmap window dump (version \(field(1)), format \(field(2)), \(field(11)) bits a pixel)")
        }
        width = field(4)
        height = field(5)
        littleEndian = field(7) == 0
        bytesPerLine = field(12)
        bytesPerPixel = field(11) / 8
        offset = headerSize + field(19) * 12
        bytes = data
        guard offset + bytesPerLine * height <= data.count else { throw HarnessError("window dump shorter than its header says") }
    }

    /// The colour at (`x`, `y`) as red, green, blue.
    func pixel(x: Int, y: Int) -> (Int, Int, Int) {
        let at = offset + y * bytesPerLine + x * bytesPerPixel
        if littleEndian { return (Int(bytes[at + 2]), Int(bytes[at + 1]), Int(bytes[at])) }
        let first = bytesPerPixel - 3
        return (Int(bytes[at + first]), Int(bytes[at + first + 1]), Int(bytes[at + first + 2]))
    }
}
