#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekPresentation

/// The bytes xterm sends for a key with the keypad in application mode (ncurses turns it on), so a
/// key pressed in the pseudo-terminal is the same `Key` the model gets.
enum TerminalKeys {
    static func bytes(_ key: Key) -> String {
        switch key {
        case .tab: return "\t"
        case .backTab: return "\u{1B}[Z"
        case .enter: return "\r"
        case .escape: return "\u{1B}"
        case .space: return " "
        case .backspace: return "\u{7F}"
        case .delete: return "\u{1B}[3~"
        case .up: return "\u{1B}OA"
        case .down: return "\u{1B}OB"
        case .right: return "\u{1B}OC"
        case .left: return "\u{1B}OD"
        case .shiftRight: return "\u{1B}[1;2C"
        case .shiftLeft: return "\u{1B}[1;2D"
        case .home: return "\u{1B}OH"
        case .end: return "\u{1B}OF"
        case .pageUp: return "\u{1B}[5~"
        case .pageDown: return "\u{1B}[6~"
        case .f1: return "\u{1B}OP"
        case .character(let character): return String(character)
        case .control(let letter):
            let value = letter.asciiValue.map { $0 & 0x1F } ?? 0
            return String(UnicodeScalar(value))
        }
    }

    /// The environment the terminal programs run with: a 256-colour xterm and a UTF-8 locale.
    static func environment() -> [String: String] {
        // macOS has C.UTF-8 only since macOS 15; en_US.UTF-8 is on every version.
        #if os(Linux)
        let locale = "C.UTF-8"
        #else
        let locale = "en_US.UTF-8"
        #endif
        var environment = ["TERM": "xterm-256color", "LC_ALL": locale, "SWIFT_BACKTRACE": "enable=no"]
        // PUSHPEEK_PAINTER=ncurses measures the ncurses painter for comparison.
        for name in ["PATH", "HOME", "PUSHPEEK_PAINTER"] {
            if let value = getenvString(name) { environment[name] = value }
        }
        return environment
    }

    private static func getenvString(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
