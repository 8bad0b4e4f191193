import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation

/// The player draws itself (and its key help) for the terminal run loop; its update is in `ActivityPlayer.swift` and
/// scrolls from the frames drawn here (`Event.frameDrawn`).
extension ActivityPlayer: ScreenModel {
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
        guard !ScreenChrome.isTooSmall(size) else {
            ScreenChrome.drawTooSmall(into: &grid, size: size)
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
        let hints = [more.map { StatusHint($0, priority: 4) }, StatusHint(clock, priority: 1)].compactMap { $0 } + ActivityKeymap.hints + [.help(), .quit()]
        ScreenChrome.drawStatus(hints, message: note, into: &grid, row: size.height - 1, width: size.width)
        if showsHelp {
            ScreenChrome.drawHelp(ActivityKeymap.map.helpTable, scroll: helpScroll, into: &grid, size: size)
        }
        let help = ScreenChrome.helpLimits(ActivityKeymap.map.helpTable, shows: showsHelp, size: size)
        return (grid, ViewportMetrics(size: size, viewport: viewport, helpMaximumScroll: help.maximumScroll, helpPageRows: help.pageRows))
    }
}
