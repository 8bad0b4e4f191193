import Foundation
import Testing
@testable import pushpeek

/// `swift run pushpeek` builds pushpeek alone, not `pushpeek-apns`, the program that sends. `send`
/// and the preview's `S` then say what to run — `swift build --product pushpeek-apns` — when pushpeek
/// runs from a SwiftPM build folder, and where to install it otherwise. Checked with a copy of the
/// binary in a folder that has no `pushpeek-apns`; the status line keeps the command whole at 80×24.
@Suite("Sending without pushpeek-apns")
struct SendHelperMissingTests {
    /// A copy of the built pushpeek at `relative` (under a scratch folder), and a payload and a
    /// certificate file beside it; `body` gets the copy's path and the scratch folder.
    static func withCopy(at relative: String, _ body: (String, URL) throws -> Void) throws {
        try HostileCorpus.withFolder { folder in
            let binary = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.copyExecutable(from: try BinaryPath.pushpeek(), to: binary.path)
            try HostileCorpus.write(#"{"aps":{"alert":{"title":"Hi","body":"There"}}}"#, "payload.json", in: folder)
            try HostileCorpus.write("not read: the helper never starts", "cert.pem", in: folder)
            chmod(folder.appendingPathComponent("cert.pem").path, 0o600)
            try body(binary.path, folder)
        }
    }

    /// Copies the binary through a descriptor opened close-on-exec, so a child another test spawns
    /// meanwhile cannot keep it open for writing (which makes starting the copy fail, "Text file busy").
    static func copyExecutable(from source: String, to destination: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: source))
        let descriptor = open(destination, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw HarnessError("cannot create \(destination)") }
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw HarnessError("short write to \(destination)") }
    }

    /// Runs the copy, again while a child spawned by another test still holds it ("Text file busy").
    static func run(_ arguments: [String]) throws -> ProcessResult {
        for _ in 0..<50 {
            do {
                return try Spawn.run(arguments, environment: ["SWIFT_BACKTRACE": "enable=no"])
            } catch where "\(error)".contains("Text file busy") {
                usleep(20_000)
            }
        }
        return try Spawn.run(arguments, environment: ["SWIFT_BACKTRACE": "enable=no"])
    }

    static func send(_ folder: URL) -> [String] {
        ["send", folder.appendingPathComponent("payload.json").path, "--device", String(repeating: "ab", count: 32),
         "--topic", "com.example.app", "--cert", folder.appendingPathComponent("cert.pem").path]
    }

    @Test("send from a build folder names the command that builds the helper; exit 69", arguments: ["debug", "release"])
    func sendNamesTheBuildCommand(configuration: String) throws {
        try Self.withCopy(at: "package/.build/x86_64-unknown-linux-gnu/\(configuration)/pushpeek") { binary, folder in
            let result = try Self.run([binary] + Self.send(folder))
            #expect(result.status == 69, "\(result)")
            let flag = configuration == "release" ? " -c release" : ""
            #expect(result.stderr.contains("pushpeek: error: run `swift build\(flag) --product pushpeek-apns` first"), "\(result.stderr)")
        }
    }

    @Test("send from an installed folder says to install pushpeek-apns beside pushpeek")
    func sendNamesTheInstallFolder() throws {
        try Self.withCopy(at: "bin/pushpeek") { binary, folder in
            let result = try Self.run([binary] + Self.send(folder))
            #expect(result.status == 69, "\(result)")
            #expect(result.stderr.contains("bin/pushpeek-apns is missing: install pushpeek-apns in the folder pushpeek is in"), "\(result.stderr)")
        }
    }

    @Test("S, then y, at 80×24: the status line keeps the command whole, the log has all of it")
    func sendKeyNamesTheBuildCommand() throws {
        try Self.withCopy(at: "package/.build/debug/pushpeek") { binary, folder in
            let arguments = [binary, folder.appendingPathComponent("payload.json").path] + Self.send(folder).dropFirst(2)
            let command = "exec env SWIFT_BACKTRACE=enable=no TERM=xterm-256color " + arguments.map(TmuxSession.shellQuote).joined(separator: " ")
            let tmux = try TmuxSession(command: command)
            try tmux.waitFor("Hi")
            try tmux.sendKeys("S")
            try tmux.waitFor("Send this payload?")
            try tmux.sendKeys("y")
            let screen = try tmux.waitFor("not sent:")
            let status = screen.split(separator: "\n", omittingEmptySubsequences: false).last { $0.contains("not sent:") } ?? ""
            #expect(status.contains("not sent: run `swift build --product pushpeek-apns` first …"), "\(screen)")
            // The log panel, right of the card: its rows' text joined again.
            let log = screen.split(separator: "\n").map { $0.dropFirst(48).replacingOccurrences(of: "│", with: " ") }
                .joined(separator: " ").split(separator: " ").joined(separator: " ")
            #expect(log.contains("builds only pushpeek, not pushpeek-apns, which sends"), "the log panel lacks the tail:\n\(screen)")
        }
    }

    @Test("the message for each folder")
    func messages() {
        #expect(HelperProcess.missing("pushpeek-apns", in: "/src/pushpeek/.build/aarch64-unknown-linux-gnu/release")
                == "run `swift build -c release --product pushpeek-apns` first — `swift run pushpeek` builds only pushpeek, not pushpeek-apns, which sends")
        #expect(HelperProcess.missing("pushpeek-apns", in: "/usr/local/bin")
                == "/usr/local/bin/pushpeek-apns is missing: install pushpeek-apns in the folder pushpeek is in (see the README's Quick start)")
    }
}
