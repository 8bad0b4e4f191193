import PushPeekModel
import PushPeekCanvas

/// Reads one sixel image back into pixels, as a VT340 paints it: the raster attributes' size, the
/// colour registers (`#n;2;r;g;b`, percentages), `!count` runs, `$` and `-`; pixels never set stay
/// black. For tests that measure how faithful an encoding is without a terminal.
enum SixelDecoder {
    static func decode(_ bytes: [UInt8]) -> RasterImage? {
        guard let q = bytes.firstIndex(of: UInt8(ascii: "q")) else { return nil }
        var index = q + 1
        func number() -> Int {
            var value = 0
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                value = value * 10 + Int(bytes[index] - 48)
                index += 1
            }
            return value
        }
        func numbers() -> [Int] {
            var values = [number()]
            while index < bytes.count, bytes[index] == UInt8(ascii: ";") {
                index += 1
                values.append(number())
            }
            return values
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        let raster = numbers()
        guard raster.count == 4, raster[2] > 0, raster[3] > 0 else { return nil }
        let width = raster[2], height = raster[3]
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var registers = [Int: (UInt8, UInt8, UInt8)]()
        var color = (UInt8(0), UInt8(0), UInt8(0))
        var x = 0, band = 0
        func paint(_ character: UInt8, count: Int) {
            let bits = Int(character) - 63
            for _ in 0..<count {
                for row in 0..<6 where bits & (1 << row) != 0 && x < width && band * 6 + row < height {
                    let at = ((band * 6 + row) * width + x) * 4
                    pixels[at] = color.0
                    pixels[at + 1] = color.1
                    pixels[at + 2] = color.2
                    pixels[at + 3] = 255
                }
                x += 1
            }
        }
        while index < bytes.count, bytes[index] != 0x1B {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "#"):
                let values = numbers()
                let percent = { (value: Int) in UInt8(clamping: (value * 255 + 50) / 100) }
                if values.count == 5 { registers[values[0]] = (percent(values[2]), percent(values[3]), percent(values[4])) }
                color = registers[values[0]] ?? (0, 0, 0)
            case UInt8(ascii: "!"):
                let count = number()
                if index < bytes.count {
                    paint(bytes[index], count: count)
                    index += 1
                }
            case UInt8(ascii: "$"): x = 0
            case UInt8(ascii: "-"):
                x = 0
                band += 1
            case 63...126: paint(byte, count: 1)
            default: break
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }
}
