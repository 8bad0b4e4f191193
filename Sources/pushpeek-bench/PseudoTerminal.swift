import CPseudoTerminal
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekModel
import VirtualTerminal

/// A pseudo-terminal with a program running on it: `posix_openpt` for the master, the window size
/// set with `TIOCSWINSZ`, the child started in its own session on the slave (so it is the child's
/// controlling terminal, as under `forkpty`). Everything the child writes is read here, counted,
/// time-stamped and fed to a `VirtualScreen`.
final class PseudoTerminal {
    let pid: pid_t
    let size: Size
    private let master: Int32
    private(set) var screen: VirtualScreen
    /// Bytes read from the child so far.
    private(set) var bytesRead = 0
    /// Everything read, kept when `PUSHPEEK_BENCH_DEBUG` is set (to show what a step wrote).
    private(set) var transcript: [UInt8] = []
    private let keepsTranscript = getenv("PUSHPEEK_BENCH_DEBUG") != nil
    /// When the last bytes arrived (monotonic seconds).
    private(set) var lastOutputTime = 0.0
    private var exited = false

    /// Opens a terminal of `size` and starts `arguments` on it with exactly `environment`.
    init(_ arguments: [String], size: Size, environment: [String: String]) throws {
        self.size = size
        let master = pp_open_master()
        guard master >= 0 else { throw BenchError("posix_openpt failed: \(String(cString: strerror(errno)))") }
        var name = [CChar](repeating: 0, count: 256)
        guard pp_slave_name(master, &name, name.count) == 0 else {
            close(master)
            throw BenchError("ptsname_r failed")
        }
        _ = pp_set_window_size(master, UInt16(size.height), UInt16(size.width))
        self.master = master
        screen = VirtualScreen(width: size.width, height: size.height)
        do {
            pid = try ChildProcess.spawn(arguments, environment: environment, inheritEnvironment: false, streams: .terminal(String(nulTerminated: name)))
        } catch {
            close(master)
            throw error
        }
    }

    deinit {
        finish()
        close(master)
    }

    /// Sends bytes as if typed.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written <= 0 { if errno == EINTR { continue } else { return } }
            offset += written
        }
    }

    /// Reads whatever arrives within `timeout` seconds; returns the byte count (0 on timeout or end).
    /// Everything already waiting is read, and its time taken, before any of it is parsed: parsing
    /// a chunk must not delay the read (and so the time) of the next, or a frame of many bytes
    /// would be timed by the parser of this program as much as by the program measured.
    @discardableResult
    func read(timeout: Double) -> Int {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(max(0, timeout * 1000))) > 0 else { return 0 }
        var batch: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        repeat {
            let count = buffer.withUnsafeMutableBytes { readBytes(master, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            lastOutputTime = Clock.seconds()
            batch += buffer[..<count]
            descriptor.revents = 0
        } while batch.count < 1 << 20 && poll(&descriptor, 1, 0) > 0
        guard !batch.isEmpty else { return 0 }
        bytesRead += batch.count
        screen.feed(batch)
        if keepsTranscript { transcript += batch }
        return batch.count
    }

    /// Reads until `done` holds for the screen, then until no byte arrives for `quiet` seconds; gives
    /// up after `limit` seconds. Returns whether `done` was reached.
    @discardableResult
    func read(until done: (VirtualScreen) -> Bool, quiet: Double, limit: Double) -> Bool {
        let deadline = Clock.seconds() + limit
        var reached = done(screen)
        while Clock.seconds() < deadline {
            let count = read(timeout: reached ? quiet : min(quiet, 0.05))
            if count > 0 {
                if !reached { reached = done(screen) }
            } else if reached {
                return true
            }
        }
        if !reached, getenv("PUSHPEEK_BENCH_DEBUG") != nil {
            FileHandle.standardError.write(Data(("screen of pid \(pid) at the time limit:\n" + screen.lines.joined(separator: "\n") + "\n").utf8))
        }
        return reached
    }

    /// Reads until the output has been quiet for `quiet` seconds (at most `limit`); returns the bytes read.
    func drain(quiet: Double, limit: Double) -> Int {
        let before = bytesRead
        let deadline = Clock.seconds() + limit
        while Clock.seconds() < deadline, read(timeout: quiet) > 0 {}
        return bytesRead - before
    }

    /// The child's peak resident set size in kilobytes (`VmHWM` in /proc/PID/status; nil where there
    /// is no /proc).
    func peakResidentKilobytes() -> Int? {
        #if os(Linux)
        guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(nulTerminated: line)
            if text.hasPrefix("VmHWM:") {
                return Int(text.dropFirst(6).trimmingCharacters(in: " \tkB\n"))
            }
        }
        return nil
        #else
        return nil
        #endif
    }

    /// Waits up to `timeout` seconds for the child to exit (reading its last output), then kills it.
    /// Returns how it ended (status, CPU times, peak RSS).
    @discardableResult
    func finish(timeout: Double = 2) -> ChildProcess.Result? {
        guard !exited else { return nil }
        exited = true
        let deadline = Clock.seconds() + timeout
        while Clock.seconds() < deadline {
            read(timeout: 0.01)
            if let result = try? ChildProcess.wait(pid, timeout: 0.01) { return result }
        }
        kill(pid, SIGKILL)
        return try? ChildProcess.wait(pid, timeout: 1)
    }
}

/// `read(2)`, which the class's own `read` methods hide.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
