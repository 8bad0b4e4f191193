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

/// The SVG drawn by a real SVG renderer (`rsvg-convert`) and the HTML page by a real browser
/// (headless chromium): the PNGs they make have the picture's size and show the card's colours
/// where its cells say, and the embedded pictures where the card fits them.
@Suite("Pictures in real renderers", .serialized)
struct PictureRenderingTests {
    static let chromiumMissing = "chromium is not installed (Debian package chromium, installed by .ci/run): the HTML page was not drawn"

    static let cards: [(String, Stage, String, String)] = [
        ("spy-agency", .banner, "", "ios-dark"), ("spy-agency", .expanded, "", "ios-dark"), ("spy-agency", .expanded, "enter", "high-contrast"),
        ("podcast", .banner, "", "ios-dark"), ("podcast", .expanded, "tab enter", "ios-light"),
        ("apple-pay", .banner, "", "ios-light"), ("apple-pay", .expanded, "tab right", "ios-dark"),
        ("calendar", .banner, "", "ios-dark"), ("calendar", .expanded, #"tab tab enter "Yum""#, "ios-dark"), ("calendar", .expanded, "", "mono"),
        ("podcast", .expanded, "d", "ios-dark"), ("spy-agency", .banner, "d", "ios-light"),
    ]

    @Test func svgInRsvgShowsTheCells() throws {
        for (example, stage, keys, themeName) in Self.cards {
            let (card, title) = try PictureSnapshotTests.card(example, stage: stage, keys: keys)
            let theme = try PictureSnapshotTests.theme(themeName)
            let png = try ExternalRenderer.rsvgPNG(SVGWriter.write(card, theme: theme, title: title))
            let problems = PictureCheck(png, card: card, theme: theme).problems()
            #expect(problems.isEmpty, "\(example) \(stage) \(keys) \(themeName):\n\(problems.prefix(20).joined(separator: "\n"))")
        }
    }

    @Test(.enabled(if: ExternalRenderer.chromium != nil, Comment(rawValue: chromiumMissing)))
    func htmlInChromiumShowsTheCells() throws {
        for (example, stage, keys, themeName) in [Self.cards[1], Self.cards[4], Self.cards[8]] {
            let (card, title) = try PictureSnapshotTests.card(example, stage: stage, keys: keys)
            let theme = try PictureSnapshotTests.theme(themeName)
            let size = PictureMetrics.size(columns: card.grid.width, rows: card.grid.height)
            let beyond = Size(width: 40, height: 40)
            let window = Size(width: size.width + beyond.width, height: size.height + beyond.height)
            let png = try ExternalRenderer.chromiumPNG(HTMLWriter.write(card, theme: theme, title: title), size: window)
            let problems = PictureCheck(png, card: card, theme: theme, beyond: beyond).problems()
            #expect(problems.isEmpty, "\(example) \(stage) \(keys) \(themeName):\n\(problems.prefix(20).joined(separator: "\n"))")
        }
    }

    /// The check bites: the same card drawn in another theme, or with another picture in the frame,
    /// does not pass.
    @Test func theCheckNoticesWrongColoursAndAWrongPicture() throws {
        let (card, title) = try PictureSnapshotTests.card("podcast")
        let dark = try PictureSnapshotTests.theme("ios-dark")
        let light = try ExternalRenderer.rsvgPNG(SVGWriter.write(card, theme: try PictureSnapshotTests.theme("ios-light"), title: title))
        #expect(PictureCheck(light, card: card, theme: dark).problems().count > 100)
        var swapped = card
        let (calendar, _) = try PictureSnapshotTests.card("calendar")
        swapped.pictures[0].attachment.imageFileBytes = try #require(calendar.pictures.first?.attachment.imageFileBytes)
        let png = try ExternalRenderer.rsvgPNG(SVGWriter.write(swapped, theme: dark, title: title))
        let problems = PictureCheck(png, card: card, theme: dark).problems()
        #expect(problems.count == 1 && problems[0].hasPrefix("podcast.png: the picture differs"), "\(problems)")
    }
}
