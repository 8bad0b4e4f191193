import PushPeekCanvas
import PushPeekLint
import PushPeekSession
import PushPeekModel

/// What a shell completes on a pushpeek command line, read from `Command` and `OptionTable`, so
/// the completion scripts follow the option table as the help does: the commands, each command's
/// options, the values of enumerated options (`text|ansi|json`), files for `FILE` options, and
/// what a command's own arguments are (files, example names for `demo`, commands for `help`).
enum CompletionModel {
    /// What follows an option.
    enum Value: Equatable {
        /// A switch: nothing.
        case none
        /// A file name, or one of the words (`--theme NAME|FILE`).
        case files(orWords: [String])
        case directories
        /// One of these words.
        case words([String])
        /// Something to type (`N`, `TIME`): no suggestion.
        case free
    }

    /// An option as completion offers it.
    struct Option {
        let name: String
        let summary: String
        let value: Value
    }

    /// The commands, in the overview's order.
    static var commands: [Command] { Command.allCases }

    /// The command a line without a command word runs (`pushpeek payload.json`).
    static let implicit = Command.preview

    /// The options of `command`, in help order; a name taken twice (never within one command today) once.
    static func options(for command: Command) -> [Option] {
        var seen: Set<String> = []
        return OptionTable.specs(for: command).compactMap { spec in
            guard seen.insert(spec.name).inserted else { return nil }
            return Option(name: spec.name, summary: spec.summary, value: value(of: spec))
        }
    }

    /// What the value of `spec` may be: its literal alternatives, files for `FILE`, folders for `DIR`,
    /// the built-in themes for `--theme NAME`, the push types for `TYPE`.
    static func value(of spec: OptionSpec) -> Value {
        guard let text = spec.value else { return .none }
        var words: [String] = []
        var files = false
        var directories = false
        for part in text.split(separator: "|").map(String.init) {
            guard isPlaceholder(part) else {
                words.append(part)
                continue
            }
            switch part {
            case "FILE": files = true
            case "DIR": directories = true
            case "NAME" where spec.name == "--theme": words += ThemeLoader.builtinNames
            case "TYPE" where spec.name == "--push-type": words += PushType.all
            default: break
            }
        }
        if files { return .files(orWords: words) }
        if directories { return .directories }
        return words.isEmpty ? .free : .words(words)
    }

    /// `FILE`, `N`, `HOST[:PORT]`, `+S`: a name for what to type, not a word to type.
    static func isPlaceholder(_ part: String) -> Bool {
        part.contains { $0.isLetter } && part == part.uppercased()
    }

    /// What `command`'s own arguments are.
    static func arguments(of command: Command) -> Value {
        switch command {
        case .demo:
            return .words(ExampleCatalog.examples.flatMap { example in
                [example.name] + example.payloads.map { "\(example.name)/\($0)" }
            })
        case .help: return .words(commands.map(\.rawValue))
        case .completions: return .words(CompletionShell.allCases.map(\.rawValue))
        case .preview, .render, .lockscreen, .lint, .import, .activity, .send: return .files(orWords: [])
        case .keytest, .serve: return .none
        }
    }

    /// `word` in single quotes for a shell, unless it needs none.
    static func quoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_./+=,@%".unicodeScalars.contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
