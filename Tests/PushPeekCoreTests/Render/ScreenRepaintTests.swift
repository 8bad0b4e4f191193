import Testing
import PushPeekImages
import VirtualTerminal
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

/// The TUI's repaint, replayed through an emulator: after every update each cell's text, colours and
/// attributes must be what `StyleMapping` says for the model — pictures (two colours per half-block
/// cell) and the mono theme included, whatever state the terminal was left in before.
@Suite("Screen repaint")
struct ScreenRepaintTests {
    /// A preview of a built-in example as `pushpeek demo` runs it, pictures in colour.
    struct Session {
        var state: PreviewState
        var size: Size

        init(_ selection: String, variant: String? = nil, size: Size) throws {
            state = try SessionLoader.load(try ExampleCatalog.sources(for: selection, variant: variant), options: CardOptions(),
                                           stage: .banner, readAttachment: AttachmentLoader.load)
            state.log.isShown = true
            self.size = size
            InteractionFixtures.send(&state, .resize(size))
        }

        mutating func play(_ script: String) throws {
            for key in try KeyScript.parse(script) { InteractionFixtures.send(&state, .key(key)) }
            InteractionFixtures.send(&state, .tick)
        }

        mutating func resize(_ size: Size) {
            self.size = size
            InteractionFixtures.send(&state, .resize(size))
        }

        var grid: CellGrid { PreviewScreen.view(state, size: size) }
    }

    /// Paints the session's frame, feeds the bytes to `screen`, and reports the first cell that
    /// differs from the model.
    static func paintAndCompare(_ session: Session, _ repaint: inout ScreenRepaint, _ screen: inout VirtualScreen,
                                step: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let grid = session.grid
        repaint.paint(grid, screen: session.size)
        screen.feed(repaint.takeBytes())
        let difference = screen.firstDifference(from: repaint.mapping.styledRows(of: grid))
        #expect(difference == nil, "after \(step): \(difference.map(String.init(describing:)) ?? "")", sourceLocation: sourceLocation)
    }

    /// A terminal left bold, underlined, reversed, white on red with text on it.
    static let dirtyState: [UInt8] = Array("\u{1B}[1;4;7;38;5;231;41mleftover\u{1B}[5;3Hjunk".utf8)

    static let mappings: [(String, StyleMapping)] = [
        ("ios-dark 256", StyleMapping(theme: ThemeLoader.builtin(named: "ios-dark")!, depth: .ansi256)),
        ("ios-light true colour", StyleMapping(theme: ThemeLoader.builtin(named: "ios-light")!, depth: .trueColor)),
        ("high-contrast 8", StyleMapping(theme: ThemeLoader.builtin(named: "high-contrast")!, depth: .ansi8)),
        ("mono", StyleMapping(theme: ThemeLoader.builtin(named: "mono")!, depth: .ansi256)),
    ]

    @Test("spy-agency: expand (the headshot), Tab, the slider, resize — every cell as the model", arguments: 0..<4)
    func spyAgency(mappingIndex: Int) throws {
        let mapping = Self.mappings[mappingIndex].1
        var session = try Session("spy-agency", size: Size(width: 100, height: 50))
        var repaint = ScreenRepaint(mapping: mapping)
        var screen = VirtualScreen(width: 100, height: 50)
        screen.feed(Self.dirtyState)
        Self.paintAndCompare(session, &repaint, &screen, step: "first frame")
        for (label, keys) in [("expand", "enter"), ("tab", "tab"), ("tab back", "btab"), ("open the slider", "tab enter"),
                              ("slider steps", "right right left"), ("ten steps", "pgup"), ("cancel", "escape"), ("log", "l"), ("banner", "b"), ("expand again", "b")] {
            try session.play(keys)
            Self.paintAndCompare(session, &repaint, &screen, step: label)
        }
        session.resize(Size(width: 90, height: 45))
        screen = VirtualScreen(width: 90, height: 45)
        screen.feed(Self.dirtyState)
        repaint.invalidate()
        Self.paintAndCompare(session, &repaint, &screen, step: "resize")
        try session.play("tab")
        Self.paintAndCompare(session, &repaint, &screen, step: "tab after resize")
    }

    @Test("comment keyboard: typing (wide characters too), the cursor, send — every cell as the model", arguments: 0..<4)
    func typing(mappingIndex: Int) throws {
        let mapping = Self.mappings[mappingIndex].1
        var session = try Session("spy-agency", variant: "comment", size: Size(width: 100, height: 50))
        var repaint = ScreenRepaint(mapping: mapping)
        var screen = VirtualScreen(width: 100, height: 50)
        Self.paintAndCompare(session, &repaint, &screen, step: "first frame")
        for (label, keys) in [("expand", "enter"), ("type", #""Hi""#), ("wide", #""日本""#), ("left", "left left"),
                              ("delete", "backspace"), ("tab", "tab"), ("send", "enter")] {
            try session.play(keys)
            Self.paintAndCompare(session, &repaint, &screen, step: label)
        }
    }
}
