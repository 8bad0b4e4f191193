import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation

/// The iOS 16 lock screen's collapsed forms and its bottom edge: the Count line, the Stack pile (the
/// newest notification of all with up to two platters behind it), and the rows that put the
/// notifications at the bottom of the screen under the heading.
package enum LockScreenPileRenderer {
    /// The pile as the display draws it: a Count line or the Stack.
    package static func block(_ display: LockScreenDisplay, state: LockScreenState) -> LockScreenRenderer.Block {
        let cardWidth = state.options.cardWidth
        let count = state.stacks.stackedCount
        guard display == .stack, let newest = state.stacks.first?.newest else {
            var grid = CellGrid(width: cardWidth, height: 1, fill: Cell.blank(.plain))
            let line = TextLayout.truncate("\(count) Notification\(count == 1 ? "" : "s") ⌃", width: cardWidth - 2)
            grid.put(line, centredIn: Rect(x: 0, y: 0, width: cardWidth, height: 1), style: Style(foreground: .role(.text), bold: true))
            return (.pile, grid, [])
        }
        let card = CardRenderer.render(state.displayState(newest, groupCount: state.groupCount(newest.thread)), width: cardWidth)
        let behind = min(count - 1, 2)
        var grid = CellGrid(width: cardWidth, height: card.grid.height + behind, fill: Cell.blank(.plain))
        grid.draw(card.grid, at: .zero)
        LockScreenRenderer.drawPlatters(behind, into: &grid, below: card.grid.height, cardWidth: cardWidth)
        return (.pile, grid, card.pictures)
    }

    /// `blocks` with blank rows after the heading so that the last one ends on row `rows` (the lock
    /// screen's notifications sit at its bottom); unchanged when they fill the rows already.
    package static func anchoredToBottom(_ blocks: [LockScreenRenderer.Block], rows: Int, width: Int) -> [LockScreenRenderer.Block] {
        guard let heading = blocks.first else { return blocks }
        let height = blocks.reduce(0) { $0 + $1.grid.height } + max(0, blocks.count - 1)
        // The spacer is one more block: a blank row is already kept between it and its neighbours.
        let spare = rows - height - 1
        guard spare > 0 else { return blocks }
        return [heading, (nil, CellGrid(width: width, height: spare, fill: Cell.blank(.plain)), [])] + blocks.dropFirst()
    }
}
