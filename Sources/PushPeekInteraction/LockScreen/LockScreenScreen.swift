import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation

/// The whole interactive lock screen as a pure function of the state and the terminal size: the
/// list (scrolled so the focus shows, with a scroll bar and ▲/▼ when it is taller than the screen), an arriving banner over its top, the response log beside it
/// when there is room, the status bar, and the key help over them (`?`). While a notification is expanded, the single preview's
/// screen (`PreviewScreen`) with that notification's state.
public enum LockScreenScreen {
    /// Columns the log needs beside the list.
    package static let logColumns = 28

    /// Where things go on a terminal of `size`.
    package struct Placement {
        var picture: LockScreenPicture
        /// Screen position of the picture's top left (the scroll is a negative `y`).
        var origin: Point
        var listHeight: Int
        /// The list goes on above or below the rows the screen shows.
        var moreAbove = false
        var moreBelow = false
        var logRect: Rect?
        var banner: (card: RenderedCard, rect: Rect)?
    }

    /// `--width fit`: the cards as wide as the terminal leaves room for (beside the gutter).
    package static func fitted(_ state: LockScreenState, size: Size) -> LockScreenState {
        guard state.options.card.fitsTerminal else { return state }
        var fitted = state
        fitted.options.card.width = min(max(size.width - LockScreenRenderer.gutter - 2, CardOptions.minimumWidth), CardOptions.maximumWidth)
        return fitted
    }

    package static func placement(_ unfitted: LockScreenState, size: Size) -> Placement {
        let state = fitted(unfitted, size: size)
        let listHeight = max(1, size.height - 1)
        // Only the items on the list's rows are laid out, scrolled so the focus shows.
        let (picture, offset, moreAbove, moreBelow) = LockScreenWindow.render(state, rows: listHeight)
        let listWidth = picture.grid.width + 1
        let spare = size.width - listWidth - 1
        let logRect = spare >= logColumns ? Rect(x: listWidth + 1, y: 0, width: spare, height: listHeight) : nil
        var banner: (RenderedCard, Rect)?
        if let id = state.bannerID, let notification = state.notification(id) {
            let card = CardRenderer.render(state.displayState(notification, groupCount: state.groupCount(notification.thread)),
                                           width: state.options.cardWidth)
            banner = (card, Rect(x: 1 + LockScreenRenderer.gutter, y: 0, width: card.grid.width, height: min(card.grid.height, listHeight)))
        }
        return Placement(picture: picture, origin: Point(x: 1, y: -offset), listHeight: listHeight, moreAbove: moreAbove,
                         moreBelow: moreBelow, logRect: logRect, banner: banner)
    }

    public static func view(_ state: LockScreenState, size: Size) -> CellGrid {
        frame(state, size: size).grid
    }

    /// The screen and, for the list, what a press lands on (the run loop resolves clicks against it);
    /// while a notification is expanded, its screen with nothing to press (`LockScreenModel` takes
    /// the notification's own frame for that).
    public static func frame(_ state: LockScreenState, size: Size) -> ScreenFrame {
        if let preview = state.expanded { return ScreenFrame(grid: expandedView(preview, size: size), hitMap: .empty) }
        var grid = CellGrid(width: size.width, height: size.height, fill: Cell.blank(.screen))
        guard size.width > 0, size.height > 0 else { return ScreenFrame(grid: grid, hitMap: .empty) }
        if ScreenLayout.isTooSmall(size) {
            ScreenChrome.drawTooSmall(into: &grid, size: size)
            return ScreenFrame(grid: grid, hitMap: .empty)
        }
        let place = placement(state, size: size)
        var list = CellGrid(width: place.picture.grid.width, height: place.listHeight, fill: Cell.blank(.screen))
        list.draw(place.picture.grid, at: Point(x: 0, y: place.origin.y))
        grid.draw(list, at: Point(x: place.origin.x, y: 0))
        // A list taller than the screen: ▲ / ▼ beside it where there is more, as beside a tall card.
        // The picture holds only the rows on screen: the bar shows that more lies beyond them.
        let top = -place.origin.y
        let offset = max(top, place.moreAbove ? 1 : 0)
        let shown = min(place.listHeight, place.picture.grid.height - top)
        let cardHeight = place.moreBelow ? max(place.picture.grid.height, offset + place.listHeight + 1) : offset + shown
        ScrollBarView.draw(CardViewport(cardHeight: cardHeight, height: place.listHeight, offset: offset),
                           into: &grid, column: place.origin.x + place.picture.grid.width, top: 0)
        if let banner = place.banner {
            grid.draw(banner.card.grid, at: banner.rect.origin)
        }
        if let logRect = place.logRect {
            ResponseLogView.draw(state.responseLog, into: &grid, rect: logRect)
        }
        ScreenChrome.drawStatus(hints(state), message: state.statusMessage, into: &grid, row: size.height - 1, width: size.width)
        // The list's frame gives the key help's limits (while it shows), for the reducer to scroll the help from.
        let help = ScreenChrome.helpLimits(LockScreenKeymap.map.helpTable, shows: state.showsHelp, size: size)
        let metrics = ViewportMetrics(size: size, helpMaximumScroll: help.maximumScroll, helpPageRows: help.pageRows)
        guard state.showsHelp else {
            return ScreenFrame(grid: grid, hitMap: HitMap(regions: regions(state, place: place, width: size.width)), metrics: metrics)
        }
        // Over the help a click lands on nothing and the wheel scrolls the help.
        ScreenChrome.drawHelp(LockScreenKeymap.map.helpTable, scroll: state.helpScroll, into: &grid, size: size)
        return ScreenFrame(grid: grid, hitMap: HitMap(regions: [], takesWheel: true), metrics: metrics)
    }

