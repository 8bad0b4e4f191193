/// Lays out and draws the notification card: the one engine behind `render`, the TUI and the tests.
///
/// Expanded: header (icon, name, ×) · custom content (`round(W × ratio × cellAspect)` rows inside the
/// side borders, only when
/// an extension handles the category) · default content (unless hidden) · action buttons in a
/// platter of their own, or, while the keyboard / input view / unlock prompt is up, that area in
/// their place. Banner: header (icon, name, "now") · title, subtitle, body cut to 4 lines.
public enum CardRenderer {
    static let frameStyle = Style(foreground: .role(.border), background: .role(.card))
    static let bannerBodyLines = 4
    /// What ends the header row: the time on the banner, the close button on the full interface.
    static let bannerTrailing = "now"
    static let expandedTrailing = "✕"

    public static func render(_ state: PreviewState, width requestedWidth: Int) -> RenderedCard {
        let width = min(max(requestedWidth, CardOptions.minimumWidth), CardOptions.maximumWidth)
        if let instead = NoAlertView.render(state, width: width) { return instead }
        var card = state.stage == .banner ? renderBanner(state, width: width) : renderExpanded(state, width: width)
        if state.isDismissed { drawDismissed(into: &card.grid, trailing: state.stage == .banner ? bannerTrailing : expandedTrailing) }
        return DeliveryNoteView.appendingNotes(to: card, content: state.content)
    }

    /// A dimmed card says it was dismissed (and how to bring it back) in its header, in place of the
    /// app name: between the icon and the trailing ✕ or "now", which stay.
    static func drawDismissed(into grid: inout CellGrid, trailing: String) {
        grid.restyle(grid.bounds) { $0.dim = true }
        let span = Rect(x: 4, y: min(grid.height - 1, 1), width: grid.width - 7 - DisplayWidth.of(trailing), height: 1)
        guard !span.isEmpty else { return }
        grid.fill(span, style: Style(foreground: .role(.secondaryText), background: .role(.card), dim: true))
        let fitted = TextLayout.truncate(" Dismissed · r delivers it again ", width: span.width)
        grid.put(fitted, at: Point(x: span.x + (span.width - DisplayWidth.of(fitted)) / 2, y: span.y),
                 style: Style(foreground: .role(.focusText), background: .role(.destructive), bold: true))
    }

    /// Height of the custom content area for a card `width` wide.
    public static func customHeight(width: Int, ratio: Double, cellAspect: Double) -> Int {
        let raw = Double(width) * ratio * cellAspect
        guard raw.isFinite, raw > 0 else { return 0 }
        // Clamp before converting: a ratio like 1e300 must not trap in Int(_:).
        return max(1, Int(min(raw, Double(CardOptions.maximumCustomHeight)).rounded()))
    }

    // MARK: Text of the default content

    struct TextLine {
        var text: String
        var style: Style
    }

    static func defaultLines(_ state: PreviewState, textWidth: Int, banner: Bool) -> [TextLine] {
        let content = state.content
        var lines: [TextLine] = []
        if let mark = DeliveryNoteView.mark(content) {
            lines.append(TextLine(text: TextLayout.truncate(mark, width: textWidth), style: .role(.secondaryText, bold: true)))
        }
        let title = content.title.isEmpty ? state.app.app.name : content.title
        let titleStyle = Style.role(.text, bold: true)
        if banner {
            lines.append(TextLine(text: TextLayout.truncate(title, width: textWidth), style: titleStyle))
            if !content.subtitle.isEmpty {
                lines.append(TextLine(text: TextLayout.truncate(content.subtitle, width: textWidth), style: titleStyle))
            }
            lines += TextLayout.wrap(content.body, width: textWidth, maxLines: bannerBodyLines)
                .filter { !$0.isEmpty || !content.body.isEmpty }
                .map { TextLine(text: $0, style: .role(.text)) }
        } else {
            lines += TextLayout.wrap(title, width: textWidth, maxLines: 4).map { TextLine(text: $0, style: titleStyle) }
            if !content.subtitle.isEmpty {
                lines += TextLayout.wrap(content.subtitle, width: textWidth, maxLines: 4).map { TextLine(text: $0, style: titleStyle) }
            }
            if !content.body.isEmpty {
                lines += TextLayout.wrap(content.body, width: textWidth, maxLines: 60).map { TextLine(text: $0, style: .role(.text)) }
            }
        }
        return lines
    }

