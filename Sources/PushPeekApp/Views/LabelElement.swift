import PushPeekModel

/// A `label`: text from a template (`"{{aps.alert.subtitle}}"`) or a payload key path, with colour,
/// weight and alignment (`UILabel`).
public struct LabelElement: Sendable, Equatable {
    /// `alignment`: where each line sits in the label's width (SwiftUI's leading, center, trailing).
    public enum Alignment: String, Sendable, CaseIterable {
        case leading, center, trailing
    }

    /// `text`: literal text with `{{key.path}}` placeholders (see `TextTemplate`).
    public var text: String?
    /// `keyPath`: the label shows the payload value at this path.
    public var keyPath: String?
    public var color: Color?
    public var bold: Bool
    public var alignment: Alignment
    /// `lines`: at most this many lines (`numberOfLines`); nil for as many as fit.
    public var lines: Int?

    public init(text: String? = nil, keyPath: String? = nil, color: Color? = nil, bold: Bool = false,
                alignment: Alignment = .leading, lines: Int? = nil) {
        self.text = text
        self.keyPath = keyPath
        self.color = color
        self.bold = bold
        self.alignment = alignment
        self.lines = lines
    }

    /// The text shown for a notification.
    public func resolvedText(_ content: NotificationContent) -> String {
        resolvedText { TextTemplate.value($0, in: content) }
    }

    /// The text shown when `resolve` gives the text at a key path (a Live Activity's `state.KEY`).
    public func resolvedText(_ resolve: (String) -> String?) -> String {
        if let keyPath { return resolve(keyPath) ?? "" }
        return TextTemplate.fill(text ?? "", resolve: resolve)
    }
}
