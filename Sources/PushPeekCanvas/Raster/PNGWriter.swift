import PushPeekModel

/// Writes a picture as a PNG file (8-bit RGBA, each row filtered by its left neighbour), for the
/// pictures a program draws itself (the map in `render --format svg`/`html`). The data is
/// compressed with deflate's fixed codes and matches against the pixel to the left and the row
/// above, which is what a drawn map repeats; no compression library is needed.
public enum PNGWriter {
    public static func encode(_ image: RasterImage) -> [UInt8] {
        var header: [UInt8] = []
        append32(UInt32(clamping: image.width), to: &header)
        append32(UInt32(clamping: image.height), to: &header)
        header += [8, 6, 0, 0, 0]
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        chunk("IHDR", header, into: &file)
        chunk("IDAT", zlib(filtered(image), stride: image.width * 4 + 1), into: &file)
        chunk("IEND", [], into: &file)
        return file
    }

    /// Each row: filter type 1 (Sub), then each byte less the byte of the pixel to its left.
    static func filtered(_ image: RasterImage) -> [UInt8] {
        let rowBytes = image.width * 4
        var data = [UInt8]()
        data.reserveCapacity((rowBytes + 1) * image.height)
        for y in 0..<image.height {
            data.append(1)
            let start = y * rowBytes
            for x in 0..<rowBytes {
                let left = x >= 4 ? image.pixels[start + x - 4] : 0
                data.append(image.pixels[start + x] &- left)
            }
        }
        return data
    }

    /// A zlib stream of one fixed-code deflate block.
    static func zlib(_ data: [UInt8], stride: Int) -> [UInt8] {
        var bits = DeflateBitWriter()
        bits.write(0x78, count: 8)
        bits.write(0x01, count: 8)
        bits.write(1, count: 1)  // the last block
        bits.write(1, count: 2)  // fixed codes
        var position = 0
        while position < data.count {
            var best = (length: 0, distance: 0)
            for distance in [1, stride] where distance <= position && distance <= 32_768 {
                var length = 0
                while length < 258, position + length < data.count, data[position + length] == data[position + length - distance] { length += 1 }
                if length > best.length { best = (length, distance) }
            }
            if best.length >= 3 {
                bits.writeLength(best.length)
                bits.writeDistance(best.distance)
                position += best.length
            } else {
                bits.writeLiteral(Int(data[position]))
                position += 1
            }
        }
        bits.writeLiteral(256)
        var output = bits.finish()
        append32(adler32(data), to: &output)
        return output
    }

    static func chunk(_ type: String, _ body: [UInt8], into file: inout [UInt8]) {
        append32(UInt32(clamping: body.count), to: &file)
        let typed = Array(type.utf8) + body
        file += typed
        append32(crc32(typed), to: &file)
    }

    static func append32(_ word: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(truncatingIfNeeded: word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
                  UInt8(truncatingIfNeeded: word)]
    }

    static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
