import PushPeekModel

/// Stretches a picture to an exact size in pixels, for the pixel encoders (`SixelEncoder`,
/// `KittyEncoder`): along each side, each output pixel is the mean of the source pixels its span
/// covers when shrinking (colours weighted by alpha, as `ImageReducer` averages), or the one source
/// pixel under it when enlarging. The work is one pass over the source rows a row of output needs,
/// in integers, each source pixel added once into its output column's sums. A picture whose pixels
/// are all opaque is summed without weights and divided by multiplying with a reciprocal kept while
/// the span's size repeats: the same pixels, as every weight is 255.
public enum PictureScaler {
    /// `image` stretched over `width × height` pixels (unassociated RGBA), or nil for an empty side.
    public static func scaled(_ image: RasterImage, width: Int, height: Int) -> RasterImage? {
        guard width > 0, height > 0, image.width > 0, image.height > 0, RasterImage.fitsLimits(width: width, height: height) else { return nil }
        if width == image.width, height == image.height { return image }
        let columns = spans(from: image.width, to: width)
        let rows = spans(from: image.height, to: height)
        // Shrinking, the spans part the source columns: each source column adds into one output
        // column. Enlarging, each output column reads the one source column its span starts at.
        let sourceColumns = width < image.width ? image.width : width
        var slots = [Int](repeating: 0, count: sourceColumns)
        for x in 0..<width {
            if width < image.width {
                for sourceX in columns[2 * x]..<columns[2 * x + 1] { slots[sourceX] = x &* 4 }
            } else {
                slots[x] = columns[2 * x]
            }
        }
        var output = [UInt8](repeating: 0, count: width * height * 4)
        // Per output column: red, green and blue times alpha, and alpha, summed over the span.
        var sums = [UInt64](repeating: 0, count: width * 4)
        let opaque = isOpaque(image.pixels)
        var divisor = Divisor(1)
        image.pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                sums.withUnsafeMutableBufferPointer { sums in
                    slots.withUnsafeBufferPointer { slots in
                        columns.withUnsafeBufferPointer { columns in
                            guard let base = source.baseAddress, let sums = sums.baseAddress, let output = target.baseAddress else { return }
                            for y in 0..<height {
                                let sourceRows = rows[2 * y]..<rows[2 * y + 1]
                                for sourceY in sourceRows {
                                    let start = base + sourceY &* image.width &* 4
                                    switch (width < image.width, opaque) {
                                    case (true, false): add(start, slots: slots, into: sums)
                                    case (false, false): pick(start, sources: slots, into: sums)
                                    case (true, true): addOpaque(start, slots: slots, into: sums)
                                    case (false, true): pickOpaque(start, sources: slots, into: sums)
                                    }
                                }
                                let target = output + y &* width &* 4
                                if opaque {
                                    finishOpaque(sums, columns: columns, spanHeight: sourceRows.count, into: target, divisor: &divisor)
                                } else {
                                    finish(sums, columns: columns, spanHeight: sourceRows.count, into: target)
                                }
                            }
                        }
                    }
                }
            }
        }
        return RasterImage(width: width, height: height, pixels: output)
    }

    /// Adds one source row, each pixel into the sums at its slot.
    private static func add(_ row: UnsafePointer<UInt8>, slots: UnsafeBufferPointer<Int>, into sums: UnsafeMutablePointer<UInt64>) {
        var pixel = row
        for slot in slots {
            let weight = UInt64(pixel[3])
            let sum = sums + slot
            sum[0] &+= UInt64(pixel[0]) &* weight
            sum[1] &+= UInt64(pixel[1]) &* weight
            sum[2] &+= UInt64(pixel[2]) &* weight
            sum[3] &+= weight
            pixel += 4
        }
    }

    /// Adds, for each output column, the one source pixel of the row at its source column.
    private static func pick(_ row: UnsafePointer<UInt8>, sources: UnsafeBufferPointer<Int>, into sums: UnsafeMutablePointer<UInt64>) {
        var sum = sums
        for sourceX in sources {
            let pixel = row + sourceX &* 4
            let weight = UInt64(pixel[3])
            sum[0] &+= UInt64(pixel[0]) &* weight
            sum[1] &+= UInt64(pixel[1]) &* weight
            sum[2] &+= UInt64(pixel[2]) &* weight
            sum[3] &+= weight
            sum += 4
        }
    }

    /// One row of output: each column's alpha the mean over its span, its colour the alpha-weighted
    /// mean. The sums are left zero for the next row.
    private static func finish(_ sums: UnsafeMutablePointer<UInt64>, columns: UnsafeBufferPointer<Int>, spanHeight: Int, into target: UnsafeMutablePointer<UInt8>) {
        var sum = sums, pixel = target
        for x in 0..<(columns.count / 2) {
            let count = UInt64(truncatingIfNeeded: (columns[2 &* x &+ 1] &- columns[2 &* x]) &* spanHeight)
            let alpha = sum[3]
            let red = sum[0], green = sum[1], blue = sum[2]
            sum.update(repeating: 0, count: 4)
            pixel[3] = UInt8(truncatingIfNeeded: (alpha &+ count / 2) / count)
            if alpha > 0 {
                let half = alpha / 2
                pixel[0] = UInt8(truncatingIfNeeded: (red &+ half) / alpha)
                pixel[1] = UInt8(truncatingIfNeeded: (green &+ half) / alpha)
                pixel[2] = UInt8(truncatingIfNeeded: (blue &+ half) / alpha)
            }
            sum += 4
            pixel += 4
        }
    }

    /// Whether every pixel's alpha is 255.
    static func isOpaque(_ pixels: [UInt8]) -> Bool {
        guard pixels.count % 4 == 0 else { return false }
        // Alpha is each pixel's fourth byte: the high byte of a little-endian word.
        let alpha = UInt32(0xFF00_0000).littleEndian
        return pixels.withUnsafeBytes { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { words in
                var all = alpha
                for word in words { all &= word }
                return all == alpha
            }
        }
    }

    /// Adds one opaque source row: the colours alone, the count of pixels standing for alpha.
    private static func addOpaque(_ row: UnsafePointer<UInt8>, slots: UnsafeBufferPointer<Int>, into sums: UnsafeMutablePointer<UInt64>) {
        var pixel = row
        for slot in slots {
            let sum = sums + slot
            sum[0] &+= UInt64(pixel[0])
            sum[1] &+= UInt64(pixel[1])
            sum[2] &+= UInt64(pixel[2])
            pixel += 4
        }
    }

    /// `pick` for an opaque picture: the colours alone.
    private static func pickOpaque(_ row: UnsafePointer<UInt8>, sources: UnsafeBufferPointer<Int>, into sums: UnsafeMutablePointer<UInt64>) {
        var sum = sums
        for sourceX in sources {
            let pixel = row + sourceX &* 4
            sum[0] &+= UInt64(pixel[0])
            sum[1] &+= UInt64(pixel[1])
            sum[2] &+= UInt64(pixel[2])
            sum += 4
        }
    }

    /// `finish` for an opaque picture: with every weight 255, the weighted mean rounded is the plain
    /// mean rounded, `(sum + count / 2) / count`, and alpha is 255.
    private static func finishOpaque(_ sums: UnsafeMutablePointer<UInt64>, columns: UnsafeBufferPointer<Int>, spanHeight: Int, into target: UnsafeMutablePointer<UInt8>,
                                     divisor: inout Divisor) {
        var sum = sums, pixel = target
        for x in 0..<(columns.count / 2) {
            let count = UInt64(truncatingIfNeeded: (columns[2 &* x &+ 1] &- columns[2 &* x]) &* spanHeight)
            if count != divisor.value { divisor = Divisor(count) }
            let half = count / 2
            pixel[0] = UInt8(truncatingIfNeeded: divisor.quotient(sum[0] &+ half))
            pixel[1] = UInt8(truncatingIfNeeded: divisor.quotient(sum[1] &+ half))
            pixel[2] = UInt8(truncatingIfNeeded: divisor.quotient(sum[2] &+ half))
            pixel[3] = 255
            sum.update(repeating: 0, count: 4)
            sum += 4
            pixel += 4
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
