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

@Suite struct TextFieldTests {
    @Test func editsByGraphemeCluster() {
        var field = TextField()
        for character in "a界👍🏽b" { field.insert(character) }
        #expect(field.text == "a界👍🏽b")
        #expect(field.cursor == 4)
        field.moveCursor(by: -1)
        field.deleteBackward()
        #expect(field.text == "a界b")
        field.moveToStart()
        let deletedAtStart = field.deleteBackward()
        #expect(!deletedAtStart)
        field.deleteForward()
        #expect(field.text == "界b")
        field.moveToEnd()
        let deletedAtEnd = field.deleteForward()
        let movedPastEnd = field.moveCursor(by: 1)
        #expect(!deletedAtEnd && !movedPastEnd)
    }

    @Test func killToStartAndEnd() {
        var field = TextField("hello world")
        field.moveCursor(by: -5)
        field.deleteToEnd()
        #expect(field.text == "hello ")
        field.deleteToStart()
        #expect(field.text.isEmpty && field.cursor == 0)
    }

    @Test func visibleWindowKeepsTheCursorInViewWithWideCharacters() {
        let field = TextField("日本語のテキスト")  // 16 columns
        let (text, cursor) = field.visible(width: 10)
        #expect(DisplayWidth.of(text) <= 10)
        #expect(cursor <= 9)
        #expect(text.hasSuffix("スト"))
        var start = field
        start.moveToStart()
        #expect(start.visible(width: 10) == ("日本語のテ", 0))
    }

    @Test func aWideCharacterUnderTheCursorAtTheRightEdgeStaysInView() {
        // Found in the terminal: the window kept only the columns *before* the cursor within the
        // width, so a wide character under the cursor at the right edge was cut off and the cursor
        // sat on a blank past the text.
        var field = TextField("abcd日本語")  // 4 + 6 columns
        field.moveCursor(by: -1)  // on 語
        let (text, cursor) = field.visible(width: 8)
        #expect(text.hasSuffix("語"), "the character under the cursor is shown: \(text)")
        #expect(cursor + 2 <= 8)
        #expect(text == "cd日本語" && cursor == 6)
        // At the end the cursor is one blank column after the text.
        field.moveToEnd()
        #expect(field.visible(width: 8) == ("d日本語", 7))
        // A width of one column still shows the cursor's position.
        #expect(field.visible(width: 1).cursorColumn == 0)
    }

    @Test func typedThroughTheReducerIncludingWideCharacters() throws {
        var state = try InteractionFixtures.example("spy-agency", payload: "payload.json", app: "app-comment.json")
        try InteractionFixtures.press(&state, #""東京 ok" left left backspace home "→" end delete"#)
        guard case .text(let reply)? = state.input else { Issue.record("keyboard expected"); return }
        #expect(reply.field.text == "→東京ok")
        #expect(InteractionFixtures.lines(state).contains { $0.contains("→東京ok") })
    }

    @Test func longRepliesScrollInsideTheField() throws {
        var state = try InteractionFixtures.example("spy-agency", payload: "payload.json", app: "app-comment.json")
        try InteractionFixtures.press(&state, "\"" + String(repeating: "abcdefghij", count: 6) + "XYZ\"")
        let line = InteractionFixtures.lines(state).first { $0.contains("XYZ") }
        #expect(line != nil)
        #expect(line?.contains("Send") == true)
        #expect(line.map { DisplayWidth.of($0) } == 44)
    }
}

@Suite struct ValueFormatTests {
    @Test(arguments: [
        ("$%d", 250.0, "$250"), ("%d%%", 12.6, "13%"), ("%.2f km", 3.14159, "3.14 km"), ("%f", 1.5, "1.500000"),
        ("%.0f", 2.5, "3"), ("%@ pts", 7.25, "7.25 pts"), ("%g", 400, "400"), ("no number", 1, "no number"),
        ("%x %", 5, "%x %"), ("%.1f", -0.04, "0.0"), ("%.1f", -1.25, "-1.3"),
        ("%.6f", 1e14, "100000000000000"), ("%.9f", -5e12, "-5000000000000"), ("%d", 1e300, "1e+300"),
    ])
    func formats(_ template: String, _ value: Double, _ expected: String) {
        #expect(ValueFormat.format(template, value) == expected)
    }
}
