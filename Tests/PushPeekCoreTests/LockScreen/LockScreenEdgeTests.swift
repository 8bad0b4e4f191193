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

/// The lock screen's stacked platters and its long list: the edges behind a stack are drawn as the
/// cards they are (not as holes of the background's colour), and a list taller than the screen says
/// there is more with ▲ / ▼.
@Suite("Lock screen edges and scrolling")
struct LockScreenEdgeTests {
    @Test(arguments: PresentationEra.allCases)
    func theEdgesBehindAStackAreOnTheCardsColour(era: PresentationEra) throws {
        let state = try LockScreenFixtures.state(era: era)
        let grid = LockScreenRenderer.render(state).grid
        let lines = grid.lines()
        // The rows under a stack's card that start with an inset platter edge.
        let edgeRows = lines.indices.filter { row in
            let line = lines[row]
            return line.hasPrefix("   ╰") || line.hasPrefix("    ╰")
        }
        #expect(edgeRows.count == 3, "Anna's stack has two platters behind, Bob's one: \(lines.joined(separator: "\n"))")
        for row in edgeRows {
            let cells = (0..<grid.width).map { grid[$0, row] }.filter { $0.text != " " }
            #expect(!cells.isEmpty)
            #expect(cells.allSatisfy { $0.style.background == .role(.card) }, "row \(row): \(lines[row])")
        }
    }

    @Test func aListTallerThanTheScreenShowsWhereThereIsMore() throws {
        var state = try LockScreenFixtures.state()
        let size = Size(width: 80, height: 12)
        #expect(LockScreenRenderer.render(state).grid.height > size.height - 1, "the list needs more rows than the screen has")
        // The scroll bar's column: right of the list (its one-column margin, the gutter, the cards).
        let column = 1 + LockScreenRenderer.gutter + state.options.cardWidth
        let listRows = size.height - 1
        state.focus = 0
        let top = LockScreenScreen.view(state, size: size)
        #expect(top[column, listRows - 1].text == "▼", "more below: \(top.lines().joined(separator: "\n"))")
        #expect(top[column, 0].text != "▲")
        state.focus = state.items.count - 1
        let bottom = LockScreenScreen.view(state, size: size)
        #expect(bottom[column, 0].text == "▲", "more above: \(bottom.lines().joined(separator: "\n"))")
        #expect(bottom[column, listRows - 1].text != "▼")
        // A list that fits has neither.
        let tall = LockScreenScreen.view(state, size: Size(width: 80, height: 60)).lines().joined()
        #expect(!tall.contains("▲") && !tall.contains("▼"))
    }
}
