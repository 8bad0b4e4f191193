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

/// A notification kept compact in the list (its JSON document and texts, not its typed payload or
/// preview state) gives back the state it was delivered with: the same card, texts resolved from
/// the strings file, the values the list groups and sorts by.
@Suite("Lock screen: compact notifications")
struct LockScreenCompactTests {
    static let strings = #""greeting" = "Hello %@";"#

    static func delivered(_ json: String, app: String = "{}") throws -> (state: PreviewState, kept: LockScreenNotification) {
        let appDescription = try AppDescriptionDecoder.decode(Array(app.utf8))
        let strings = try LocalizedStrings.parse(Array(Self.strings.utf8), file: "Localizable.strings")
        let payload = try PayloadDecoder.decode(Array(json.utf8))
        var options = CardOptions()
        options.presentationEra = .modern
        let state = PreviewState(content: NotificationContent(payload: payload, strings: strings), app: appDescription,
                                 options: options, stage: .banner)
        return (state, LockScreenNotification(id: 1, source: "a.json", delivered: state))
    }

    @Test("the card drawn from a compact notification is the card of the state it was delivered with")
    func sameCard() throws {
        let payloads = [
            #"{"aps":{"alert":{"title-loc-key":"greeting","title-loc-args":["Anna"],"body":"See you"},"thread-id":"t","relevance-score":0.5,"interruption-level":"time-sensitive"},"deep":{"link":"x"}}"#,
            #"{"aps":{"alert":"n1"}}"#,
            #"{"aps":{"alert":{"title":"A","body":"B","summary-arg":"Bob","summary-arg-count":3},"category":"message","badge":2}}"#,
        ]
        let app = #"{"categories":[{"identifier":"message","categorySummaryFormat":"%u more from %@"}]}"#
        for json in payloads {
            let (state, kept) = try Self.delivered(json, app: app)
            #expect(kept.content.title == state.content.title)
            #expect(kept.content.payload.aps == state.content.payload.aps)
            #expect(kept.thread == state.content.threadIdentifier)
            #expect(kept.relevanceScore == (state.content.payload.aps.relevanceScore ?? 0))
            #expect(kept.interruptionLevel == state.presentedContent.interruptionLevel)
            #expect(kept.summaryArgument == state.content.payload.aps.alert?.summaryArgument)
            #expect(kept.summaryArgumentCount == state.content.payload.aps.alert?.summaryArgumentCount)
            #expect(kept.categorySummaryFormat == state.category?.categorySummaryFormat)
            let expected = TextSnapshot.text(of: CardRenderer.render(state, width: 44).grid)
            #expect(TextSnapshot.text(of: CardRenderer.render(kept.state, width: 44).grid) == expected, "\(json)")
        }
        #expect(try Self.delivered(payloads[0]).kept.content.title == "Hello Anna")
    }

    @Test("a state whose payload is not what its document decodes to is kept whole")
    func madeInCodeIsKeptWhole() throws {
        var aps = APS()
        aps.alert = Alert()
        aps.alert?.body = "made in code"
        let payload = Payload(aps: aps, userInfo: [], simulatorTargetBundle: nil, root: JSONNode(.object([])), byteCount: 0)
        let state = PreviewState(content: NotificationContent(payload: payload), stage: .banner)
        let kept = LockScreenNotification(id: 1, source: "", delivered: state)
        #expect(kept.content.payload.aps.alert?.body == "made in code")
    }

    @Test("objects of many keys are indexed, and resolve as the node does")
    func largeObjectsIndexed() throws {
        let keys = (0..<20).map { #""k\#($0)":{"v":\#($0)}"# }.joined(separator: ",")
        let root = try JSONParser.parse(Array(#"{\#(keys),"k3":{"v":"last"},"small":{"a":1,"a":2}}"#.utf8))
        let index = JSONKeyPathIndex(root)
        for path in ["k0.v", "k3.v", "k19.v", "k20", "small.a", "small.b", "k7"] {
            #expect(index.value(atPath: path).map(OutputJSON.init)?.serialized() == root.value(atPath: path).map(OutputJSON.init)?.serialized(), "\(path)")
        }
        #expect(index.value(atPath: "k3.v")?.string == "last")
        #expect(index.value(atPath: "small.a")?.number == 2)
    }
}
