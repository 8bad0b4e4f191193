/// Why the interactive terminal could not be used. Thrown before anything is drawn, so the caller can
/// print it to stderr and exit with its own status; the terminal is never left half set up.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or standard output is not a terminal (piped, redirected, or run under CI).
    case notATerminal
    /// ncurses does not know the terminal type (`TERM` unset or missing from terminfo).
    case unknownTerminal(String)
    /// A terminal session is already open in this process (ncurses has one global screen here).
    case alreadyOpen

    public var description: String {
        switch self {
        case .notATerminal:
            return "not a terminal: the interactive preview needs a terminal on stdin and stdout (use `render` for headless output)"
        case .unknownTerminal(let name):
            return "unknown terminal type \(name.isEmpty ? "(TERM is not set)" : "'\(name)'"): set TERM to one terminfo knows, e.g. xterm-256color"
        case .alreadyOpen:
            return "a terminal session is already open"
        }
    }
}
