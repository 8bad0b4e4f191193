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

/// Cells keep their text as plain data (`Glyph`); the grid's fast paths agree with the general one.
@Suite("Cell storage and grid fast paths")
struct CellStorageTests {
    @Test("texts of every length come back byte for byte", arguments: [
        "", " ", "a", "é", "e\u{301}", "日", "🥯", "👍🏽", "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}",
        String(repeating: "\u{301}", count: 40), "fifteen bytes!!", "sixteen bytes!!!",
    ])
    func roundTrip(text: String) {
        let cell = Cell(text: text, style: .plain)
        #expect(Array(cell.text.utf8) == Array(text.utf8))
        #expect(cell.glyph.utf8Count == text.utf8.count)
        var copy = cell
        copy.text = text + "x"
        #expect(copy.text == text + "x")
        #expect(copy != cell)
        #expect(Cell(text: text, style: .plain) == cell)
        #expect(Cell(text: text, style: .plain).hashValue == cell.hashValue)
    }

    @Test("canonically equal but different bytes are different cells (the terminal gets other bytes)")
    func bytesDecide() {
        #expect(Cell(text: "é") != Cell(text: "e\u{301}"))
    }

    @Test("put of plain text matches the grapheme-by-grapheme layout", arguments: [
        "Hello", "Café · naïve", "日本語 and 🥯 bagels", "│ box ─ drawing ╯", "⠁⠂⠄ braille", "Ακρόπολη Красная",
    ])
    func putMatchesUnits(text: String) {
        var grid = CellGrid(width: 40, height: 1)
        let advanced = grid.put(text, at: Point(x: 1, y: 0), style: .plain)
        var expected: [String] = [" "]
        for character in text {
            for unit in DisplayWidth.cellUnits(of: character) {
                expected.append(unit.text)
                if unit.width == 2 { expected.append("") }
            }
        }
        #expect(advanced == DisplayWidth.of(text))
        #expect(Array((0..<expected.count).map { grid[$0, 0].text }) == expected)
        #expect(grid[2, 0].isContinuation == (DisplayWidth.of(String(text.first ?? " ")) == 2))
    }

    @Test("put clips at both edges, blanking a wide character cut by the right one")
    func putClips() {
        var grid = CellGrid(width: 6, height: 1)
        grid.put("ab日本", at: Point(x: -1, y: 0), style: .plain, clip: Rect(x: 0, y: 0, width: 4, height: 1))
        #expect(grid.line(0) == "b日   ")
        grid.put("xy日", at: Point(x: 2, y: 0), style: .plain, clip: Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(grid.line(0) == "b xy  ")
    }

    @Test("fill over wide characters at its edges leaves no half character outside")
    func fillKeepsWideCharactersWhole() {
        var grid = CellGrid(width: 8, height: 2)
        grid.put("日本語字", at: .zero, style: .plain)
        grid.put("日本語字", at: Point(x: 0, y: 1), style: .plain)
        grid.fill(Rect(x: 1, y: 0, width: 4, height: 2), with: "·", style: .plain)
        // 日 loses its head at column 0, 語 its continuation at column 5.
        #expect(grid.lines() == [" ···· 字", " ···· 字"])
        grid.fill(Rect(x: 7, y: 1, width: 1, height: 1), with: "-", style: .plain)
        #expect(grid.line(1) == " ····  -")
        for y in 0..<2 {
            for x in 0..<8 where grid[x, y].isContinuation {
                #expect(DisplayWidth.of(grid[x - 1, y].text) == 2)
            }
        }
    }

    @Test("the text snapshot written from the cells is the rows' text, long glyphs and wide ones included")
    func snapshotBytes() {
        var grid = CellGrid(width: 12, height: 3)
        grid.put("日本 e\u{301} 🥯", at: .zero, style: .plain)
        grid.put("👨\u{200D}👩\u{200D}👧\u{200D}👦 family", at: Point(x: 1, y: 1), style: .plain)
        grid.set(Cell(text: "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}"), x: 11, y: 2)
        let expected = grid.lines().map { $0 + "\n" }.joined()
        #expect(TextSnapshot.text(of: grid) == expected)
        var bytes = Array("head".utf8)
        TextSnapshot.append(grid, to: &bytes)
        #expect(bytes == Array(("head" + expected).utf8))
    }

    @Test("rowEquals compares whole rows")
    func rowEquality() {
        var a = CellGrid(width: 4, height: 2)
        let b = a
        a.put("x", at: Point(x: 3, y: 1), style: .plain)
        #expect(a.rowEquals(b, 0))
        #expect(!a.rowEquals(b, 1))
        #expect(!a.rowEquals(CellGrid(width: 5, height: 2), 0))
    }
}