    /// The single preview's screen for the expanded notification; where Esc leads back to the list,
    /// the status line says so first.
    package static func expandedView(_ preview: PreviewState, size: Size) -> CellGrid {
        var grid = PreviewScreen.view(preview, size: size)
        guard preview.interactionMode == .expanded, !ScreenLayout.isTooSmall(size) else { return grid }
        let (screen, card) = PreviewScreen.layout(preview, size: size)
        let hints = [StatusHint("esc list", priority: 8)] + (PreviewScreen.focusMarker(preview, screen: screen, card: card.layout).map { [$0] } ?? [])
            + StatusLine.hints(preview, log: screen.logPlacement, scrolls: screen.viewport.scrolls && screen.showsCard)
        ScreenChrome.drawStatus(hints, message: preview.statusMessage ?? preview.notice, into: &grid, row: screen.statusRow, width: size.width)
        return grid
    }

    /// The list's key hints, most useful first.
    package static func hints(_ state: LockScreenState) -> [StatusHint] {
        var hints: [StatusHint] = []
        if state.bannerID != nil { hints.append(StatusHint("enter open banner", priority: 5)) }
        switch state.focusedItem {
        case .stack?: hints.append(StatusHint("enter open stack", priority: 4))
        case .notification?: hints.append(StatusHint("enter expand", priority: 4))
        case .showLess?: hints.append(StatusHint("enter show less", priority: 4))
        case .pile?: hints.append(StatusHint("enter show all", priority: 4))
        case nil: break
        }
        // A binding's hint shows while the binding does something.
        let enabled: [(LockScreenKeymap.Action, Bool)] = [
            (.move, true), (.clear, state.focusedItem != nil), (.closeStack, state.openThread != nil), (.unlock, state.options.isDeviceLocked),
        ]
        hints += enabled.compactMap { $0.1 ? LockScreenKeymap.map.hint($0.0) : nil }
        return hints + [.help(), .quit()]
    }

    /// What a press on the list lands on, first match first: the arriving banner, then the stacks,
    /// notifications and "Show less" headers on the list's rows.
    package static func regions(_ state: LockScreenState, place: Placement, width: Int) -> [HitRegion] {
        var regions: [HitRegion] = []
        if let banner = place.banner, let id = state.bannerID {
            regions.append(HitRegion(rect: banner.rect, target: .lockScreenItem(.notification(id: id))))
        }
        let list = Rect(x: 0, y: 0, width: width, height: place.listHeight)
        for item in place.picture.itemRects {
            let rect = item.rect.offsetBy(dx: place.origin.x, dy: place.origin.y).intersection(list)
            if !rect.isEmpty { regions.append(HitRegion(rect: rect, target: .lockScreenItem(item.item))) }
        }
        return regions
    }
}
