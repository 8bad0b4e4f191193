import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive lock screen holds what it shows: over a folder of 100,000 tiny payloads (which
/// took 1.96 GB when each notification kept its laid-out state, 515 MB when it kept its typed payload
/// and key-path index, and 101 MB in release when it kept its JSON document) its peak memory, as
/// `/usr/bin/time` reports it for the program alone, stays under the project's 100 MB in the debug
/// build (each notification keeps its payload's bytes and texts, about 0.5 KB with its share of the
/// list; 61 MB measured in release), and keys still answer.
@Suite("Lock screen memory (tmux 80×24)")
struct LockScreenMemoryTests {
    static let count = 100_000
    /// The bound the test holds the debug build to; the release build is measured in the README.
    static let peakLimit = 100 * 1024 * 1024

    /// Writes a small file with one `write(2)`.
    static func writeFile(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw HarnessError("open \(path): \(errno)") }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count else { throw HarnessError("write \(path): \(errno)") }
    }

    @Test("100,000 payloads: the list shows, the stack opens, End reaches the oldest, q quits, peak memory under 100 MB")
    func hundredThousandPayloads() throws {
        try Flow.withTemporaryDirectory { directory in
            let folder = directory + "/payloads"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for index in 0..<Self.count {
                try Self.writeFile(#"{"aps":{"alert":"n\#(index)"}}"#, to: folder + "/p\(100_000 + index).json")
            }
            let report = directory + "/usage"
            let program = ["/usr/bin/time", "-o", report, "-f", "%M", try BinaryPath.pushpeek(), "lockscreen", folder]
                .map(TmuxSession.shellQuote).joined(separator: " ")
            let tmux = try TmuxSession(command: "exec env SWIFT_BACKTRACE=enable=no TERM=xterm-256color \(program)")
            defer { tmux.close() }
            try tmux.waitFor("Notification Center · 100000 notifications", timeout: 600)
            // The stack of 100,000 opened, then its oldest notification at the end of the list.
            try tmux.sendKeys("Enter")
            try tmux.waitFor("Show less")
            try tmux.sendKeys("End")
            try tmux.waitFor(timeout: 60, "the oldest notification") { $0.contains(" n0 ") }
            try tmux.sendKeys("q")
            #expect(try tmux.waitForExit(timeout: 30) == 0)
            let text = try String(contentsOfFile: report, encoding: .utf8)
            let kilobytes = try #require(text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) })
            #expect(kilobytes * 1024 < Self.peakLimit, "peak \(kilobytes) KB")
        }
    }
}
