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

/// Styled snapshots: the card's text and every cell's style, where the style is the meaning —
/// focus, a destructive action, the mono theme's reverse video.
@Suite("Styled snapshots")
struct StyledSnapshotTests {
    static let dark = StyleMapping(theme: ThemeLoader.builtin(named: "ios-dark")!, depth: .ansi256)
    static let mono = StyleMapping(theme: ThemeLoader.builtin(named: "mono")!, depth: .ansi256)

    static func card(_ selection: String, keys: String = "", era: PresentationEra? = nil) throws -> CellGrid {
        var state = try ExampleSnapshotTests.load(selection, era: era)
        try ExampleSnapshotTests.play(&state, keys)
        return CardRenderer.render(state, width: 44).grid
    }

    @Test("the form: text rows, a key per column, then the legend in order of first use")
    func format() {
        var grid = CellGrid(width: 4, height: 2, fill: Cell.blank(Style(foreground: .role(.text), background: .role(.card))))
        _ = grid.put("Hi", at: Point(x: 0, y: 0), style: Style(foreground: .role(.accent), bold: true), clip: nil)
        _ = grid.put("日", at: Point(x: 1, y: 1), style: Style(foreground: .role(.focusText), background: .role(.focus)), clip: nil)
        let text = StyledSnapshot.text(of: Self.mono.styledRows(of: grid))
        #expect(text == """
            Hi  
             日 
            -- styles
            aabb
            bccb
            -- legend
            a bold
            b plain
            c reverse

            """)
        let colour = StyledSnapshot.text(of: Self.dark.styledRows(of: grid))
        #expect(colour.hasSuffix("-- legend\na fg 33 bg 236 bold\nb bg 236\nc fg 231 bg 33\n"), "\(colour)")
    }

    /// Today's menu rows in the label colour, and the classic tinted buttons (`styled/ios14/`).
    @Test(arguments: PresentationEra.allCases)
    func focusedAction(era: PresentationEra) throws {
        let folder = era == .modern ? "styled/" : "styled/ios14/"
        Snapshot.assertStyled(try Self.card("spy-agency/payload", era: era), mapping: Self.dark, named: folder + "spy-agency-focus")
    }

    @Test(arguments: PresentationEra.allCases)
    func destructiveAction(era: PresentationEra) throws {
        let folder = era == .modern ? "styled/" : "styled/ios14/"
        Snapshot.assertStyled(try Self.card("calendar", keys: "tab", era: era), mapping: Self.dark, named: folder + "calendar-destructive-focused")
    }

    @Test("mono: a focused segment in reverse video, bold markers, no colour anywhere")
    func monoFocus() throws {
        let grid = try Self.card("apple-pay", keys: "tab")
        Snapshot.assertStyled(grid, mapping: Self.mono, named: "styled/apple-pay-mono-focus")
        #expect(Self.mono.styledRows(of: grid).joined().contains { $0.style.reverse && $0.text == "5" })
    }
}
