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
        let lower = text.lowercased()
        if let named = Color.named[lower] {
            self = named
            return
        }
        let bytes = Array(lower.utf8)
        guard bytes.first == UInt8(ascii: "#") else { return nil }
        var digits: [UInt8] = []
        for byte in bytes.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(byte - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        switch digits.count {
        case 6: self = .rgb(digits[0] << 4 | digits[1], digits[2] << 4 | digits[3], digits[4] << 4 | digits[5])
        case 3: self = .rgb(digits[0] &* 17, digits[1] &* 17, digits[2] &* 17)
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
