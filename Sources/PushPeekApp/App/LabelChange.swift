import PushPeekModel

/// A `setLabel` response: the extension sets a view label's `text` and `textColor`
/// (`eventResponse.text = "Going!"; eventResponse.textColor = .green`).
public struct LabelChange: Sendable, Equatable {
    /// The `id` of a `label` element in the extension's `view`.
    public var elementID: String
    /// The new text; nil keeps the label's text.
    public var text: String?
    /// The new colour (`"green"`, `"#34C759"`); nil keeps the label's colour.
    public var color: Color?

    public init(elementID: String, text: String? = nil, color: Color? = nil) {
        self.elementID = elementID
        self.text = text
        self.color = color
    }
}
