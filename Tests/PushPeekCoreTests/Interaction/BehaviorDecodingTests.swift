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

/// `responses`, `inputView`, `inputAccessory`, `media` and view elements: decoded, and rejected with
/// a JSON path and a line:column.
@Suite struct BehaviorDecodingTests {
    typealias F = InteractionFixtures

    static func decode(_ json: String) throws(InputError) -> AppDescription {
        try AppDescriptionDecoder.decode(Array(json.utf8), file: "app.json", readFile: { _ throws(InputError) in [] })
    }

    static func error(_ json: String) -> InputError? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error
        }
    }

    @Test func decodesEveryResponseStep() throws {
        let app = try Self.decode(F.app(actions: "[]", extensionJSON: #"""
        "view": [{"label": {"id": "status", "text": "?"}}],
        "responses": {
          "like": {"setActions": [{"identifier": "love", "title": "Love"}, {"identifier": "meh", "title": "Meh"}],
                   "setLabel": [{"id": "status", "text": "Liked", "color": "#FF0000"}], "complete": "doNotDismiss"},
          "open": {"performDefaultAction": true, "dismissExtension": true, "resignFirstResponder": true, "becomeFirstResponder": false},
          "*": {"replace": {"a": {"identifier": "b", "title": "B"}}, "complete": "dismissAndForwardAction"} }
        """#))
        let table = try #require(app.extensions.first?.responseTable)
        let like = table.response(for: "like")
        #expect(like.notificationActions?.map(\.identifier) == ["love", "meh"])
        #expect(like.labelChanges == [LabelChange(elementID: "status", text: "Liked", color: .rgb(255, 0, 0))])
        #expect(like.completion == .doNotDismiss)
        #expect(like.path == "extensions[0].responses.like")
        let open = table.response(for: "open")
        #expect(open.performDefaultAction && open.dismissExtension && open.resignFirstResponder && !open.becomeFirstResponder)
        #expect(open.completion == .dismiss)
        let other = table.response(for: "anything")
        #expect(other.replacements.map(\.identifier) == ["a"])
        #expect(other.completion == .dismissAndForwardAction)
    }

    @Test func noResponsesMeansNoTable() throws {
        let app = try Self.decode(F.app(actions: "[]", extensionJSON: #""view": []"#))
        #expect(app.extensions.first?.responseTable == nil)
    }

    @Test(arguments: [
        (#""responses": {"a": {"complet": "dismiss"}}"#, "extensions[0].responses.a.complet", "unknown response step"),
        (#""responses": {"a": {"complete": "close"}}"#, "extensions[0].responses.a.complete", "unknown completion \"close\""),
        (#""responses": {"a": {"setLabel": {"id": "nope", "text": "x"}}}"#, "extensions[0].responses.a.setLabel.id", "no label with id \"nope\""),
        (#""view": [{"label": {"id": "l"}}], "responses": {"a": {"setLabel": {"id": "l", "color": "greenish"}}}"#,
         "extensions[0].responses.a.setLabel.color", "is not a colour"),
        (#""responses": {"a": {"setActions": [{"title": "No id"}]}}"#, "extensions[0].responses.a.setActions[0].identifier", "missing"),
        (#""inputView": {"slider": {"min": 10, "max": 5}}"#, "extensions[0].inputView.slider.max", "must be greater than min"),
        (#""inputView": {"slider": {"min": 0, "max": 10, "step": 0}}"#, "extensions[0].inputView.slider.step", "step must be greater than 0"),
        (#""inputView": {"slider": {"min": 0, "max": 10, "value": 11}}"#, "extensions[0].inputView.slider.value", "outside min…max"),
        (#""inputView": {"stepper": {}}"#, "extensions[0].inputView", "an input view is"),
        (#""media": {"button": "big"}"#, "extensions[0].media.button", "unknown value \"big\""),
        (#""media": {"button": "overlay", "frame": [0, 0, 44]}"#, "extensions[0].media.frame", "expected [x, y, width, height]"),
        (#""view": [{"segmented": {"segments": ["5"], "selected": 3}}]"#, "extensions[0].view[0].segmented.selected", "is not a segment index"),
        (#""view": [{"image": {"width": "80"}}]"#, "extensions[0].view[0].image.width", "expected a number"),
        (#""view": [{"label": {"align": "middle"}}]"#, "extensions[0].view[0].label.align", "unknown value \"middle\""),
        (#""view": [{"stack": {"elements": [{"label": {}, "image": {}}]}}]"#, "extensions[0].view[0].stack.elements[0]", "one key naming its kind"),
    ])
    func rejectsWithPathAndPosition(_ members: String, _ path: String, _ message: String) {
        let error = Self.error(F.app(actions: "[]", extensionJSON: members))
        #expect(error?.path == path)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
        #expect(error?.location != nil)
        #expect(error?.file == "app.json")
        #expect(error?.exitStatus == 65)
    }

    @Test func customInputViewAndTextInputActionCannotBothBeOffered() {
        let json = F.app(actions: #"[{"identifier": "comment", "title": "Comment", "textInput": {"buttonTitle": "Send"}}]"#,
                         extensionJSON: #""inputView": {"slider": {"min": 0, "max": 10}}"#)
        let error = Self.error(json)
        #expect(error?.path == "extensions[0].inputView")
        #expect(error?.message.contains("\"comment\"") == true)
        #expect(error?.description.hasPrefix("app.json:1:") == true)
        let viaResponse = F.app(actions: "[]", extensionJSON: #"""
        "inputView": {"slider": {}}, "responses": {"a": {"setActions": [{"identifier": "reply", "textInput": true}]}}
        """#)
        #expect(Self.error(viaResponse)?.path == "extensions[0].inputView")
    }

    @Test func decodesSliderAccessoryAndMedia() throws {
        let app = try Self.decode(F.app(actions: "[]", extensionJSON: #"""
        "inputView": {"slider": {"min": 0.5, "max": 2, "step": 0.25, "title": "Speed"}},
        "inputAccessory": [{"identifier": "accept", "title": "Accept"}],
        "media": {"button": "default", "frame": [8, 16, 44, 44], "tint": "purple"}
        """#))
        let contentExtension = try #require(app.extensions.first)
        guard case .slider(let slider)? = contentExtension.customInput else { Issue.record("slider"); return }
        #expect(slider.value == 0.5 && slider.format == "%.2f" && slider.title == "Speed")
        #expect(slider.snapped(1.13) == 1.25)
        #expect(slider.snapped(9) == 2)
        #expect(contentExtension.inputAccessoryActions.map(\.identifier) == ["accept"])
        #expect(contentExtension.mediaButton == MediaButtonSpec(type: .default, frame: [8, 16, 44, 44], tint: .rgb(175, 82, 222)))
    }

    @Test func decodesViewElements() throws {
        let app = try Self.decode(F.app(actions: "[]", extensionJSON: #"""
        "view": [
          {"map": {"latitude": "lat"}},
          {"container": {"id": "box", "elements": [
            {"segmented": {"id": "amount", "segments": ["5", "10", "20"], "selected": 1}},
            {"button": {"id": "fav", "title": "♡", "selectedTitle": "♥", "action": "favorite"}} ]}},
          {"image": {"attachment": 0, "align": "topTrailing", "margin": 8}} ]
        """#))
        let elements = try #require(app.extensions.first?.elements)
        #expect(elements.map(\.kind) == ["map", "container", "image"])
        #expect(elements[2].align == .topTrailing && elements[2].margin == 8)
        #expect(ViewElement.controls(in: elements).map(\.key) == ["amount", "fav"])
        if case .stack(let stack) = elements[1].content { #expect(stack.border) } else { Issue.record("container") }
    }
}
