import Testing
@testable import PushPeekCore

/// The shared parts of a bulk run give every payload the session a single load would.
@Suite("Session template")
struct SessionTemplateTests {
    @Test("a payload through the template draws the same card as through SessionLoader", arguments: [Stage.banner, .expanded])
    func sameAsLoader(stage: Stage) throws {
        let sources = SessionSources(payloadPath: Fixtures.example("spy-agency/payload.json"), appPath: Fixtures.example("spy-agency/app.json"))
        let loaded = try SessionLoader.load(sources, options: CardOptions(), stage: stage)
        let template = try SessionTemplate(sources)
        let built = try template.state(payloadAt: Fixtures.example("spy-agency/payload.json"), options: CardOptions(), stage: stage)
        #expect(CardRenderer.render(built, width: 44).grid == CardRenderer.render(loaded, width: 44).grid)
        #expect(built.responseLog == loaded.responseLog)
    }

    @Test("a bad payload names its file; the template itself stays usable")
    func badPayload() throws {
        let template = try SessionTemplate(SessionSources())
        #expect(throws: InputError.self) { try template.state(payload: Array("{".utf8), file: "bad.json", options: CardOptions(), stage: .banner) }
        do {
            _ = try template.state(payload: Array("[]".utf8), file: "bad.json", options: CardOptions(), stage: .banner)
        } catch {
            #expect(error.file == "bad.json")
        }
        let good = try template.state(payload: Array(#"{"aps": {"alert": "hi"}}"#.utf8), file: "good.json", options: CardOptions(), stage: .banner)
        #expect(good.content.body == "hi")
    }
}
