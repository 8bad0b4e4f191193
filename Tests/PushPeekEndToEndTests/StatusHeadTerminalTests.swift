import Foundation
import Testing

/// At 80×24, `S` with nothing configured: the status line keeps the first thing to set whole and
/// marks the cut, instead of breaking inside the second; the response log beside the card has the
/// whole message.
@Suite("Status line keeps the actionable head")
struct StatusHeadTerminalTests {
    @Test("S unconfigured in the demo at 80×24: `no topic (--topic BUNDLE-ID) …` on the status line, all of it in the log")
    func notConfiguredHead() throws {
        try HostileCorpus.withFolder { folder in
            let tmux = try TmuxSession.pushpeek([], environment: ["HOME": folder.path, "XDG_CONFIG_HOME": folder.path])
            try tmux.waitFor("The Sydney Observatory")
            try tmux.sendKeys("S")
            let screen = try tmux.waitFor("not configured:")
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
            let status = rows.last { $0.contains("not configured:") } ?? ""
            #expect(status.hasPrefix(" not configured: no topic (--topic BUNDLE-ID) … · "), "\(screen)")
            #expect(!status.contains("(--…"), "cut inside a clause: \(status)")
            #expect(status.hasSuffix("q quit"), "\(status)")
            // Above the status line only the log panel holds the message's tail.
            let above = rows.filter { $0 != status }.joined(separator: " ")
            #expect(above.contains("device") && above.contains("send.conf"), "the log panel lacks the tail:\n\(screen)")
        }
    }
}
