import PushPeekPresentation

/// `render --keys`: applies a key script through the same reducer as the interactive preview, then
/// lets a moment pass (a pending `preferredContentSize` takes effect) before the card is printed.
public enum ScriptedReplay {
    /// What a replay produced.
    public struct Outcome: Sendable {
        /// The log entries the keys produced.
        public var entries: [LogEvent] = []
        /// Quoted texts typed while no reply keyboard was up: their characters acted as keys
        /// (`q` quits, `l` shows the log) instead of typing.
        public var textsWithoutField: [ScriptedKey.TypedText] = []
    }

    /// Applies `keys` until the script ends or a key quits; returns the log entries they produced.
    public static func run(_ keys: [Key], on state: inout PreviewState) -> [LogEvent] {
        run(keys.map { ScriptedKey($0) }, on: &state).entries
    }

    /// Applies `keys` until the script ends or a key quits, noting typed text that reached no field.
    /// Each key goes through `FrameCycle`, as in the terminal: with a terminal size the frame is drawn
    /// after it and its metrics go back before the next key.
    public static func run(_ keys: [ScriptedKey], on state: inout PreviewState) -> Outcome {
        // The state moves into the model and back: copying it costs over a hundred reference counts.
        var model = PreviewModel(state: consume state)
        let outcome = run(keys, on: &model)
        state = (consume model).state
        return outcome
    }

    private static func run(_ keys: [ScriptedKey], on model: inout PreviewModel) -> Outcome {
        var outcome = Outcome()
        replay: for scripted in keys {
            if let typed = scripted.typed, !model.state.isTyping, outcome.textsWithoutField.last != typed {
                outcome.textsWithoutField.append(typed)
            }
            for effect in FrameCycle.apply(.key(scripted.key), to: &model, size: model.state.viewport).effects {
                switch effect {
                case .log(let entry): outcome.entries.append(entry)
                case .quit: break replay
                // A script sends nothing: the send key needs the edge to plan and send.
                case .reload, .bell, .planSend, .send: break
                }
            }
        }
        for effect in FrameCycle.apply(.tick, to: &model, size: model.state.viewport).effects {
            if case .log(let entry) = effect { outcome.entries.append(entry) }
        }
        return outcome
    }
}

extension PreviewState {
    /// Whether the reply keyboard owns the keys (beneath the help, which the first key closes), so a
    /// printable key types.
    package var isTyping: Bool {
        if case .textReply = cardMode { return true }
        return false
    }
}
