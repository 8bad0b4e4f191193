/// The sessions the benchmark drives, in one place so new interactions are one entry away.
///
/// Key scripts use the `--keys` syntax (`tab enter "typed text" right`). A `marker` is text that must
/// show on the model's screen for the scenario to measure what it says (the slider's value, the typed
/// reply); without it the row is reported as not available on this build instead of timing a no-op.
enum Scenarios {
    /// Files the scenarios use.
    struct Files {
        /// The spy-agency example: ShowMap payload, the app with the Payment slider.
        var spyPayload: String
        var spyApp: String
        /// A payload whose only action is a text reply (the keyboard comes up on expand).
        var chatPayload: String
        var chatApp: String
    }

    /// In-process key latency: each runs from a fresh preview (banner, log shown, as `preview` starts).
    static func keyLatency(_ files: Files) -> [KeyScenario] {
        [
            KeyScenario(name: "focus change (tab)", payload: files.spyPayload, app: files.spyApp,
                        setup: "enter", cycle: "tab", share: 1, marker: nil),
            KeyScenario(name: "typing in the reply field", payload: files.chatPayload, app: files.chatApp,
                        setup: "enter", cycle: #""Looks great! See you at 8 👍" "# + Array(repeating: "backspace", count: 28).joined(separator: " "),
                        share: 1, marker: "Looks great"),
            KeyScenario(name: "slider steps (right/left)", payload: files.spyPayload, app: files.spyApp,
                        setup: "enter tab enter", cycle: "right right right right left left left left", share: 1, marker: "$250"),
        ]
    }

    /// The real `preview` in a pseudo-terminal: one key per step, bytes counted after each.
    static func terminal(_ files: Files) -> [TerminalScenario] {
        [
            TerminalScenario(name: "spy-agency", payload: files.spyPayload, app: files.spyApp, firstFrameMarker: "The Sydney Observatory", steps: [
                .init(label: "expand (enter)", keys: "enter", target: nil, marker: nil),
                .init(label: "focus change (tab)", keys: "tab", target: 64, marker: nil),
                .init(label: "open the slider (enter)", keys: "enter", target: nil, marker: "$250"),
                .init(label: "slider step (right), first after opening", keys: "right", target: 32, marker: "$300"),
                .init(label: "slider step (right), while sliding", keys: "right", target: 32, marker: "$350"),
            ]),
            TerminalScenario(name: "chat reply", payload: files.chatPayload, app: files.chatApp, firstFrameMarker: "Dinner tonight?", steps: [
                .init(label: "expand, keyboard up (enter)", keys: "enter", target: nil, marker: nil),
                .init(label: "typed character (the first: placeholder goes, Send lights up)", keys: #""W""#, target: nil, marker: "W"),
                .init(label: "typed character (the next)", keys: #""e""#, target: nil, marker: "We"),
            ]),
        ]
    }

    /// The chat app: one category whose only action is a text reply.
    static let chatApp = #"""
    {
      "app": { "name": "Messages", "icon": "M" },
      "categories": [
        { "identifier": "chat",
          "actions": [ { "identifier": "reply", "title": "Reply",
                         "textInput": { "buttonTitle": "Send", "placeholder": "Type a reply…" } } ] } ]
    }
    """#

    static let chatPayload = #"""
    { "aps": { "alert": { "title": "Ana", "body": "Dinner tonight? 🍝 The place near the station at 8." }, "category": "chat" } }
    """#
}
