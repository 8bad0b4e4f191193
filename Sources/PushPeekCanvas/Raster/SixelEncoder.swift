import PushPeekModel

/// Writes a picture as one DEC sixel image (`ESC P 0;1;0 q`, square pixels, the unset ones left as
/// they were), stretched over a block of cells with its height cut to whole bands of six pixel rows
/// inside them, in a palette of its own (`MedianCutPalette`, up to 255 registers; percentages as
/// the protocol has them). Each band writes, for each colour in it, only the columns from the
/// colour's first to its last pixel there, runs of one character as `!count`.
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
        let width = image.width
        var output: [UInt8] = []
        output.reserveCapacity(64 + palette.colors.count * 16 + width * image.height / 2)
        output += "\u{1B}P0;1;0q\"1;1;".utf8
        append(width, to: &output)
        output.append(UInt8(ascii: ";"))
        append(image.height, to: &output)
        for (index, color) in palette.colors.enumerated() {
            output.append(UInt8(ascii: "#"))
            append(index, to: &output)
            output += ";2;".utf8
            append((Int(color.red) * 100 + 127) / 255, to: &output)
            output.append(UInt8(ascii: ";"))
            append((Int(color.green) * 100 + 127) / 255, to: &output)
            output.append(UInt8(ascii: ";"))
            append((Int(color.blue) * 100 + 127) / 255, to: &output)
        }
        var bits = [UInt8](repeating: 0, count: 256 * width)
        var first = [Int](repeating: 0, count: 256), last = [Int](repeating: -1, count: 256)
        var used: [Int] = []
        palette.indices.withUnsafeBufferPointer { indices in
            bits.withUnsafeMutableBufferPointer { bits in
                for top in stride(from: 0, to: image.height, by: 6) {
                    for row in 0..<min(6, image.height - top) {
                        let start = (top + row) * width
                        for x in 0..<width {
                            let color = Int(indices[start + x])
                            guard color != Int(MedianCutPalette.transparent) else { continue }
                            if last[color] < 0 {
                                used.append(color)
                                first[color] = x
                                last[color] = x
                            } else {
                                first[color] = min(first[color], x)
                                last[color] = max(last[color], x)
                            }
                            bits[color * width + x] |= 1 << row
                        }
                    }
                    if top > 0 { output.append(UInt8(ascii: "-")) }
                    for (position, color) in used.enumerated() {
                        if position > 0 { output.append(UInt8(ascii: "$")) }
                        output.append(UInt8(ascii: "#"))
                        append(color, to: &output)
                        run(63, count: first[color], to: &output)
                        let row = UnsafeMutableBufferPointer(rebasing: bits[(color * width + first[color])...(color * width + last[color])])
                        var x = 0
                        while x < row.count {
                            let value = row[x]
                            var end = x + 1
                            while end < row.count, row[end] == value { end += 1 }
                            run(63 + value, count: end - x, to: &output)
                            x = end
                        }
                        row.update(repeating: 0)
                        last[color] = -1
                    }
                    used.removeAll(keepingCapacity: true)
                }
            }
        }
        output += [0x1B, UInt8(ascii: "\\")]
        return output
    }

    /// `count` copies of `character`: `!count` and the character from four on.
    private static func run(_ character: UInt8, count: Int, to output: inout [UInt8]) {
        if count > 3 {
            output.append(UInt8(ascii: "!"))
            append(count, to: &output)
            output.append(character)
        } else {
            for _ in 0..<count { output.append(character) }
        }
    }

    /// `number` (not negative) in decimal.
    static func append(_ number: Int, to output: inout [UInt8]) {
        var divisor = 1
        while divisor * 10 <= number { divisor *= 10 }
        while divisor > 0 {
            output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: number / divisor % 10))
            divisor /= 10
        }
    }
}
