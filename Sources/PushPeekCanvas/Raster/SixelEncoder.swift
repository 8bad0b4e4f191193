import PushPeekModel

/// Writes a picture as one DEC sixel image (`ESC P 0;1;0 q`, square pixels, the unset ones left as
/// they were), stretched over a block of cells with its height cut to whole bands of six pixel rows
/// inside them, in a palette of its own (`MedianCutPalette`, up to 255 registers; percentages as
/// the protocol has them, each register defined where it is first drawn). Each pixel is drawn once,
/// so the order of a band's colours does not change the picture: each colour writes only the
/// columns from its first to its last pixel in the band, runs of four or more as `!count`, and a
/// colour that starts right of where the one before ended follows it without going back (`$`).
public enum SixelEncoder {
    /// `image` stretched over `cells` cells of `cellPixels` pixels; empty when no band fits.
    public static func encode(_ image: RasterImage, cells: Size, cellPixels: Size) -> [UInt8] {
        let width = cells.width * cellPixels.width
        let height = cells.height * cellPixels.height / 6 * 6
        guard let scaled = PictureScaler.scaled(image, width: width, height: height) else { return [] }
        return encode(scaled)
    }

    /// `image` at its own size (its height should be whole bands).
    public static func encode(_ image: RasterImage) -> [UInt8] {
        let palette = MedianCutPalette(image)
        let width = image.width, height = image.height
        var output = SixelWriter(capacity: 64 + width * height / 2)
        defer { output.release() }
        output.append("\u{1B}P0;1;0q\"1;1;")
        output.number(width)
        output.byte(UInt8(ascii: ";"))
        output.number(height)
        // Per register: its first and last column in the band (-1: not in it), whether it was
        // defined, its red, green and blue in percent; the registers in the band by their first
        // column, and those not yet written.
        var scratch = [Int](repeating: -1, count: 256 * 8)
        var bits = [UInt8](repeating: 0, count: 256 * max(width, 1))
        palette.indices.withUnsafeBufferPointer { indices in
            bits.withUnsafeMutableBufferPointer { bits in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    guard let first = scratch.baseAddress, let bits = bits.baseAddress else { return }
                    let last = first + 256, defined = first + 512, percents = first + 768
                    var used = first + 1536, waiting = first + 1792
                    for (index, color) in palette.colors.enumerated() {
                        percents[index &* 3] = (Int(color.red) * 100 + 127) / 255
                        percents[index &* 3 &+ 1] = (Int(color.green) * 100 + 127) / 255
                        percents[index &* 3 &+ 2] = (Int(color.blue) * 100 + 127) / 255
                    }
                    for top in stride(from: 0, to: height, by: 6) {
                        var usedCount = 0
                        let rows = min(6, height - top)
                        for x in 0..<width {
                            for row in 0..<rows {
                                let color = Int(indices[(top &+ row) &* width &+ x])
                                guard color != Int(MedianCutPalette.transparent) else { continue }
                                if last[color] < 0 {
                                    used[usedCount] = color
                                    usedCount &+= 1
                                    first[color] = x
                                }
                                last[color] = x
                                bits[color &* width &+ x] |= 1 << row
                            }
                        }
                        if top > 0 {
                            output.reserve(1)
                            output.byte(UInt8(ascii: "-"))
                        }
                        // Line after line from the left: each colour that starts at or right of the cursor.
                        while usedCount > 0 {
                            var x = 0, waitingCount = 0
                            for position in 0..<usedCount {
                                let color = used[position]
                                let start = first[color], end = last[color]
                                guard start >= x else {
                                    waiting[waitingCount] = color
                                    waitingCount &+= 1
                                    continue
                                }
                                output.reserve(32 &+ end &- start)
                                output.byte(UInt8(ascii: "#"))
                                output.number(color)
                                if defined[color] < 0 {
                                    defined[color] = 1
                                    output.append(";2;")
                                    output.number(percents[color &* 3])
                                    output.byte(UInt8(ascii: ";"))
                                    output.number(percents[color &* 3 &+ 1])
                                    output.byte(UInt8(ascii: ";"))
                                    output.number(percents[color &* 3 &+ 2])
                                }
                                output.run(63, count: start &- x)
                                let row = bits + color &* width
                                var column = start
                                while column <= end {
                                    let value = row[column]
                                    var next = column &+ 1
                                    while next <= end, row[next] == value { next &+= 1 }
                                    output.run(63 &+ value, count: next &- column)
                                    column = next
                                }
                                (row + start).update(repeating: 0, count: end &- start &+ 1)
                                x = end &+ 1
                                last[color] = -1
                            }
                            swap(&used, &waiting)
                            usedCount = waitingCount
                            if usedCount > 0 {
                                output.reserve(1)
                                output.byte(UInt8(ascii: "$"))
                            }
                        }
                    }
                }
            }
        }
        output.reserve(2)
        output.append("\u{1B}\\")
        return output.bytes
    }
}
