import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// The iOS 10–14 card (`--ios 14`): header row (small icon, APP NAME, "now" on the banner, ✕ on the
/// full interface) · title, subtitle, body · full-width centred action buttons.
///
/// Without a title no title line shows: the header already names the app. The banner is drawn by
/// the system before the extension runs, so its header always shows the app name; with
/// `UNNotificationExtensionOverridesDefaultTitle` only the full interface's header shows the view
/// controller's `title`.
package enum ClassicCardRenderer {
    package typealias TextLine = CardRenderer.TextLine
    package static let frameStyle = CardRenderer.frameStyle

    package static func defaultLines(_ state: PreviewState, textWidth: Int, banner: Bool) -> [TextLine] {
        let title = state.content.title.isEmpty ? nil : state.content.title
        return CardRenderer.textLines(title: title, state, textWidth: textWidth, banner: banner)
    }

    package static func drawHeader(_ state: PreviewState, name: String, into grid: inout CellGrid, row: Int, width: Int, trailing: String, trailingStyle: Style) {
        let icon = TextLayout.truncate(state.app.app.icon, width: 2, ellipsis: "")
        let iconStyle = Style(foreground: .role(.focusText), background: .role(.accent), bold: true)
        var x = 2
        x += grid.put(icon.isEmpty ? " " : icon, at: Point(x: x, y: row), style: iconStyle)
        x += 1
        let trailingWidth = DisplayWidth.of(trailing)
        let nameWidth = max(0, width - x - trailingWidth - 3)
        grid.put(TextLayout.truncate(name.uppercased(), width: nameWidth), at: Point(x: x, y: row),
                 style: Style(foreground: .role(.secondaryText), bold: true))
        grid.put(trailing, at: Point(x: width - 2 - trailingWidth, y: row), style: trailingStyle)
    }

    // MARK: Banner

    package static func renderBanner(_ state: PreviewState, width: Int) -> RenderedCard {
        let thumbnail = state.attachments.first
        let thumbnailSize = AttachmentView.thumbnailSize
        let thumbnailColumns = thumbnail == nil ? 0 : thumbnailSize.width + 1
        let lines = defaultLines(state, textWidth: width - 4 - thumbnailColumns, banner: true)
        let height = 3 + max(lines.count, thumbnail == nil ? 0 : thumbnailSize.height)
        var grid = CellGrid(width: width, height: height, fill: Cell.blank(.plain))
        BoxDrawing.top(&grid, row: 0, width: width, style: frameStyle)
        BoxDrawing.sides(&grid, rows: 1..<(height - 1), width: width, style: frameStyle)
        BoxDrawing.bottom(&grid, row: height - 1, width: width, style: frameStyle)
        drawHeader(state, name: state.app.app.name, into: &grid, row: 1, width: width, trailing: CardRenderer.bannerTrailing, trailingStyle: .role(.secondaryText))
        for (offset, line) in lines.enumerated() {
            grid.put(line.text, at: Point(x: 2, y: 2 + offset), style: line.style, clip: Rect(x: 2, y: 0, width: width - 4 - thumbnailColumns, height: height))
        }
        var pictures: [PicturePlacement] = []
        if let thumbnail, let placement = AttachmentView.draw(thumbnail, in: Rect(origin: Point(x: width - 2 - thumbnailSize.width, y: 2), size: thumbnailSize),
                                                              options: state.options, into: &grid) {
            pictures.append(placement)
        }
        let sections = [
            CardSection(.header, Rect(x: 0, y: 0, width: width, height: 2)),
            CardSection(.default, Rect(x: 0, y: 2, width: width, height: height - 2)),
        ]
        var layout = CardLayout(width: width, height: height, stage: .banner, sections: sections)
        layout.headlineRow = 1
        return RenderedCard(grid: grid, layout: layout, pictures: pictures)
    }

    // MARK: Expanded

    package static func renderExpanded(_ state: PreviewState, width: Int) -> RenderedCard {
        let customRows = CardRenderer.customRows(state, width: width)
        let lines = state.defaultContentHidden ? [] : defaultLines(state, textWidth: width - 4, banner: false)
        let picture = state.contentExtension == nil ? state.attachments.first : nil
        let pictureRows = picture.map { AttachmentView.expandedHeight(of: $0, width: width - 4, cellAspect: state.options.cellAspect) } ?? 0
        let keyboardHeight = KeyboardAreaView.height(state)
        let actions = keyboardHeight > 0 ? [] : state.visibleActions
        let headerHeight = 3
        let defaultHeight = lines.isEmpty && pictureRows == 0 ? 0 : lines.count + (customRows > 0 ? 1 : 0) + (pictureRows > 0 ? pictureRows + 1 : 0)
        let platterBottom = headerHeight + customRows + defaultHeight
        let height = platterBottom + 1 + ActionPlatterView.height(count: actions.count) + keyboardHeight

        var grid = CellGrid(width: width, height: height, fill: Cell.blank(.plain))
        var sections: [CardSection] = []
        BoxDrawing.top(&grid, row: 0, width: width, style: frameStyle)
        BoxDrawing.sides(&grid, rows: 1..<platterBottom, width: width, style: frameStyle)
        let closeStyle = Style(foreground: .role(.secondaryText), bold: true)
        drawHeader(state, name: state.headerTitle, into: &grid, row: 1, width: width, trailing: CardRenderer.expandedTrailing, trailingStyle: closeStyle)
        BoxDrawing.divider(&grid, row: 2, width: width, style: frameStyle)
        sections.append(CardSection(.header, Rect(x: 0, y: 0, width: width, height: headerHeight)))

        var drawing = ViewDrawing()
        _ = CardRenderer.drawBody(state, top: headerHeight, width: width, customRows: customRows, picture: picture, pictureRows: pictureRows,
                                  defaultRows: defaultHeight, into: &grid, sections: &sections, drawing: &drawing) { grid, top, _ in
            for (offset, line) in lines.enumerated() {
                grid.put(line.text, at: Point(x: 2, y: top + offset), style: line.style, clip: Rect(x: 2, y: top + offset, width: width - 4, height: 1))
            }
            return lines.count
        }
        return CardRenderer.finishExpanded(state, grid: &grid, sections: sections, drawing: drawing, platterBottom: platterBottom, actions: actions,
                                           row: drawAction, dismissRect: Rect(x: width - 3, y: 1, width: 1, height: 1), headlineRow: 1)
    }

    /// One action button: centred title (and icon) in the accent or destructive colour, focus marked
    /// with `›…‹` around it (in plain text too). The markers are the whole difference between a
    /// focused and an unfocused button, so moving the focus repaints four cells — not two rows in
    /// another colour (Docs/PERFORMANCE.md: a Tab must cost at most 64 bytes over SSH).
    package static func drawAction(_ action: NotificationAction, focused: Bool, into grid: inout CellGrid, rect: Rect) {
        let style = Style(foreground: .role(action.isDestructive ? .destructive : .accent))
        var label = action.title
        if let icon = action.icon { label += " " + icon.glyph }
        let markerWidth = focused ? 4 : 0
        let fitted = TextLayout.truncate(label, width: max(0, rect.width - 2 - markerWidth))
        let text = focused ? "› " + fitted + " ‹" : fitted
        grid.put(text, centredIn: Rect(x: rect.x, y: rect.y, width: rect.width, height: min(1, rect.height)), style: style)
    }
}
