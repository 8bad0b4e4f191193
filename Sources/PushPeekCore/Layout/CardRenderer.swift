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
    static let frameStyle = Style(foreground: .role(.border), background: .role(.card))
    static let bannerBodyLines = 4
    /// What ends the header row: the time on the banner, the close button on the full interface.
    static let bannerTrailing = "now"
    static let expandedTrailing = "✕"

    public static func render(_ state: PreviewState, width requestedWidth: Int) -> RenderedCard {
        let width = min(max(requestedWidth, CardOptions.minimumWidth), CardOptions.maximumWidth)
        var card = state.stage == .banner ? renderBanner(state, width: width) : renderExpanded(state, width: width)
        if state.isDismissed {
            if state.presentationEra == .classic {
                let trailing = state.stage == .banner ? bannerTrailing : expandedTrailing
                drawDismissed(into: &card.grid, span: Rect(x: 4, y: min(card.grid.height - 1, 1), width: width - 7 - DisplayWidth.of(trailing), height: 1))
            } else {
                drawDismissed(into: &card.grid, span: Rect(x: 2, y: min(card.grid.height - 1, 1), width: width - 4, height: 1))
            }
        }
        return card
    }

    /// The abbreviated banner in the state's presentation.
    public static func renderBanner(_ state: PreviewState, width: Int) -> RenderedCard {
        state.presentationEra == .classic ? ClassicCardRenderer.renderBanner(state, width: width) : ModernCardRenderer.renderBanner(state, width: width)
    }

    /// The full interface in the state's presentation.
    public static func renderExpanded(_ state: PreviewState, width: Int) -> RenderedCard {
        state.presentationEra == .classic ? ClassicCardRenderer.renderExpanded(state, width: width) : ModernCardRenderer.renderExpanded(state, width: width)
    }

    /// A dimmed card says it was dismissed (and how to bring it back) on its first row, in `span`
    /// (classic: between the header's icon and its trailing ✕ or "now", which stay).
    static func drawDismissed(into grid: inout CellGrid, span: Rect) {
        grid.restyle(grid.bounds) { $0.dim = true }
        guard !span.isEmpty else { return }
        grid.fill(span, style: Style(foreground: .role(.secondaryText), background: .role(.card), dim: true))
        let fitted = TextLayout.truncate(" Dismissed · r delivers it again ", width: span.width)
        grid.put(fitted, at: Point(x: span.x + (span.width - DisplayWidth.of(fitted)) / 2, y: span.y),
                 style: Style(foreground: .role(.focusText), background: .role(.destructive), bold: true))
    }

    /// Height of the custom content area for a view `viewWidth` columns wide (the card's inside:
    /// the ratio is the view's own height ÷ its own width).
    public static func customHeight(width viewWidth: Int, ratio: Double, cellAspect: Double) -> Int {
        let raw = Double(viewWidth) * ratio * cellAspect
        guard raw.isFinite, raw > 0 else { return 0 }
        // Clamp before converting: a ratio like 1e300 must not trap in Int(_:).
        return max(1, Int(min(raw, Double(CardOptions.maximumCustomHeight)).rounded()))
    }

    /// Rows of the custom view in a card `width` wide (0 without an extension).
    static func customRows(_ state: PreviewState, width: Int) -> Int {
        guard state.contentExtension != nil else { return 0 }
        return customHeight(width: width - 2, ratio: state.currentContentSizeRatio, cellAspect: state.options.cellAspect)
    }

    // MARK: Text of the default content

    struct TextLine {
        var text: String
        var style: Style
    }

    static let titleStyle = Style.role(.text, bold: true)

    /// A silent push's one note, when the payload is one.
    static func silentLines(_ state: PreviewState, textWidth: Int) -> [TextLine]? {
        guard state.content.isSilent else { return nil }
        return TextLayout.wrap("Silent background push (content-available): iOS shows nothing.", width: textWidth)
            .map { TextLine(text: $0, style: .role(.secondaryText)) }
    }

    /// Title (or none), subtitle and body as lines: the banner keeps the title and subtitle to one
    /// line each (a line feed ends them, with "…") and the body to four lines; the full interface
    /// wraps everything, breaking at line feeds.
    static func textLines(title: String?, _ state: PreviewState, textWidth: Int, banner: Bool) -> [TextLine] {
        let content = state.content
        var lines: [TextLine] = []
        if banner {
            if let title { lines.append(TextLine(text: TextLayout.firstLine(title, width: textWidth), style: titleStyle)) }
            if !content.subtitle.isEmpty {
                lines.append(TextLine(text: TextLayout.firstLine(content.subtitle, width: textWidth), style: titleStyle))
            }
            lines += TextLayout.wrap(content.body, width: textWidth, maxLines: bannerBodyLines)
                .filter { !$0.isEmpty || !content.body.isEmpty }
                .map { TextLine(text: $0, style: .role(.text)) }
        } else {
            if let title { lines += TextLayout.wrap(title, width: textWidth, maxLines: 4).map { TextLine(text: $0, style: titleStyle) } }
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
