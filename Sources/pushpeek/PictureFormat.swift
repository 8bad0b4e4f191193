import PushPeekCanvas
import PushPeekPresentation

/// What `--format` means for the pictures of attachments, and the one way `render`, `lockscreen`
/// and `activity` print a drawn screen as text, ANSI, an SVG picture or an HTML page.
enum PictureFormat {
    /// `card` as `format` (`text`, `ansi`, `svg` or `html`); `title` names a picture.
    static func output(_ card: RenderedCard, format: String, theme: Theme, depth: ColorDepth, title: String) -> String {
        switch format {
        case "svg": return SVGWriter.write(card, theme: theme, title: title)
        case "html": return HTMLWriter.write(card, theme: theme, title: title)
        case "ansi": return RenderCommand.ansi(card.grid, theme: theme, depth: depth)
        default: return TextSnapshot.text(of: card.grid)
        }
    }

    /// `svg` and `html`: pictures of the card, not text.
    static func isPicture(_ format: String) -> Bool {
        format == "svg" || format == "html"
    }

    /// Whether attachments are drawn with the ASCII ramp instead of coloured half blocks: in plain
    /// text and JSON, and without colour; SVG and HTML embed the picture itself over the cells.
    static func monochromePictures(format: String, theme: Theme, depth: ColorDepth) -> Bool {
        if isPicture(format) { return theme.isMono }
        return format != "ansi" || theme.isMono || depth == .none
    }
}
