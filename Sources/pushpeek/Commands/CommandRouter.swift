#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel

/// Which command a command line asks for. A first argument naming a command is that command;
/// anything else — a payload path, an option, nothing — means `preview`.
///
/// A mistyped command is told apart from a payload path: a first argument that is no existing file,
/// has no `/` and no `.` (so no `.json` or `.apns`), and is within a small edit distance of a
/// command's name (`KeySuggestion`: 1 for names under six letters, 2 from six) is a usage error
/// with the command it was probably meant to be. `pushpeek payload.json` stays a preview.
enum CommandRouter {
    static func route(_ arguments: [String]) throws(InputError) -> (command: Command, rest: [String]) {
        guard let first = arguments.first else { return (.preview, []) }
        if let command = Command(rawValue: first) { return (command, Array(arguments.dropFirst())) }
        if let suggestion = mistypedCommand(first) {
            throw unknownCommand(first, suggestion: suggestion)
        }
        return (.preview, arguments)
    }

    /// The command `word` is a typo of, unless it looks like (or is) a file.
    static func mistypedCommand(_ word: String) -> Command? {
        guard !word.hasPrefix("-"), !word.contains("/"), !word.contains("."), !exists(word) else { return nil }
        return suggestion(for: word)
    }

    /// The command closest to `word`, if any is close.
    static func suggestion(for word: String) -> Command? {
        KeySuggestion.suggest(word, among: Command.allCases.map(\.rawValue)).flatMap(Command.init(rawValue:))
    }

    /// `unknown command "rendr"; did you mean "render"?`
    static func unknownCommand(_ word: String, suggestion: Command?) -> InputError {
        let hint = suggestion.map { "; did you mean \"\($0.rawValue)\"?" } ?? "; the commands are \(Command.allCases.map(\.rawValue).joined(separator: ", "))"
        return InputError(.usage, message: "unknown command \"\(TerminalSafeText.sanitize(word))\"\(hint)")
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }
}
