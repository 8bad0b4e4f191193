import PushPeekCore

#if canImport(ImageIO)
/// Decodes the first frame of a GIF with ImageIO into 8-bit RGBA (macOS; pure Swift elsewhere).
public enum GIFDecoder {
    public static func decode(_ bytes: [UInt8]) throws(InputError) -> RasterImage {
        try ImageIODecoder.decode(bytes, as: .gif)
    }
}
#else
/// Decodes the first frame of a GIF (87a or 89a) in pure Swift: global and local colour tables, the
/// graphic control extension's transparent index, interlaced rows. The frame is placed on the logical
/// screen at its offset; the rest of the screen is transparent (as iOS shows the first frame).
public enum GIFDecoder {
    public static func decode(_ bytes: [UInt8]) throws(InputError) -> RasterImage {
        var reader = ByteReader(bytes, format: "GIF")
        let signature = try reader.ascii(6)
        guard signature == "GIF87a" || signature == "GIF89a" else {
            throw InputError(.badInput, message: "not a GIF file (no GIF87a/GIF89a signature)")
        }
        let screenWidth = try reader.u16le()
        let screenHeight = try reader.u16le()
        let flags = try reader.u8()
        try reader.skip(2)  // background colour index, pixel aspect ratio
        let globalTable = flags & 0x80 != 0 ? try readTable(&reader, flags: flags) : nil
        var transparentIndex: Int?
        while true {
            switch try reader.u8() {
            case 0x21:
                let label = try reader.u8()
                let data = try readSubBlocks(&reader)
                if label == 0xF9, data.count >= 4 {
                    transparentIndex = data[0] & 0x01 != 0 ? Int(data[3]) : nil
                }
            case 0x2C:
                return try decodeFrame(&reader, screen: Size(width: screenWidth, height: screenHeight),
                                       globalTable: globalTable, transparentIndex: transparentIndex)
            case 0x3B:
                throw InputError(.badInput, message: "GIF has no image (trailer before the first frame)")
            case 0x00:
                continue  // stray padding some encoders leave between blocks
            case let other:
                throw InputError(.badInput, message: "corrupt GIF: unexpected block 0x\(String(other, radix: 16)) at byte \(reader.offset - 1)")
            }
        }
    }

    static func decodeFrame(_ reader: inout ByteReader, screen: Size, globalTable: [RGB]?, transparentIndex: Int?) throws(InputError) -> RasterImage {
        let left = try reader.u16le()
        let top = try reader.u16le()
        let width = try reader.u16le()
        let height = try reader.u16le()
        let flags = try reader.u8()
        let localTable = flags & 0x80 != 0 ? try readTable(&reader, flags: flags) : nil
        let interlaced = flags & 0x40 != 0
        // A zero-sized logical screen (seen in the wild) takes the frame's extent.
        let canvasWidth = screen.width > 0 ? screen.width : left + width
        let canvasHeight = screen.height > 0 ? screen.height : top + height
        for (w, h) in [(canvasWidth, canvasHeight), (width, height)] where !RasterImage.fitsLimits(width: w, height: h) {
            throw InputError(.badInput, message: RasterImage.tooLargeMessage(width: w, height: h))
        }
        guard canvasWidth > 0, canvasHeight > 0 else {
            throw InputError(.badInput, message: "GIF image is \(canvasWidth)×\(canvasHeight) pixels")
        }
        let minCodeSize = Int(try reader.u8())
        let data = try readSubBlocks(&reader)
        let indices = try GIFLZW.decode(data, minCodeSize: minCodeSize, pixelCount: width * height)
        let table = localTable ?? globalTable ?? (0..<256).map { RGB(UInt8($0), UInt8($0), UInt8($0)) }
        var pixels = [UInt8](repeating: 0, count: canvasWidth * canvasHeight * 4)
        let rows = rowOrder(height: height, interlaced: interlaced)
        for (decodedRow, y) in rows.enumerated() {
            let canvasY = top + y
            guard canvasY < canvasHeight else { continue }
            for x in 0..<width {
                let source = decodedRow * width + x
                let canvasX = left + x
                guard source < indices.count, canvasX < canvasWidth else { continue }
                let index = Int(indices[source])
                guard index != transparentIndex, index < table.count else { continue }
                let color = table[index]
                let target = (canvasY * canvasWidth + canvasX) * 4
                pixels[target] = color.red
                pixels[target + 1] = color.green
                pixels[target + 2] = color.blue
                pixels[target + 3] = 255
            }
        }
        guard let image = RasterImage(width: canvasWidth, height: canvasHeight, pixels: pixels) else {
            throw InputError(.badInput, message: RasterImage.tooLargeMessage(width: canvasWidth, height: canvasHeight))
        }
        return image
    }

    /// The frame row each decoded row lands on: in order, or the four interlace passes (every 8th row
    /// from 0, every 8th from 4, every 4th from 2, every 2nd from 1).
    static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
        guard interlaced else { return Array(0..<height) }
        var rows: [Int] = []
        rows.reserveCapacity(height)
        for (start, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
            rows += stride(from: start, to: height, by: step)
        }
        return rows
    }

    static func readTable(_ reader: inout ByteReader, flags: UInt8) throws(InputError) -> [RGB] {
        let count = 2 << Int(flags & 0x07)
        let bytes = try reader.take(count * 3)
        let base = bytes.startIndex
        return (0..<count).map { RGB(bytes[base + 3 * $0], bytes[base + 3 * $0 + 1], bytes[base + 3 * $0 + 2]) }
    }

    static func readSubBlocks(_ reader: inout ByteReader) throws(InputError) -> [UInt8] {
        var data: [UInt8] = []
        while true {
            let count = Int(try reader.u8())
            if count == 0 { return data }
            data += try reader.take(count)
        }
    }
}
#endif
