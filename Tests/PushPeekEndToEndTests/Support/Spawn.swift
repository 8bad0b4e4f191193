import Foundation
import ProcessSpawning
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a child process (`ProcessSpawner`, which also gives it the signal mask and dispositions it
/// needs under Swift Testing) and waits with `waitpid`, collecting stdout and stderr through pipes,
/// or writing them to files (`outputFiles`). The child leads its own process group, so a timeout
/// kills everything it started. Pipes are close-on-exec (see `spawnLock`), so children spawned by
/// parallel tests do not hold each other's pipes open.
enum Spawn {
    /// Held from making a child's pipes close-on-exec until it is spawned, so that children spawned by
    /// parallel tests never inherit (and hold open) another child's pipes.
    private static let spawnLock = NSLock()

    /// Runs `arguments` (the first is looked up in PATH) until it exits or `timeout` seconds pass
    /// (then its process group is killed). `environment` entries override the current environment.
    /// With `outputFiles` the child writes stdout and stderr to those files (created or truncated)
    /// and the result's `stdout` and `stderr` are empty.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil, timeout: Double = PushPeekRunner.timeLimit,
        outputFiles: (stdout: URL, stderr: URL)? = nil
    ) throws -> ProcessResult {
        signal(SIGPIPE, SIG_IGN)  // writing to a child that already exited must not kill the test runner
        spawnLock.lock()
        var locked = true
        defer { if locked { spawnLock.unlock() } }
        let output: Pipe2? = outputFiles == nil ? try Pipe2() : nil
        let errors: Pipe2? = outputFiles == nil ? try Pipe2() : nil
        let input: Pipe2? = stdin == nil ? nil : try Pipe2(parentWrites: true)

        /// A pipe's end, else the file, else nothing.
        func sink(_ pipe: Pipe2?, _ file: URL?) -> ProcessSpawner.Stream {
            pipe.map { .descriptor($0.writeEnd) } ?? file.map { .file($0.path, permissions: 0o600) } ?? .null
        }
        let streams = ProcessSpawner.Streams.separate(stdin: input.map { .descriptor($0.readEnd) } ?? .null,
                                                      stdout: sink(output, outputFiles?.stdout), stderr: sink(errors, outputFiles?.stderr))
        let spawned = Result { () throws(SpawnError) in
            try ProcessSpawner.spawn(arguments, streams: streams, environment: environment, ownProcessGroup: true)
        }
        spawnLock.unlock()
        locked = false
        output?.closeWrite()
        errors?.closeWrite()
        input?.closeRead()
        let pid: pid_t
        switch spawned {
        case .success(let started): pid = started
        case .failure(let error):
            input?.closeWrite()
            throw HarnessError(error.description)
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
        let ending = ProcessSpawner.ending(status)
        return ProcessResult(
            status: ending.status,
            signal: ending.signal,
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
