import Foundation
import Testing
import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekApp
import PushPeekSend
import PushPeekPresentation
import PushPeekLint
import PushPeekInteraction
import PushPeekSession
import PushPeekImages
import VirtualTerminal

/// The real preview in a real terminal emulator (tmux), read back with `capture-pane -e` and compared
/// cell by cell — text, foreground, background, attributes — with the model after every update:
/// expand (the headshot's symbols, two colours per cell), Tab, slider steps, typing, resize, in
/// a colour theme and in mono. tmux is the independent emulator; `VirtualScreen` only reads its
/// capture.
@Suite("Preview colours in a terminal (tmux)")
struct TerminalColourTests {
    /// The model the preview runs, in process, with the same example, options and theme.
    struct Model {
        var model: PreviewModel
        var size: Size
        let mapping: StyleMapping

        init(_ selection: String, variant: String? = nil, ratio: Double, theme: String, size: Size,
             mapSupport: (any MapArchiveSupport)? = nil) throws {
            guard let theme = ThemeLoader.builtin(named: theme) else { throw HarnessError("no theme \(theme)") }
            var options = CardOptions(ratio: ratio)
            options.pictureRenderer = ChafaSymbols.renderer ?? .halfBlocks
            options.monochromePictures = theme.isMono
            var state = try SessionLoader.load(try ExampleCatalog.sources(for: selection, variant: variant), options: options,
                                               stage: .banner, readAttachment: AttachmentLoader.load, mapSupport: mapSupport)
            state.log.isShown = true
            model = PreviewModel(state: state)
            model.terminalColors(.ansi256)
            self.size = size
            // The preview runs under tmux-256color, where the terminal's default colours exist.
            mapping = StyleMapping(theme: theme, depth: .ansi256)
            FrameCycle.apply(.resize(size), to: &model, size: size)
        }

        mutating func play(_ script: String) throws {
            for key in try KeyScript.parse(script) { FrameCycle.apply(.key(key), to: &model, size: size) }
            FrameCycle.apply(.tick, to: &model, size: size)
        }

        mutating func resize(_ size: Size) {
            self.size = size
            FrameCycle.apply(.resize(size), to: &model, size: size)
        }

        var rows: [[StyledCell]] { mapping.styledRows(of: model.view(size: size).grid) }
    }

    /// The pane as an emulator shows it: `capture-pane -e -N` (colours, trailing blanks kept) fed to a
    /// `VirtualScreen` line by line.
    static func screen(_ tmux: TmuxSession, size: Size) throws -> VirtualScreen {
        var capture = try tmux.tmux(["capture-pane", "-p", "-e", "-N", "-t", tmux.target])
        if capture.hasSuffix("\n") { capture.removeLast() }
        var screen = VirtualScreen(width: size.width, height: size.height)
        screen.feed(Array(capture.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        return screen
    }

    /// Polls until the pane shows the model cell for cell; fails naming the first differing cell.
    static func expectModel(_ tmux: TmuxSession, _ model: Model, after step: String,
                            sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let expected = model.rows
        let deadline = ContinuousClock.now + .seconds(TmuxSession.hangGuard)
        var difference: VirtualScreen.Difference?
        repeat {
            difference = try screen(tmux, size: model.size).firstDifference(from: expected)
            if difference == nil { return }
            usleep(20_000)
        } while ContinuousClock.now < deadline
        Issue.record("after \(step): \(difference.map(String.init(describing:)) ?? "")", sourceLocation: sourceLocation)
    }

    /// Runs `pushpeek demo …` under tmux's own `TERM`, tmux-256color. Its entry has no back-colour
    /// erase, so every coloured cell is written as a cell: a cleared line's colour (what the painter
    /// relies on under xterm-256color) is shown by tmux but left out of `capture-pane`.
    /// Independently of the style mapping: every cell of the headshot shows its picture's two colours
    /// as the nearest 256-colour entries (libchafa chose palette colours, which quantise to themselves).
    static func expectPictureColours(_ tmux: TmuxSession, _ model: Model, theme: String,
                                     sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let frame = PreviewScreen.frame(model.model.state, size: model.size)
        let grid = frame.grid
        let screen = try screen(tmux, size: model.size)
        var pictureCells = 0
        for rect in frame.pictures.map(\.rect) {
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX {
                    guard case .rgb(let r, let g, let b) = grid[x, y].style.foreground,
                          case .rgb(let br, let bg, let bb) = grid[x, y].style.background else { continue }
                    pictureCells += 1
                    let shown = screen.styles[y][x]
                    // A blank shows only its background (a terminal may keep any foreground there).
                    let blank = grid[x, y].text == " "
                    #expect((blank || shown.foreground == Int32(RGB(r, g, b).ansi256)) && shown.background == Int32(RGB(br, bg, bb).ansi256),
                            "row \(y) column \(x): \(StyledSnapshot.describe(shown))", sourceLocation: sourceLocation)
                }
            }
        }
        #expect(pictureCells == (theme == "mono" ? 0 : 50), "the headshot in symbols, 10 × 5, in colour only", sourceLocation: sourceLocation)
    }

    /// `painter` "ncurses" runs ncurses' own painter (`PUSHPEEK_PAINTER=ncurses`) instead of pushpeek's.
    static func start(_ arguments: [String], theme: String, painter: String = "ansi", width: Int = 80, height: Int = 24) throws -> TmuxSession {
        try TmuxSession.pushpeek(["demo"] + arguments + ["--theme", theme], term: "tmux-256color", width: width, height: height,
                                 environment: ["NO_COLOR": "", "COLORTERM": "", "PUSHPEEK_PAINTER": painter])
    }

