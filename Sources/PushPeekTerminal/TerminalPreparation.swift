@preconcurrency import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The quiet half of opening a `TerminalSession`: the shell's tty modes kept, the signal handlers in
/// place, TERM's terminfo entry read, the screen's windows made, the tty in cbreak without echo or
/// flow control — and nothing written to the terminal (ncurses keeps its entering sequence in its
/// buffer until the session's first write). `begin` runs on the caller's thread, `prepare` on any
/// (`TerminalOpening` runs it on a thread of its own); then either `TerminalSession.init` goes on,
/// or `abandon` undoes it all without a byte reaching the terminal.
struct TerminalPreparation: @unchecked Sendable {
    enum Outcome {
        /// `begin` took the terminal; `prepare` has not run.
        case begun
        /// The screen is made and current.
        case ready(OpaquePointer)
        /// The screen is made, but the terminal cannot address the cursor (the reason).
        case incapable(OpaquePointer, String)
        case failed(TerminalError)
    }

    var outcome: Outcome
    /// Whether `begin` marked the session open and set the locale (undone by `release`).
    var holdsSession = false
    /// `LC_CTYPE` before `begin` set it.
    var savedLocale: String?

    /// Everything up to the first byte written; does nothing unless `begin` succeeded.
    mutating func prepare() {
        guard case .begun = outcome else { return }
        TerminalRestore.captureShellModes()
        SignalGuard.install()
        guard let screen = nc_newterm() else {
            SignalGuard.restore()
            outcome = .failed(.unknownTerminal(getenv("TERM").map { String(cString: $0) } ?? ""))
            return
        }
        nc_set_term(screen)
        if let problem = TerminalCapabilities.fullScreenProblem() {
            outcome = .incapable(screen, problem)
            return
        }
        nc_enter_quiet_modes(25)
        // Ctrl-S and Ctrl-Q are keys, not flow control; recorded as the program's mode.
        TerminalRestore.disableFlowControl()
        outcome = .ready(screen)
    }

    /// Gives back what `begin` took: the locale and the open session's place.
    func release() {
        guard holdsSession else { return }
        TerminalSession.restoreLocale(savedLocale)
        TerminalSession.isOpen = false
    }

    /// Undoes a preparation whose session will not be opened, writing nothing to the terminal: the
    /// shell's tty modes and signal dispositions back, the screen freed (`nc_discard_screen`).
    func abandon() {
        switch outcome {
        case .ready(let screen), .incapable(let screen, _):
            TerminalRestore.restoreShellModes()
            _ = nc_discard_screen(screen)
            SignalGuard.restore()
        case .begun, .failed:
            break
        }
        release()
    }
}
