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
import PushPeekImages

/// A terminal with 8 or 16 colours (xterm's default `TERM=xterm`): pictures are drawn with the
/// plain character ramp instead of colour blocks, and the status line and `keytest` say once how to
/// get more colours.
@Suite struct FewColoursTests {
    typealias F = InteractionFixtures
    static let blocks: Set<String> = ["▀", "▄", "█"]

    /// The demo with its headshot (the service extension's download, decoded).
    static func demo() throws -> PreviewState {
        try SessionLoader.load(try ExampleCatalog.sources(for: "spy-agency", variant: nil), options: CardOptions(), stage: .expanded,
                               readAttachment: AttachmentLoader.load)
    }

    static func headshotCells(_ state: PreviewState) -> [String] {
        let card = CardRenderer.render(state, width: 44)
        guard let picture = card.pictures.first else { return [] }
        return (picture.box.y..<picture.box.maxY).flatMap { y in (picture.box.x..<picture.box.maxX).map { card.grid[$0, y].text } }
    }

    @Test func eightColoursDrawPicturesWithTheRampAndSaySoOnce() throws {
        var colourful = PreviewModel(state: try Self.demo())
        colourful.terminalColors(.ansi256)
        #expect(colourful.state.notice == nil)
        #expect(Self.headshotCells(colourful.state).contains { Self.blocks.contains($0) }, "256 colours: colour blocks")

        var few = PreviewModel(state: try Self.demo())
        few.terminalColors(.ansi8)
        let cells = Self.headshotCells(few.state)
        #expect(!cells.isEmpty && !cells.contains { Self.blocks.contains($0) }, "8 colours: the ramp, \(cells)")
        #expect(cells.contains { "@%#*+=-:.".contains($0) })
        let status = PreviewScreen.view(few.state, size: Size(width: 80, height: 24)).lines()[23]
        #expect(status.contains("8 colours") && status.contains("TERM=xterm-256color"), "\(status)")
        _ = few.update(.key(.character("l")))
        #expect(!PreviewScreen.view(few.state, size: Size(width: 80, height: 24)).lines()[23].contains("TERM=xterm-256color"),
                "said once: the next key clears it")
    }

    @Test func keytestNamesTheColours() {
        var model = KeyTestModel(processID: 1)
        model.terminalColors(.ansi8)
        let text = model.view(size: Size(width: 80, height: 24)).grid.lines().joined(separator: "\n")
        #expect(text.contains("colours: 8 colours: TERM=xterm-256color draws finer pictures"), "\(text)")
        model.terminalColors(.trueColor)
        #expect(model.view(size: Size(width: 80, height: 24)).grid.lines().joined().contains("colours: 24-bit colour"))
    }

    @Test func theLockScreenSaysItTooAndDrawsItsThumbnailsWithTheRamp() throws {
        var state = try LockScreenFixtures.state()
        state.options.card.monochromePictures = false
        for index in state.notifications.indices { state.notifications[index].state.options.monochromePictures = false }
        var colourful = LockScreenModel(state: state)
        colourful.terminalColors(.ansi256)
        #expect(colourful.state.statusMessage == nil)
        #expect(!colourful.state.notifications.contains { colourful.state.displayState($0, groupCount: 1).options.monochromePictures })

        var few = LockScreenModel(state: state)
        few.terminalColors(.ansi8)
        let status = few.view(size: Size(width: 80, height: 24)).grid.lines()[23]
        #expect(status.contains("8 colours: TERM=xterm-256color draws finer pictures"), "\(status)")
        // The list's option reaches every card drawn (and the one expanded); no notification is rewritten.
        #expect(few.state.options.card.monochromePictures)
        #expect(few.state.notifications.allSatisfy { few.state.displayState($0, groupCount: 1).options.monochromePictures })
        few.state.focus = 0
        _ = few.update(.key(.enter))
        _ = few.update(.key(.enter))
        #expect(few.state.expanded?.options.monochromePictures == true)
    }
}