    // MARK: Header

    static func drawHeader(_ state: PreviewState, into grid: inout CellGrid, row: Int, width: Int, trailing: String, trailingStyle: Style) {
        let icon = TextLayout.truncate(state.app.app.icon, width: 2, ellipsis: "")
        let iconStyle = Style(foreground: .role(.focusText), background: .role(.accent), bold: true)
        var x = 2
        x += grid.put(icon.isEmpty ? " " : icon, at: Point(x: x, y: row), style: iconStyle)
        x += 1
        let trailingWidth = DisplayWidth.of(trailing)
        let nameWidth = max(0, width - x - trailingWidth - 3)
        grid.put(TextLayout.truncate(state.headerTitle.uppercased(), width: nameWidth), at: Point(x: x, y: row),
                 style: Style(foreground: .role(.secondaryText), bold: true))
        grid.put(trailing, at: Point(x: width - 2 - trailingWidth, y: row), style: trailingStyle)
    }

    // MARK: Banner

    static func renderBanner(_ state: PreviewState, width: Int) -> RenderedCard {
        let thumbnail = state.attachments.first
        let thumbnailSize = AttachmentView.thumbnailSize
        let thumbnailColumns = thumbnail == nil ? 0 : thumbnailSize.width + 1
        let lines = defaultLines(state, textWidth: width - 4 - thumbnailColumns, banner: true)
        let height = 3 + max(lines.count, thumbnail == nil ? 0 : thumbnailSize.height)
        var grid = CellGrid(width: width, height: height, fill: Cell.blank(.plain))
        BoxDrawing.top(&grid, row: 0, width: width, style: frameStyle)
        BoxDrawing.sides(&grid, rows: 1..<(height - 1), width: width, style: frameStyle)
        BoxDrawing.bottom(&grid, row: height - 1, width: width, style: frameStyle)
        drawHeader(state, into: &grid, row: 1, width: width, trailing: bannerTrailing, trailingStyle: .role(.secondaryText))
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
        return RenderedCard(grid: grid, layout: CardLayout(width: width, height: height, stage: .banner, sections: sections), pictures: pictures)
    }

    // MARK: Expanded

