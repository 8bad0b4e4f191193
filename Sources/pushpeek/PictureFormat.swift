import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
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

    /// How `options` draw pictures for `format` at `depth`: ANSI in the colours written (libchafa's
    /// symbols at 8 and 16 colours too); text, JSON, SVG and HTML as `monochromePictures` says; SVG
    /// and HTML with maps in pixels too (but in `mono`), embedded as PNG.
    static func drawPictures(_ options: inout CardOptions, format: String, theme: Theme, depth: ColorDepth) {
        options.monochromePictures = monochromePictures(format: format, theme: theme, depth: depth)
        if format == "ansi" { options.showPictures(at: depth) }
        if isPicture(format), !theme.isMono {
            options.mapPicture = MapPictureOptions(cellPixels: Size(width: PictureMetrics.cellWidth, height: PictureMetrics.cellHeight),
                                                   colors: MapPictureColors(theme: theme), encodesPNG: true)
        }
    }

    /// Whether attachments are drawn with the ASCII ramp instead of coloured half blocks: in plain
    /// text and JSON, and without colour; SVG and HTML embed the picture itself over the cells.
    static func monochromePictures(format: String, theme: Theme, depth: ColorDepth) -> Bool {
        if isPicture(format) { return theme.isMono }
        return format != "ansi" || theme.isMono || depth == .none
    }
}
