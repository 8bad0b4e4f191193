import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation

/// The player draws itself (and its key help) for the terminal run loop; its update is in `ActivityPlayer.swift` and
/// scrolls from the frames drawn here (`Event.frameDrawn`).
extension ActivityPlayer: ScreenModel {
    /// Below this the player shows only that the terminal is too small.
    public static let minimumSize = Size(width: 20, height: 8)

    /// The player's screen and how far it scrolls; it takes the terminal's mouse reports as they come
    /// (only the wheel acts).
    public func view(size: Size) -> ScreenFrame {
        let (grid, metrics) = draw(size: size)
        return ScreenFrame(grid: grid, metrics: metrics)
    }

    /// The cells of the player's screen for a terminal of `size`.
    public func grid(size: Size) -> CellGrid {
        draw(size: size).grid
    }

    private func draw(size: Size) -> (grid: CellGrid, metrics: ViewportMetrics) {
        var grid = CellGrid(width: max(1, size.width), height: max(1, size.height), fill: Cell(text: " ", style: .screen))
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
            grid.put("Terminal too small", at: Point(x: 0, y: 0), style: .screen)
            return (grid, .tooSmall(size))
        }
        let rendering = ActivityScreen.render(timeline, moment: moment, width: size.width, appName: appName, others: others)
        let viewport = CardViewport(cardHeight: rendering.grid.height, height: size.height - 1, offset: scroll)
        let hidden = viewport.maximumOffset
        let offset = viewport.offset
        grid.draw(rendering.grid, at: Point(x: 0, y: -offset))
        let more = hidden == 0 ? nil : (offset < hidden ? "▼ ↓ more" : "▲ ↑ more")
        let clock = isRunning ? "▶ clock" : "❚❚ clock"
        // The least useful parts go first (the status line's own fitting), so the keys and how to quit always show.
        let hints = [more.map { StatusHint($0, priority: 4) }, StatusHint(clock, priority: 1), StatusHint("←/→ step", priority: 5),
                     StatusHint("s stale", priority: 2), StatusHint("d dismissal", priority: 2), StatusHint("e expand", priority: 3),
                     .help(), .quit()].compactMap { $0 }
        let status = StatusLine.fit(hints, message: note, width: size.width)
        grid.fill(Rect(x: 0, y: size.height - 1, width: size.width, height: 1), style: Style(foreground: .role(.secondaryText), background: .role(.background), reverse: true))
        grid.put(TextLayout.truncate(status, width: size.width), at: Point(x: 0, y: size.height - 1),
                 style: Style(foreground: .role(.secondaryText), background: .role(.background), reverse: true))
        if showsHelp {
            KeyHelpView.draw(into: &grid, area: KeyHelpView.area(in: size), scroll: helpScroll, table: KeyHelpView.activity)
        }
        let helpLimit = showsHelp ? KeyHelpView.maximumScroll(in: size, table: KeyHelpView.activity) : 0
        return (grid, ViewportMetrics(size: size, viewport: viewport, helpMaximumScroll: helpLimit, helpPageRows: KeyHelpView.pageRows(in: size)))
    }
}
