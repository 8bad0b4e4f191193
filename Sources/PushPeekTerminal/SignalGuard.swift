@preconcurrency import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signal handlers that keep the terminal usable whatever ends the program, installed while a
/// `TerminalSession` is open and the previous dispositions put back when it closes.
///
/// - SIGINT, SIGTERM, SIGHUP, SIGQUIT: turn drag tracking off, `endwin()`, then `_exit(128 + signal)`
///   (130, 143, 129, 131). The session runs in cbreak mode, so Ctrl-C arrives as SIGINT and always exits
///   with 130, even if the screen model ignores keys; `.control("c")` never reaches the model.
/// - SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE (a Swift runtime trap or a crash): `endwin()`,
///   then the default disposition is restored and the signal re-raised, so the process still dies by
///   that signal (and dumps core where enabled).
/// - SIGWINCH is left to ncurses, which turns it into `KEY_RESIZE`.
///
/// The handlers capture nothing (`@convention(c)`); they call `endwin`, as ncurses' own handlers do.
enum SignalGuard {
    /// Signals that end the program with status 128 + signal.
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Signals of a crash: restore the terminal, then die by the same signal.
    static let crashing: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    nonisolated(unsafe) private static var saved: [(Int32, sigaction)] = []
    /// Set while `AnsiPainter` draws: its colours are still set when the program ends, so they are
    /// reset before `endwin` (which only resets what ncurses itself set).
    nonisolated(unsafe) static var resetsAttributes = false

    private static let terminate: @convention(c) (Int32) -> Void = { signal in
        if resetsAttributes { nc_sgr_reset() }
        nc_mouse_drag_off()
        endwin()
        _exit(128 + signal)
    }

    private static let crash: @convention(c) (Int32) -> Void = { signal in
        if resetsAttributes { nc_sgr_reset() }
        nc_mouse_drag_off()
        endwin()
        var action = makeAction(nil, flags: 0)  // SIG_DFL
        sigaction(signal, &action, nil)
        raise(signal)
    }

    /// Installs the handlers, remembering what was there before. Calling it twice does nothing.
    static func install() {
        guard saved.isEmpty else { return }
        for signal in terminating { replace(signal, with: terminate) }
        for signal in crashing { replace(signal, with: crash) }
    }

    /// Puts back the dispositions `install` replaced.
    static func restore() {
        for (signal, previous) in saved.reversed() {
            var action = previous
            sigaction(signal, &action, nil)
        }
        saved.removeAll()
    }

    private static func replace(_ signal: Int32, with handler: @convention(c) (Int32) -> Void) {
        var action = makeAction(handler, flags: Int32(SA_ONSTACK))
        var previous = sigaction()
        if sigaction(signal, &action, &previous) == 0 {
            saved.append((signal, previous))
        }
    }

    /// A `sigaction` with an empty mask running `handler` (nil: the default disposition).
    private static func makeAction(_ handler: (@convention(c) (Int32) -> Void)?, flags: Int32) -> sigaction {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        #if os(Linux)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        action.sa_flags = flags
        return action
    }
}
