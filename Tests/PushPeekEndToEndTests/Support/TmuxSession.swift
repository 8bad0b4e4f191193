import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A private tmux server running one program in a detached window of a given size, for driving the
/// real binary in a real terminal: send keys, read the screen, resize, signal, and read the exit status.
///
/// Each session has its own socket in a temporary directory (`tmux -S … -f /dev/null`: no user config)
/// and `remain-on-exit on`, so the pane and its exit status stay after the program ends. All waiting
/// polls every 20 ms up to a timeout; nothing sleeps a fixed time. `close()` (or deinit) kills the
/// server and removes the directory.
final class TmuxSession {
    let directory: String
    let socket: String
    let target = "pushpeek"
    /// The screen as last captured (for failure messages).
    private(set) var lastScreen = ""
    private var closed = false

    /// The UTF-8 locale the pane runs in: macOS has no `C.UTF-8`.
    #if os(Linux)
    static let locale = "LANG=C.UTF-8"
    #else
    static let locale = "LANG=en_US.UTF-8"
    #endif

    /// Starts `command` (a `sh -c` string) in a `width` × `height` window with a UTF-8 `LANG` (`locale`).
    init(command: String, width: Int = 80, height: Int = 24) throws {
        let template = NSTemporaryDirectory() + "pushpeek-tmux-XXXXXX"
        var buffer = Array(template.utf8CString)
        guard let made = mkdtemp(&buffer) else { throw HarnessError("mkdtemp failed: \(errno)") }
        directory = String(cString: made)
        socket = directory + "/sock"
        do {
            try tmux(["new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)", "-e", Self.locale,
                      command, ";", "set-option", "-g", "remain-on-exit", "on"])
        } catch {
            close()
            throw error
        }
    }

    /// Seconds a wait polls before it gives up: a guard against a hung program, not a bound on
    /// speed, so long that a debug build on a loaded two-core machine never meets it.
    static let hangGuard: Double = 60

    /// Printed after the `then` commands of `pushpeek(_:then:)` have run.
    static let thenDone = "THEN-DONE"

    /// Runs the built `pushpeek` with `arguments` under `TERM=term`.
    ///
    /// Without `then`, the pane process *is* pushpeek (`exec`): pane status and signals are its own.
    /// With `then`, a shell runs pushpeek, prints `EXIT=<status>`, runs `then` (e.g. `stty -a`) in the
    /// same tty, prints `THEN-DONE`, and keeps the pane alive with `cat` so its modes can be inspected.
    static func pushpeek(
        _ arguments: [String], term: String = "xterm-256color", width: Int = 80, height: Int = 24, then: String? = nil,
        environment: [String: String] = [:]
    ) throws -> TmuxSession {
        let program = ([try BinaryPath.pushpeek()] + arguments).map(shellQuote).joined(separator: " ")
        let extra = environment.merging(["XDG_CACHE_HOME": PushPeekRunner.cacheFolder]) { given, _ in given }.sorted { $0.key < $1.key }.map { "\($0.key)=\(shellQuote($0.value))" }.joined(separator: " ")
        let run = "env SWIFT_BACKTRACE=enable=no TERM=\(shellQuote(term)) \(extra) \(program)"
        let command = then.map { "\(run); echo \"EXIT=$?\"; \($0); echo \(thenDone); exec cat" } ?? "exec \(run)"
        return try TmuxSession(command: command, width: width, height: height)
    }

    deinit { close() }

    /// Sends tmux key names (`Tab`, `BTab`, `Enter`, `Escape`, `C-c`, `q` …), one key per argument.
    func sendKeys(_ keys: String...) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Sends text literally, byte for byte (escape sequences included).
    func sendLiteral(_ text: String) throws {
        try tmux(["send-keys", "-t", target, "-l", text])
    }

    /// The visible screen as text (wide characters once, trailing blanks trimmed); `escapes` keeps
    /// colours; `history` adds the scrollback and joins wrapped lines (for shell output after exit).
    func capture(escapes: Bool = false, history: Bool = false) throws -> String {
        let screen = try tmux(["capture-pane", "-p", "-t", target] + (escapes ? ["-e"] : []) + (history ? ["-J", "-S", "-"] : []))
        lastScreen = screen
        return screen
    }

