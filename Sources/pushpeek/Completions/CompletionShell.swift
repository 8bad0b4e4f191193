/// The shells `pushpeek completions` writes a script for.
enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    /// The completion script for this shell.
    var script: String {
        switch self {
        case .bash: return BashCompletion.script
        case .zsh: return ZshCompletion.script
        case .fish: return FishCompletion.script
        }
    }
}
