import PushPeekModel

/// A `stack` or `container` (`UIStackView`, or the rounded bordered container view of the apple-pay
/// example): children top to bottom (or side by side with `"axis": "horizontal"`), optionally
/// framed.
public struct StackElement: Sendable {
    /// The direction children follow: `"axis": "vertical"` (the default) or `"horizontal"`.
    public enum Axis: String, Sendable, CaseIterable {
        case vertical, horizontal
    }

    public var children: [ViewElement]
    public var axis: Axis
    /// `border`: a rounded frame (default for `container`).
    public var border: Bool
    /// `spacing` in cells between children.
    public var spacing: Int
    /// `padding` in columns inside the frame.
    public var padding: Int
    /// `borderColor`.
    public var borderColor: Color?

    public init(children: [ViewElement], axis: Axis = .vertical, border: Bool = false, spacing: Int = 0, padding: Int = 1, borderColor: Color? = nil) {
        self.children = children
        self.axis = axis
        self.border = border
        self.spacing = spacing
        self.padding = padding
        self.borderColor = borderColor
    }
}
