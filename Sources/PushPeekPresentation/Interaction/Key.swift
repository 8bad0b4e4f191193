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

    /// Script names for the named keys.
    public static let names: [String: Key] = [
        "tab": .tab, "shift+tab": .backTab, "btab": .backTab, "backtab": .backTab,
        "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "space": .space,
        "backspace": .backspace, "bs": .backspace, "delete": .delete, "del": .delete,
        "up": .up, "down": .down, "left": .left, "right": .right,
        "shift+left": .shiftLeft, "shift+right": .shiftRight,
        "home": .home, "end": .end, "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
        "f1": .f1,
    ]

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