    static func renderExpanded(_ state: PreviewState, width: Int) -> RenderedCard {
        let customRows = state.contentExtension == nil ? 0 : customHeight(width: width, ratio: state.currentContentSizeRatio, cellAspect: state.options.cellAspect)
        let lines = state.defaultContentHidden ? [] : defaultLines(state, textWidth: width - 4, banner: false)
        let picture = state.contentExtension == nil ? state.attachments.first : nil
        let pictureRows = picture.map { AttachmentView.expandedHeight(of: $0, width: width - 4, cellAspect: state.options.cellAspect) } ?? 0
        let keyboardHeight = KeyboardAreaView.height(state)
        let actions = keyboardHeight > 0 ? [] : state.visibleActions
        let headerHeight = 3
        let defaultHeight = lines.isEmpty && pictureRows == 0 ? 0 : lines.count + (customRows > 0 ? 1 : 0) + (pictureRows > 0 ? pictureRows + 1 : 0)
        let platterBottom = headerHeight + customRows + defaultHeight
        let actionsHeight = actions.isEmpty ? 0 : 1 + actions.count * 2
        let height = platterBottom + 1 + actionsHeight + keyboardHeight

        var grid = CellGrid(width: width, height: height, fill: Cell.blank(.plain))
        var sections: [CardSection] = []
        BoxDrawing.top(&grid, row: 0, width: width, style: frameStyle)
        BoxDrawing.sides(&grid, rows: 1..<platterBottom, width: width, style: frameStyle)
        let closeStyle = Style(foreground: .role(.secondaryText), bold: true)
        drawHeader(state, into: &grid, row: 1, width: width, trailing: expandedTrailing, trailingStyle: closeStyle)
        BoxDrawing.divider(&grid, row: 2, width: width, style: frameStyle)
        sections.append(CardSection(.header, Rect(x: 0, y: 0, width: width, height: headerHeight)))

        var drawing = ViewDrawing()
        var y = headerHeight
        if customRows > 0 {
            let rect = Rect(x: 1, y: y, width: width - 2, height: customRows)
            drawing = CustomViewRenderer.drawView(state, into: &grid, rect: rect)
            sections.append(CardSection(.custom, Rect(x: 0, y: y, width: width, height: customRows)))
            y += customRows
        }
        if defaultHeight > 0 {
            let start = y
            if customRows > 0 {
                BoxDrawing.divider(&grid, row: y, width: width, style: frameStyle)
                y += 1
            }
            if let picture {
                if let placement = AttachmentView.draw(picture, in: Rect(x: 2, y: y, width: width - 4, height: pictureRows), options: state.options, into: &grid) {
                    drawing.pictures.append(placement)
                }
                drawing.elements.append(ElementInfo(kind: "attachment", rect: Rect(x: 2, y: y, width: width - 4, height: pictureRows),
                                            details: .object([("identifier", .string(picture.identifier)), ("file", .string(picture.fileName))])))
                y += pictureRows + 1
            }
            for line in lines {
                grid.put(line.text, at: Point(x: 2, y: y), style: line.style, clip: Rect(x: 2, y: y, width: width - 4, height: 1))
                y += 1
            }
            sections.append(CardSection(.default, Rect(x: 0, y: start, width: width, height: y - start)))
        }
        BoxDrawing.bottom(&grid, row: platterBottom, width: width, style: frameStyle)

        var actionRects: [Rect] = []
        if !actions.isEmpty {
            let top = platterBottom + 1
            BoxDrawing.top(&grid, row: top, width: width, style: frameStyle)
            for (index, action) in actions.enumerated() {
                let row = top + 1 + index * 2
                BoxDrawing.sides(&grid, rows: row..<(row + 1), width: width, style: frameStyle)
                let rect = Rect(x: 1, y: row, width: width - 2, height: 1)
                drawAction(action, focused: state.focusedAction == index, into: &grid, rect: rect)
                actionRects.append(rect)
                if index < actions.count - 1 {
                    BoxDrawing.divider(&grid, row: row + 1, width: width, style: frameStyle)
                } else {
                    BoxDrawing.bottom(&grid, row: row + 1, width: width, style: frameStyle)
                }
            }
            sections.append(CardSection(.actions, Rect(x: 0, y: top, width: width, height: actionsHeight)))
        }
        let input = KeyboardAreaView.draw(state, into: &grid, top: platterBottom + 1, width: width)
        if let input { sections.append(CardSection(.input, input.rect)) }
        let layout = CardLayout(width: width, height: height, stage: .expanded, sections: sections, actionRects: actionRects,
                                dismissRect: Rect(x: width - 3, y: 1, width: 1, height: 1), elements: drawing.elements,
                                controls: drawing.controls, mediaButtonRect: drawing.mediaButtonRect, input: input)
        return RenderedCard(grid: grid, layout: layout, pictures: drawing.pictures)
    }

    /// One action button: centred title (and icon) in the accent or destructive colour, focus marked
    /// with `›…‹` around it (in plain text too). The markers are the whole difference between a
    /// focused and an unfocused button, so moving the focus repaints four cells — not two rows in
    /// another colour (Docs/PERFORMANCE.md: a Tab must cost at most 64 bytes over SSH).
    static func drawAction(_ action: NotificationAction, focused: Bool, into grid: inout CellGrid, rect: Rect) {
        let style = Style(foreground: .role(action.isDestructive ? .destructive : .accent))
        var label = action.title
        if let icon = action.icon, !icon.isEmpty { label += " " + icon }
        let markerWidth = focused ? 4 : 0
        let fitted = TextLayout.truncate(label, width: max(0, rect.width - 2 - markerWidth))
        let text = focused ? "› " + fitted + " ‹" : fitted
        let x = rect.x + max(0, (rect.width - DisplayWidth.of(text)) / 2)
        grid.put(text, at: Point(x: x, y: rect.y), style: style, clip: rect)
    }
}
