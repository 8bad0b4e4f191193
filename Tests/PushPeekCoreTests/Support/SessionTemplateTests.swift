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

/// The shared parts of a bulk run give every payload the session a single load would.
@Suite("Session template")
struct SessionTemplateTests {
    @Test("a payload through the template draws the same card as through SessionLoader", arguments: [Stage.banner, .expanded])
    func sameAsLoader(stage: Stage) throws {
        let sources = SessionSources(payloadPath: Fixtures.example("spy-agency/payload.json"), appPath: Fixtures.example("spy-agency/app.json"))
        let loaded = try SessionLoader.load(sources, options: CardOptions(), stage: stage)
        var template = try SessionTemplate(sources)
        let built = try template.state(payloadAt: Fixtures.example("spy-agency/payload.json"), options: CardOptions(), stage: stage)
        #expect(CardRenderer.render(built, width: 44).grid == CardRenderer.render(loaded, width: 44).grid)
        #expect(built.log.events == loaded.log.events)
    }

    @Test("a bad payload names its file; the template stays usable for the next")
    func badPayload() throws {
        var template = try SessionTemplate(SessionSources())
        do {
            _ = try template.state(PayloadDecoder.decode(Array("[]".utf8), file: "bad.json"), options: CardOptions(), stage: .banner)
            Issue.record("a payload that is not an object was accepted")
        } catch {
            #expect(error.file == "bad.json")
        }
        let good = try template.state(PayloadDecoder.decode(Array(#"{"aps": {"alert": "hi"}}"#.utf8)), options: CardOptions(), stage: .banner)
        #expect(good.content.body == "hi")
    }

    @Test("a service extension's download is decoded once for all the payloads that name it")
    func downloadsDecodedOnce() throws {
        let count = Counter()
        var template = try SessionTemplate(SessionSources()) { _, identifier throws(InputError) in
            count.value += 1
            return Attachment(identifier: identifier, fileName: "pic.png", kind: .unsupported(reason: "test"), byteSize: 0, format: nil)
        }
        template.app = try AppDescriptionDecoder.decode(Array(#"{"serviceExtension": {"attachments": {"media-url": "pic.png"}}}"#.utf8),
                                                        file: "app.json")
        for _ in 0..<3 {
            let payload = try PayloadDecoder.decode(Array(#"{"aps": {"alert": "x", "mutable-content": 1}, "media-url": "https://x"}"#.utf8))
            let state = try template.state(payload, options: CardOptions(), stage: .banner)
            #expect(state.attachments.map(\.identifier) == ["media-url"])
        }
        #expect(count.value == 1)
    }

    final class Counter: @unchecked Sendable {
        var value = 0
    }
}
