import Foundation
import Testing
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

/// Emoji in the pictures (🔔 🛵 👍 🔕): the SVG and the HTML page name the colour emoji fonts, and a
/// real browser draws them in colour (the Noto Color Emoji font `.ci/run` installs), not as
/// missing-glyph boxes in the text's colour.
@Suite("Emoji in pictures", .serialized)
struct EmojiPictureTests {
    static let emoji = ["🔔", "🛵", "👍", "🔕"]

    static func card() throws -> RenderedCard {
        let json = #"{"aps": {"alert": {"title": "🔔 🛵 👍 🔕", "body": "Emoji in the picture"}}}"#
        let state = PreviewState(content: NotificationContent(payload: try PayloadDecoder.decode(Array(json.utf8))), stage: .banner)
        return CardRenderer.render(state, width: 44)
    }

    @Test func picturesNameTheEmojiFonts() throws {
        let card = try Self.card()
        let theme = try PictureSnapshotTests.theme("ios-dark")
        for picture in [SVGWriter.write(card, theme: theme, title: "emoji"), HTMLWriter.write(card, theme: theme, title: "emoji")] {
            #expect(picture.contains("'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', monospace"))
        }
    }

    /// Pixels in the emoji's cells whose channels differ by more than 80: colour, which neither the
    /// theme's grey text nor a missing-glyph box drawn in it has.
    static func colourfulPixels(_ image: RasterImage, card: RenderedCard) -> [String: Int] {
        var counts: [String: Int] = [:]
        for y in 0..<card.grid.height {
            for x in 0..<card.grid.width where emoji.contains(card.grid[x, y].text) {
                let (left, top) = (PictureMetrics.left(x), PictureMetrics.top(y))
                var count = 0
                for py in top..<(top + PictureMetrics.cellHeight) {
                    for px in left..<(left + 2 * PictureMetrics.cellWidth) {
                        guard let pixel = image.pixel(x: px, y: py) else { continue }
                        let channels = [Int(pixel.color.red), Int(pixel.color.green), Int(pixel.color.blue)]
                        if (channels.max() ?? 0) - (channels.min() ?? 0) > 80 { count += 1 }
                    }
                }
                counts[card.grid[x, y].text] = count
            }
        }
        return counts
    }

    @Test(.enabled(if: ExternalRenderer.chromium != nil, Comment(rawValue: PictureRenderingTests.chromiumMissing)))
    func aBrowserDrawsThemInColour() throws {
        let card = try Self.card()
        let theme = try PictureSnapshotTests.theme("ios-dark")
        let size = PictureMetrics.size(columns: card.grid.width, rows: card.grid.height)
        let svg = SVGWriter.write(card, theme: theme, title: "emoji")
        let inline = "<!DOCTYPE html><html><body style=\"margin:0\">" + svg.replacingOccurrences(of: #"<?xml version="1.0" encoding="UTF-8"?>"#, with: "")
            + "</body></html>"
        for (name, page) in [("html", HTMLWriter.write(card, theme: theme, title: "emoji")), ("svg", inline)] {
            let png = try ExternalRenderer.chromiumPNG(page, size: Size(width: size.width + 40, height: size.height + 40))
            let counts = Self.colourfulPixels(png, card: card)
            #expect(counts.count == Self.emoji.count, "\(name): every emoji has its cell: \(counts)")
            for (emoji, count) in counts { #expect(count >= 20, "\(name): \(emoji) has \(count) coloured pixels: a missing-glyph box?") }
        }
    }

    /// The check bites: letters in the theme's colours, in the emoji's cells, have no such pixels.
    @Test(.enabled(if: ExternalRenderer.chromium != nil, Comment(rawValue: PictureRenderingTests.chromiumMissing)))
    func greyLettersInTheSameCellsHaveNoColouredPixels() throws {
        // Two letters for each emoji (two columns wide), a space between, as in the emoji title.
        let json = #"{"aps": {"alert": {"title": "AA BB CC DD", "body": "Emoji in the picture"}}}"#
        let state = PreviewState(content: NotificationContent(payload: try PayloadDecoder.decode(Array(json.utf8))), stage: .banner)
        let letters = CardRenderer.render(state, width: 44)
        let theme = try PictureSnapshotTests.theme("ios-dark")
        let size = PictureMetrics.size(columns: letters.grid.width, rows: letters.grid.height)
        let png = try ExternalRenderer.chromiumPNG(HTMLWriter.write(letters, theme: theme, title: "letters"),
                                                   size: Size(width: size.width + 40, height: size.height + 40))
        let counts = Self.colourfulPixels(png, card: try Self.card())
        #expect(counts.count == Self.emoji.count && counts.values.allSatisfy { $0 == 0 }, "\(counts)")
    }
}
