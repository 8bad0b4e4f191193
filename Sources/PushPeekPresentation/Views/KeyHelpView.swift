import PushPeekModel
import PushPeekCanvas

/// The `?` overlay listing the keys, mode by mode, of the preview, the lock screen list or the
/// activity player, as their keymaps (`PreviewKeymap`, `LockScreenKeymap`, `ActivityKeymap`) say. It fits any terminal: descriptions
/// wrap (under their key when the columns are few), and a list taller than the rows scrolls (↑/↓,
/// PgUp/PgDn, Home/End, and the wheel through `scroll(_:by:size:table:)` on all three screens). It
/// never covers the status bar.
public enum KeyHelpView {
    /// A screen's keys: (keys, what they do); an entry with empty keys is a heading.
    public typealias Table = [(String, String)]

    /// One row of the laid-out help: keys (empty on continuation rows), text, and whether it is a heading.
    package struct Row: Equatable {
        var keys: String
        var text: String
        var isHeading: Bool
    }

    package static let maximumWidth = 76
    /// The widest keys of `table`: descriptions start after them.
    package static func keyWidth(_ table: Table) -> Int {
        table.map { DisplayWidth.of($0.0) }.max() ?? 0
    }
    /// Below this many columns for descriptions, a key goes on its own row above its description.
    package static let minimumDescriptionWidth = 24

    /// The rows the overlay may use: all above the status bar.
    public static func area(in size: Size) -> Rect {
        Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1))
    }

    /// The overlay's frame in `area`, and the part inside it that holds rows.
    package static func frames(in area: Rect, rowCount: Int) -> (frame: Rect, inner: Rect) {
        let width = min(area.width, maximumWidth)
        let height = min(area.height, rowCount + 3)
        let frame = area.centred(Size(width: width, height: height))
        return (frame, frame.inset(top: 2, left: 2, bottom: 1, right: 2))
    }

    /// The help laid out for rows `width` columns wide.
    package static func rows(width: Int, table: Table = PreviewKeymap.map.helpTable) -> [Row] {
        let besideWidth = width - keyWidth(table) - 3
        var rows: [Row] = []
        for (keys, text) in table {
            if keys.isEmpty {
                rows.append(Row(keys: "", text: text, isHeading: true))
            } else if besideWidth >= minimumDescriptionWidth {
                for (index, line) in TextLayout.wrap(text, width: besideWidth).enumerated() {
                    rows.append(Row(keys: index == 0 ? keys : "", text: line, isHeading: false))
                }
            } else {
                rows.append(Row(keys: keys, text: "", isHeading: false))
                rows += TextLayout.wrap(text, width: max(1, width - 3)).map { Row(keys: "", text: $0, isHeading: false) }
            }
        }
        return rows
    }

    /// How far the help can scroll on a terminal of `size`.
    public static func maximumScroll(in size: Size, table: Table = PreviewKeymap.map.helpTable) -> Int {
        let area = area(in: size)
        let count = rows(width: frames(in: area, rowCount: 1).inner.width, table: table).count
        return max(0, count - frames(in: area, rowCount: count).inner.height)
    }

    /// The rows PgUp/PgDn move the help on a terminal of `size`.
    public static func pageRows(in size: Size) -> Int {
        max(1, size.height - 6)
    }

    public static func draw(into grid: inout CellGrid, area: Rect, scroll: Int, table: Table = PreviewKeymap.map.helpTable) {
        guard area.width >= 10, area.height >= 4 else { return }
        let innerWidth = frames(in: area, rowCount: 1).inner.width
        let keyWidth = keyWidth(table)
        let rows = rows(width: innerWidth, table: table)
        let (frame, inner) = frames(in: area, rowCount: rows.count)
        let first = min(max(0, scroll), max(0, rows.count - inner.height))
        let style = Style(foreground: .role(.text), background: .role(.card))
        let accent = Style(foreground: .role(.accent), background: .role(.card), bold: true)
        grid.fill(frame, style: style)
        BoxDrawing.frame(&grid, frame, style: Style(foreground: .role(.accent), background: .role(.card)))
        grid.put(" Keys ", at: Point(x: frame.x + 2, y: frame.y), style: accent)
        let beside = innerWidth - keyWidth - 3 >= minimumDescriptionWidth
        for (offset, row) in rows.dropFirst(first).prefix(inner.height).enumerated() {
            let y = inner.y + offset
            if row.isHeading {
                grid.put(row.text, at: Point(x: inner.x, y: y), style: accent, clip: inner)
                continue
            }
            grid.put(row.keys, at: Point(x: inner.x + 1, y: y), style: style.bolded(), clip: inner)
            grid.put(row.text, at: Point(x: inner.x + (beside ? keyWidth + 3 : 3), y: y), style: style, clip: inner)
        }
        if first > 0 { grid.put(" ▲ more ", at: Point(x: frame.maxX - 10, y: frame.y), style: accent) }
        if first + inner.height < rows.count { grid.put(" ▼ more ", at: Point(x: frame.maxX - 10, y: frame.maxY - 1), style: accent) }
    }
}
