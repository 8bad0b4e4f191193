/// A colour a cell can carry: resolved from a theme role, or given directly (images, label colours).
public enum Color: Hashable, Sendable {
    /// The terminal's own default colour.
    case terminalDefault
    /// A theme role, resolved when the grid is painted.
    case role(Role)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// Written out so that it inlines where grids are compared cell by cell (the painter, every key).
    @inlinable
    public static func == (lhs: Color, rhs: Color) -> Bool {
        switch (lhs, rhs) {
        case (.terminalDefault, .terminalDefault): return true
        case let (.role(left), .role(right)): return left == right
        case let (.rgb(r1, g1, b1), .rgb(r2, g2, b2)): return r1 == r2 && g1 == g2 && b1 == b2
        default: return false
        }
    }

    /// Parses `#RRGGBB`, `#RGB`, or one of the CSS-like names (`red`, `green`, `purple` ...).
    public init?(parsing text: String) {
        // A hex colour is read from its bytes as written (upper or lower case), without lowercasing.
        if text.utf8.first == UInt8(ascii: "#") {
            guard let color = Color.hex(text.utf8.dropFirst()) else { return nil }
            self = color
            return
        }
        guard let named = Color.named[text.lowercased()] else { return nil }
        self = named
    }

    /// The colour of 6 or 3 hex digits (`RRGGBB`, `RGB`), or nil.
    private static func hex(_ digits: Substring.UTF8View) -> Color? {
        var bits: UInt32 = 0
        var count = 0
        for byte in digits {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            count += 1
            if count > 6 { return nil }
            bits = bits << 4 | UInt32(digit)
        }
        switch count {
        case 6: return .rgb(UInt8(truncatingIfNeeded: bits >> 16), UInt8(truncatingIfNeeded: bits >> 8), UInt8(truncatingIfNeeded: bits))
        case 3: return .rgb(UInt8(truncatingIfNeeded: bits >> 8 & 0xF) &* 17, UInt8(truncatingIfNeeded: bits >> 4 & 0xF) &* 17,
                            UInt8(truncatingIfNeeded: bits & 0xF) &* 17)
        default: return nil
        }
    }

    /// UIKit's system colours, so app descriptions can say `"green"` as Swift code says `.green`
    /// (`UIColor.systemGreen`).
    package static let named: [String: Color] = [
        "red": .rgb(255, 59, 48), "green": .rgb(52, 199, 89), "blue": .rgb(0, 122, 255),
        "orange": .rgb(255, 149, 0), "yellow": .rgb(255, 204, 0), "purple": .rgb(175, 82, 222),
        "pink": .rgb(255, 45, 85), "teal": .rgb(90, 200, 250), "gray": .rgb(142, 142, 147),
        "grey": .rgb(142, 142, 147), "black": .rgb(0, 0, 0), "white": .rgb(255, 255, 255),
        "indigo": .rgb(88, 86, 214), "brown": .rgb(162, 132, 94),
    ]
}
