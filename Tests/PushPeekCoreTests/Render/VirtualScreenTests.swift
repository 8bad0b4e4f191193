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
import VirtualTerminal

/// The emulator the checks rely on: it must read every SGR form the writers use, and erase in the
/// current background, or a check could pass a wrong screen.
@Suite("Virtual screen")
struct VirtualScreenTests {
    static func screen(_ text: String, width: Int = 8, height: Int = 2) -> VirtualScreen {
        var screen = VirtualScreen(width: width, height: height)
        screen.feed(Array(text.utf8))
        return screen
    }

    @Test("SGR: attributes on and off, 8, 16, 256 and direct colours, defaults, reset")
    func graphicRendition() {
        let screen = Self.screen("\u{1B}[1;4;7;31;42mA\u{1B}[22;24;27;91;104mB\u{1B}[38;5;200;48;2;1;2;3mC\u{1B}[39;49;2mD\u{1B}[0mE\u{1B}[1mF\u{1B}[mG")
        #expect(screen.styles[0].prefix(7) == [
            TerminalStyle(bold: true, underline: true, reverse: true, foreground: 1, background: 2),
            TerminalStyle(foreground: 9, background: 12),
            TerminalStyle(foreground: 200, background: 0x010203),
            TerminalStyle(dim: true),
            .reset,
            TerminalStyle(bold: true),
            .reset,
        ])
        #expect(screen.lines[0] == "ABCDEFG ")
    }

    @Test("erasing takes the current background and nothing else; text keeps its pen")
    func erase() {
        let screen = Self.screen("\u{1B}[1;31;44m\u{1B}[2J\u{1B}[2;3Hx", width: 4)
        #expect(screen.styles[0][0] == TerminalStyle(background: 4))
        #expect(screen.styles[1][2] == TerminalStyle(bold: true, foreground: 1, background: 4))
        #expect(screen.lines == ["    ", "  x "])
    }

    @Test("a difference names the cell and both styles; blanks compare by background only")
    func difference() {
        let screen = Self.screen("\u{1B}[1;38;5;9;48;5;17m \u{1B}[38;5;231mx")
        let expected = [[StyledCell(text: " ", style: TerminalStyle(background: 17)),
                         StyledCell(text: "x", style: TerminalStyle(bold: true, foreground: 239, background: 17))]]
        let found = screen.firstDifference(from: expected)
        #expect(found?.x == 1 && found?.y == 0)
        #expect(found?.description == "row 0 column 1: the screen has «x» fg 231 bg 17 bold, the model «x» fg 239 bg 17 bold")
    }
}
