@preconcurrency import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signal handlers that keep the terminal usable whatever ends or stops the program, installed
/// while a `TerminalSession` is open and the previous dispositions put back when it closes.
///
/// - Every signal whose default action ends the process, other than a crash (`terminating`: SIGHUP,
///   SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGTERM, SIGXCPU, SIGXFSZ, SIGVTALRM,
///   SIGPROF, SIGSYS; on Linux also SIGSTKFLT, SIGPWR, SIGIO and the real-time signals; on Darwin
///   SIGEMT): the terminal is restored without blocking (`TerminalRestore`: stopped output restarted,
///   the leaving bytes written once without waiting, the shell's tty modes back), then
///   `_exit(128 + signal)` (130 for Ctrl-C, 143 for SIGTERM, 129 for SIGHUP …). The session runs in
///   cbreak mode with IXON off, so Ctrl-C arrives as SIGINT and always exits with 130, even if the
///   screen model ignores keys, and Ctrl-S cannot stop the program's output.
/// - SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE (a Swift runtime trap or a crash): the same
///   restore, then the default disposition is put back and the signal re-raised, so the process still
///   dies by that signal (and dumps core where enabled).
/// - SIGTSTP (Ctrl-Z): colours reset, drag tracking and bracketed paste off, `endwin()`, then the process stops by the default
///   action. When it continues (`fg`, SIGCONT), `takeResumption()` tells the run loop to enter the
///   screen again and repaint everything. SIGCONT alone (after a SIGSTOP) asks for the same repaint.
/// - SIGKILL and SIGSTOP cannot be caught: after them the terminal stays as the program left it.
/// - SIGWINCH is left to ncurses, which turns it into `KEY_RESIZE`.
///
/// The handlers capture nothing (`@convention(c)`); only the stop handler calls `endwin` (ncurses
/// needs it to enter the screen again after `fg`).
enum SignalGuard {
    /// Signals that end the program with status 128 + signal.
    static var terminating: [Int32] {
        var signals = [SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGTERM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS]
        #if os(Linux)
        signals += [SIGSTKFLT, SIGPWR, SIGIO]
        let realTime = __libc_current_sigrtmin()...__libc_current_sigrtmax()
        signals += Array(realTime)
        #elseif canImport(Darwin)
        signals += [SIGEMT]
        #endif
        return signals
    }
    /// Signals of a crash: restore the terminal, then die by the same signal.
    static let crashing: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    nonisolated(unsafe) private static var saved: [(Int32, sigaction)] = []
    /// The SIGTSTP handler's own action, put back after each stop.
    nonisolated(unsafe) private static var suspendAction = sigaction()
    /// Set (to 1) by the handlers when the process continues after a stop; cleared by `takeResumption`.
    nonisolated(unsafe) private static var resumed: sig_atomic_t = 0
    /// Set while `AnsiPainter` draws: its colours are still set when the program ends, so they are
    /// reset before `endwin` (which only resets what ncurses itself set).
    nonisolated(unsafe) static var resetsAttributes = false

    /// Leaves the screen as a shell expects it before a stop; async-signal-safe apart from `endwin`.
    private static func leaveScreen() {
        if resetsAttributes { nc_sgr_reset() }
        nc_bracketed_paste_off()
        nc_mouse_drag_off()
        nc_endwin()
    }

    private static let terminate: @convention(c) (Int32) -> Void = { signal in
        TerminalRestore.leaveWithoutBlocking()
        _exit(128 + signal)
    }

    private static let crash: @convention(c) (Int32) -> Void = { signal in
        TerminalRestore.leaveWithoutBlocking()
        var action = makeAction(nil, flags: 0)  // SIG_DFL
        sigaction(signal, &action, nil)
        raise(signal)
    }

    private static let suspend: @convention(c) (Int32) -> Void = { _ in
        let savedErrno = errno
        leaveScreen()
        var stop = makeAction(nil, flags: 0)  // SIG_DFL: stop
        sigaction(SIGTSTP, &stop, nil)
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        raise(SIGTSTP)
        // Stopped until SIGCONT.
        sigaction(SIGTSTP, &suspendAction, nil)
        resumed = 1
        errno = savedErrno
    }

    private static let continued: @convention(c) (Int32) -> Void = { _ in
        resumed = 1
    }

    /// Installs the handlers, remembering what was there before. Calling it twice does nothing.
    static func install() {
        guard saved.isEmpty else { return }
        resumed = 0
        for signal in terminating { replace(signal, with: terminate) }
        for signal in crashing { replace(signal, with: crash) }
        // Without SA_RESTART: a read waiting for a key returns, and the loop notices the resumption.
        suspendAction = makeAction(suspend, flags: Int32(SA_ONSTACK))
        replace(SIGTSTP, with: suspend)
        replace(SIGCONT, with: continued)
    }

    /// Puts back the dispositions `install` replaced.
    static func restore() {
        for (signal, previous) in saved.reversed() {
            var action = previous
            sigaction(signal, &action, nil)
        }
        saved.removeAll()
    }

    /// Whether the process continued after a stop since the last call: the screen must be entered
    /// again and repainted in full.
    static func takeResumption() -> Bool {
        guard resumed != 0 else { return false }
        resumed = 0
        return true
    }

    /// Runs `body` with SIGTSTP held back until it returns, so a stop never splits a frame (the rest
    /// of it would be written on the shell's screen after `fg`).
    static func holdingSuspend(_ body: () -> Void) {
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGTSTP)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &mask, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        body()
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
