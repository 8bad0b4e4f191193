import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a child process with `posix_spawnp` and `waitpid` (never `Foundation.Process`, whose
/// `waitUntilExit` hangs on a `tmux new-session -d`), collecting stdout and stderr through pipes,
/// or writing them to files (`outputFiles`). The child leads its own process group, so a timeout
/// kills everything it started.
///
/// Swift Testing runs tests on threads that block most signals, and children inherit the mask: the
/// child gets an empty signal mask and default dispositions for SIGCHLD, SIGPIPE, SIGINT, SIGTERM,
/// SIGHUP, SIGQUIT and SIGWINCH, or tmux never sees its pane exit and programs never see a resize.
/// Pipes are close-on-exec (see `spawnLock`), so children spawned by parallel tests do not hold each other's pipes open.
enum Spawn {
    /// Held from making a child's pipes close-on-exec until it is spawned, so that children spawned by
    /// parallel tests never inherit (and hold open) another child's pipes.
    private static let spawnLock = NSLock()

    /// Runs `arguments` (the first is looked up in PATH) until it exits or `timeout` seconds pass
    /// (then its process group is killed). `environment` entries override the current environment.
    /// With `outputFiles` the child writes stdout and stderr to those files (created or truncated)
    /// and the result's `stdout` and `stderr` are empty.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil, timeout: Double = 10,
        outputFiles: (stdout: URL, stderr: URL)? = nil
    ) throws -> ProcessResult {
        guard let program = arguments.first else { throw HarnessError("nothing to run") }
        signal(SIGPIPE, SIG_IGN)  // writing to a child that already exited must not kill the test runner
        spawnLock.lock()
        var locked = true
        defer { if locked { spawnLock.unlock() } }
        let output: Pipe2? = outputFiles == nil ? try Pipe2() : nil
        let errors: Pipe2? = outputFiles == nil ? try Pipe2() : nil
        let input: Pipe2? = stdin == nil ? nil : try Pipe2(parentWrites: true)

        // Structures in glibc, opaque pointers on Darwin.
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input.readEnd, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if let output, let errors {
            posix_spawn_file_actions_adddup2(&actions, output.writeEnd, 1)
            posix_spawn_file_actions_adddup2(&actions, errors.writeEnd, 2)
        } else if let outputFiles {
            posix_spawn_file_actions_addopen(&actions, 1, outputFiles.stdout.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, outputFiles.stderr.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), defaults = sigset_t()
        sigemptyset(&empty)
        sigemptyset(&defaults)
        for sig in [SIGCHLD, SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH] { sigaddset(&defaults, sig) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        let argv = CStrings(arguments)
        let envp = CStrings(merged.map { "\($0.key)=\($0.value)" })
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, program, &actions, &attributes, argv.pointers, envp.pointers)
        spawnLock.unlock()
        locked = false
        output?.closeWrite()
        errors?.closeWrite()
        input?.closeRead()
        guard spawned == 0 else {
            input?.closeWrite()
            throw HarnessError("cannot run \(program): \(String(cString: strerror(spawned)))")
        }
        return collect(pid: pid, output: output, errors: errors, input: input, data: Array((stdin ?? "").utf8), timeout: timeout)
    }

    private static func collect(
        pid: pid_t, output: Pipe2?, errors: Pipe2?, input: Pipe2?, data: [UInt8], timeout: Double
    ) -> ProcessResult {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        var out: [UInt8] = [], err: [UInt8] = []
        var written = 0
        if data.isEmpty { input?.closeWrite() }
        var status: Int32 = 0
        var timedOut = false
        while true {
            var fds = [output, errors].compactMap { $0.map { pollfd(fd: $0.readEnd, events: Int16(POLLIN), revents: 0) } }
            if let input, input.writeEnd >= 0 { fds.append(pollfd(fd: input.writeEnd, events: Int16(POLLOUT), revents: 0)) }
            _ = poll(&fds, nfds_t(fds.count), 20)
            output?.drain(into: &out)
            errors?.drain(into: &err)
            if let input, input.writeEnd >= 0, written < data.count {
                let count = data[written...].withUnsafeBytes { write(input.writeEnd, $0.baseAddress, $0.count) }
                if count > 0 { written += count } else if errno != EAGAIN { written = data.count }
                if written >= data.count { input.closeWrite() }
            }
            if waitpid(pid, &status, WNOHANG) == pid { break }
            if ContinuousClock.now >= deadline {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                timedOut = true
                break
            }
        }
        output?.drain(into: &out)
        errors?.drain(into: &err)
        for pipe in [output, errors, input].compactMap({ $0 }) { pipe.closeRead(); pipe.closeWrite() }
        let signal = status & 0x7f
        return ProcessResult(
            status: signal == 0 ? (status >> 8) & 0xff : 128 + signal,
            signal: signal == 0 ? nil : signal,
            stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self),
            timedOut: timedOut)
    }
}

/// A close-on-exec pipe; the parent's end does not block (the child's end stays blocking).
private final class Pipe2 {
    private(set) var readEnd: Int32
    private(set) var writeEnd: Int32

    /// - Parameter parentWrites: true for the child's stdin (the parent writes), else the parent reads.
    init(parentWrites: Bool = false) throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw HarnessError("pipe failed: \(errno)") }
        readEnd = ends[0]
        writeEnd = ends[1]
        // glibc's pipe2 is hidden from Swift; Spawn holds `spawnLock` so no spawn sees the pipe before this.
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        let parentEnd = parentWrites ? writeEnd : readEnd
        _ = fcntl(parentEnd, F_SETFL, fcntl(parentEnd, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        closeRead()
        closeWrite()
    }

    /// Reads whatever is available now.
    func drain(into buffer: inout [UInt8]) {
        guard readEnd >= 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            buffer += chunk[0..<count]
        }
    }

    func closeRead() {
        if readEnd >= 0 { close(readEnd) }
        readEnd = -1
    }

    func closeWrite() {
        if writeEnd >= 0 { close(writeEnd) }
        writeEnd = -1
    }
}

/// A NULL-terminated C string array that lives as long as this object.
private final class CStrings {
    let pointers: [UnsafeMutablePointer<CChar>?]

    init(_ strings: [String]) {
        pointers = strings.map { strdup($0) } + [nil]
    }

    deinit {
        for pointer in pointers { free(pointer) }
    }
}
