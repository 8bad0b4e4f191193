import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation

/// Draws the lock screen / Notification Center list: a heading, then each stack or notification,
/// newest first. Every notification is drawn by `CardRenderer`'s banner stage (so the list follows
/// the era's banner), a collapsed stack as its newest notification with the platters of up to two
/// others behind it and its summary line; an opened stack under a header with "Show less".
/// With `--summary`, the scheduled summary instead: the featured notification with its thumbnail,
/// the rest by relevance without thumbnails, then what was delivered at once.
///
/// The picture is two columns wider than a card: the left gutter carries the focus marker `›`.
public enum LockScreenRenderer {
    /// Columns left of each card, for the focus marker.
    public static let gutter = 2
    package static let showLessTitle = "Show less"
    package static let clearTitle = "✕"

    /// One block of the list: an item's rows (nil for the heading and notes), and its pictures.
    package typealias Block = (item: LockScreenItem?, grid: CellGrid, pictures: [PicturePlacement])

    public static func render(_ state: LockScreenState) -> LockScreenPicture {
        let cardWidth = state.options.cardWidth
        let width = cardWidth + gutter
        var blocks: [Block] = []
        blocks.append((nil, heading(state, width: width), []))
        if state.options.showsSummary {
            blocks += summaryBlocks(state, cardWidth: cardWidth)
        } else {
            for item in state.items {
                if let block = block(item, state: state) { blocks.append(block) }
            }
            if state.stacks.isEmpty {
                blocks.append((nil, note("No notifications", width: cardWidth), []))
            }
            if state.options.display != nil {
                blocks = LockScreenPileRenderer.anchoredToBottom(blocks, rows: LockScreenDisplay.headlessRows, width: width)
            }
        }
        return compose(blocks, width: width, focused: state.focusedItem)
    }

    /// The list's blocks in order, drawn one at a time (for the rows a terminal shows): the heading,
    /// each item, then the note of an empty list. Not for the scheduled summary.
    package static func blockCount(_ state: LockScreenState) -> Int {
        1 + state.items.count + (state.stacks.isEmpty ? 1 : 0)
    }

    /// Block `position` of `blockCount`: 0 the heading, then the items.
    package static func block(at position: Int, of state: LockScreenState) -> Block? {
        if position == 0 { return (nil, heading(state, width: state.options.cardWidth + gutter), []) }
        if let item = state.items[safe: position - 1] { return block(item, state: state) }
        return (nil, note("No notifications", width: state.options.cardWidth), [])
    }

    /// An item's block: a collapsed stack, an opened stack's header, or one notification's card.
    package static func block(_ item: LockScreenItem, state: LockScreenState) -> Block? {
        let cardWidth = state.options.cardWidth
        switch item {
        case .stack(let thread):
            guard let stack = state.stack(thread) else { return nil }
            let (grid, pictures) = collapsedStack(stack, state: state, cardWidth: cardWidth)
            return (item, grid, pictures)
        case .showLess(let thread):
            return (item, showLessHeader(state.stack(thread), state: state, width: cardWidth), [])
        case .pile:
            return LockScreenPileRenderer.block(state.options.pileDisplay ?? .stack, state: state)
        case .notification(let id):
            guard let notification = state.notification(id) else { return nil }
            let card = CardRenderer.render(state.displayState(notification, groupCount: state.groupCount(notification.thread)), width: cardWidth)
            return (item, card.grid, card.pictures)
        }
    }

    /// Stacks the blocks one under another with a blank row between them and marks the focused one.
    package static func compose(_ blocks: [Block], width: Int,
                        focused: LockScreenItem?) -> LockScreenPicture {
        let height = blocks.reduce(0) { $0 + $1.grid.height } + max(0, blocks.count - 1)
        var grid = CellGrid(width: width, height: max(1, height), fill: Cell.blank(.plain))
        var itemRects: [(item: LockScreenItem, rect: Rect)] = []
        var pictures: [PicturePlacement] = []
        var y = 0
        for block in blocks {
            WorkCounter.add(1)
            let x = block.item == nil ? 0 : gutter
            grid.draw(block.grid, at: Point(x: x, y: y))
            for picture in block.pictures {
                var moved = picture
                moved.box = Rect(x: picture.box.x + x, y: picture.box.y + y, width: picture.box.width, height: picture.box.height)
                moved.frame = Rect(x: picture.frame.x + x, y: picture.frame.y + 2 * y, width: picture.frame.width, height: picture.frame.height)
                pictures.append(moved)
            }
            if let item = block.item {
                let rect = Rect(x: x, y: y, width: block.grid.width, height: block.grid.height)
                itemRects.append((item, rect))
                if item == focused {
                    for row in rect.y..<rect.maxY {
                        grid.put("›", at: Point(x: 0, y: row), style: Style(foreground: .role(.accent), bold: true))
                    }
                }
            }
            y += block.grid.height + 1
        }
        return LockScreenPicture(grid: grid, itemRects: itemRects, pictures: pictures)
    }

