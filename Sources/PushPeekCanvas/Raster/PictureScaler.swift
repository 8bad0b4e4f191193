import PushPeekModel

/// Stretches a picture to an exact size in pixels, for the pixel encoders (`SixelEncoder`,
/// `KittyEncoder`): along each side, each output pixel is the mean of the source pixels its span
/// covers when shrinking (colours weighted by alpha, as `ImageReducer` averages), or the one source
/// pixel under it when enlarging. The work is one pass over the source rows a row of output needs.
public enum PictureScaler {
    /// `image` stretched over `width × height` pixels (unassociated RGBA), or nil for an empty side.
    public static func scaled(_ image: RasterImage, width: Int, height: Int) -> RasterImage? {
        guard width > 0, height > 0, image.width > 0, image.height > 0, RasterImage.fitsLimits(width: width, height: height) else { return nil }
        if width == image.width, height == image.height { return image }
        let columns = spans(from: image.width, to: width)
        let rows = spans(from: image.height, to: height)
        var output = [UInt8](repeating: 0, count: width * height * 4)
        // Per output column: red, green and blue times alpha, and alpha, summed over the span.
        var sums = [UInt64](repeating: 0, count: width * 4)
        image.pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sums in
                    columns.withUnsafeBufferPointer { columns in
                        for y in 0..<height {
                            let outputRow = UnsafeMutableBufferPointer(rebasing: target[(y * width * 4)..<((y + 1) * width * 4)])
                            row(source, sourceWidth: image.width, rows: rows[2 * y]..<rows[2 * y + 1], columns: columns, sums: sums, into: outputRow)
                        }
                    }
                }
            }
        }
        return RasterImage(width: width, height: height, pixels: output)
    }

    /// One row of output from the source rows `rows`.
    private static func row(_ source: UnsafeBufferPointer<UInt8>, sourceWidth: Int, rows: Range<Int>, columns: UnsafeBufferPointer<Int>,
                            sums: UnsafeMutableBufferPointer<UInt64>, into target: UnsafeMutableBufferPointer<UInt8>) {
        let width = columns.count / 2
        for index in 0..<(width * 4) { sums[index] = 0 }
        guard let base = source.baseAddress else { return }
        for sourceY in rows {
            let start = base + sourceY &* sourceWidth &* 4
            for x in 0..<width {
                var red: UInt32 = 0, green: UInt32 = 0, blue: UInt32 = 0, alpha: UInt32 = 0
                var pixel = start + columns[2 &* x] &* 4
                let end = start + columns[2 &* x &+ 1] &* 4
                while pixel < end {
                    let weight = UInt32(pixel[3])
                    red &+= UInt32(pixel[0]) &* weight
                    green &+= UInt32(pixel[1]) &* weight
                    blue &+= UInt32(pixel[2]) &* weight
                    alpha &+= weight
                    pixel += 4
                }
                sums[x &* 4] &+= UInt64(red)
                sums[x &* 4 &+ 1] &+= UInt64(green)
                sums[x &* 4 &+ 2] &+= UInt64(blue)
                sums[x &* 4 &+ 3] &+= UInt64(alpha)
            }
        }
        for x in 0..<width {
            let count = UInt64((columns[2 * x + 1] - columns[2 * x]) * rows.count)
            let alpha = sums[x * 4 + 3]
            target[x * 4 + 3] = UInt8(truncatingIfNeeded: (alpha + count / 2) / count)
            guard alpha > 0 else { continue }
            for channel in 0..<3 { target[x * 4 + channel] = UInt8(truncatingIfNeeded: (sums[x * 4 + channel] + alpha / 2) / alpha) }
        }
    }

    /// For each of `target` output positions, the source positions `[start, end)` it covers (at
    /// least one), as start and end one after the other.
    static func spans(from source: Int, to target: Int) -> [Int] {
        var spans = [Int](repeating: 0, count: 2 * target)
        for index in 0..<target {
            let start = index * source / target
            spans[2 * index] = start
            spans[2 * index + 1] = max(start + 1, (index + 1) * source / target)
        }
        return spans
    }
}