    @Test("spy-agency: the headshot, Tab, the slider and a resize show the model's colours",
          arguments: [("ios-dark", "ansi"), ("mono", "ansi"), ("ios-dark", "ncurses"), ("mono", "ncurses")])
    func spyAgency(theme: String, painter: String) throws {
        let tmux = try Self.start(["spy-agency", "--ratio", "0.3"], theme: theme, painter: painter)
        defer { tmux.close() }
        var model = try Model("spy-agency", ratio: 0.3, theme: theme, size: Size(width: 80, height: 24))
        try Self.expectModel(tmux, model, after: "the first frame")
        for (label, keys, script) in [("expand", ["Enter"], "enter"), ("tab", ["Tab"], "tab"), ("tab back", ["BTab"], "btab"),
                                      ("open the slider", ["Tab", "Enter"], "tab enter"), ("slider steps", ["Right", "Right", "Left"], "right right left"),
                                      ("cancel the slider", ["Escape"], "escape")] {
            for key in keys { try tmux.sendKeys(key) }
            try model.play(script)
            try Self.expectModel(tmux, model, after: label)
            if label == "expand" { try Self.expectPictureColours(tmux, model, theme: theme) }
        }
        try tmux.resize(width: 100, height: 40)
        model.resize(Size(width: 100, height: 40))
        try Self.expectModel(tmux, model, after: "resize to 100×40")
        try tmux.sendKeys("Tab")
        try model.play("tab")
        try Self.expectModel(tmux, model, after: "tab after the resize")
    }

    @Test("typing a reply (wide characters too) shows the model's colours", arguments: ["ios-dark", "mono"])
    func typing(theme: String) throws {
        let tmux = try Self.start(["spy-agency", "--variant", "comment", "--ratio", "0.3"], theme: theme)
        defer { tmux.close() }
        var model = try Model("spy-agency", variant: "comment", ratio: 0.3, theme: theme, size: Size(width: 80, height: 24))
        try Self.expectModel(tmux, model, after: "the first frame")
        try tmux.sendKeys("Enter")
        try model.play("enter")
        try Self.expectModel(tmux, model, after: "expand with the keyboard")
        for (text, script) in [("Hi", #""Hi""#), ("日本", #""日本""#)] {
            try tmux.sendLiteral(text)
            try model.play(script)
            try Self.expectModel(tmux, model, after: "typing \(text)")
        }
        try tmux.sendKeys("BSpace")
        try model.play("backspace")
        try Self.expectModel(tmux, model, after: "backspace")
        try tmux.sendKeys("Tab")
        try model.play("tab")
        try Self.expectModel(tmux, model, after: "tab to Send")
    }

    /// The screen's cells in the rectangle where `lines` (a card's text rows) appear.
    static func region(of screen: VirtualScreen, showing lines: [String]) -> [[StyledCell]]? {
        let width = lines.map { DisplayWidth.of($0) }.max() ?? 0
        let rows = screen.styledRows
        for top in 0...max(0, screen.height - lines.count) {
            for left in 0...max(0, screen.width - width) {
                let cut = rows[top..<(top + lines.count)].map { Array($0[left..<(left + width)]) }
                if cut.map({ $0.map(\.text).joined() }) == lines { return cut }
            }
        }
        return nil
    }

    /// `render --format ansi` output as an emulator shows it.
    static func styledRows(ofANSI output: String, width: Int) -> [[StyledCell]] {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        var screen = VirtualScreen(width: width, height: lines.count)
        screen.feed(Array(lines.joined(separator: "\r\n").utf8))
        return screen.styledRows
    }

    static let monoSnapshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PushPeekCoreTests/Snapshots/styled/apple-pay-mono-focus.txt")

    @Test("a focused control looks the same in the preview and in render --format ansi (styled snapshot of each)",
          arguments: ["mono", "ios-dark"])
    func focusMatchesRender(theme: String) throws {
        let render = try Run.pushpeek(["demo", "apple-pay", "--render", "--keys", "tab", "--format", "ansi", "--theme", theme],
                                      environment: ["NO_COLOR": "", "COLORTERM": ""])
        #expect(render.status == 0)
        // The card, without the "Responses" box a keyed render adds under it.
        let card = render.stdout.components(separatedBy: "\n").prefix { !$0.contains(" Responses ") }.joined(separator: "\n") + "\n"
        let rendered = StyledSnapshot.text(of: Self.styledRows(ofANSI: card, width: 44))
        let lines = rendered.components(separatedBy: "\n-- styles")[0].components(separatedBy: "\n")

        let tmux = try Self.start(["apple-pay"], theme: theme)
        defer { tmux.close() }
        try tmux.waitFor("╭──╮ Support the project")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("Buy with Apple Pay")
        try tmux.sendKeys("Tab")
        let deadline = ContinuousClock.now + .seconds(TmuxSession.hangGuard)
        var shown: String?
        repeat {
            let screen = try Self.screen(tmux, size: Size(width: 80, height: 24))
            shown = Self.region(of: screen, showing: lines).map { StyledSnapshot.text(of: $0) }
            if shown == rendered { break }
            usleep(20_000)
        } while ContinuousClock.now < deadline
        #expect(shown == rendered, "the preview's card:\n\(shown ?? "(not on screen)")\nrender --format ansi:\n\(rendered)")
        if theme == "mono" {
            let stored = try String(contentsOf: Self.monoSnapshot, encoding: .utf8)
            #expect(rendered == stored, "the core's styled snapshot of the same card")
            #expect(rendered.contains("bold reverse"), "the focused segment is reverse video")
        }
    }
}
