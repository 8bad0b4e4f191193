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

/// Golden SVG and HTML pictures of the four examples (`render --format svg` / `html`): banner and
/// full interface, and states after keys, in `Snapshots/pictures/`.
@Suite("Picture snapshots")
struct PictureSnapshotTests {
    /// An example as `pushpeek demo SELECTION --render` draws it for a picture (pictures in colour),
    /// after `keys` and the tick `render` applies.
    static func card(_ selection: String, stage: Stage = .expanded, keys: String = "", width: Int = 44, era: PresentationEra? = nil) throws -> (RenderedCard, String) {
        var state = try ExampleSnapshotTests.load(selection, stage: stage, monochromePictures: false, era: era)
        try ExampleSnapshotTests.play(&state, keys)
        return (CardRenderer.render(state, width: width), SVGWriter.title(of: state))
    }

    static func theme(_ name: String) throws -> Theme {
        try #require(ThemeLoader.builtin(named: name))
    }

    static func check(_ selection: String, stage: Stage = .expanded, keys: String = "", theme: String = "ios-dark", era: PresentationEra? = nil,
                      named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let (card, title) = try card(selection, stage: stage, keys: keys, era: era)
        let theme = try Self.theme(theme)
        Snapshot.assert(SVGWriter.write(card, theme: theme, title: title), named: "pictures/" + name, fileExtension: "svg", sourceLocation: sourceLocation)
        Snapshot.assert(HTMLWriter.write(card, theme: theme, title: title), named: "pictures/" + name, fileExtension: "html", sourceLocation: sourceLocation)
    }

    @Test(arguments: ["spy-agency", "podcast", "apple-pay", "calendar"])
    func bannerAndExpanded(_ example: String) throws {
        try Self.check(example, stage: .banner, named: example + "-banner")
        try Self.check(example, named: example + "-expanded")
    }

    @Test func statesAfterKeys() throws {
        try Self.check("spy-agency", keys: "enter", named: "spy-agency-accept-became-cancel")
        try Self.check("podcast", keys: "tab enter", named: "podcast-favorited")
        try Self.check("calendar", keys: #"tab tab enter "Yum""#, named: "calendar-comment-typing")
        try Self.check("podcast", keys: "d", named: "podcast-dismissed")
    }

    /// The classic presentation (`--ios 14`) draws through the same writers.
    @Test func classicPresentation() throws {
        try Self.check("spy-agency", stage: .banner, era: .classic, named: "ios14/spy-agency-banner")
        try Self.check("spy-agency", era: .classic, named: "ios14/spy-agency-expanded")
    }

    @Test func otherThemes() throws {
        try Self.check("podcast", theme: "ios-light", named: "podcast-expanded-ios-light")
        try Self.check("spy-agency", theme: "mono", named: "spy-agency-expanded-mono")
    }

    @Test func sameInputSameBytes() throws {
        let theme = try Self.theme("ios-dark")
        let (first, title) = try Self.card("podcast")
        let (second, _) = try Self.card("podcast")
        #expect(SVGWriter.write(first, theme: theme, title: title) == SVGWriter.write(second, theme: theme, title: title))
        #expect(HTMLWriter.write(first, theme: theme, title: title) == HTMLWriter.write(second, theme: theme, title: title))
    }
}
