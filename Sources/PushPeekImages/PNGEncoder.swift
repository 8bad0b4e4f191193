import CPictureSupport
import PushPeekModel

/// Writes 8-bit RGB or RGBA pixels as a PNG file (ISO/IEC 15948, non-interlaced): every row filtered
/// by Paeth's predictor, the rows deflated run-length (`ZlibDeflate`) into one `IDAT` chunk. For a
/// photo that filter and strategy give about a fifth fewer bytes than level 1 deflating the raw
/// pixels, for less than half its work (Docs/PERFORMANCE.md).
///
/// Invariant: decoding the file gives exactly the pixels given (filters and deflate are lossless).
enum PNGEncoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The filter type byte that starts each row (PNG's filter method 0).
    static let paeth: UInt8 = 4

    /// `pixels`, `width` × `height` of `channels` bytes each (3: RGB, 4: RGBA, unassociated alpha), as a
    /// PNG file; nil when the sizes do not fit the pixels or zlib fails.
    static func encoded(_ pixels: [UInt8], width: Int, height: Int, channels: Int) -> [UInt8]? {
        guard channels == 3 || channels == 4, width > 0, height > 0,
              let widthField = UInt32(exactly: width), let heightField = UInt32(exactly: height),
              case let (stride, overflow) = width.multipliedReportingOverflow(by: channels), !overflow,
              case let (count, tooMany) = stride.multipliedReportingOverflow(by: height), !tooMany, count == pixels.count,
              let deflated = ZlibDeflate.compressed(filtered(pixels, stride: stride, rows: height, channels: channels)),
              deflated.count <= Int(Int32.max)
        else { return nil }
        var header: [UInt8] = []
        append(widthField, to: &header)
        append(heightField, to: &header)
        header += [8, channels == 4 ? 6 : 2, 0, 0, 0]
        var file = signature
        file.reserveCapacity(signature.count + 12 * 3 + header.count + deflated.count)
        chunk("IHDR", header, to: &file)
        chunk("IDAT", deflated, to: &file)
        chunk("IEND", [], to: &file)
        return file
    }

    /// Each row as its filter type (Paeth) and the differences from Paeth's prediction
    /// (`pp_png_paeth_rows`).
    static func filtered(_ pixels: [UInt8], stride: Int, rows: Int, channels: Int) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: (stride + 1) * rows)
        output.withUnsafeMutableBufferPointer { target in
            pixels.withUnsafeBufferPointer { source in
                guard let target = target.baseAddress, let source = source.baseAddress else { return }
                pp_png_paeth_rows(source, stride, rows, channels, target)
            }
        }
        return output
    }

    /// A chunk: its data's length, its type, the data, and the CRC-32 of type and data.
    private static func chunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        append(UInt32(truncatingIfNeeded: data.count), to: &file)
        let start = file.count
        file += type.utf8
        file += data
        append(ZlibDeflate.crc32(file[start...]), to: &file)
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
                  UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
