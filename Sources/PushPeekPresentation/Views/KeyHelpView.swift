import PushPeekModel
import PushPeekCanvas

/// The `?` overlay listing the keys, mode by mode, of the preview, the lock screen list or the
/// activity player: the one place their key help is written. It fits any terminal: descriptions
/// wrap (under their key when the columns are few), and a list taller than the rows scrolls (↑/↓,
/// PgUp/PgDn, Home/End, and the wheel through `scroll(_:by:size:table:)` on all three screens). It
/// never covers the status bar.
public enum KeyHelpView {
    /// A screen's keys: (keys, what they do); an entry with empty keys is a heading.
    public typealias Table = [(String, String)]

    /// The preview's keys (`pushpeek preview`, and a notification expanded from the lock screen).
    public static let preview: Table = [
        ("", "Notification"),
        ("enter / space", "expand the banner; choose the focused button"),
        ("tab / shift+tab", "focus the media button, view controls, actions"),
        ("←/→ ↑/↓", "move focus; ←/→ change a focused segmented control"),
        ("pgup / pgdn", "scroll a card taller than the terminal (the wheel too)"),
        ("m", "media play/pause (mediaPlay / mediaPause)"),
        ("b", "switch between banner and full interface"),
        ("d / click ✕", "dismiss the notification (✕: the iOS 10–14 header)"),
        ("o", "open the app (default action)"),
        ("r", "deliver the notification again"),
        ("l", "show or hide the response log (in place of the card when there is no room beside it)"),
        ("S", "send this payload through APNs with the send settings (asks first)"),
        ("", "Reply keyboard (keys type)"),
        ("enter", "send (or press the focused accessory button)"),
        ("tab / shift+tab", "field · send button · accessory buttons"),
        ("←/→ home/end", "move the cursor (ctrl+a/e too)"),
        ("backspace/delete", "delete (ctrl+u/k: to start/end)"),
        ("esc", "hide the keyboard without sending"),
        ("", "Input view (slider)"),
        ("←/→", "one step; shift+←/→ or pgup/pgdn ten steps"),
        ("home / end", "minimum / maximum; or drag the track"),
        ("enter / esc", "confirm the value / cancel"),
        ("", "Unlock to continue"),
        ("enter / esc", "unlock and go on / cancel"),
        ("", "Send this payload?"),
        ("y / n, esc", "send / cancel (nothing is sent; q quits without sending)"),
        ("", ""),
        ("? / f1", "this help (f1 also while typing); ↑/↓ pgup/pgdn and the wheel scroll it, any other key closes it"),
        ("q / ctrl+c", "quit (ctrl+c while typing)"),
    ]

    /// The lock screen list's keys (`pushpeek lockscreen`).
    public static let lockScreen: Table = [
        ("", "Lock screen list"),
        ("↑/↓ tab/shift+tab", "move the focus between stacks and notifications"),
        ("home / end", "the first / the last"),
        ("enter / space", "open the focused stack; expand a notification (the long-press); on the arriving banner, expand it"),
        ("click", "the same as enter on what is clicked"),
        ("esc", "close the open stack (\"Show less\")"),
        ("x / d / delete", "clear the focused notification or the whole stack (customDismissAction sends the dismiss action)"),
        ("u", "unlock the device (hidden previews show again)"),
        ("", "Expanded notification (the long-press)"),
        ("esc", "back to the list"),
        ("S", "send its payload through APNs (asks first)"),
        ("?", "the preview's keys, which act there"),
        ("", ""),
        ("? / f1", "this help; ↑/↓ pgup/pgdn and the wheel scroll it, any other key closes it"),
        ("q / ctrl+c", "quit"),
    ]

    /// The activity player's keys (`pushpeek activity`).
    public static let activity: Table = [
        ("", "Live Activity player"),
        ("→ / n", "the next push"),
        ("← / p", "the push before"),
        ("s", "jump the clock to the step's stale date"),
        ("d", "jump the clock to the dismissal date (after the end)"),
        ("+ / -", "the clock a minute forward / back"),
        ("space", "stop or start the clock (one second a tick)"),
        ("e / enter", "expand the Dynamic Island (the long-press)"),
        ("↑/↓ pgup/pgdn", "scroll a screen taller than the terminal (the wheel too)"),
        ("", ""),
        ("? / f1", "this help; ↑/↓ pgup/pgdn and the wheel scroll it, any other key closes it"),
        ("q / ctrl+c", "quit"),
    ]

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
        let frame = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        return (frame, frame.inset(top: 2, left: 2, bottom: 1, right: 2))
    }

    /// The help laid out for rows `width` columns wide.
    package static func rows(width: Int, table: Table = preview) -> [Row] {
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
    public static func maximumScroll(in size: Size, table: Table = preview) -> Int {
        let area = area(in: size)
        let count = rows(width: frames(in: area, rowCount: 1).inner.width, table: table).count
        return max(0, count - frames(in: area, rowCount: count).inner.height)
    }

    /// The rows PgUp/PgDn move the help on a terminal of `size`.
    public static func pageRows(in size: Size) -> Int {
        max(1, size.height - 6)
    }

    public static func draw(into grid: inout CellGrid, area: Rect, scroll: Int, table: Table = preview) {
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
