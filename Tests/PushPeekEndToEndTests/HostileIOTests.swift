import Foundation
import Testing

/// Files that are not what they claim, and writes that fail: `--log` to a FIFO, a directory or a
/// full device, standard output on a full device, a payload swapped for a FIFO while it is read, and
/// escape sequences in `keytest`'s arguments. Each ends with a clear message naming the file and a
/// documented status within the time limit — never a hang, never a silent loss.
@Suite("Hostile files and failing writes")
struct HostileIOTests {
    /// `/dev/full` (Linux, FreeBSD; not macOS): every write to it fails with ENOSPC.
    static let hasFullDevice = FileManager.default.fileExists(atPath: "/dev/full")

    /// The spy-agency demo, headless, expanded and an action chosen: it logs several responses.
    static let loggingRun = ["demo", "spy-agency", "--render", "--keys", "enter"]

    @Test("--log to a FIFO without a reader is refused at once, in render, bulk render and preview",
          arguments: [["render", "payload.json"], ["render", "."], ["preview", "payload.json"]])
    func logToFIFOWithoutReader(_ command: [String]) throws {
        try HostileCorpus.withFolder { folder in
            try HostileCorpus.write(HostileCorpus.payload, "payload.json", in: folder)
            try HostileCorpus.fifo("log", in: folder)
            let arguments = [command[0], folder.appendingPathComponent(command[1]).path, "--log", folder.appendingPathComponent("log").path]
            let result = try Run.pushpeek(arguments)
            #expect(!result.timedOut, "\(result)")
            #expect(result.status == 74, "\(result)")
            #expect(result.stderr.contains("/log: a FIFO or socket with no reader is not written"), "\(result)")
        }
    }

    @Test("--log to a FIFO with a reader, or to a directory, is refused")
    func logToFIFOWithReaderOrDirectory() throws {
        try HostileCorpus.withFolder { folder in
            try HostileCorpus.fifo("log", in: folder)
            let fifo = folder.appendingPathComponent("log").path
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            #expect(reader >= 0)
            defer { close(reader) }
            let toFIFO = try Run.pushpeek(Self.loggingRun + ["--log", fifo])
            #expect(toFIFO.status == 74, "\(toFIFO)")
            #expect(toFIFO.stderr.contains("\(fifo): the log must be a regular file or a device"), "\(toFIFO)")
            let toDirectory = try Run.pushpeek(Self.loggingRun + ["--log", folder.path])
            #expect(toDirectory.status == 74, "\(toDirectory)")
            #expect(toDirectory.stderr.contains("\(folder.path): cannot open the log for appending"), "\(toDirectory)")
        }
    }

    @Test("--log /dev/full: the card still renders, the failure is reported once, exit 74", .enabled(if: hasFullDevice))
    func logToFullDevice() throws {
        let result = try Run.pushpeek(Self.loggingRun + ["--log", "/dev/full"])
        #expect(result.status == 74, "\(result)")
        #expect(result.stdout.contains("╭──╮ The Sydney Observatory"), "\(result)")
        let message = "pushpeek: error: /dev/full: log stopped: No space left on device\n"
        #expect(result.stderr == message, "\(result)")
    }

    @Test("--log /dev/full in a bulk render: every card renders, one message, exit 74", .enabled(if: hasFullDevice))
    func logToFullDeviceInBulk() throws {
        try HostileCorpus.withFolder { folder in
            try HostileCorpus.write(HostileCorpus.payload, "one.json", in: folder)
            try HostileCorpus.write(HostileCorpus.payload, "two.json", in: folder)
            try HostileCorpus.write(HostileCorpus.app, "app.json", in: folder)
            let app = folder.appendingPathComponent("app.json").path
            let result = try Run.pushpeek(["render", folder.path, "--app", app, "--keys", "enter", "--log", "/dev/full"])
            #expect(result.status == 74, "\(result)")
            #expect(result.stdout.components(separatedBy: "==> ").count == 3, "\(result)")
            #expect(result.stderr.components(separatedBy: "/dev/full").count == 2, "\(result)")
        }
    }

