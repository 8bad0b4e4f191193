import PushPeekModel

/// A mouse event at a screen cell.
public struct MouseEvent: Hashable, Sendable {
    /// The button pressed, released or dragged, or a wheel notch.
    public enum Kind: Hashable, Sendable {
        case press
        case release
        /// Motion with the button held down.
        case drag
        case scrollUp
        case scrollDown
    }

    public var kind: Kind
    public var point: Point

    public init(_ kind: Kind, at point: Point) {
        self.kind = kind
        self.point = point
    }

    /// Rows the wheel scrolls per notch.
    public static let rowsPerNotch = 3

    /// The rows a wheel notch scrolls (`rowsPerNotch`; negative: up); nil for a report
    /// that is not the wheel. Every screen reads the wheel through this.
    public var wheelRows: Int? {
        switch kind {
        case .scrollUp: return -Self.rowsPerNotch
        case .scrollDown: return Self.rowsPerNotch
        case .press, .release, .drag: return nil
        }
    }
}
