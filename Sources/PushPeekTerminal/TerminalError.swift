/// Why the interactive terminal could not be used. Thrown before anything is drawn, so the caller can
/// print it to stderr and exit with its own status; the terminal is never left half set up.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or standard output is not a terminal (piped, redirected, or run under CI).
    case notATerminal
    /// ncurses does not know the terminal type (`TERM` unset or missing from terminfo).
    case unknownTerminal(String)
    /// The terminal type is known but cannot hold a full-screen program (`TERM=dumb`: no cursor
    /// addressing); the second value says what it lacks.
    case incapableTerminal(String, String)
    /// A terminal session is already open in this process (ncurses has one global screen here).
    case alreadyOpen

    public var description: String { message(headless: nil) }

    /// The message, ending with how to get the same output without a terminal (`headless`, e.g.
    /// "`pushpeek render PAYLOAD`" or "`--render`") when the command has such a way.
    public func message(headless: String?) -> String {
        let instead = headless.map { "; without one, \($0) prints it headless" } ?? ""
        switch self {
        case .notATerminal:
            return "not a terminal: the interactive screen needs a terminal on stdin and stdout" + instead
        case .unknownTerminal(let name):
            return "unknown terminal type \(name.isEmpty ? "(TERM is not set)" : "'\(name)'"): set TERM to one terminfo knows, e.g. xterm-256color" + instead
        case .incapableTerminal(let name, let problem):
            return "terminal type '\(name)' cannot show the interactive screen (\(problem)): set TERM to a full-screen terminal, e.g. xterm-256color" + instead
        case .alreadyOpen:
            return "a terminal session is already open"
        }
    }
}