    /// "Notification Center", "Lock Screen", "Lock Screen · locked" or "Notification Summary", with the count; a
    /// second line says when previews are hidden.
    package static func heading(_ state: LockScreenState, width: Int) -> CellGrid {
        var title = state.options.isDeviceLocked ? "Lock Screen · locked" : state.options.display != nil ? "Lock Screen" : "Notification Center"
        if state.options.showsSummary { title = "Notification Summary" }
        let count = state.notificationCount - (state.bannerID == nil ? 0 : 1)
        var lines = ["\(title) · \(count) notification\(count == 1 ? "" : "s")"]
        if state.options.hidesPreviews {
            lines.append("Previews hidden (\(state.options.previews == .never ? "Never" : "When Unlocked"))")
        }
        var grid = CellGrid(width: width, height: lines.count, fill: Cell.blank(.plain))
        for (row, line) in lines.enumerated() {
            grid.put(TextLayout.truncate(line, width: width - gutter), at: Point(x: gutter, y: row),
                     style: Style(foreground: .role(.secondaryText), bold: row == 0))
        }
        return grid
    }

    package static func note(_ text: String, width: Int) -> CellGrid {
        var grid = CellGrid(width: width, height: 1, fill: Cell.blank(.plain))
        grid.put(TextLayout.truncate(text, width: width - 2), at: Point(x: 2, y: 0), style: .role(.secondaryText))
        return grid
    }

    /// The newest notification's banner, the edges of up to two platters behind it, and the summary.
    package static func collapsedStack(_ stack: NotificationStack, state: LockScreenState, cardWidth: Int) -> (CellGrid, [PicturePlacement]) {
        guard let newest = stack.newest else { return (CellGrid(width: cardWidth, height: 0), []) }
        let card = CardRenderer.render(state.displayState(newest, groupCount: state.groupCount(stack.thread)), width: cardWidth)
        let behind = min(stack.count - 1, 2)
        let summary = state.stackSummary(stack)
        var grid = CellGrid(width: cardWidth, height: card.grid.height + behind + (summary == nil ? 0 : 1), fill: Cell.blank(.plain))
        grid.draw(card.grid, at: .zero)
        drawPlatters(behind, into: &grid, below: card.grid.height, cardWidth: cardWidth)
        if let summary {
            let fitted = TextLayout.truncate(summary, width: cardWidth - 4)
            grid.put(fitted, centredIn: Rect(x: 0, y: grid.height - 1, width: cardWidth, height: 1), style: .role(.secondaryText))
        }
        return (grid, card.pictures)
    }

    /// The bottom edges of `count` platters behind a card `cardWidth` wide whose last row is `below - 1`.
    package static func drawPlatters(_ count: Int, into grid: inout CellGrid, below: Int, cardWidth: Int) {
        // The platters behind are cards too: their edges on the card's colour, not holes of the background's.
        let edge = Style(foreground: .role(.border), background: .role(.card))
        for layer in 0..<max(0, count) {
            let inset = layer + 1
            var row = "╰" + String(repeating: "─", count: max(0, cardWidth - 2 * inset - 2)) + "╯"
            if cardWidth - 2 * inset < 2 { row = "" }
            grid.put(row, at: Point(x: inset, y: below + layer), style: edge)
        }
    }

    /// An opened stack's header: the app name, then "Show less" and the clear button.
    package static func showLessHeader(_ stack: NotificationStack?, state: LockScreenState, width: Int) -> CellGrid {
        var grid = CellGrid(width: width, height: 1, fill: Cell.blank(.plain))
        let trailing = showLessTitle + "  " + clearTitle
        let trailingWidth = DisplayWidth.of(trailing)
        let name = state.app.app.name + (stack.map { " · \($0.count)" } ?? "")
        grid.put(TextLayout.truncate(name, width: max(0, width - trailingWidth - 3)), at: Point(x: 1, y: 0), style: Style(foreground: .role(.text), bold: true))
        grid.put(trailing, at: Point(x: max(0, width - 1 - trailingWidth), y: 0), style: Style(foreground: .role(.secondaryText), bold: true))
        return grid
    }

    /// The scheduled summary: featured (with thumbnails), the rest, then what was not held.
    package static func summaryBlocks(_ state: LockScreenState, cardWidth: Int) -> [Block] {
        let summary = state.summary
        var blocks: [Block] = []
        func card(_ notification: LockScreenNotification, thumbnail: Bool) {
            var shown = state.displayState(notification, groupCount: state.groupCount(notification.thread))
            if !thumbnail { shown.attachments = [] }
            let card = CardRenderer.render(shown, width: cardWidth)
            blocks.append((.notification(id: notification.id), card.grid, card.pictures))
        }
        for notification in summary.featured { card(notification, thumbnail: true) }
        for notification in summary.others { card(notification, thumbnail: false) }
        if summary.held.isEmpty { blocks.append((nil, note("Nothing held for the summary", width: cardWidth + gutter), [])) }
        if !summary.deliveredImmediately.isEmpty {
            blocks.append((nil, note("Delivered immediately (Time Sensitive, critical, communication):", width: cardWidth + gutter), []))
            for notification in summary.deliveredImmediately { card(notification, thumbnail: true) }
        }
        return blocks
    }
}
