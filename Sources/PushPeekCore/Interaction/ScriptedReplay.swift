/// `render --keys`: applies a key script through the same reducer as the interactive preview, then
/// lets a moment pass (a pending `preferredContentSize` takes effect) before the card is printed.
public enum ScriptedReplay {
    /// Applies `keys` until the script ends or a key quits; returns the log entries they produced.
    public static func run(_ keys: [Key], on state: inout PreviewState) -> [OutputJSON] {
        var entries: [OutputJSON] = []
        replay: for key in keys {
            for effect in PreviewReducer.update(&state, .key(key)) {
                switch effect {
                case .log(let entry): entries.append(entry)
                case .quit: break replay
                case .reload, .bell: break
                }
            }
        }
        for effect in PreviewReducer.update(&state, .tick) {
            if case .log(let entry) = effect { entries.append(entry) }
        }
        return entries
    }
}
