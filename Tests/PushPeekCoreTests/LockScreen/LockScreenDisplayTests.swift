import Foundation
import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekPresentation
@testable import PushPeekInteraction
@testable import PushPeekSession

/// The iOS 16 lock screen: notifications at the bottom, shown as the Display As setting says —
/// Count, Stack (the default) or List — while Notification Center keeps its stacks by thread.
@Suite("Lock screen Display As", .serialized)
struct LockScreenDisplayTests {
    static func state(_ display: LockScreenDisplay?, locked: Bool = true) throws -> LockScreenState {
        var state = try LockScreenFixtures.state(locked: locked, previews: .always)
        state.options.display = display
        return state
    }

    static func lines(_ state: LockScreenState) -> [String] {
        var lines = LockScreenFixtures.text(state).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    @Test("Stack: one pile of the newest notification with the platters behind, at the bottom of the screen")
    func stackIsOnePileAtTheBottom() throws {
        let lines = Self.lines(try Self.state(.stack))
        #expect(lines.count == LockScreenDisplay.headlessRows, "\(lines.joined(separator: "\n"))")
        #expect(lines.first?.contains("Lock Screen · locked · 6 notifications") == true)
        #expect(lines[1].trimmingCharacters(in: .whitespaces).isEmpty && lines[2].trimmingCharacters(in: .whitespaces).isEmpty,
                "the space under the heading is empty: \(lines.joined(separator: "\n"))")
        let text = lines.joined(separator: "\n")
        #expect(text.contains("blue coat at the bar") && !text.contains("Never mind") && !text.contains("Harbour Bridge"), "\(text)")
        let last = lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        #expect(last.contains("╰") && lines.firstIndex(of: last) == lines.count - 1, "the pile ends on the last row: \(text)")
        Snapshot.assert(text, named: "lockscreen/display-stack")
    }

    @Test("Count: one line at the bottom; List: the stacks by thread at the bottom")
    func countAndList() throws {
        let count = Self.lines(try Self.state(.count))
        #expect(count.count == LockScreenDisplay.headlessRows && count.last?.contains("6 Notifications") == true, "\(count.joined(separator: "\n"))")
        #expect(!count.joined().contains("blue coat"))
        Snapshot.assert(count.joined(separator: "\n"), named: "lockscreen/display-count")
        let list = Self.lines(try Self.state(.list))
        let text = list.joined(separator: "\n")
        #expect(list.count == LockScreenDisplay.headlessRows && text.contains("blue coat at the bar") && text.contains("Never mind")
                && text.contains("Harbour Bridge"), "\(text)")
        #expect(list[1].trimmingCharacters(in: .whitespaces).isEmpty, "anchored at the bottom: \(text)")
        Snapshot.assert(text, named: "lockscreen/display-list")
    }

    @Test("Notification Center and iOS 15 keep the list from the top; the JSON names the display")
    func notificationCenterKeepsItsStacks() throws {
        let center = Self.lines(try Self.state(nil, locked: false))
        #expect(center.first?.contains("Notification Center · 6 notifications") == true)
        #expect(center[1].trimmingCharacters(in: .whitespaces).isEmpty && !center[2].trimmingCharacters(in: .whitespaces).isEmpty,
                "the list starts under the heading and its blank row")
        #expect(center.joined().contains("Never mind") && center.joined().contains("blue coat"))
        let json = LockScreenJSON.document(try Self.state(.stack)).serialized()
        #expect(json.contains(#""display":"stack""#) && json.contains(#""view":"pile""#), "\(json.prefix(200))")
        #expect(!LockScreenJSON.document(try Self.state(nil)).serialized().contains(#""display""#))
    }

    @Test("Enter on the pile shows the stacks; Esc collapses them again")
    func enterOpensThePile() throws {
        var state = try Self.state(.stack)
        state.focus = 0
        #expect(Array(state.items) == [.pile])
        var model = LockScreenModel(state: state)
        _ = model.update(.key(.enter))
        #expect(model.state.items.count == 3 && model.state.pileOpen, "\(model.state.items)")
        _ = model.update(.key(.escape))
        #expect(Array(model.state.items) == [.pile] && model.state.focus == 0)
    }

    @Test("the pile in SVG and HTML")
    func pictures() throws {
        let state = try Self.state(.stack)
        let picture = LockScreenRenderer.render(state)
        let card = RenderedCard(screen: picture.grid, pictures: picture.pictures)
        let theme = try PictureSnapshotTests.theme("ios-dark")
        Snapshot.assert(SVGWriter.write(card, theme: theme, title: "Lock Screen"), named: "pictures/lockscreen-display-stack", fileExtension: "svg")
        Snapshot.assert(HTMLWriter.write(card, theme: theme, title: "Lock Screen"), named: "pictures/lockscreen-display-stack", fileExtension: "html")
    }
}
