import Foundation
import Testing
@testable import pushpeek

/// `pushpeek help --man`: a page mandoc's linter passes, that man renders, with every command and
/// every option of the help in it.
@Suite("manual page")
struct ManPageTests {
    static func page(in folder: URL) throws -> URL {
        let result = try Run.pushpeek(["help", "--man"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
        let url = folder.appendingPathComponent("pushpeek.1")
        try Data(result.stdout.utf8).write(to: url)
        return url
    }

    @Test(.enabled(if: ExternalTool.has("mandoc"), "needs mandoc"))
    func mandocLintReportsNothing() throws {
        try HostileCorpus.withFolder { folder in
            let lint = try ExternalTool.run(["mandoc", "-T", "lint", "-W", "all", try Self.page(in: folder).path])
            #expect(lint.status == 0 && lint.stdout.isEmpty && lint.stderr.isEmpty, "\(lint)")
        }
    }

    @Test(.enabled(if: ExternalTool.has("mandoc"), "needs mandoc"))
    func thePageHasEveryCommandAndOption() throws {
        try HostileCorpus.withFolder { folder in
            let rendered = try ExternalTool.run(["mandoc", "-T", "utf8", try Self.page(in: folder).path])
            #expect(rendered.status == 0)
            // Bold and underline overstrikes off, and every run of white space one space, as wrapping makes them.
            let plain = rendered.stdout.replacing(/.\u{8}/, with: "").replacingOccurrences(of: "\u{2212}", with: "-")
                .replacing(/\s+/, with: " ")
            #expect(plain.hasPrefix("PUSHPEEK(1)"), "\(plain.prefix(200))")
            for command in Command.allCases {
                #expect(plain.contains("pushpeek \(command.synopsis)"), "\(command.rawValue)")
                for spec in OptionTable.specs(for: command) {
                    #expect(plain.contains(spec.name == "--help" ? "-h, --help" : spec.synopsis), "\(command.rawValue) \(spec.name)")
                }
            }
            #expect(plain.contains("activity-availability"), "lint's rules")
        }
    }

    @Test(.enabled(if: ExternalTool.has("man"), "needs man (man-db)"))
    func manRendersTheFile() throws {
        try HostileCorpus.withFolder { folder in
            let page = try Self.page(in: folder)
            // `man ./pushpeek.1`: a name with a slash is a file, for man-db and mandoc's man alike.
            let result = try ExternalTool.run(["man", "./\(page.lastPathComponent)"], in: folder,
                                              environment: ["MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "80"])
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("completions bash|zsh|fish"), "\(result.stdout.prefix(400))")
        }
    }

    @Test func manTakesNoCommand() throws {
        let result = try Run.pushpeek(["help", "lint", "--man"])
        #expect(result.status == 64 && result.stdout.isEmpty, "\(result)")
    }
}
