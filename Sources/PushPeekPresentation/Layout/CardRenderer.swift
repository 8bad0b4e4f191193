import PushPeekModel
import PushPeekCanvas
import PushPeekApp
import PushPeekJSON

/// Lays out and draws the notification card: the one engine behind `render`, the TUI and the tests.
///
/// The state's `presentationEra` picks the drawing: `ClassicCardRenderer` (iOS 10–14: a header row,
/// centred buttons) or `ModernCardRenderer` (iOS 15 and later: the app icon beside the text, the
/// actions as a menu). Both lay out the same parts — the custom content
/// (`round(V × ratio × cellAspect)` rows for a view `V` columns wide, inside the side borders, only
/// when an extension handles the category), the default content (unless hidden), and the actions in
/// a platter of their own or, while the keyboard / input view / unlock prompt is up, that area in
/// their place.
public enum CardRenderer {
    package static let frameStyle = Style(foreground: .role(.border), background: .role(.card))
    package static let bannerBodyLines = 4
    /// What ends the header row: the time on the banner, the close button on the full interface.
    package static let bannerTrailing = "now"
    package static let expandedTrailing = "✕"

    public static func render(_ state: PreviewState, width requestedWidth: Int) -> RenderedCard {
        let width = min(max(requestedWidth, CardOptions.minimumWidth), CardOptions.maximumWidth)
        if let instead = NoAlertView.render(state, width: width) { return instead }
        var card = state.stage == .banner ? renderBanner(state, width: width) : renderExpanded(state, width: width)
        if state.isDismissed {
            // Headless output has no key to press: the notice leaves "r delivers it again" out.
            card = DismissedNoticeView.appending(to: card, interactive: state.viewport != nil)
        }
        return state.withPresentedContent { DeliveryNoteView.appendingNotes(to: card, content: $0) }
    }

    /// The abbreviated banner in the state's presentation.
    public static func renderBanner(_ state: PreviewState, width: Int) -> RenderedCard {
        state.presentationEra == .classic ? ClassicCardRenderer.renderBanner(state, width: width) : ModernCardRenderer.renderBanner(state, width: width)
    }

    /// The full interface in the state's presentation.
    public static func renderExpanded(_ state: PreviewState, width: Int) -> RenderedCard {
        state.presentationEra == .classic ? ClassicCardRenderer.renderExpanded(state, width: width) : ModernCardRenderer.renderExpanded(state, width: width)
    }

    /// Height of the custom content area for a view `viewWidth` columns wide (the card's inside:
    /// the ratio is the view's own height ÷ its own width).
    public static func customHeight(width viewWidth: Int, ratio: Double, cellAspect: Double) -> Int {
        let raw = Double(viewWidth) * ratio * cellAspect
        guard raw.isFinite, raw > 0 else { return 0 }
        return WholeNumber.clamped(raw, to: 1...max(1, CardOptions.maximumCustomHeight))
    }

    /// Rows of the custom view in a card `width` wide (0 without an extension).
    package static func customRows(_ state: PreviewState, width: Int) -> Int {
        guard state.contentExtension != nil else { return 0 }
        return customHeight(width: width - 2, ratio: state.currentContentSizeRatio, cellAspect: state.options.cellAspect)
    }

    // MARK: The full interface, shared by both eras

    /// Draws the custom view from row `top`, then — when `defaultRows` > 0 — the default content:
    /// a divider under a custom view, the attachment picture (without one), and the text block
    /// `drawText` draws from the row it is given (returning the rows it took). Returns the text
    /// block's first row.
    package static func drawBody(_ state: PreviewState, top: Int, width: Int, customRows: Int, picture: Attachment?, pictureRows: Int, defaultRows: Int,
                         into grid: inout CellGrid, sections: inout [CardSection], drawing: inout ViewDrawing,
                         text drawText: (_ grid: inout CellGrid, _ row: Int, _ drawing: inout ViewDrawing) -> Int) -> Int? {
        var y = top
        if customRows > 0 {
            drawing = CustomViewRenderer.drawView(state, into: &grid, rect: Rect(x: 1, y: y, width: width - 2, height: customRows))
            sections.append(CardSection(.custom, Rect(x: 0, y: y, width: width, height: customRows)))
            y += customRows
        }
        guard defaultRows > 0 else { return nil }
        let start = y
        if customRows > 0 {
            BoxDrawing.divider(&grid, row: y, width: width, style: frameStyle)
            y += 1
        }
        if let picture {
            AttachmentView.drawExpanded(picture, in: Rect(x: 2, y: y, width: width - 4, height: pictureRows), state: state, into: &grid, drawing: &drawing)
            y += pictureRows + 1
        }
        let textRow = y
        y += drawText(&grid, y, &drawing)
        sections.append(CardSection(.default, Rect(x: 0, y: start, width: width, height: y - start)))
        return textRow
    }

