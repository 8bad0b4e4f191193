@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession

/// Compares a rasterised picture of a card (a PNG from `rsvg-convert` or chromium) with the cells it
/// was made from: its size, the backdrop, every blank cell's background, a glyph in each text cell's
/// colour inside the cell, the box lines and the platters' rounded corners, and each embedded
/// picture against the attachment's own pixels.
struct PictureCheck {
    let card: RenderedCard
    let palette: PicturePalette
    let image: RasterImage
    /// How far a flat colour may drift per channel (rounding in the renderer).
    static let flatTolerance = 3

    /// A browser window larger than the picture: the page's background beyond it, right and below.
    let beyond: Size

    init(_ image: RasterImage, card: RenderedCard, theme: Theme, beyond: Size = Size(width: 0, height: 0)) {
        self.image = image
        self.card = card
        self.palette = PicturePalette(theme: theme)
        self.beyond = beyond
    }

    /// Everything that does not match, described; empty when the picture shows the cells.
    func problems() -> [String] {
        let grid = card.grid
        let size = PictureMetrics.size(columns: grid.width, rows: grid.height)
        guard image.width == size.width + beyond.width, image.height == size.height + beyond.height else {
            return ["the PNG is \(image.width)×\(image.height), the card's picture is \(size.width)×\(size.height) and \(beyond) beyond"]
        }
        var problems: [String] = []
        if beyond.width > 0 { expect(x: size.width + beyond.width / 2, y: size.height / 2, palette.backdrop, "right of the picture", into: &problems) }
        if beyond.height > 0 { expect(x: size.width / 2, y: size.height + beyond.height / 2, palette.backdrop, "below the picture", into: &problems) }
        expect(x: 2, y: 2, palette.backdrop, "the backdrop", into: &problems)
        let platters = Platter.find(in: grid)
        let pictures = ShownPictures(card)
        let (width, height) = (PictureMetrics.cellWidth, PictureMetrics.cellHeight)
        for y in 0..<grid.height {
            for x in 0..<grid.width where !platters.contains(where: { $0.isOutline(x: x, y: y) }) && !pictures.covers(x: x, y: y) {
                let cell = grid[x, y]
                let colors = palette.colors(of: cell.style)
                let (left, top) = (PictureMetrics.left(x), PictureMetrics.top(y))
                if cell.text == " " && !cell.style.underline {
                    expect(x: left + width / 2, y: top + height / 2, colors.background, "blank cell (\(x), \(y))", into: &problems)
                } else if let arms = BoxArms(character: cell.text) {
                    if !arms.contains(.rounded) {
                        expect(x: left + width / 2, y: top + height / 2, colors.foreground, "box line \(cell.text) at (\(x), \(y))", into: &problems)
                    }
                } else if !cell.isContinuation, !cell.text.isEmpty, colors.foreground != colors.background {
                    let area = (left, top, cell.displayWidth * width, height)
                    if !hasGlyph(colors, in: area) {
                        problems.append("no glyph in \(colors.foreground.hex) for \"\(cell.text)\" at (\(x), \(y))")
                    }
                }
            }
        }
        for platter in platters {
            let top = PictureMetrics.top(platter.rect.y) + height / 2
            let stroke = palette.colors(of: grid[platter.rect.x, platter.rect.y].style).foreground
            expect(x: PictureMetrics.left(platter.rect.x + platter.rect.width / 2), y: top, stroke, "platter outline at row \(platter.rect.y)", into: &problems)
            expect(x: PictureMetrics.left(0) + width / 2 + 1, y: top + 1, palette.backdrop, "outside the rounded corner of row \(platter.rect.y)", into: &problems)
        }
        for picture in pictures.placements { problems += pictureProblems(picture) }
        return problems
    }

    /// Samples the picture's frame against the attachment's pixels there, composited over the card's
    /// colour by their alpha (and half-way to it on a dimmed card): a 6×6 lattice, or for a picture
    /// of at most 12×12 pixels (which the renderer enlarges, smoothing its edges) the centre of
    /// each pixel.
    func pictureProblems(_ picture: PicturePlacement) -> [String] {
        guard let source = picture.attachment.image else { return ["\(picture.attachment.fileName) is not a picture"] }
        let cells = ShownPictures.cellRect(of: picture)
        let underneath = palette.colors(of: .plain).background
        let dimmed = card.grid[cells.x, cells.y].style.dim
        let frame = picture.frame
        let (left, top) = (PictureMetrics.left(frame.x), PictureMetrics.margin + frame.y * PictureMetrics.cellHeight / 2)
        let (width, height) = (frame.width * PictureMetrics.cellWidth, frame.height * PictureMetrics.cellHeight / 2)
        let small = source.width <= 12 && source.height <= 12
        let (columns, rows) = small ? (source.width, source.height) : (6, 6)
        var total = 0
        for row in 0..<rows {
            for column in 0..<columns {
                let (fx, fy) = ((2 * column + 1) * width / (2 * columns), (2 * row + 1) * height / (2 * rows))
                guard let shown = pixel(x: left + fx, y: top + fy),
                      let (color, alpha) = source.pixel(x: fx * source.width / width, y: fy * source.height / height) else {
                    return ["\(picture.attachment.fileName): (\(fx), \(fy)) of the frame is outside the PNG or the picture"]
                }
                func over(_ top: UInt8, _ under: UInt8) -> UInt8 {
                    let weight = Int(alpha)
                    let sum: Int = Int(top) * weight + Int(under) * (255 - weight) + 127
                    return UInt8(sum / 255)
                }
                var expected = RGB(over(color.red, underneath.red), over(color.green, underneath.green), over(color.blue, underneath.blue))
                if dimmed { expected = PicturePalette.mix(expected, underneath) }
                total += PictureCheck.distance(shown, expected)
            }
        }
        let average = total / (columns * rows)
        return average <= 24 ? [] : ["\(picture.attachment.fileName): the picture differs from its file by \(average) on average"]
    }

    func pixel(x: Int, y: Int) -> RGB? {
        image.pixel(x: x, y: y)?.color
    }

    func expect(x: Int, y: Int, _ color: RGB, _ what: String, into problems: inout [String]) {
        guard let shown = pixel(x: x, y: y) else { return problems.append("\(what): (\(x), \(y)) is outside the PNG") }
        if PictureCheck.distance(shown, color) > PictureCheck.flatTolerance {
            problems.append("\(what): \(shown.hex) at (\(x), \(y)), expected \(color.hex)")
        }
    }

    /// Whether a pixel in the area is the text colour, or (a thin stroke smoothed over two pixels)
    /// lies between background and text colour at least 40% of the way.
    func hasGlyph(_ colors: (foreground: RGB, background: RGB), in area: (x: Int, y: Int, width: Int, height: Int)) -> Bool {
        let contrast = PictureCheck.distance(colors.foreground, colors.background)
        for y in area.y..<(area.y + area.height) {
            for x in area.x..<(area.x + area.width) {
                guard let shown = pixel(x: x, y: y) else { continue }
                let toText = PictureCheck.distance(shown, colors.foreground)
                if toText <= 40 || (5 * PictureCheck.distance(shown, colors.background) >= 2 * contrast && toText < contrast) { return true }
            }
        }
        return false
    }

    /// The largest difference of one channel.
    static func distance(_ first: RGB, _ second: RGB) -> Int {
        max(abs(Int(first.red) - Int(second.red)), abs(Int(first.green) - Int(second.green)), abs(Int(first.blue) - Int(second.blue)))
    }
}
