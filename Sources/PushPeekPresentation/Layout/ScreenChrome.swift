import PushPeekModel
import PushPeekCanvas

/// What every screen (the preview, the lock screen, the activity player, keytest) has the same way
/// around its content: the "too small" screen below `Size.screenFloor` (where only the quit keys of
/// `ChromeKeys` act), the status bar of fitted hints, and the `?` key help over the screen.
public enum ScreenChrome {
    /// Below the floor a screen shows only that the terminal is too small.
    public static func isTooSmall(_ size: Size) -> Bool {
        size.isBelowScreenFloor
    }

    public static func drawTooSmall(into grid: inout CellGrid, size: Size) {
        let floor = Size.screenFloor
        let message = "Terminal too small: \(size.width)×\(size.height). pushpeek needs at least \(floor.width)×\(floor.height). Enlarge it, or q to quit."
        let lines = TextLayout.wrap(message, width: max(1, size.width - 2))
        let top = Rect(origin: .zero, size: size).centred(Size(width: size.width, height: lines.count)).y
        for (offset, line) in lines.enumerated() {
            grid.put(line, centredIn: Rect(x: 0, y: top + offset, width: size.width, height: 1),
                     style: Style(foreground: .role(.text), background: .role(.background), bold: true))
        }
    }

    /// The status bar on `row`: the message and the hints fitted to the width (`StatusLine.fit`),
    /// with a blank column at each end.
    public static func drawStatus(_ hints: [StatusHint], message: String?, into grid: inout CellGrid, row: Int, width: Int) {
        drawStatus(StatusLine.fit(hints, message: message, width: max(0, width - 2)), into: &grid, row: row, width: width)
    }

    /// The status bar holding `text`, already fitted.
    public static func drawStatus(_ text: String, into grid: inout CellGrid, row: Int, width: Int) {
        let style = Style(foreground: .role(.secondaryText), background: .role(.background))
        grid.fill(Rect(x: 0, y: row, width: width, height: 1), style: style)
        grid.put(" " + text, at: Point(x: 0, y: row), style: style)
    }

    /// The key help of `table` over the screen (never over the status bar), scrolled by `scroll`.
    public static func drawHelp(_ table: KeyHelpView.Table, scroll: Int, into grid: inout CellGrid, size: Size) {
        KeyHelpView.draw(into: &grid, area: KeyHelpView.area(in: size), scroll: scroll, table: table)
    }

    /// How far the help of `table` scrolls while it `shows`, and a page of it, for the frame's metrics.
    public static func helpLimits(_ table: @autoclosure () -> KeyHelpView.Table, shows: Bool, size: Size) -> (maximumScroll: Int, pageRows: Int) {
        (shows ? KeyHelpView.maximumScroll(in: size, table: table()) : 0, KeyHelpView.pageRows(in: size))
    }
}