    /// Closes the notification's platter at `platterBottom`, draws the actions (each row by `row`)
    /// or the keyboard area under it, and assembles the layout.
    /// Takes `grid` over (the caller's is left empty), so the cells are not copied on the first write.
    package static func finishExpanded(_ state: PreviewState, grid drawn: inout CellGrid, sections: [CardSection], drawing: ViewDrawing, platterBottom: Int,
                               actions: [NotificationAction], row: ActionPlatterView.RowDrawer, dismissRect: Rect?, headlineRow: Int?) -> RenderedCard {
        var grid = CellGrid(width: 0, height: 0)
        swap(&grid, &drawn)
        var sections = sections
        let width = grid.width
        BoxDrawing.bottom(&grid, row: platterBottom, width: width, style: frameStyle)
        let actionRects = ActionPlatterView.draw(actions, focused: state.focusedAction, top: platterBottom + 1, width: width, into: &grid, row: row)
        if !actionRects.isEmpty {
            sections.append(CardSection(.actions, Rect(x: 0, y: platterBottom + 1, width: width, height: ActionPlatterView.height(count: actions.count))))
        }
        let input = KeyboardAreaView.draw(state, into: &grid, top: platterBottom + 1, width: width)
        if let input { sections.append(CardSection(.input, input.rect)) }
        var layout = CardLayout(width: width, height: grid.height, stage: .expanded, sections: sections, actionRects: actionRects,
                                dismissRect: dismissRect, elements: drawing.elements,
                                controls: drawing.controls, mediaButtonRect: drawing.mediaButtonRect, input: input)
        layout.headlineRow = headlineRow
        return RenderedCard(grid: grid, layout: layout, pictures: drawing.pictures)
    }

    // MARK: Text of the default content

    package struct TextLine {
        package var text: String
        package var style: Style
    }

    package static let titleStyle = Style.role(.text, bold: true)

    /// Title (or none), subtitle and body as lines: the banner keeps the title and subtitle to one
    /// line each (a line feed ends them, with "…") and the body to four lines; the full interface
    /// wraps everything, breaking at line feeds.
    /// `titleWidth` (at most `textWidth`) leaves room beside the title for the time.
    package static func textLines(title: String?, titleWidth: Int? = nil, _ state: PreviewState, textWidth: Int, banner: Bool) -> [TextLine] {
        let titleWidth = titleWidth ?? textWidth
        let content = state.content
        var lines: [TextLine] = []
        if let mark = state.withPresentedContent(DeliveryNoteView.mark) {
            lines.append(TextLine(text: TextLayout.truncate(mark, width: textWidth), style: .role(.secondaryText, bold: true)))
        }
        if banner {
            if let title { lines.append(TextLine(text: TextLayout.firstLine(title, width: titleWidth), style: titleStyle)) }
            if !content.subtitle.isEmpty {
                lines.append(TextLine(text: TextLayout.firstLine(content.subtitle, width: textWidth), style: titleStyle))
            }
            lines += TextLayout.wrap(content.body, width: textWidth, maxLines: bannerBodyLines)
                .filter { !$0.isEmpty || !content.body.isEmpty }
                .map { TextLine(text: $0, style: .role(.text)) }
        } else {
            if let title { lines += TextLayout.wrap(title, width: titleWidth, maxLines: 4).map { TextLine(text: $0, style: titleStyle) } }
            if !content.subtitle.isEmpty {
                lines += TextLayout.wrap(content.subtitle, width: textWidth, maxLines: 4).map { TextLine(text: $0, style: titleStyle) }
            }
            if !content.body.isEmpty {
                lines += TextLayout.wrap(content.body, width: textWidth, maxLines: 60).map { TextLine(text: $0, style: .role(.text)) }
            }
        }
        return lines
    }
}
