import PushPeekModel

/// Writes a picture as one DEC sixel image (`ESC P 0;1;0 q`, square pixels, the unset ones left as
/// they were), stretched over a block of cells with its height cut to whole bands of six pixel rows
/// inside them, in a palette of its own (`MedianCutPalette`, up to 255 registers; percentages as
/// the protocol has them). Each band writes, for each colour in it, only the columns from the
/// colour's first to its last pixel there, runs of four or more as `!count`, into a buffer grown a
/// colour at a time (`SixelWriter`); it visits only the columns the colour is in (a list each, made
/// in one pass over the band's columns), the others being the empty runs between them.
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
        // Per register: whether it is in the band (-1: not), the columns it is in there (a list,
        // left to right: its first and last entry, and the last column listed); the registers in
        // the band in the order they are met; the lists' entries (a column and the next entry).
        var scratch = [Int](repeating: -1, count: 256 * 5 + 12 * max(width, 1))
        var bits = [UInt8](repeating: 0, count: 256 * max(width, 1))
        palette.indices.withUnsafeBufferPointer { indices in
            bits.withUnsafeMutableBufferPointer { bits in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    guard let seen = scratch.baseAddress, let bits = bits.baseAddress else { return }
                    let used = seen + 256, head = seen + 512, tail = seen + 768, listed = seen + 1024
                    let column = seen + 1280, next = column + 6 * max(width, 1)
                    for top in stride(from: 0, to: height, by: 6) {
                        var usedCount = 0
                        let rows = min(6, height - top)
                        for row in 0..<rows {
                            let start = (top &+ row) &* width
                            for x in 0..<width {
                                let color = Int(indices[start &+ x])
                                guard color != Int(MedianCutPalette.transparent) else { continue }
                                if seen[color] < 0 {
                                    seen[color] = 0
                                    used[usedCount] = color
                                    usedCount &+= 1
                                }
                                bits[color &* width &+ x] |= 1 << row
                            }
                        }
                        var entries = 0
                        for x in 0..<width {
                            for row in 0..<rows {
                                let color = Int(indices[(top &+ row) &* width &+ x])
                                guard color != Int(MedianCutPalette.transparent), listed[color] != x else { continue }
                                listed[color] = x
                                column[entries] = x
                                next[entries] = -1
                                if head[color] < 0 { head[color] = entries } else { next[tail[color]] = entries }
                                tail[color] = entries
                                entries &+= 1
                            }
                        }
                        if top > 0 {
                            output.reserve(1)
                            output.byte(UInt8(ascii: "-"))
                        }
                        for position in 0..<usedCount {
                            let color = used[position]
                            output.reserve(16 &+ column[tail[color]] &- column[head[color]])
                            if position > 0 { output.byte(UInt8(ascii: "$")) }
                            output.byte(UInt8(ascii: "#"))
                            output.number(color)
                            // Runs over the columns from the first: those between listed ones are empty.
                            let row = bits + color &* width
                            var value: UInt8 = 0, count = 0, covered = 0
                            var entry = head[color]
                            while entry >= 0 {
                                let x = column[entry]
                                if x > covered {
                                    if value != 0 {
                                        output.run(63 &+ value, count: count)
                                        value = 0
                                        count = 0
                                    }
                                    count &+= x &- covered
                                }
                                if row[x] == value {
                                    count &+= 1
                                } else {
                                    output.run(63 &+ value, count: count)
                                    value = row[x]
                                    count = 1
                                }
                                row[x] = 0
                                covered = x &+ 1
                                entry = next[entry]
                            }
                            output.run(63 &+ value, count: count)
                            seen[color] = -1
                            head[color] = -1
                            listed[color] = -1
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
