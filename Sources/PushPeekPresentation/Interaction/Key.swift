import PushPeekJSON

/// A key press, named as in `--keys` scripts (`tab`, `shift+tab`, `enter`, `"typed text"` ...).
public enum Key: Hashable, Sendable {
    case tab
    case backTab
    case enter
    case escape
    case space
    case backspace
    case delete
    case up
    case down
    case left
    case right
    case shiftLeft
    case shiftRight
    case home
    case end
    case pageUp
    case pageDown
    /// F1: the key help in every mode, also while the reply keyboard takes the printable keys.
    case f1
    /// A printable character (never a control character).
    case character(Character)
    /// Ctrl plus a letter, lower-case (`control("c")` is Ctrl-C).
    case control(Character)

    /// The keys with a name (not a character or Ctrl plus a letter), in the order help lists them.
    public static let named: [Key] = [
        .tab, .backTab, .enter, .escape, .space, .left, .right, .up, .down, .home, .end, .pageUp, .pageDown, .f1,
        .backspace, .delete, .shiftLeft, .shiftRight,
    ]

    /// Script names for the named keys: each key's `name`, and the other spellings scripts take.
    public static let names: [String: Key] = Dictionary(uniqueKeysWithValues: named.map { ($0.name, $0) }).merging([
        "btab": .backTab, "backtab": .backTab, "return": .enter, "escape": .escape, "bs": .backspace, "del": .delete,
        "pageup": .pageUp, "pagedown": .pageDown,
    ]) { first, _ in first }

    /// What `--keys` takes, as its error message lists it.
    public static var scriptSyntax: String {
        (named.map(\.name) + ["ctrl+LETTER", "single characters", "\"quoted text\""]).joined(separator: ", ")
    }

    /// Parses a key name: a named key, a single character, or `ctrl+x`.
    public init?(name: String) {
        let lower = name.lowercased()
        if let key = Key.names[lower] {
            self = key
        } else if lower.hasPrefix("ctrl+"), lower.count == 6, let letter = lower.last, letter.isLetter {
            self = .control(letter)
        } else if name.count == 1, let character = name.first, !character.unicodeScalars.contains(where: TerminalSafeText.isUnsafe) {
            self = character == " " ? .space : .character(character)
        } else {
            return nil
        }
    }

    /// The canonical script name of this key.
    public var name: String {
        switch self {
        case .tab: return "tab"
        case .backTab: return "shift+tab"
        case .enter: return "enter"
        case .escape: return "esc"
        case .space: return "space"
        case .backspace: return "backspace"
        case .delete: return "delete"
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .shiftLeft: return "shift+left"
        case .shiftRight: return "shift+right"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pgup"
        case .pageDown: return "pgdn"
        case .f1: return "f1"
        case .character(let character): return String(character)
        case .control(let letter): return "ctrl+\(letter)"
        }
    }
}
