import CPseudoTerminal
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts programs with `posix_spawnp`, for the benchmark and the end-to-end tests (never
/// `Foundation.Process`, whose `waitUntilExit` hangs on a `tmux new-session -d`).
///
/// The child gets an empty signal mask and default dispositions for SIGCHLD, SIGPIPE, SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT and SIGWINCH whatever its parent has: Swift Testing runs tests on
/// threads that block most signals and children inherit the mask, so without this tmux never sees
/// its pane exit and programs never see a resize.
public enum ProcessSpawner {
    /// Where one of the child's standard streams comes from or goes.
    public enum Stream: Sendable {
        /// `/dev/null`.
        case null
        /// A file, created or truncated for output (read for input), with these permissions.
        case file(String, permissions: mode_t)
        /// A descriptor of the parent's (a pipe's end), duplicated onto the stream.
        case descriptor(Int32)
    }

    /// The child's standard streams.
    public enum Streams: Sendable {
        /// Each from its own place.
        case separate(stdin: Stream, stdout: Stream, stderr: Stream)
        /// A new session whose controlling terminal is this pseudo-terminal device (stdin, stdout and
        /// stderr all on it).
        case terminal(String)
    }

    /// Starts `arguments`; the first is looked up in PATH. `environment` overrides the inherited one
    /// (or is the whole environment, without `inheritEnvironment`). With `ownProcessGroup` the child
    /// leads a new process group, so that `kill(-pid, …)` reaches everything it started. With
    /// `directory` the child starts in that folder.
    public static func spawn(_ arguments: [String], streams: Streams, environment: [String: String] = [:],
                             inheritEnvironment: Bool = true, ownProcessGroup: Bool = false,
                             directory: String? = nil) throws(SpawnError) -> pid_t {
        guard let program = arguments.first else { throw SpawnError("nothing to run") }
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
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }

        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        var empty = sigset_t(), defaults = sigset_t()
        sigemptyset(&empty)
        sigemptyset(&defaults)
        for signal in [SIGCHLD, SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        if ownProcessGroup {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        switch streams {
        case .separate(let stdin, let stdout, let stderr):
            for (descriptor, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
                let access = descriptor == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC
                switch stream {
                case .null: posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
                case .file(let path, let permissions): posix_spawn_file_actions_addopen(&actions, descriptor, path, access, permissions)
                case .descriptor(let source): posix_spawn_file_actions_adddup2(&actions, source, descriptor)
                }
            }
        case .terminal(let device):
            // setsid runs before the file actions, so opening the device makes it the controlling terminal.
            flags |= Int32(pp_spawn_setsid_flag())
            posix_spawn_file_actions_addopen(&actions, 0, device, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        if let directory {
            let failed = withUnsafeMutablePointer(to: &actions) { pp_spawn_add_chdir(UnsafeMutableRawPointer($0), directory) }
            guard failed == 0 else { throw SpawnError("cannot start in \(directory): \(String(cString: strerror(failed)))") }
        }

        var merged = inheritEnvironment ? ProcessInfo.processInfo.environment : [:]
        merged.merge(environment) { _, new in new }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        guard status == 0 else { throw SpawnError("cannot start \(program): \(String(cString: strerror(status)))") }
        return pid
    }

    /// How a child ended, from the status `waitpid` or `wait4` gave: its exit status, or 128 + the
    /// signal that ended it, and that signal.
    public static func ending(_ waitStatus: Int32) -> (status: Int32, signal: Int32?) {
        let signal = waitStatus & 0x7F
        return signal == 0 ? ((waitStatus >> 8) & 0xFF, nil) : (128 + signal, signal)
    }
}
