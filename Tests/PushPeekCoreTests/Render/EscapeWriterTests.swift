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

/// The one escape writer: shortest moves, SGR naming only what changes.
@Suite("Escape writer")
struct EscapeWriterTests {
    static func text(_ output: EscapeWriter) -> String {
        String(decoding: output.bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "⎋")
    }

    @Test("moves: absolute when lost, then the shortest of column, relative and absolute")
    func moves() {
        var output = EscapeWriter(depth: .ansi256)
        output.move(toX: 4, y: 9)
        #expect(Self.text(output) == "⎋[10;5H")
        output.move(toX: 4, y: 9)
        #expect(Self.text(output) == "⎋[10;5H", "no move when already there")
        output.move(toX: 5, y: 9)
        output.move(toX: 30, y: 9)
        output.move(toX: 30, y: 10)
        output.move(toX: 2, y: 20)
        #expect(Self.text(output) == "⎋[10;5H⎋[C⎋[31G⎋[B⎋[21;3H")
    }

    @Test("SGR: a reset and everything from an unknown state, then only the differences")
    func attributes() {
        var output = EscapeWriter(depth: .ansi256)
        var style = TerminalStyle(bold: true, foreground: 33, background: 236)
        output.set(style)
        style.bold = false
        output.set(style)
        style.foreground = 3
        style.background = -1
        output.set(style)
        style.foreground = 9
        style.underline = true
        output.set(style)
        output.set(style)
        #expect(Self.text(output) == "⎋[0;1;38;5;33;48;5;236m⎋[22m⎋[33;49m⎋[4;91m")
    }

    @Test("true colour as 38;2;r;g;b, the eight ANSI colours by number")
    func trueColor() {
        var output = EscapeWriter(depth: .trueColor)
        output.set(TerminalStyle(foreground: 0x0A84FF, background: 0))
        #expect(Self.text(output) == "⎋[0;38;2;10;132;255;40m")
    }

    @Test("a clear puts the cursor home in the given background")
    func clear() {
        var output = EscapeWriter(depth: .ansi8)
        output.clearScreen(in: TerminalStyle(foreground: -1, background: 4))
        #expect(Self.text(output) == "⎋[0;44m⎋[H⎋[2J")
        #expect(output.cursor?.x == 0 && output.cursor?.y == 0)
    }
}

/// `render --format ansi`: the one writer, the one mapping, a reset at the end of every row.
@Suite("ANSI text output")
struct ANSIWriterTests {
    @Test("SGR only where the look changes; mono focus in reverse video")
    func rows() {
        var grid = CellGrid(width: 3, height: 2, fill: Cell.blank(Style(foreground: .role(.text), background: .role(.card))))
        _ = grid.put("ab", at: Point(x: 0, y: 0), style: Style(foreground: .role(.accent), bold: true))
        _ = grid.put("c", at: Point(x: 1, y: 1), style: Style(foreground: .role(.focusText), background: .role(.focus)))
        let dark = ANSIWriter.write(grid, mapping: StyleMapping(theme: ThemeLoader.builtin(named: "ios-dark")!, depth: .ansi256))
        #expect(dark.replacingOccurrences(of: "\u{1B}", with: "⎋")
                == "⎋[1;38;5;33;48;5;236mab⎋[22;38;5;231m ⎋[0m\n⎋[38;5;231;48;5;236m ⎋[48;5;33mc⎋[48;5;236m ⎋[0m\n")
        let mono = ANSIWriter.write(grid, mapping: StyleMapping(theme: ThemeLoader.builtin(named: "mono")!, depth: .ansi256))
        #expect(mono.replacingOccurrences(of: "\u{1B}", with: "⎋") == "⎋[1mab⎋[22m ⎋[0m\n ⎋[7mc⎋[27m ⎋[0m\n")
    }
}
