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

/// No input makes the work grow faster than the input: laying out 10× the view elements or typing
/// 10× the characters does about 10× the counted work (`WorkCounter`), not 100×.
@Suite("Linear work")
struct LinearWorkTests {
    static let payload = #"{"aps":{"alert":{"title":"T","body":"B"},"category":"ShowMap"}}"#

    /// An app whose interactive custom view holds `count` elements of one kind, all `align`ed (so all
    /// of them are drawn, over each other).
    static func alignedApp(_ kind: String, count: Int) -> String {
        let element: String
        switch kind {
        case "button": element = #"{"button":{"title":"Go","align":"center"}}"#
        case "label": element = #"{"label":{"text":"Hello","align":"top"}}"#
        case "image": element = #"{"image":{"attachment":0,"align":"leading"}}"#
        default: element = #"{"segmented":{"segments":["5","10","20"],"align":"bottom"}}"#
        }
        let view = Array(repeating: element, count: count).joined(separator: ",")
        return #"{"categories":[{"identifier":"ShowMap","actions":[{"identifier":"a","title":"A"}]}],"extensions":[{"attributes":{"UNNotificationExtensionCategory":"ShowMap","UNNotificationExtensionUserInteractionEnabled":true},"view":[\#(view)]}]}"#
    }

    static func layoutWork(_ kind: String, count: Int) throws -> Int {
        var state = try InteractionFixtures.state(payload: payload, app: alignedApp(kind, count: count))
        if kind == "button" || kind == "segmented" {
            _ = PreviewReducer.update(&state, .key(.tab))  // a control has the focus
        }
        let frozen = state
        return WorkCounter.measure {
            let card = CardRenderer.render(frozen, width: 44)
            #expect(card.layout.elements.count >= count)
        }
    }

    @Test("laying out 10,000 aligned elements is about 10× the work of 1,000", arguments: ["button", "label", "image", "segmented"])
    func alignedLayout(kind: String) throws {
        let small = try Self.layoutWork(kind, count: 1_000)
        let large = try Self.layoutWork(kind, count: 10_000)
        #expect(small >= 1_000)
        #expect(Double(large) / Double(small) < 11, "1,000 → \(small), 10,000 → \(large)")
    }

    @Test("wrapping a 10,000-character label is about 10× the work of 1,000, and it is drawn whole",
          arguments: ["word ", "漢字😀 ", "x"])
    func wrappingIsLinear(unit: String) throws {
        func work(_ count: Int) throws -> Int {
            let text = String(String(repeating: unit, count: count).prefix(count))
            let app = #"{"categories":[{"identifier":"ShowMap"}],"extensions":[{"attributes":{"UNNotificationExtensionCategory":"ShowMap"},"view":[{"label":{"text":"\#(text)"}}]}]}"#
            let state = try InteractionFixtures.state(payload: Self.payload, app: app)
            return WorkCounter.measure { _ = CardRenderer.render(state, width: 44) }
        }
        let small = try work(1_000)
        let large = try work(10_000)
        #expect(small >= 1_000)
        #expect(Double(large) / Double(small) < 11, "1,000 → \(small), 10,000 → \(large)")
    }

    /// A state with the reply keyboard up (the only action is a text-input action).
    static func replyState() throws -> PreviewState {
        let app = #"{"categories":[{"identifier":"ShowMap","actions":[{"identifier":"reply","title":"Reply","textInput":{"buttonTitle":"Send"}}]}]}"#
        let state = try InteractionFixtures.state(payload: payload, app: app)
        guard case .text? = state.input else { throw PropertyListError("the keyboard is not up") }
        return state
    }

    static func field(_ state: PreviewState) -> TextField? {
        if case .text(let reply)? = state.input { return reply.field }
        return nil
    }

    /// Types `count` characters (after `Home` when `atStart`, so every one goes in before the text),
    /// drawing the card after each; returns the counted work and how often the text was moved to
    /// new storage.
    static func typing(count: Int, atStart: Bool) throws -> (work: Int, moves: Int) {
        var state = try replyState()
        for character in "seed" { _ = PreviewReducer.update(&state, .key(.character(character))) }
        if atStart { _ = PreviewReducer.update(&state, .key(.home)) }
        var moves = 0
        var address = field(state)?.beforeGap.withUnsafeBufferPointer { $0.baseAddress }
        let work = WorkCounter.measure {
            for index in 0..<count {
                _ = PreviewReducer.update(&state, .key(.character(index % 7 == 0 ? "語" : "a")))
                _ = CardRenderer.render(state, width: 44)
                let now = field(state)?.beforeGap.withUnsafeBufferPointer { $0.baseAddress }
                if now != address { moves += 1 }
                address = now
            }
        }
        #expect(field(state)?.count == count + 4)
        return (work, moves)
    }

    @Test("typing 10,000 characters is about 10× the work of 1,000, at the end or before the text", arguments: [false, true])
    func typingIsLinear(atStart: Bool) throws {
        let small = try Self.typing(count: 1_000, atStart: atStart)
        let large = try Self.typing(count: 10_000, atStart: atStart)
        #expect(Double(large.work) / Double(small.work) < 11, "1,000 → \(small.work), 10,000 → \(large.work)")
        // Growing storage doubles (about log2(n) moves); copying the text on every key would be n.
        #expect(large.moves < 64, "the text moved to new storage \(large.moves) times in 10,000 keys")
    }

    @Test("the gap buffer edits like an array: insertions, deletions and moves in any order")
    func gapBufferMatchesArray() {
        var field = TextField("hello")
        var model = Array("hello")
        var cursor = model.count
        let steps: [(TextField.Edit)] = [.left, .left, .insert("X"), .home, .insert("Y"), .deleteForward, .end, .backspace,
                                         .left, .left, .left, .insert("界"), .deleteToEnd, .home, .right, .deleteToStart, .insert("Z")]
        for step in steps {
            switch step {
            case .left: field.moveCursor(by: -1); cursor = max(0, cursor - 1)
            case .right: field.moveCursor(by: 1); cursor = min(model.count, cursor + 1)
            case .home: field.moveToStart(); cursor = 0
            case .end: field.moveToEnd(); cursor = model.count
            case .insert(let character): field.insert(character); model.insert(character, at: cursor); cursor += 1
            case .backspace: field.deleteBackward(); if cursor > 0 { model.remove(at: cursor - 1); cursor -= 1 }
            case .deleteForward: field.deleteForward(); if cursor < model.count { model.remove(at: cursor) }
            case .deleteToStart: field.deleteToStart(); model.removeSubrange(0..<cursor); cursor = 0
            case .deleteToEnd: field.deleteToEnd(); model.removeSubrange(cursor...)
            }
            #expect(field.text == String(model))
            #expect(field.cursor == cursor)
        }
        #expect(field.text == "Ze界")
        var sameText = TextField("Ze界")
        sameText.moveToStart()
        sameText.moveCursor(by: 1)
        #expect(field == sameText)
    }
}

extension TextField {
    /// One step of the model comparison above.
    enum Edit {
        case left, right, home, end, backspace, deleteForward, deleteToStart, deleteToEnd
        case insert(Character)
    }
}
