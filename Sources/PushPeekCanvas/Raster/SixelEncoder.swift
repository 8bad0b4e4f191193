import PushPeekModel

/// Writes a picture as one DEC sixel image (`ESC P 0;1;0 q`, square pixels, the unset ones left as
/// they were), stretched over a block of cells with its height cut to whole bands of six pixel rows
/// inside them, in a palette of its own (`MedianCutPalette`, up to 255 registers; percentages as
/// the protocol has them). Each band writes, for each colour in it, only the columns from the
/// colour's first to its last pixel there, runs of four or more as `!count`, into a buffer grown a
/// colour at a time (`SixelWriter`).
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
        output.reserve(48)
        output.append("\u{1B}P0;1;0q\"1;1;")
        output.number(width)
        output.byte(UInt8(ascii: ";"))
        output.number(height)
        output.reserve(20 * palette.colors.count)
        for (index, color) in palette.colors.enumerated() {
            output.byte(UInt8(ascii: "#"))
            output.number(index)
            output.append(";2;")
            output.number((Int(color.red) * 100 + 127) / 255)
            output.byte(UInt8(ascii: ";"))
            output.number((Int(color.green) * 100 + 127) / 255)
            output.byte(UInt8(ascii: ";"))
            output.number((Int(color.blue) * 100 + 127) / 255)
        }
        // Per register: its first and last column in the band (-1: not in it); the registers in
        // the band in the order they are met.
        var scratch = [Int](repeating: -1, count: 256 * 3)
        var bits = [UInt8](repeating: 0, count: 256 * max(width, 1))
        palette.indices.withUnsafeBufferPointer { indices in
            bits.withUnsafeMutableBufferPointer { bits in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    guard let first = scratch.baseAddress, let bits = bits.baseAddress else { return }
                    let last = first + 256, used = first + 512
                    for top in stride(from: 0, to: height, by: 6) {
                        var usedCount = 0
                        let rows = min(6, height - top)
                        for row in 0..<rows {
                            let start = (top &+ row) &* width
                            for x in 0..<width {
                                let color = Int(indices[start &+ x])
                                guard color != Int(MedianCutPalette.transparent) else { continue }
                                if last[color] < 0 {
                                    used[usedCount] = color
                                    usedCount &+= 1
                                    first[color] = x
                                    last[color] = x
                                } else {
                                    first[color] = min(first[color], x)
                                    last[color] = max(last[color], x)
                                }
                                bits[color &* width &+ x] |= 1 << row
                            }
                        }
                        if top > 0 {
                            output.reserve(1)
                            output.byte(UInt8(ascii: "-"))
                        }
                        for position in 0..<usedCount {
                            let color = used[position]
                            let start = first[color], end = last[color]
                            output.reserve(16 &+ end &- start)
                            if position > 0 { output.byte(UInt8(ascii: "$")) }
                            output.byte(UInt8(ascii: "#"))
                            output.number(color)
                            output.run(63, count: start)
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
                            last[color] = -1
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
