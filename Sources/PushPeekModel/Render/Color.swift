/// A colour a cell can carry: resolved from a theme role, or given directly (images, label colours).
public enum Color: Hashable, Sendable {
    /// The terminal's own default colour.
    case terminalDefault
    /// A theme role, resolved when the grid is painted.
    case role(Role)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// Parses `#RRGGBB`, `#RGB`, or one of the CSS-like names (`red`, `green`, `purple` ...).
    public init?(parsing text: String) {
        let lower = text.lowercased()
        if let named = Color.named[lower] {
            self = named
            return
        }
        guard lower.hasPrefix("#") else { return nil }
        let hex = Array(lower.dropFirst())
        func value(_ chars: ArraySlice<Character>) -> UInt8? { UInt8(String(chars), radix: 16) }
        switch hex.count {
        case 6:
            guard let r = value(hex[0..<2]), let g = value(hex[2..<4]), let b = value(hex[4..<6]) else { return nil }
            self = .rgb(r, g, b)
        case 3:
            guard let r = value(hex[0..<1]), let g = value(hex[1..<2]), let b = value(hex[2..<3]) else { return nil }
            self = .rgb(r &* 17, g &* 17, b &* 17)
        default:
            return nil
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
