#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program installed next to `pushpeek` (`pushpeek-apns`), writing `input` to its standard
/// input and collecting its standard output. Its standard error is ours (`pushpeek send` passes on
/// `--verbose` requests and retries), or collected (the preview, where the terminal is drawn).
///
/// `run` waits for the program; `start` returns at once with a `Running` whose `check()` the
/// preview's run loop calls between keys, so a send never blocks the screen.
enum HelperProcess {
    struct Outcome {
        var status: Int32
        var output: [UInt8]
        /// Why it could not run or ended badly, for the error line (nil when it spoke for itself).
        var problem: String?
    }

    /// A started program and what it has written so far.
    final class Running {
        let name: String
        let pid: pid_t
        private var output: Int32
        private var errors: Int32
        private var outputBytes: [UInt8] = []
        private var errorBytes: [UInt8] = []
        /// At most this much of the collected standard error is kept (its end).
        static let errorLimit = 16_384

        init(name: String, pid: pid_t, output: Int32, errors: Int32) {
            self.name = name
            self.pid = pid
            self.output = output
            self.errors = errors
        }

        /// The outcome when the program has ended, else nil; never blocks.
        func check() -> Outcome? {
            while pump(timeout: 0) {}
            guard output < 0 && errors < 0 else { return nil }
            var status: Int32 = 0
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == 0 || (reaped < 0 && errno == EINTR) { return nil }
            return outcome(status: status)
        }

        /// Waits for the program to end.
        func wait() -> Outcome {
            while output >= 0 || errors >= 0 { _ = pump(timeout: -1) }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return outcome(status: status)
        }

        /// Reads what is ready (waiting up to `timeout` ms, -1 for ever); false when nothing was.
        private func pump(timeout: Int32) -> Bool {
            var descriptors = [output, errors].filter { $0 >= 0 }.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            guard !descriptors.isEmpty else { return false }
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
            guard ready > 0 else { return false }
            for descriptor in descriptors where descriptor.revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                let count = buffer.withUnsafeMutableBytes { read(descriptor.fd, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if descriptor.fd == output {
                    if count > 0 { outputBytes += buffer[0..<count] } else { close(output); output = -1 }
                } else {
                    if count > 0 { errorBytes = Array((errorBytes + buffer[0..<count]).suffix(Self.errorLimit)) } else { close(errors); errors = -1 }
                }
            }
            return true
        }

        private func outcome(status: Int32) -> Outcome {
            let signalNumber = status & 0x7f
            if signalNumber != 0 { return Outcome(status: 70, output: outputBytes, problem: "\(name) ended by signal \(signalNumber)") }
            let code = (status >> 8) & 0xff
            // A collected error line says why it failed; `pushpeek: error: ` is ours to add again.
            let said = String(decoding: errorBytes, as: UTF8.self).split(separator: "\n").last { $0.hasPrefix("pushpeek: error: ") }
            let problem = code == 0 ? nil : said.map { String($0.dropFirst("pushpeek: error: ".count)) }
            return Outcome(status: code, output: outputBytes, problem: problem)
        }
    }

    /// Started, or ended before it could run (the outcome says why).
    enum Start {
        case running(Running)
        case failed(Outcome)
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

    /// What to do when `name` is not beside pushpeek: in a SwiftPM build folder (`swift run pushpeek`
    /// builds only pushpeek), the exact command that builds it; elsewhere, where to install it.
    static func missing(_ name: String, in folder: String) -> String {
        let configuration = folder.split(separator: "/").last.map(String.init) ?? ""
        if folder.contains("/.build/"), ["debug", "release"].contains(configuration) {
            let release = configuration == "release" ? " -c release" : ""
            return "run `swift build\(release) --product \(name)` first — `swift run pushpeek` builds only pushpeek, not \(name), which sends"
        }
        return "\(folder)/\(name) is missing: install \(name) in the folder pushpeek is in (see the README's Quick start)"
    }

    /// Runs `name` to its end, its standard error passed through.
    static func run(_ name: String, input: [UInt8]) -> Outcome {
        switch start(name, input: input, collectingErrors: false) {
        case .running(let running): return running.wait()
        case .failed(let outcome): return outcome
        }
    }

    /// Starts `name` and writes `input` to it; its standard error is collected when
    /// `collectingErrors`, else it is ours.
    static func start(_ name: String, input: [UInt8], collectingErrors: Bool) -> Start {
        guard let folder = ownFolder() else { return .failed(Outcome(status: 69, output: [], problem: "cannot find \(name) next to pushpeek")) }
        let program = folder + "/" + name
        guard access(program, X_OK) == 0 else {
            return .failed(Outcome(status: 69, output: [], problem: missing(name, in: folder)))
        }
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0], errorsFromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0, !collectingErrors || pipe(&errorsFromChild) == 0 else {
            return .failed(Outcome(status: 71, output: [], problem: "pipe failed"))
        }
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        if collectingErrors { posix_spawn_file_actions_adddup2(&actions, errorsFromChild[1], 2) }
        let descriptors = (toChild + fromChild + errorsFromChild).filter { $0 >= 0 }
        for descriptor in descriptors { posix_spawn_file_actions_addclose(&actions, descriptor) }
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup(program), nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, program, &actions, nil, &argv, environment)
        for descriptor in [toChild[0], fromChild[1], errorsFromChild[1]] where descriptor >= 0 { close(descriptor) }
        guard spawned == 0 else {
            for descriptor in [toChild[1], fromChild[0], errorsFromChild[0]] where descriptor >= 0 { close(descriptor) }
            return .failed(Outcome(status: 69, output: [], problem: "cannot run \(program): \(String(cString: strerror(spawned)))"))
        }
        // The helper reads all of its input before it writes, so writing first cannot deadlock.
        let previous = signal(SIGPIPE, SIG_IGN)
        _ = Output.writeAll(input, to: toChild[1])
        close(toChild[1])
        signal(SIGPIPE, previous)
        return .running(Running(name: name, pid: pid, output: fromChild[0], errors: errorsFromChild[0]))
    }
}
