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

/// Builds preview states from the built-in examples or inline JSON, and names modes and effects so
/// reducer tables stay short.
enum InteractionFixtures {
    static func example(_ folder: String, payload: String, app: String, stage: Stage = .expanded, options: CardOptions = CardOptions()) throws -> PreviewState {
        let sources = SessionSources(payloadPath: "\(folder)/\(payload)", appPath: "\(folder)/\(app)", builtinExample: folder)
        return try SessionLoader.load(sources, options: options, stage: stage)
    }

    static let spyPayload = #"{"aps": {"alert": {"title": "The Sydney Observatory"}, "category": "ShowMap"}, "latitude": -33.86, "longitude": 151.2, "radius": 500}"#

    /// A state from inline JSON, delivered as `SessionLoader` does (expanded: `didReceive` has run).
    static func state(payload: String = spyPayload, app: String?, stage: Stage = .expanded, options: CardOptions = CardOptions()) throws -> PreviewState {
        let content = NotificationContent(payload: try PayloadDecoder.decode(Array(payload.utf8)))
        let description = try app.map { json throws(InputError) in try AppDescriptionDecoder.decode(Array(json.utf8), file: "app.json", readFile: { _ throws(InputError) in [] }) } ?? .none
        var state = PreviewState(content: content, app: description, options: options, stage: stage)
        if stage == .expanded { _ = PreviewReducer.expand(&state) }
        return state
    }

    /// Applies a `--keys` script as the run loop does (each key, then the frame drawn at the state's
    /// terminal size with its metrics given back); returns every effect.
    @discardableResult
    static func press(_ state: inout PreviewState, _ script: String) throws -> [Effect] {
        var effects: [Effect] = []
        for key in try KeyScript.parse(script) { effects += send(&state, .key(key)) }
        return effects
    }

    /// One event as the run loop applies it (`FrameCycle`): then, with a terminal size, the frame is
    /// drawn at the state's size and its metrics go back.
    @discardableResult
    static func send(_ state: inout PreviewState, _ event: Event) -> [Effect] {
        var model = PreviewModel(state: state)
        var size = state.viewport
        if case .resize(let newSize) = event { size = newSize }
        let effects = FrameCycle.apply(event, to: &model, size: size).effects
        state = model.state
        return effects
    }

    /// The mode's name: `help`, `unlockPrompt`, `textReply`, `dismissed`, `paymentSheet`, `inputView`,
    /// `banner` or `expanded`.
    static func mode(_ state: PreviewState) -> String { state.interactionMode.name }

    /// A mouse report as the run loop handles it: resolved against the frame the state draws at its
    /// terminal size, then given to the reducer (nothing when it means nothing on that frame).
    @discardableResult
    static func mouse(_ state: inout PreviewState, _ kind: MouseEvent.Kind, at point: Point) throws -> [Effect] {
        let frame = PreviewScreen.frame(state, size: try #require(state.viewport))
        guard let event = frame.event(for: MouseEvent(kind, at: point)) else { return [] }
        return send(&state, event)
    }

    /// What a press at `point` lands on, on the frame the state draws at its terminal size.
    static func target(_ state: PreviewState, at point: Point) throws -> HitTarget? {
        let size = try #require(state.viewport)
        return try #require(PreviewScreen.frame(state, size: size).hitMap).target(at: point)
    }

    /// `quit`, `bell`, `reload`, or the logged event's name, comma-separated.
    static func summary(_ effects: [Effect]) -> String {
        effects.map { effect -> String in
            switch effect {
            case .quit: return "quit"
            case .bell: return "bell"
            case .reload: return "reload"
            case .planSend: return "planSend"
            case .send: return "send"
            case .log(let entry): return event(entry)
            }
        }.joined(separator: ",")
    }

    static func event(_ entry: LogEvent) -> String { entry.name }

    /// The logged events' names.
    static func events(_ state: PreviewState) -> [String] { state.log.events.map(event) }

    /// A member of a log entry's JSON (`userText`, `value` …) serialised.
    static func field(_ entry: LogEvent, _ key: String) -> String? {
        guard case .object(let members) = entry.json, let value = members.first(where: { $0.0 == key })?.1 else { return nil }
        if case .string(let text) = value { return text }
        return value.serialized()
    }

    static func lines(_ state: PreviewState, width: Int = 44) -> [String] {
        CardRenderer.render(state, width: width).grid.lines()
    }

    /// An app whose single category has these actions (JSON array text), with an extension that has
    /// `extensionJSON` members (responses, view …) when given.
    static func app(actions: String, categoryOptions: String = "[]", extensionJSON: String? = nil) -> String {
        let extensions = extensionJSON.map { #", "extensions": [{"name": "UI", "attributes": {"UNNotificationExtensionCategory": "ShowMap", "UNNotificationExtensionInitialContentSizeRatio": 0.5}, "# + $0 + "}]" } ?? ""
        return #"{"app": {"name": "Spy"}, "categories": [{"identifier": "ShowMap", "options": "# + categoryOptions + #", "actions": "# + actions + "}]" + extensions + "}"
    }
}
