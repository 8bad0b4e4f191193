import PushPeekJSON
import PushPeekModel
import PushPeekCanvas

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
        let table = localTable ?? globalTable ?? (0..<256).map { RGB(UInt8($0), UInt8($0), UInt8($0)) }
        guard var reducer = ImageReducer(sourceWidth: canvasWidth, sourceHeight: canvasHeight) else {
            throw InputError(.badInput, message: RasterImage.tooLargeMessage(width: canvasWidth, height: canvasHeight))
        }
        // Each decoded row is coloured into one row of RGBA and reduced at once (see `ImageReducer`).
        let visibleWidth = max(0, min(width, canvasWidth - left))
        var rgba = [UInt8](repeating: 0, count: visibleWidth * 4)
        let interlacePasses = interlaced ? [(0, 8), (4, 8), (2, 4), (1, 2)] : [(0, 1)]
        try GIFLZW.decode(data, minCodeSize: minCodeSize, rowWidth: max(1, width), rowCount: height) { decodedRow, indices in
            let canvasY = top + frameRow(decodedRow, height: height, passes: interlacePasses)
            guard canvasY < canvasHeight, visibleWidth > 0 else { return }
            for x in 0..<visibleWidth {
                let index = x < indices.count ? Int(indices[indices.startIndex + x]) : -1
                let target = x * 4
                guard index >= 0, index != transparentIndex, index < table.count else {
                    rgba[target + 3] = 0
                    continue
                }
                let color = table[index]
                rgba[target] = color.red
                rgba[target + 1] = color.green
                rgba[target + 2] = color.blue
                rgba[target + 3] = 255
            }
            rgba.withUnsafeBufferPointer { reducer.add(row: canvasY, x: left, rgba: $0) }
        }
        guard let image = reducer.image() else {
            throw InputError(.badInput, message: RasterImage.tooLargeMessage(width: canvasWidth, height: canvasHeight))
        }
        return image
    }

    /// The frame row the `decodedRow`th decoded row lands on: in order, or through the interlace
    /// passes (every 8th row from 0, every 8th from 4, every 4th from 2, every 2nd from 1).
    static func frameRow(_ decodedRow: Int, height: Int, passes: [(start: Int, step: Int)]) -> Int {
        var remaining = decodedRow
        for (start, step) in passes {
            let rows = start < height ? (height - start + step - 1) / step : 0
            if remaining < rows { return start + remaining * step }
            remaining -= rows
        }
        return height
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
