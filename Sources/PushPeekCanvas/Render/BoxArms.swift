/// The lines a light box-drawing character draws from its cell's centre: the arms towards each edge,
/// and whether the corner between two arms is rounded (`╭╮╰╯`).
public struct BoxArms: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let left = BoxArms(rawValue: 1)
    public static let right = BoxArms(rawValue: 2)
    public static let up = BoxArms(rawValue: 4)
    public static let down = BoxArms(rawValue: 8)
    public static let rounded = BoxArms(rawValue: 16)

    /// The arms of a cell's text, or nil when it is not one of the box characters the card draws.
    public init?(character text: String) {
        switch text {
        case "─": self = [.left, .right]
        case "│": self = [.up, .down]
        case "╭": self = [.right, .down, .rounded]
        case "╮": self = [.left, .down, .rounded]
        case "╰": self = [.right, .up, .rounded]
        case "╯": self = [.left, .up, .rounded]
        case "┌": self = [.right, .down]
        case "┐": self = [.left, .down]
        case "└": self = [.right, .up]
        case "┘": self = [.left, .up]
        case "├": self = [.up, .down, .right]
        case "┤": self = [.up, .down, .left]
        case "┬": self = [.left, .right, .down]
        case "┴": self = [.left, .right, .up]
        case "┼": self = [.left, .right, .up, .down]
        default: return nil
        }
    }
}
