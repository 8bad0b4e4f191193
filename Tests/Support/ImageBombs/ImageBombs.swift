/// Pictures whose header promises far more pixels than their file holds, built at test time (never
/// committed): a PNG of 8192×8192 in about 50 KB, an interlaced one, a GIF whose logical screen is
/// 16384×4096 around a single pixel.
public enum ImageBombs {
    /// A `size × size` PNG, one bit per pixel, every pixel index 0 (palette colour `color` when given,
    /// else grey black); Adam7-interlaced on request.
    public static func png(size: Int, interlaced: Bool = false, color: (UInt8, UInt8, UInt8)? = nil) -> [UInt8] {
        // Each (pass) row: a filter byte 0 and ceil(columns / 8) bytes of zero bits.
        var zeros = 0
        let passes: [(x: Int, y: Int, dx: Int, dy: Int)] = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        for pass in passes {
            let columns = size > pass.x ? (size - pass.x + pass.dx - 1) / pass.dx : 0
            let rows = size > pass.y ? (size - pass.y + pass.dy - 1) / pass.dy : 0
            if columns > 0 { zeros += rows * (1 + (columns + 7) / 8) }
        }
        var header = bigEndian(size) + bigEndian(size)
        header += [1, color == nil ? 0 : 3, 0, 0, interlaced ? 1 : 0]
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
        if let color { file += chunk("PLTE", [color.0, color.1, color.2, 255, 255, 255]) }
        return file + chunk("IDAT", zlibZeros(count: zeros)) + chunk("IEND", [])
    }

    /// A GIF whose logical screen is `width × height` and whose only frame is one pixel of `color` at
    /// the top left.
    public static func gif(width: Int, height: Int, color: (UInt8, UInt8, UInt8)) -> [UInt8] {
        var bytes = Array("GIF89a".utf8) + littleEndian16(width) + littleEndian16(height) + [0, 0, 0]
        bytes += [0x2C] + littleEndian16(0) + littleEndian16(0) + littleEndian16(1) + littleEndian16(1) + [0x80]
        bytes += [color.0, color.1, color.2, 0, 0, 0]
        // LZW, minimum code size 2, 3-bit codes: clear (4), index 0, end (5).
        bytes += [2, 2, UInt8(4 | 0 << 3 | (5 << 6) & 0xFF), UInt8(5 >> 2), 0, 0x3B]
        return bytes
    }

    static func bigEndian(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    static func littleEndian16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(data.count) + body + bigEndian(Int(crc32(body)))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A zlib stream of `count` zero bytes: one fixed-Huffman block of a literal 0 and matches of
    /// 258 bytes at distance 1.
    static func zlibZeros(count: Int) -> [UInt8] {
        var writer = BitWriter()
        writer.write(1, bits: 1)  // BFINAL
        writer.write(1, bits: 2)  // BTYPE 01: fixed Huffman codes
        var remaining = count
        if remaining > 0 {
            writer.writeHuffman(0x30, bits: 8)  // literal 0
            remaining -= 1
        }
        while remaining >= 258 {
            writer.writeHuffman(0xC5, bits: 8)  // length 258 (symbol 285)
            writer.writeHuffman(0, bits: 5)  // distance 1
            remaining -= 258
        }
        for _ in 0..<remaining { writer.writeHuffman(0x30, bits: 8) }
        writer.writeHuffman(0, bits: 7)  // end of block (256)
        // Adler-32 of `count` zeros: a stays 1, b grows by 1 per byte.
        let adler = UInt32(count % 65_521) << 16 | 1
        return [0x78, 0x01] + writer.finished + bigEndian(Int(adler))
    }

    /// Deflate's bit order: values least significant bit first, Huffman codes most significant first.
    struct BitWriter {
        var bytes: [UInt8] = []
        var current: UInt8 = 0
        var used = 0

        mutating func write(_ value: Int, bits: Int) {
            for bit in 0..<bits { push((value >> bit) & 1) }
        }

        mutating func writeHuffman(_ code: Int, bits: Int) {
            for bit in stride(from: bits - 1, through: 0, by: -1) { push((code >> bit) & 1) }
        }

        mutating func push(_ bit: Int) {
            current |= UInt8(bit) << used
            used += 1
            if used == 8 {
                bytes.append(current)
                current = 0
                used = 0
            }
        }

        var finished: [UInt8] { used > 0 ? bytes + [current] : bytes }
    }
}
