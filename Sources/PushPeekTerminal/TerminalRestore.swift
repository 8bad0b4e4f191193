@preconcurrency import CNcurses
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Leaves the terminal as the shell had it from a signal handler, without ever blocking on it.
///
/// `endwin` writes through ncurses' own buffer and waits until every byte is taken: when the
/// terminal's output is stopped (a Ctrl-S under another program's IXON, `tcflow(TCOOFF)`, a terminal
/// that stopped reading), a handler calling it never returns and SIGTERM or SIGHUP cannot end the
/// program. Instead the handler restarts suspended output (`tcflow(TCOON)`), writes the bytes that
/// leave the screen — prepared when the session opened, from terminfo — once, without blocking
/// (whatever the terminal does not take at once is dropped), and puts the shell's tty modes back with
/// `tcsetattr(TCSANOW)`, which does not wait for output to drain. Everything it calls is
/// async-signal-safe; nothing allocates.
enum TerminalRestore {
    /// The descriptor ncurses drives the terminal through (`newterm` on stdout).
    private static let descriptor = STDOUT_FILENO
    /// The most bytes the leaving sequence holds.
    private static let capacity = 512
    /// At most this many partial writes before giving up.
    private static let maximumWrites = 8

    nonisolated(unsafe) private static var shellModes = termios()
    nonisolated(unsafe) private static var hasShellModes = false
    nonisolated(unsafe) private static let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var length = 0

    /// Remembers the tty modes as the shell left them; called before ncurses changes anything.
    static func captureShellModes() {
        hasShellModes = tcgetattr(descriptor, &shellModes) == 0
        length = 0
        _ = bytes  // allocated now, never in a handler
    }

    /// Turns off output flow control (IXON) in the program's tty modes, so Ctrl-S and Ctrl-Q reach
    /// the program as keys and its output can never be stopped from the keyboard, and tells ncurses
    /// these are its program modes (put back after a stop and `fg`). ISIG stays as `cbreak` set it.
    static func disableFlowControl() {
        var modes = termios()
        guard tcgetattr(descriptor, &modes) == 0 else { return }
        modes.c_iflag &= ~tcflag_t(IXON)
        if tcsetattr(descriptor, TCSANOW, &modes) == 0 { nc_def_prog_mode() }
    }

    /// Prepares the bytes that leave the screen: colours reset, mouse and bracketed paste off,
    /// keypad local, cursor normal, then the terminal's own `rmcup` (the normal screen back).
    static func prepareLeavingSequence() {
        var sequence = Array("\u{1b}[m\u{1b}[?2004l\u{1b}[?1006l\u{1b}[?1002l\u{1b}[?1000l".utf8)
        for name in ["rmkx", "cnorm", "rmcup"] {
            sequence += capability(name)
        }
        if capability("rmcup").isEmpty { sequence += Array("\r\n".utf8) }
        length = min(sequence.count, capacity)
        for index in 0..<length { bytes[index] = sequence[index] }
    }

    /// The terminfo string `name` without padding (`$<…>`), empty when the terminal has none.
    static func capability(_ name: String) -> [UInt8] {
        guard let pointer = nc_tigetstr(name), Int(bitPattern: pointer) != -1 else { return [] }
        return withoutPadding(Array(String(cString: pointer).utf8))
    }

    /// `value` with every terminfo delay (`$<5>`, `$<2*/>`) taken out.
    static func withoutPadding(_ value: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < value.count {
            if value[index] == UInt8(ascii: "$"), index + 1 < value.count, value[index + 1] == UInt8(ascii: "<"),
               let close = value[(index + 2)...].firstIndex(of: UInt8(ascii: ">")) {
                index = close + 1
                continue
            }
            result.append(value[index])
            index += 1
        }
        return result
    }

    /// Restores the terminal from a signal handler without blocking: see the type's summary.
    static func leaveWithoutBlocking() {
        tcflow(descriptor, TCOON)
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
        var written = 0
        var writes = 0
        while written < length, writes < maximumWrites {
            writes += 1
            let count = write(descriptor, bytes + written, length - written)
            if count > 0 {
                written += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        // The descriptor's flags are shared with the shell: put them back before it reads again.
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags) }
        if hasShellModes { tcsetattr(descriptor, TCSANOW, &shellModes) }
    }
}
