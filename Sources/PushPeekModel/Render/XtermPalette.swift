/// The colours of xterm's 256-colour palette as xterm draws them by default: the 16 basic colours
/// (0-7 normal, 8-15 bright), the 6×6×6 cube (16-231) and the grey ramp (232-255).
///
/// Invariant: `RGB.ansi8`, `RGB.ansi16` and `RGB.ansi256` of `rgb(index)` give `index` back, within
/// their ranges, so a picture drawn in palette colours is painted in exactly those colours.
public enum XtermPalette {
    /// Colours 0-15.
    public static let basic: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
        RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
        RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// The levels of each channel in the colour cube.
    package static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The colour of palette entry `index` (0-255; outside, black).
    public static func rgb(_ index: Int) -> RGB {
        switch index {
        case 0..<16:
            return basic[index]
        case 16..<232:
            let cube = index - 16
            return RGB(cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        case 232..<256:
            let level = UInt8(8 + (index - 232) * 10)
            return RGB(level, level, level)
        default:
            return RGB(0, 0, 0)
        }
    }

    /// The index of the entry among the first `count` basic colours nearest to `color`.
    package static func nearestBasic(to color: RGB, count: Int) -> Int {
        var best = 0
        for index in 1..<min(count, basic.count) where color.distance(to: basic[index]) < color.distance(to: basic[best]) {
            best = index
        }
        return best
    }
}