    @Test("--log /dev/null is a device that takes every write: exit 0")
    func logToNullDevice() throws {
        let result = try Run.pushpeek(Self.loggingRun + ["--log", "/dev/null"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty, "\(result)")
    }

    @Test("standard output on a full device is an error naming it, exit 74 (also over lint's 1)", .enabled(if: hasFullDevice),
          arguments: [["render"], ["lint"]])
    func standardOutputFull(_ command: [String]) throws {
        try HostileCorpus.withFolder { folder in
            // lint: a diagnostic (an unknown key) goes to standard output.
            try HostileCorpus.write(#"{"aps":{"alert":"x","bagde":1}}"#, "payload.json", in: folder)
            let payload = folder.appendingPathComponent("payload.json").path
            let result = try Spawn.run(["sh", "-c", "exec \"$0\" \"$1\" \"$2\" > /dev/full", try BinaryPath.pushpeek(), command[0], payload])
            #expect(result.status == 74, "\(result)")
            #expect(result.stderr.contains("pushpeek: error: standard output: write failed: No space left on device\n"), "\(result)")
        }
    }

    @Test("keytest prints no escape sequence from its arguments",
          arguments: [["\u{1B}]2;PWNED\u{07}"], ["--theme", "\u{1B}]52;c;cHduZWQ=\u{07}"], ["--colors", "8", "\u{9B}31m"]])
    func keytestSanitises(_ arguments: [String]) throws {
        let result = try Run.pushpeek(["keytest"] + arguments)
        #expect(result.status == 64, "\(result)")
        #expect(OutputSafety.problem(in: Array(result.stderr.utf8)) == nil, "\(result)")
        #expect(result.stderr.hasPrefix("pushpeek: "), "\(result)")
    }

    @Test("an attachment the app maps that is a FIFO: render refuses it (66), lint reports it")
    func serviceAttachmentFIFO() throws {
        try HostileCorpus.withFolder { folder in
            try HostileCorpus.write(#"{"categories":[{"identifier":"c"}],"serviceExtension":{"attachments":{"media-url":"photo.png"}}}"#, "app.json", in: folder)
            try HostileCorpus.write(#"{"aps":{"alert":"x","mutable-content":1,"category":"c"},"media-url":"https://example.com/p.png"}"#, "payload.json", in: folder)
            try HostileCorpus.fifo("photo.png", in: folder)
            let app = folder.appendingPathComponent("app.json").path, payload = folder.appendingPathComponent("payload.json").path
            let render = try Run.pushpeek(["render", payload, "--app", app])
            #expect(render.status == 66, "\(render)")
            #expect(render.stderr.contains("photo.png: not a regular file"), "\(render)")
            let lint = try Run.pushpeek(["lint", payload, "--app", app])
            #expect(lint.status == 1, "\(lint)")
            #expect(lint.stdout.contains("\"photo.png\" is not a regular file"), "\(lint)")
        }
    }

    /// A payload path flipped between a regular file and a FIFO (by `rename`, as fast as it goes)
    /// while render and lint read it: a check by path and an open by path would see different
    /// files, and the open of the FIFO would wait for ever. Every run ends, 0 or 66.
    @Test("a payload swapped for a FIFO between check and open never hangs")
    func swappedForFIFO() throws {
        try HostileCorpus.withFolder { folder in
            try HostileCorpus.write(#"{"aps":{"alert":"x"}}"#, "good.json", in: folder)
            try HostileCorpus.fifo("pipe", in: folder)
            let flipper = Flipper(folder: folder)
            let thread = Thread { flipper.run() }
            thread.start()
            defer { flipper.stop() }
            let payload = folder.appendingPathComponent("payload.json").path
            for run in 0..<60 {
                let command = run.isMultiple(of: 2) ? "render" : "lint"
                let result = try Run.pushpeek([command, payload], timeout: 5)
                #expect(!result.timedOut, "\(command) hung on a swapped file (run \(run))")
                #expect([0, 66].contains(result.status), "\(result)")
            }
            #expect(flipper.flips > 60, "the file was swapped only \(flipper.flips) times")
        }
    }
}

/// Swaps `payload.json` between hard links to `good.json` and to the FIFO `pipe`, as fast as it goes,
/// until stopped: each swap makes the link beside it and renames it over.
final class Flipper: @unchecked Sendable {
    private let folder: URL
    private let lock = NSLock()
    private var running = true
    private var count = 0

    init(folder: URL) { self.folder = folder }

    var flips: Int { lock.withLock { count } }

    func stop() { lock.withLock { running = false } }

    func run() {
        let target = folder.appendingPathComponent("payload.json").path
        let staging = folder.appendingPathComponent("staging").path
        var useFIFO = false
        while lock.withLock({ running }) {
            let source = folder.appendingPathComponent(useFIFO ? "pipe" : "good.json").path
            if link(source, staging) == 0, rename(staging, target) == 0 {
                lock.withLock { count += 1 }
            }
            useFIFO.toggle()
            usleep(50)
        }
    }
}
