#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekCore

/// Runs a program installed next to `pushpeek` (`pushpeek-apns`), writing `input` to its standard
/// input and collecting its standard output; its standard error is ours.
enum HelperProcess {
    struct Outcome {
        var status: Int32
        var output: [UInt8]
        /// Why it could not run or ended badly, for the error line (nil when it spoke for itself).
        var problem: String?
    }

    /// The folder this executable is in.
    static func ownFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        #if os(Linux)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        buffer[length] = 0
        #elseif canImport(Darwin)
        var size = UInt32(buffer.count)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        #endif
        let path = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    static func run(_ name: String, input: [UInt8]) -> Outcome {
        guard let folder = ownFolder() else { return Outcome(status: 69, output: [], problem: "cannot find \(name) next to pushpeek") }
        let program = folder + "/" + name
        guard access(program, X_OK) == 0 else {
            return Outcome(status: 69, output: [], problem: "\(program) is missing; it is built and installed with pushpeek")
        }
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { return Outcome(status: 71, output: [], problem: "pipe failed") }
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        for descriptor in toChild + fromChild { posix_spawn_file_actions_addclose(&actions, descriptor) }
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup(program), nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, program, &actions, nil, &argv, environment)
        close(toChild[0])
        close(fromChild[1])
        guard spawned == 0 else {
            close(toChild[1])
            close(fromChild[0])
            return Outcome(status: 69, output: [], problem: "cannot run \(program): \(String(cString: strerror(spawned)))")
        }
        // The helper reads all of its input before it writes, so writing first cannot deadlock.
        let previous = signal(SIGPIPE, SIG_IGN)
        _ = Output.writeAll(input, to: toChild[1])
        close(toChild[1])
        signal(SIGPIPE, previous)
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fromChild[0], $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        close(fromChild[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signalNumber = status & 0x7f
        if signalNumber != 0 { return Outcome(status: 70, output: output, problem: "\(name) ended by signal \(signalNumber)") }
        return Outcome(status: (status >> 8) & 0xff, output: output, problem: nil)
    }
}
