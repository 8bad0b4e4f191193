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

@Suite("Display width and text layout")
struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("한", 2), ("😀", 2), ("❤", 1), ("✓", 1),
        ("\u{200D}", 0), ("🇦", 1), ("ｱ", 1), ("Ａ", 2), ("‹", 1), ("✕", 1), ("…", 1),
    ])
    func followsWcwidth(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func wrapsOnDisplayWidthWithoutSplittingGraphemes() {
        let lines = TextLayout.wrap("日本語のテキストを折り返す", width: 7)
        #expect(lines == ["日本語", "のテキ", "ストを", "折り返", "す"])
        for line in lines { #expect(DisplayWidth.of(line) <= 7) }
        let accents = TextLayout.wrap("e\u{301}e\u{301}e\u{301}", width: 2)
        #expect(accents == ["e\u{301}e\u{301}", "e\u{301}"])
    }

    @Test func wrapsAtSpacesAndBreaksLongWords() {
        #expect(TextLayout.wrap("The quick brown fox", width: 10) == ["The quick", "brown fox"])
        #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("one\n\ntwo", width: 10) == ["one", "", "two"])
    }

    @Test func cutsToMaximumLinesWithAnEllipsis() {
        let lines = TextLayout.wrap("one two three four five six", width: 9, maxLines: 2)
        #expect(lines == ["one two", "three…"])
    }

    @Test func truncatesOnDisplayWidth() {
        #expect(TextLayout.truncate("日本語テキスト", width: 7) == "日本語…")
        #expect(TextLayout.truncate("short", width: 7) == "short")
    }

    @Test func gridKeepsWideCharactersWhole() {
        var grid = CellGrid(width: 5, height: 1)
        grid.put("日本語", at: .zero, style: .plain)
        #expect(grid.line(0) == "日本 ")
        grid.put("x", at: Point(x: 1, y: 0), style: .plain)
        #expect(grid.line(0) == " x本 ")
        #expect(DisplayWidth.of(grid.line(0)) == 5)
    }

    @Test func gridNeverHoldsControlCharacters() {
        var grid = CellGrid(width: 30, height: 1)
        grid.put("a\u{1B}[2Jb\u{07}\u{9B}c\u{202E}", at: .zero, style: .plain)
        let line = grid.line(0)
        #expect(!line.unicodeScalars.contains { TerminalSafeText.isUnsafe($0) })
        #expect(line.hasPrefix("a␛[2Jb␇\\u{9B}c\\u{202E}"))
    }
}
