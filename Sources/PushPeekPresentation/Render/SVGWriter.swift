import PushPeekModel
import PushPeekCanvas

/// Writes a rendered card as a standalone SVG picture (`render --format svg`): the same cells the
/// text and ANSI formats show, in a monospace font with the theme's colours (bold, dim, reverse and
/// underline as a terminal shows them), the platters as rounded rectangles and the box characters
/// as lines, and each image attachment as the picture itself (its file's bytes as a data URI) where
/// the card fits it.
///
/// Invariant: the output depends only on the card, the theme and the title (same input, same
/// bytes), and every piece of text in it went through `MarkupText`, so nothing from a payload can
/// become markup. The only elements are `svg`, `title`, `rect`, `path`, `image`, `g` and `text`.
public enum SVGWriter {
    /// The picture as an SVG file.
    public static func write(_ card: RenderedCard, theme: Theme, title: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(card, theme: theme, title: title)
    }

    /// The `<svg>` element alone (what `HTMLWriter` puts in its page).
    public static func element(_ card: RenderedCard, theme: Theme, title: String) -> String {
        let grid = card.grid
        let palette = PicturePalette(theme: theme)
        let size = PictureMetrics.size(columns: grid.width, rows: grid.height)
        let platters = Platter.find(in: grid)
        // Platters span the grid's width and never share a row: each row has at most one.
        var platterOfRow = [Int?](repeating: nil, count: grid.height)
        for (index, platter) in platters.enumerated() {
            for y in platter.rect.y..<platter.rect.maxY { platterOfRow[y] = index }
        }
        let pictures = ShownPictures(card)
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size.width)\" height=\"\(size.height)\" viewBox=\"0 0 \(size.width) \(size.height)\""
                + " font-family=\"\(PictureMetrics.fontFamily)\" font-size=\"\(PictureMetrics.fontSize)\" text-anchor=\"middle\">",
            "<title>\(MarkupText.escaped(title))</title>",
            rect(x: 0, y: 0, width: size.width, height: size.height, fill: palette.backdrop),
        ]
        let fills = platters.map { palette.colors(of: grid[$0.rect.x, $0.rect.y].style).background }
        for platter in platters { lines.append(platterRect(platter, grid: grid, palette: palette)) }
        lines += backgrounds(grid, palette: palette) { x, y, color in
            guard !pictures.covers(x: x, y: y) else { return false }
            guard let index = platterOfRow[y] else { return true }
            // The platter's own fill already shows there.
            return !platters[index].isOutline(x: x, y: y) && color != fills[index]
        }
        for picture in pictures.placements { lines += pictureElements(picture, grid: grid, palette: palette) }
        lines += backgrounds(grid, palette: palette) { x, y, _ in pictures.covers(x: x, y: y) && !pictures.shows(x: x, y: y) }
        lines += boxStrokes(grid, platters: platterOfRow.map { $0.map { platters[$0] } }, palette: palette, pictures: pictures)
        lines += texts(grid, palette: palette, pictures: pictures)
        lines += underlines(grid, palette: palette, pictures: pictures)
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a picture of the card is called: the notification's title, or the app's name for a
    /// notification without one (as the card's first line shows).
    public static func title(of state: PreviewState) -> String {
        let title = state.content.title.isEmpty ? state.app.app.name : state.content.title
        return title.isEmpty ? "Notification" : title
    }

    /// A platter: one rounded rectangle through the centres of its outline cells, in the outline's
    /// colours (the outside halves of those cells show the backdrop, as around a notification).
    package static func platterRect(_ platter: Platter, grid: CellGrid, palette: PicturePalette) -> String {
        let colors = palette.colors(of: grid[platter.rect.x, platter.rect.y].style)
        let (width, height) = (PictureMetrics.cellWidth, PictureMetrics.cellHeight)
        return "<rect x=\"\(PictureMetrics.left(platter.rect.x) + width / 2)\" y=\"\(PictureMetrics.top(platter.rect.y) + height / 2)\""
            + " width=\"\((platter.rect.width - 1) * width)\" height=\"\((platter.rect.height - 1) * height)\""
            + " rx=\"\(PictureMetrics.platterRadius)\" fill=\"\(colors.background.hex)\" stroke=\"\(colors.foreground.hex)\""
            + " stroke-width=\"\(PictureMetrics.strokeWidth)\"/>"
    }

    /// The cells' backgrounds where `included(x, y, colour)` says, a rectangle per run of one colour
    /// in a row.
    package static func backgrounds(_ grid: CellGrid, palette: PicturePalette, where included: (Int, Int, RGB) -> Bool) -> [String] {
        var elements: [String] = []
        for y in 0..<grid.height {
            var run: (start: Int, color: RGB)?
            func flush(at end: Int) {
                guard let current = run else { return }
                elements.append(rect(x: PictureMetrics.left(current.start), y: PictureMetrics.top(y),
                                     width: (end - current.start) * PictureMetrics.cellWidth, height: PictureMetrics.cellHeight, fill: current.color))
                run = nil
            }
            for x in 0..<grid.width {
                let color = palette.colors(of: grid[x, y].style).background
                guard included(x, y, color) else {
                    flush(at: x)
                    continue
                }
                if run?.color != color {
                    flush(at: x)
                    run = (x, color)
                }
            }
            flush(at: grid.width)
        }
        return elements
    }

    /// A picture: the card's colour under its transparent parts, then the file itself, fitted into
    /// its frame as the card fits it (aspect kept, centred), dimmed with the card.
    package static func pictureElements(_ picture: PicturePlacement, grid: CellGrid, palette: PicturePalette) -> [String] {
        guard let bytes = picture.attachment.imageFileBytes else { return [] }
        let cells = ShownPictures.cellRect(of: picture)
        let underneath = palette.colors(of: Style.plain).background
        let frame = picture.frame
        let dimmed = grid[cells.x, cells.y].style.dim ? " opacity=\"0.5\"" : ""
        return [
            rect(x: PictureMetrics.left(cells.x), y: PictureMetrics.top(cells.y), width: cells.width * PictureMetrics.cellWidth,
                 height: cells.height * PictureMetrics.cellHeight, fill: underneath),
            "<image x=\"\(PictureMetrics.left(frame.x))\" y=\"\(PictureMetrics.margin + frame.y * PictureMetrics.cellHeight / 2)\""
                + " width=\"\(frame.width * PictureMetrics.cellWidth)\" height=\"\(frame.height * PictureMetrics.cellHeight / 2)\""
                + " preserveAspectRatio=\"xMidYMid meet\"\(dimmed) href=\"data:\(picture.attachment.mimeType);base64,\(Base64.encode(bytes))\"/>",
        ]
    }

    /// The box characters as lines, less the outlines of the platters (drawn by `platterRect`), given
    /// by row.
    package static func boxStrokes(_ grid: CellGrid, platters platterOfRow: [Platter?], palette: PicturePalette, pictures: ShownPictures) -> [String] {
        var strokes = BoxStrokes()
        for y in 0..<grid.height {
            for x in 0..<grid.width where !pictures.shows(x: x, y: y) {
                let cell = grid[x, y]
                guard cell.textByteCount == 3, var arms = BoxArms(character: cell.text) else { continue }
                if let platter = platterOfRow[y] { arms = platter.innerArms(arms, x: x, y: y) }
                if !arms.subtracting(.rounded).isEmpty {
                    strokes.add(arms, x: x, y: y, color: palette.colors(of: cell.style).foreground.hex)
                }
            }
        }
        return strokes.elements()
    }

    /// Every other visible cell's text, centred in its cell (a wide character in its two cells); a
    /// group per run of cells in one row drawn alike.
    package static func texts(_ grid: CellGrid, palette: PicturePalette, pictures: ShownPictures) -> [String] {
        var elements: [String] = []
        for y in 0..<grid.height {
            var group: String?
            for x in 0..<grid.width {
                let cell = grid[x, y]
                guard !cell.isContinuation, cell.text != " ", !cell.text.isEmpty, !pictures.shows(x: x, y: y),
                      cell.textByteCount != 3 || BoxArms(character: cell.text) == nil else { continue }
                let opening = groupOpening(cell.style, palette: palette)
                if opening != group {
                    if group != nil { elements.append("</g>") }
                    elements.append(opening)
                    group = opening
                }
                let center = PictureMetrics.left(x) + cell.displayWidth * PictureMetrics.cellWidth / 2
                elements.append("<text x=\"\(center)\" y=\"\(PictureMetrics.top(y) + PictureMetrics.baseline)\">\(MarkupText.escaped(cell.text))</text>")
            }
            if group != nil { elements.append("</g>") }
        }
        return elements
    }

    package static func groupOpening(_ style: Style, palette: PicturePalette) -> String {
        var opening = "<g fill=\"\(palette.colors(of: style).foreground.hex)\""
        if style.bold { opening += " font-weight=\"bold\"" }
        return opening + ">"
    }

    /// A line under each underlined cell (spaces too, which draw no glyph), in its text colour.
    package static func underlines(_ grid: CellGrid, palette: PicturePalette, pictures: ShownPictures) -> [String] {
        var elements: [String] = []
        for y in 0..<grid.height {
            for x in 0..<grid.width where grid[x, y].style.underline && !pictures.shows(x: x, y: y) {
                elements.append(rect(x: PictureMetrics.left(x), y: PictureMetrics.top(y) + PictureMetrics.underline, width: PictureMetrics.cellWidth,
                                     height: 1, fill: palette.colors(of: grid[x, y].style).foreground))
            }
        }
        return elements
    }

    package static func rect(x: Int, y: Int, width: Int, height: Int, fill: RGB) -> String {
        "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" fill=\"\(fill.hex)\"/>"
    }
}
