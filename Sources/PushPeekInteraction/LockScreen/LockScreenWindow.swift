import PushPeekCanvas
import PushPeekPresentation

/// The rows of the lock screen's list a terminal shows, drawn from the items on them alone: the same
/// rows as `LockScreenRenderer.render` scrolled so the focus shows, without laying out the rest.
///
/// The scroll is the list's: from the top while the focused item ends on the screen; else the
/// focused item's last row on the screen's last row (its first row on the first when it is taller
/// than the screen). So the window is found by drawing blocks from the top until the screen is full,
/// and, when the focus lies further down, from the focus upwards until the rows above it are full:
/// at most a screenful of blocks each way, however many notifications the list holds. The
/// scheduled summary (`--summary`) is drawn whole.
package enum LockScreenWindow {
    /// The blocks on `rows` rows composed into a picture, the picture's row at the top of the screen,
    /// and whether the list goes on above or below what the screen shows (for its ▲ / ▼).
    package static func render(_ state: LockScreenState, rows: Int)
        -> (picture: LockScreenPicture, top: Int, moreAbove: Bool, moreBelow: Bool) {
        let width = state.options.cardWidth + LockScreenRenderer.gutter
        let focused = state.focusedItem
        if state.options.showsSummary {
            let picture = LockScreenRenderer.render(state)
            let top = scrolledTop(picture, focused: focused, rows: rows)
            return (picture, top, top > 0, picture.grid.height - top > rows)
        }
        let count = LockScreenRenderer.blockCount(state)
        let focusPosition = focused == nil ? nil : state.focus.map { $0 + 1 }
        var fromTop: [LockScreenRenderer.Block] = []
        var y = 0
        var position = 0
        var focusEndsOnScreen = focusPosition == nil
        while position < count, y < rows {
            if let block = LockScreenRenderer.block(at: position, of: state) {
                fromTop.append(block)
                if position == focusPosition { focusEndsOnScreen = y + block.grid.height <= rows }
                y += block.grid.height + 1
            }
            position += 1
        }
        guard !focusEndsOnScreen, let focusPosition, let focusBlock = LockScreenRenderer.block(at: focusPosition, of: state) else {
            // The iOS 16 lock screen: what fits sits at the bottom of the screen, under the heading.
            if state.options.display != nil, position >= count { fromTop = LockScreenPileRenderer.anchoredToBottom(fromTop, rows: rows, width: width) }
            let picture = LockScreenRenderer.compose(fromTop, width: width, focused: focused)
            return (picture, 0, false, position < count || picture.grid.height > rows)
        }
        // The focus lies below the screen's last row: it ends there, with what fits above it.
        var above: [LockScreenRenderer.Block] = []
        var filled = focusBlock.grid.height
        position = focusPosition - 1
        while position >= 0, filled < rows {
            if let block = LockScreenRenderer.block(at: position, of: state) {
                above.append(block)
                filled += block.grid.height + 1
            }
            position -= 1
        }
        let picture = LockScreenRenderer.compose(above.reversed() + [focusBlock], width: width, focused: focused)
        let top = scrolledTop(picture, focused: focused, rows: rows)
        return (picture, top, position >= 0 || top > 0, focusPosition < count - 1 || picture.grid.height - top > rows)
    }

    /// The row of `picture` at the top of the screen: 0 while the focused item ends on the screen,
    /// else the focused item's end on the last row (or its start on the first, when it is taller).
    package static func scrolledTop(_ picture: LockScreenPicture, focused: LockScreenItem?, rows: Int) -> Int {
        guard let focused, let rect = picture.itemRects.first(where: { $0.item == focused })?.rect else { return 0 }
        return min(max(0, rect.maxY - rows), rect.y)
    }
}
