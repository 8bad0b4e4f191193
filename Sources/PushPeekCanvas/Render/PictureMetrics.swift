import PushPeekModel

/// The geometry of a picture of the card (`render --format svg`/`html`), in CSS pixels: a cell is
/// 10 × 20 (a terminal cell's usual 1:2, the card's default `--cell-aspect` 0.5), text is 16 px
/// in a monospace font (about 9.6 px wide, centred in its cell), and a 10 px margin of the
/// theme's screen background surrounds the card.
public enum PictureMetrics {
    public static let cellWidth = 10
    public static let cellHeight = 20
    public static let margin = 10
    public static let fontSize = 16
    /// The text's baseline below the top of its cell.
    public static let baseline = 15
    /// An underline's row below the top of its cell.
    public static let underline = 17
    public static let strokeWidth = 2
    /// A platter's corner radius (a rounded box inside the card uses half a cell).
    public static let platterRadius = 10
    /// The monospace fonts, then the colour emoji fonts of Linux, macOS and Windows (after the
    /// monospace ones: an emoji font also has digits), so 🔔 🛵 👍 are drawn, not missing-glyph boxes.
    public static let fontFamily = "'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', 'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', monospace"

    /// The left edge of column `x`.
    public static func left(_ x: Int) -> Int { margin + x * cellWidth }
    /// The top edge of row `y`.
    public static func top(_ y: Int) -> Int { margin + y * cellHeight }
    /// The whole picture's size for a grid of `columns × rows`.
    public static func size(columns: Int, rows: Int) -> Size {
        Size(width: 2 * margin + columns * cellWidth, height: 2 * margin + rows * cellHeight)
    }
}
