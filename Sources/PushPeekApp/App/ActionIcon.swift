import PushPeekCanvas

/// `UNNotificationActionIcon` (iOS 15): an SF Symbol (`systemImageName`) or an image in the app's
/// asset catalog (`templateImageName`), drawn trailing the action's title in the iOS 15 menu.
///
/// In the app description an action's `icon` is `{"systemImageName": "hand.thumbsup"}`,
/// `{"templateImageName": "text.bubble"}`, or a plain string: an SF Symbol name when it has a dot
/// or is in `SymbolGlyphs`, otherwise the text itself (a letter or an emoji) standing in for the image.
public enum ActionIcon: Sendable, Equatable {
    case systemImageName(String)
    case templateImageName(String)
    case text(String)

    /// The icon as a plain string from the app description.
    public init(string: String) {
        if SymbolGlyphs.glyph(for: string) != nil || string.contains(".") {
            self = .systemImageName(string)
        } else {
            self = .text(string)
        }
    }

    /// What a terminal cell can show for it: the table's glyph for a known symbol name, the text
    /// itself (up to two columns), or a neutral mark for an image the terminal cannot draw.
    public var glyph: String {
        switch self {
        case .systemImageName(let name), .templateImageName(let name):
            return SymbolGlyphs.glyph(for: name) ?? SymbolGlyphs.unknown
        case .text(let text):
            let fitted = TextLayout.truncate(text, width: 2, ellipsis: "")
            return fitted.isEmpty ? SymbolGlyphs.unknown : fitted
        }
    }

    /// The name as declared (for JSON output).
    public var name: String {
        switch self {
        case .systemImageName(let name), .templateImageName(let name), .text(let name): return name
        }
    }
}
