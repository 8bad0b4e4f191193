import PushPeekModel
import PushPeekCanvas

/// `SixelEncoder`'s bytes written out plainly, for tests that check the fast encoder writes the
/// same bytes: the header and raster size, each palette colour in percentages, then each band of six
/// rows, `-` between bands; in a band, each colour in the order its first pixel is met row by row,
/// `$` between colours, `#index` and the columns from the first to the last it is in, runs of equal
/// columns of four or more as `!count`.
enum ReferenceSixelBands {
    static func encode(_ image: RasterImage) -> [UInt8] {
        let palette = MedianCutPalette(image)
        let width = image.width, height = image.height
        func percent(_ value: UInt8) -> Int { (Int(value) * 100 + 127) / 255 }
        var text = "\u{1B}P0;1;0q\"1;1;\(width);\(height)"
        for (index, color) in palette.colors.enumerated() {
            text += "#\(index);2;\(percent(color.red));\(percent(color.green));\(percent(color.blue))"
        }
        for top in stride(from: 0, to: height, by: 6) {
            if top > 0 { text += "-" }
            var order: [Int] = []
            var columns: [Int: [Int]] = [:]
            for row in 0..<min(6, height - top) {
                for x in 0..<width {
                    let index = Int(palette.indices[(top + row) * width + x])
                    guard index != Int(MedianCutPalette.transparent) else { continue }
                    if columns[index] == nil {
                        order.append(index)
                        columns[index] = [Int](repeating: 0, count: width)
                    }
                    columns[index]?[x] |= 1 << row
                }
            }
            for (position, index) in order.enumerated() {
                let values = columns[index] ?? []
                let last = values.lastIndex { $0 != 0 } ?? -1
                text += (position > 0 ? "$" : "") + "#\(index)"
                var x = 0
                while x <= last {
                    var end = x
                    while end + 1 <= last, values[end + 1] == values[x] { end += 1 }
                    let count = end - x + 1
                    let character = String(UnicodeScalar(UInt8(63 + values[x])))
                    text += count > 3 ? "!\(count)" + character : String(repeating: character, count: count)
                    x = end + 1
                }
            }
        }
        return Array((text + "\u{1B}\\").utf8)
    }
}