    /// Waits until the screen contains `text`; returns that screen.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = hangGuard, history: Bool = false) throws -> String {
        try waitFor(timeout: timeout, history: history, "\"\(text)\"") { $0.contains(text) }
    }

    /// Waits until `condition` holds for the screen; returns that screen.
    @discardableResult
    func waitFor(
        timeout: Double = hangGuard, history: Bool = false, _ what: String = "condition", _ condition: (String) -> Bool
    ) throws -> String {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while true {
            let screen = try capture(history: history)
            if condition(screen) { return screen }
            if ContinuousClock.now >= deadline {
                throw HarnessError("timed out after \(timeout) s waiting for \(what); screen:\n\(screen)")
            }
            usleep(20_000)
        }
    }

    /// Waits for the pane's program to end; returns its exit status (128 + signal if it died by one),
    /// or nil on timeout. Debian's tmux sometimes loses the status of a dead pane: then the server is
    /// sent SIGCHLD every 200 ms until it reaps the child.
    func waitForExit(timeout: Double = hangGuard) throws -> Int32? {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        var deadSince: ContinuousClock.Instant?
        var lastKick = ContinuousClock.now
        while ContinuousClock.now < deadline {
            let fields = try display("#{pane_dead}|#{pane_dead_status}|#{pane_dead_signal}").split(separator: "|", omittingEmptySubsequences: false)
            if fields.count == 3, fields[0] == "1" {
                if let status = Int32(fields[1]) { return status }
                if let signal = Int32(fields[2]) { return 128 + signal }
                let now = ContinuousClock.now
                if deadSince == nil { deadSince = now }
                if let since = deadSince, now - since >= .milliseconds(200), now - lastKick >= .milliseconds(200),
                    let server = pid_t(try display("#{pid}")) {
                    sendSignal(SIGCHLD, to: server)
                    lastKick = now
                }
            }
            usleep(20_000)
        }
        return nil
    }

    /// Resizes the window; the program gets SIGWINCH.
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The pid of the pane's process (pushpeek itself when started with `exec`).
    func panePID() throws -> pid_t {
        guard let pid = pid_t(try display("#{pane_pid}")) else { throw HarnessError("no pane pid") }
        return pid
    }

    /// Sends `signal` to the pane's process.
    func kill(_ signal: Int32) throws {
        let pid = try panePID()
        guard sendSignal(signal, to: pid) == 0 else { throw HarnessError("kill(\(pid), \(signal)) failed: \(errno)") }
    }

    /// The pane's terminal modes that a well-behaved full-screen program restores on exit.
    func modes() throws -> TerminalModes {
        let words = try display("#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag} #{keypad_cursor_flag} "
                                + "#{scroll_region_upper} #{scroll_region_lower} #{pane_height}").split(separator: " ")
        let fields = words.map { $0 == "1" }
        guard fields.count == 9, let upper = Int(words[6]), let lower = Int(words[7]), let height = Int(words[8]) else {
            throw HarnessError("unexpected tmux modes output")
        }
        return TerminalModes(alternateScreen: fields[0], cursorVisible: fields[1], mouseReporting: fields[2],
                             mouseButtonMotion: fields[3], mouseSGR: fields[4], keypadCursor: fields[5],
                             wholeScreenScrolls: upper == 0 && lower == height - 1)
    }

    /// The modes still left on after the program ended, waiting (polling) for tmux to finish parsing
    /// the program's last output: a pane can be marked dead before its final bytes are read.
    func unrestoredModes(checkCursor: Bool, timeout: Double = 5) throws -> [String] {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        while true {
            let left = try modes().unrestored(checkCursor: checkCursor)
            if left.isEmpty || ContinuousClock.now >= deadline { return left }
            usleep(20_000)
        }
    }

    /// Expands a tmux format for the pane (`display -p`).
    func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Kills the server and removes the socket directory. Safe to call twice.
    func close() {
        guard !closed else { return }
        closed = true
        _ = try? tmux(["kill-server"], check: false)
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Runs one tmux client command against this server; returns its stdout.
    @discardableResult
    func tmux(_ arguments: [String], check: Bool = true) throws -> String {
        let result = try Spawn.run(["tmux", "-S", socket, "-f", "/dev/null"] + arguments, timeout: 10)
        if check, result.status != 0 || result.timedOut {
            throw HarnessError("tmux \(arguments.joined(separator: " ")) failed: \(result)")
        }
        return result.stdout
    }

    /// Quotes one word for `sh`.
    static func shellQuote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// Terminal modes of a pane as tmux tracks them.
struct TerminalModes: Equatable {
    var alternateScreen: Bool
    var cursorVisible: Bool
    /// Any mouse reporting mode (1000, 1002, 1003).
    var mouseReporting: Bool
    /// Mode 1002 (drags).
    var mouseButtonMotion: Bool
    var mouseSGR: Bool
    /// Application cursor keys (`smkx`).
    var keypadCursor: Bool
    /// The scrolling region is the whole screen (DECSTBM as a shell expects it).
    var wholeScreenScrolls: Bool

    /// What is not as a shell prompt expects (normal screen, no mouse reporting, normal cursor keys,
    /// visible cursor). tmux hides the cursor of a dead pane, so check it only on a live one.
    func unrestored(checkCursor: Bool) -> [String] {
        var problems: [String] = []
        if alternateScreen { problems.append("alternate screen on") }
        if checkCursor && !cursorVisible { problems.append("cursor hidden") }
        if mouseReporting { problems.append("mouse reporting on") }
        if mouseButtonMotion { problems.append("mouse drag reporting (1002) on") }
        if mouseSGR { problems.append("SGR mouse encoding on") }
        if keypadCursor { problems.append("application cursor keys on") }
        if !wholeScreenScrolls { problems.append("a scrolling region smaller than the screen") }
        return problems
    }
}

/// `kill(2)`, which the session's own `kill` hides.
@discardableResult
private func sendSignal(_ signal: Int32, to pid: pid_t) -> Int32 {
    kill(pid, signal)
}
