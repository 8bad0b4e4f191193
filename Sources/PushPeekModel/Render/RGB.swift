/// A 24-bit colour with conversions to the xterm 256-colour, 16-colour and 8-colour palettes.
public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    public init?(hex: String) {
        guard case .rgb(let r, let g, let b)? = Color(parsing: hex) else { return nil }
        self.init(r, g, b)
    }

    public var hex: String {
        func two(_ value: UInt8) -> String {
            let text = String(value, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + two(red) + two(green) + two(blue)
    }

    /// Relative luminance, 0...1.
    public var luminance: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }

    /// The nearest colour of the xterm 256-colour palette (6×6×6 cube or grey ramp), 16...255.
    public var ansi256: Int {
        func cubeIndex(_ value: UInt8) -> Int {
            value < 48 ? 0 : (value < 115 ? 1 : (Int(value) - 35) / 40)
        }
        let levels = XtermPalette.cubeLevels
        let (ri, gi, bi) = (cubeIndex(red), cubeIndex(green), cubeIndex(blue))
        let cube = RGB(UInt8(levels[ri]), UInt8(levels[gi]), UInt8(levels[bi]))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
        let greyLevel = UInt8(8 + greyIndex * 10)
        let grey = RGB(greyLevel, greyLevel, greyLevel)
        return distance(to: cube) <= distance(to: grey) ? 16 + 36 * ri + 6 * gi + bi : 232 + greyIndex
    }

    /// The nearest of the eight basic colours (0 black, 1 red, 2 green, 3 yellow, 4 blue, 5 magenta,
    /// 6 cyan, 7 white).
    public var ansi8: Int { XtermPalette.nearestBasic(to: self, count: 8) }

    /// The nearest of the sixteen basic colours (the eight, then their bright forms 8-15).
    public var ansi16: Int { XtermPalette.nearestBasic(to: self, count: 16) }

    package func distance(to other: RGB) -> Int {
        let dr = Int(red) - Int(other.red)
        let dg = Int(green) - Int(other.green)
        let db = Int(blue) - Int(other.blue)
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }
}
