import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// The iOS 15-and-later card (the default): no header row; the app icon (or a communication
/// notification's avatar) at the leading edge of the text; the title in bold on the first line with
/// the time trailing; subtitle; body (four lines in the banner); the first attachment as a thumbnail
/// at the trailing edge of the banner. The full interface shows the custom view (or the attachment)
/// on top, the default content below it laid out like the banner, and the actions as a menu in a
/// platter of their own: one row per action, title leading, icon trailing, destructive in red.
/// There is no close button. Docs/IOS-PRESENTATION.md gives the source of each rule.
package enum ModernCardRenderer {
    package typealias TextLine = CardRenderer.TextLine
    package static let frameStyle = CardRenderer.frameStyle
    /// Where the text starts: border, space, the icon tile, space.
    package static let textX = 2 + IconTileView.size.width + 1

    /// The title (always present: the app name stands in), subtitle and body beside the icon in a
    /// card `width` wide; the title is kept clear of the time beside it.
    package static func lines(_ state: PreviewState, width: Int, banner: Bool) -> [TextLine] {
        let textWidth = self.textWidth(state, width: width, banner: banner)
        // The title row has no thumbnail below the time.
        let titleWidth = max(1, width - textX - 2 - timeColumns)
        return CardRenderer.textLines(title: state.modernTitle(expanded: !banner), titleWidth: titleWidth, state, textWidth: textWidth, banner: banner)
    }

    /// The time and the space before it.
    package static let timeColumns = DisplayWidth.of(CardRenderer.bannerTrailing) + 1

    /// Columns kept free below the title row at the right edge (the banner's thumbnail), which the
    /// title row has, up to the time.
    package static func trailingColumnsBelowTitle(_ state: PreviewState, banner: Bool) -> Int {
        banner && !state.attachments.isEmpty ? AttachmentView.thumbnailSize.width + 1 : 0
    }

    /// The icon tile and the text beside it from row `top`, "now" trailing the first line. Returns the
    /// rows used. `lines` are `lines(state, width:, banner:)`, wrapped once by the caller, which
    /// also measured the card's height with them.
    package static func drawContent(_ state: PreviewState, lines: [TextLine], top: Int, width: Int,
                            into grid: inout CellGrid, pictures: inout [PicturePlacement]) -> Int {
        let time = CardRenderer.bannerTrailing
        if let avatar = IconTileView.draw(state, at: Point(x: 2, y: top), into: &grid) { pictures.append(avatar) }
        for (offset, line) in lines.enumerated() {
            grid.put(line.text, at: Point(x: textX, y: top + offset), style: line.style, clip: Rect(x: textX, y: top + offset, width: width - textX - 2, height: 1))
        }
        grid.put(time, at: Point(x: width - 2 - DisplayWidth.of(time), y: top), style: .role(.secondaryText))
        return max(lines.count, IconTileView.size.height)
    }

    /// The text's width: from the tile to the border, less the banner's thumbnail.
    package static func textWidth(_ state: PreviewState, width: Int, banner: Bool) -> Int {
        max(1, width - textX - 2 - trailingColumnsBelowTitle(state, banner: banner))
    }

    /// Rows `drawContent` will take with these lines.
    package static func contentHeight(lines: [TextLine]) -> Int {
        max(lines.count, IconTileView.size.height)
    }

    // MARK: Banner

    package static func renderBanner(_ state: PreviewState, width: Int) -> RenderedCard {
        let thumbnail = state.attachments.first
        let thumbnailSize = AttachmentView.thumbnailSize
        let lines = lines(state, width: width, banner: true)
        let contentRows = max(contentHeight(lines: lines),
                              thumbnail == nil ? 0 : 1 + thumbnailSize.height)
        let height = 2 + contentRows
        var grid = CellGrid(width: width, height: height, fill: Cell.blank(.plain))
        BoxDrawing.top(&grid, row: 0, width: width, style: frameStyle)
        BoxDrawing.sides(&grid, rows: 1..<(height - 1), width: width, style: frameStyle)
        BoxDrawing.bottom(&grid, row: height - 1, width: width, style: frameStyle)
        var pictures: [PicturePlacement] = []
        _ = drawContent(state, lines: lines, top: 1, width: width, into: &grid, pictures: &pictures)
        if let thumbnail, let placement = AttachmentView.draw(thumbnail, in: Rect(origin: Point(x: width - 2 - thumbnailSize.width, y: 2), size: thumbnailSize),
                                                              options: state.options, into: &grid) {
            pictures.append(placement)
        }
        let sections = [CardSection(.default, Rect(x: 0, y: 0, width: width, height: height))]
        var layout = CardLayout(width: width, height: height, stage: .banner, sections: sections)
        layout.headlineRow = 1
        return RenderedCard(grid: grid, layout: layout, pictures: pictures)
    }

    // MARK: Expanded

    package static func renderExpanded(_ state: PreviewState, width: Int) -> RenderedCard {
        let customRows = CardRenderer.customRows(state, width: width)
        let showsDefault = !state.defaultContentHidden
        let picture = state.contentExtension == nil ? state.attachments.first : nil
        let pictureRows = picture.map { AttachmentView.expandedHeight(of: $0, width: width - 4, cellAspect: state.options.cellAspect) } ?? 0
        let keyboardHeight = KeyboardAreaView.height(state)
        let actions = keyboardHeight > 0 ? [] : state.visibleActions
        let lines = showsDefault ? lines(state, width: width, banner: false) : []
        let textRows = showsDefault ? contentHeight(lines: lines) : 0
        let defaultHeight = textRows == 0 ? 0 : textRows + (customRows > 0 ? 1 : 0) + (pictureRows > 0 ? pictureRows + 1 : 0)
        // A hidden default content with no custom view still leaves the platter one empty row.
        let platterBottom = 1 + max(customRows + defaultHeight, 1)
        let height = platterBottom + 1 + ActionPlatterView.height(count: actions.count) + keyboardHeight

        var grid = CellGrid(width: width, height: height, fill: Cell.blank(.plain))
        var sections: [CardSection] = []
        BoxDrawing.top(&grid, row: 0, width: width, style: frameStyle)
        BoxDrawing.sides(&grid, rows: 1..<platterBottom, width: width, style: frameStyle)

        var drawing = ViewDrawing()
        let headlineRow = CardRenderer.drawBody(state, top: 1, width: width, customRows: customRows, picture: picture, pictureRows: pictureRows,
                                                defaultRows: defaultHeight, into: &grid, sections: &sections, drawing: &drawing) { grid, top, drawing in
            drawContent(state, lines: lines, top: top, width: width, into: &grid, pictures: &drawing.pictures)
        }
        return CardRenderer.finishExpanded(state, grid: &grid, sections: sections, drawing: drawing, platterBottom: platterBottom, actions: actions,
                                           row: drawMenuItem, dismissRect: nil, headlineRow: headlineRow)
    }

    /// One menu row: the title leading in the label colour (red when destructive), the icon's glyph
    /// trailing. Focus is `› ‹` around the title, which never moves, so a focus change repaints four
    /// cells as in the classic buttons.
    package static func drawMenuItem(_ action: NotificationAction, focused: Bool, into grid: inout CellGrid, rect: Rect) {
        let style = Style(foreground: .role(action.isDestructive ? .destructive : .text))
        let glyph = action.icon?.glyph ?? ""
        let glyphWidth = DisplayWidth.of(glyph)
        let titleX = rect.x + 3
        let room = max(0, rect.maxX - titleX - 3 - (glyphWidth > 0 ? glyphWidth + 1 : 0))
        let title = TextLayout.truncate(action.title, width: room)
        grid.put(title, at: Point(x: titleX, y: rect.y), style: style, clip: rect)
        if focused {
            grid.put("›", at: Point(x: titleX - 2, y: rect.y), style: style, clip: rect)
            grid.put("‹", at: Point(x: titleX + DisplayWidth.of(title) + 1, y: rect.y), style: style, clip: rect)
        }
        if glyphWidth > 0 {
            grid.put(glyph, at: Point(x: rect.maxX - 1 - glyphWidth, y: rect.y), style: style, clip: rect)
        }
    }
}
