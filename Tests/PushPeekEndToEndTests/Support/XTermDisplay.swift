import Foundation
import ProcessSpawning
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real xterm on a private X server (Xvfb), for what a person sees: a VT340 (sixel graphics, 256
/// colour registers) running a program, keys sent to it, its screen dumped with `xwd`.
final class XTermDisplay {
    /// The tools and the Debian packages they come in.
    static let tools = [("Xvfb", "xvfb"), ("xterm", "xterm"), ("xwd", "x11-apps"), ("xdpyinfo", "x11-utils"), ("xdotool", "xdotool")]
    /// xterm's default inner border, in pixels, around the cells.
    static let border = 2

    /// The missing packages, or "" when every tool is there.
    static var missingPackages: String {
        tools.filter { !ExternalTool.has($0.0) }.map(\.1).joined(separator: " ")
    }

    let display: String
    private let server: pid_t
    private let terminal: pid_t
    let scratch: URL

    /// Starts Xvfb and, on it, `xterm -ti vt340` at `columns`×`rows` running `arguments`.
    convenience init(_ arguments: [String], columns: Int, rows: Int, environment: [String: String]) throws {
        var command = ["xterm", "-ti", "vt340", "-xrm", "XTerm*numColorRegisters: 256",
                       "-xrm", "XTerm*allowSendEvents: true", "-fa", "DejaVu Sans Mono", "-fs", "11",
                       "-geometry", "\(columns)x\(rows)+0+0", "-e", "env"]
        command += environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + arguments
        try self.init(terminal: command)
    }

    /// Starts Xvfb and, on it, the terminal `command` (given the display with `DISPLAY`).
    init(terminal command: [String], environment: [String: String] = [:]) throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-xterm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        var number = 0
        var started: pid_t = 0
        for _ in 0..<20 {
            number = 200 + Int(getpid() % 500) + Self.claimDisplay() * 7
            guard !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") else { continue }
            started = try ProcessSpawner.spawn(["Xvfb", ":\(number)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                                               streams: .separate(stdin: .null, stdout: .null, stderr: .null), ownProcessGroup: true)
            break
        }
        guard started > 0 else { throw HarnessError("no free X display number") }
        server = started
        display = ":\(number)"
        try Self.waitUntil("the X server \(display) answers") {
            (try? Spawn.run(["xdpyinfo", "-display", ":\(number)"], timeout: 10).status) == 0
        }
        let env = ["env", "DISPLAY=\(display)"] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        terminal = try Self.startTerminal(env + command, display: display)
    }

    private static let displayLock = NSLock()
    nonisolated(unsafe) private static var displaysClaimed = 0

    /// A number no other display of this process has tried (tests start displays in parallel).
    private static func claimDisplay() -> Int {
        displayLock.lock()
        defer { displayLock.unlock() }
        displaysClaimed += 1
        return displaysClaimed
    }

    /// Starts the xterm and waits for its window. An xterm that ends before its window shows (seen
    /// once in a loaded full run, never alone) is started once more before the test is failed.
    static func startTerminal(_ command: [String], display: String) throws -> pid_t {
        var failure: Error = HarnessError("no xterm started")
        for _ in 0..<2 {
            let pid = try ProcessSpawner.spawn(command, streams: .separate(stdin: .null, stdout: .null, stderr: .null), ownProcessGroup: true)
            do {
                try waitUntil("the xterm window") {
                    var status: Int32 = 0
                    if waitpid(pid, &status, WNOHANG) == pid { throw HarnessError("xterm ended (wait status \(status)) before its window showed") }
                    return (try? window(of: pid, display: display)) != nil
                }
                return pid
            } catch {
                failure = error
                kill(-pid, SIGKILL)
                var status: Int32 = 0
                waitpid(pid, &status, WNOHANG)
            }
        }
        throw failure
    }

    deinit { close() }

    func close() {
        for process in [terminal, server] where process > 0 {
            kill(-process, SIGTERM)
            var status: Int32 = 0
            waitpid(process, &status, 0)
        }
        try? FileManager.default.removeItem(at: scratch)
    }

    /// The xterm's window.
    func window() throws -> String {
        try Self.window(of: terminal, display: display)
    }

    static func window(of pid: pid_t, display: String) throws -> String {
        let result = try Spawn.run(["xdotool", "search", "--pid", String(pid)], environment: ["DISPLAY": display], timeout: 10)
        guard let first = result.stdout.split(separator: "\n").first else { throw HarnessError("no xterm window yet: \(result)") }
        return String(first)
    }

    /// Sends a key (an X keysym name: Return, Next, Prior, Tab) to the xterm.
    func key(_ name: String) throws {
        _ = try Spawn.run(["xdotool", "key", "--window", try window(), name], environment: ["DISPLAY": display], timeout: 10)
    }

    /// Resizes the xterm's window to `columns`×`rows` cells of `cell` pixels.
    func resize(columns: Int, rows: Int, cell: (width: Int, height: Int)) throws {
        _ = try Spawn.run(["xdotool", "windowsize", try window(), String(columns * cell.width + 2 * Self.border),
                           String(rows * cell.height + 2 * Self.border)], environment: ["DISPLAY": display], timeout: 10)
    }

    /// The terminal size the program running in the terminal sees (`TIOCGWINSZ` on its standard
    /// output): columns, rows and the pixels the terminal reports, or nil while it has not started
    /// (or where `/proc` does not say which process that is).
    func programTerminalSize() -> (columns: Int, rows: Int, width: Int, height: Int)? {
        #if os(Linux)
        // kitty forks a warm spare of itself besides the program; the program is the child whose
        // standard output is a terminal.
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(terminal)/task")) ?? []
        let children = tasks.flatMap { task in
            ((try? String(contentsOfFile: "/proc/\(terminal)/task/\(task)/children", encoding: .utf8)) ?? "").split(separator: " ")
        }
        for child in children {
            let descriptor = open("/proc/\(child)/fd/1", O_RDONLY | O_NOCTTY | O_NONBLOCK)
            guard descriptor >= 0 else { continue }
            defer { closeDescriptor(descriptor) }
            var size = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 {
                return (Int(size.ws_col), Int(size.ws_row), Int(size.ws_xpixel), Int(size.ws_ypixel))
            }
        }
        return nil
        #else
        return nil
        #endif
    }

    /// The window's size in pixels.
    func windowSize() throws -> (width: Int, height: Int) {
        let result = try Spawn.run(["xdotool", "getwindowgeometry", "--shell", try window()], environment: ["DISPLAY": display], timeout: 10)
        var values: [String: Int] = [:]
        for line in result.stdout.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
        }
        guard let width = values["WIDTH"], let height = values["HEIGHT"] else { throw HarnessError("no window geometry: \(result)") }
        return (width, height)
    }

    /// The screen as it is now.
    func screenshot() throws -> XWDImage {
        let file = scratch.appendingPathComponent("screen.xwd")
        let result = try Spawn.run(["xwd", "-root", "-silent", "-display", display],
                                   timeout: 30, outputFiles: (file, scratch.appendingPathComponent("xwd.err")))
        guard result.status == 0 else { throw HarnessError("xwd failed: \(result)") }
        return try XWDImage([UInt8](try Data(contentsOf: file)))
    }

    /// Polls `condition` every 50 ms for up to a minute (a hang guard, not a time bound).
    static func waitUntil(_ what: String, _ condition: () throws -> Bool) throws {
        let deadline = ContinuousClock.now + .seconds(TmuxSession.hangGuard)
        repeat {
            if try condition() { return }
            usleep(50_000)
        } while ContinuousClock.now < deadline
        throw HarnessError("timed out waiting for \(what)")
    }
}

/// Closes a descriptor (outside `XTermDisplay`, whose own `close()` would hide the system's).
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
