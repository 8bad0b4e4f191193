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

/// `activity --render --format svg|html`: a moment of the Live Activity through the same picture
/// writers as `render` and `lockscreen` — golden files (the same input, the same bytes), drawn by
/// rsvg-convert and chromium with the screen's colours, and a push written to break out of the
/// markup staying text.
@Suite("Live Activity pictures", .serialized)
struct ActivityPictureTests {
    /// The delivery example at `step`, as `activity --render --width 80` draws it, with its title.
    static func picture(step: Int, at: String? = nil, expanded: Bool = false) throws -> (RenderedCard, String) {
        let (app, timeline) = try ActivityPlayTests.example()
        let rendering = ActivityPlayTests.render(timeline, step: step, at: at, expanded: expanded, width: 80)
        return (RenderedCard(screen: rendering.grid), ActivityScreen.title(timeline, appName: app.app.name))
    }

    @Test(arguments: [("activity-expanded-on-alert", 1, nil as String?, "ios-dark"), ("activity-stale-light", 4, "stale", "ios-light"),
                      ("activity-ended-mono", 5, nil, "mono")])
    func goldenPictures(name: String, step: Int, at: String?, themeName: String) throws {
        let (card, title) = try Self.picture(step: step, at: at)
        #expect(title == "Delivery · DeliveryAttributes")
        let theme = try PictureSnapshotTests.theme(themeName)
        let svg = SVGWriter.write(card, theme: theme, title: title)
        let html = HTMLWriter.write(card, theme: theme, title: title)
        // Drawn again from the files read again: byte for byte the same.
        let (again, _) = try Self.picture(step: step, at: at)
        #expect(SVGWriter.write(again, theme: theme, title: title) == svg && HTMLWriter.write(again, theme: theme, title: title) == html)
        Snapshot.assert(svg, named: "pictures/" + name, fileExtension: "svg")
        Snapshot.assert(html, named: "pictures/" + name, fileExtension: "html")
    }

    @Test(.needsRsvgConvert) func svgInRsvgShowsTheCells() throws {
        for (step, at, expanded, themeName) in [(1, nil as String?, false, "ios-dark"), (4, "stale", true, "ios-light"), (5, nil, false, "high-contrast")] {
            let (card, title) = try Self.picture(step: step, at: at, expanded: expanded)
            let theme = try PictureSnapshotTests.theme(themeName)
            let problems = PictureCheck(try ExternalRenderer.rsvgPNG(SVGWriter.write(card, theme: theme, title: title)), card: card, theme: theme).problems()
            #expect(problems.isEmpty, "step \(step) \(themeName):\n\(problems.prefix(20).joined(separator: "\n"))")
        }
    }

    @Test(.enabled(if: ExternalRenderer.chromium != nil, Comment(rawValue: PictureRenderingTests.chromiumMissing)))
    func htmlInChromiumShowsTheCells() throws {
        let (card, title) = try Self.picture(step: 1)
        let theme = try PictureSnapshotTests.theme("ios-dark")
        let size = PictureMetrics.size(columns: card.grid.width, rows: card.grid.height)
        let problems = PictureCheck(try ExternalRenderer.chromiumPNG(HTMLWriter.write(card, theme: theme, title: title), size: size),
                                    card: card, theme: theme).problems()
        #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
    }

    /// A start whose restaurant and courier carry markup, quotes and control characters.
    static func hostilePicture() throws -> (RenderedCard, String) {
        let (app, _) = try ActivityPlayTests.example()
        let hostile = HostilePictureTests.hostile
        let start = #"{"timestamp":100,"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":1,"restaurant":"\#(hostile)"},"content-state":{"status":"preparing","eta":1,"progress":0,"courierName":"\#(hostile)"},"alert":{"title":"O","body":"P"}}"#
        let timeline = ActivityTimeline(pushes: [try ActivityPlayTests.push(start)], activities: app.liveActivities)
        #expect(timeline.steps.first?.isIgnored == false)
        let rendering = ActivityScreen.render(timeline, moment: .init(step: 0, now: 100, expanded: true), width: 80, appName: "<b>App</b> & \"co\"")
        return (RenderedCard(screen: rendering.grid), ActivityScreen.title(timeline, appName: "<b>App</b> & \"co\""))
    }

    @Test(.needsRsvgConvert) func hostileTextStaysText() throws {
        let (card, title) = try Self.hostilePicture()
        let theme = try PictureSnapshotTests.theme("ios-dark")
        let svg = SVGWriter.write(card, theme: theme, title: title)
        #expect(HostilePictureTests.foreignMarkup(in: svg, allowing: HostilePictureTests.svgElements).isEmpty,
                "\(HostilePictureTests.foreignMarkup(in: svg, allowing: HostilePictureTests.svgElements))")
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) || $0.value == 0xFFFF })
        #expect(svg.contains("<title>&lt;b&gt;App&lt;/b&gt; &amp; &quot;co&quot; · DeliveryAttributes</title>"), "\(svg.prefix(600))")
        // Every cell's character is back out of its <text>, the markup among them.
        #expect(HostilePictureTests.expectCellsAsText(card, in: svg) > 100)
        #expect(card.grid.lines().joined().contains("<script>alert(1)"), "the courier's name is on the screen, as text")
        let html = HTMLWriter.write(card, theme: theme, title: title)
        let allowed = HostilePictureTests.svgElements.union(["!DOCTYPE", "html", "/html", "head", "/head", "meta", "body", "/body"])
        #expect(HostilePictureTests.foreignMarkup(in: html, allowing: allowed).isEmpty)
        let problems = PictureCheck(try ExternalRenderer.rsvgPNG(svg), card: card, theme: theme).problems()
        #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
    }
}
