import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekPresentation

/// What `--format` of `render`, `lockscreen --render` and `activity --render` takes (`send` takes
/// text and JSON), and the one way they print a drawn screen as text, ANSI, an SVG picture or an
/// HTML page. JSON is each command's own document.
enum OutputFormat: String, CaseIterable, Sendable {
    case text, ansi, json, svg, html

    /// What `send --format` takes for its summary.
    static let summaryFormats: [OutputFormat] = [.text, .json]

    /// `text|ansi|json|svg|html`, as the usage shows the choices.
    static var choices: String {
        allCases.map(\.rawValue).joined(separator: "|")
    }

    /// `card` in this format (not JSON, which each command writes itself); `title` names a picture.
    func output(_ card: RenderedCard, theme: Theme, depth: ColorDepth, title: String) -> String {
        switch self {
        case .svg: return SVGWriter.write(card, theme: theme, title: title)
        case .html: return HTMLWriter.write(card, theme: theme, title: title)
        case .ansi: return RenderCommand.ansi(card.grid, theme: theme, depth: depth)
        case .text, .json: return TextSnapshot.text(of: card.grid)
        }
    }

    /// `svg` and `html`: pictures of the card, not text.
    var isPicture: Bool {
        self == .svg || self == .html
    }

    /// How `options` draw pictures in this format at `depth`: ANSI in the colours written (libchafa's
    /// symbols at 8 and 16 colours too); text, JSON, SVG and HTML as `monochromePictures` says; SVG
    /// and HTML with maps in pixels too (but in `mono`), embedded as PNG.
    func drawPictures(_ options: inout CardOptions, theme: Theme, depth: ColorDepth) {
        options.monochromePictures = monochromePictures(theme: theme, depth: depth)
        if self == .ansi { options.showPictures(at: depth) }
        if isPicture, !theme.isMono {
            options.mapPicture = MapPictureOptions(cellPixels: Size(width: PictureMetrics.cellWidth, height: PictureMetrics.cellHeight),
                                                   colors: MapPictureColors(theme: theme), encodesPNG: true)
        }
    }

    /// Whether attachments are drawn with the ASCII ramp instead of coloured half blocks: in plain
    /// text and JSON, and without colour; SVG and HTML embed the picture itself over the cells.
    func monochromePictures(theme: Theme, depth: ColorDepth) -> Bool {
        if isPicture { return theme.isMono }
        return self != .ansi || theme.isMono || depth == .none
    }
}
