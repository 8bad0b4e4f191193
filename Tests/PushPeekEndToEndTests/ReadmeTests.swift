import Foundation
import Testing
@testable import pushpeek

/// The README and the manual in `Docs/` show what the binary does. Each block marked
/// `<!-- output: pushpeek ARGS -->` is what `pushpeek ARGS` prints when run from the package root,
/// and the options table of `Docs/OPTIONS.md` between `<!-- options: begin -->` and
/// `<!-- options: end -->` is `OptionTable`, the source of the help.
/// `PUSHPEEK_RECORD_README=1 swift test --filter ReadmeTests` rewrites both from the binary.
@Suite("README in step with the binary", .serialized)
struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let path = root.appendingPathComponent("README.md").path
    static let optionsPath = root.appendingPathComponent("Docs/OPTIONS.md").path
    /// The README, then every page of the manual.
    static var documents: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)) ?? []
        return [path] + docs.filter { $0.hasSuffix(".md") }.sorted().map { root.appendingPathComponent("Docs/\($0)").path }
    }
    static var recording: Bool { ProcessInfo.processInfo.environment["PUSHPEEK_RECORD_README"] == "1" }

    /// A marked block: the command after `pushpeek`, and the fenced text below it.
    struct OutputBlock {
        var command: String
        var body: Range<String.Index>
    }

    static func outputBlocks(in readme: String) -> [OutputBlock] {
        var blocks: [OutputBlock] = []
        var searchFrom = readme.startIndex
        while let marker = readme.range(of: "<!-- output: pushpeek ", range: searchFrom..<readme.endIndex),
              let markerEnd = readme.range(of: " -->\n", range: marker.upperBound..<readme.endIndex),
              let fenceLineEnd = readme.range(of: "\n", range: markerEnd.upperBound..<readme.endIndex),
              let closing = readme.range(of: "```\n", range: fenceLineEnd.upperBound..<readme.endIndex) {
            blocks.append(OutputBlock(command: String(readme[marker.upperBound..<markerEnd.lowerBound]),
                                      body: fenceLineEnd.upperBound..<closing.lowerBound))
            searchFrom = closing.upperBound
        }
        return blocks
    }

    /// Splits a command line on spaces, keeping single-quoted words whole.
    static func words(_ command: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in command {
            if character == "'" {
                quoted.toggle()
            } else if character == " " && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    @Test func outputBlocksAreWhatTheBinaryPrints() throws {
        let readme = try String(contentsOfFile: Self.path, encoding: .utf8)
        let firstFence = try #require(readme.range(of: "```"))
        let firstMarker = try #require(readme.range(of: "<!-- output: "))
        #expect(firstMarker.lowerBound < firstFence.lowerBound, "the README's first example is a checked block")
        var checked = 0
        for document in Self.documents {
            checked += try Self.checkOutputBlocks(in: document)
        }
        #expect(checked >= 4, "the README and the manual hold checked blocks")
    }

    /// Checks (or, recording, rewrites) the marked blocks of one document; returns how many it holds.
    static func checkOutputBlocks(in path: String) throws -> Int {
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let blocks = outputBlocks(in: text)
        let name = URL(fileURLWithPath: path).lastPathComponent
        for block in blocks.reversed() {
            let result = try PushPeekRunner.run(words(block.command), in: root)
            #expect(result.status == 0, "pushpeek \(block.command): \(result.stderrText)")
            #expect(text.range(of: "`pushpeek \(block.command)`") != nil, "\(name): the command above the block is shown as `pushpeek \(block.command)`")
            if recording {
                text.replaceSubrange(block.body, with: result.stdoutText)
            } else {
                #expect(String(text[block.body]) == result.stdoutText,
                        "\(name): block for `pushpeek \(block.command)` differs from the binary's output; record with PUSHPEEK_RECORD_README=1")
            }
        }
        if recording && !blocks.isEmpty {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("recorded the output blocks of \(name); unset PUSHPEEK_RECORD_README and run again")
        }
        return blocks.count
    }

    /// The manual's options table, from `OptionTable`.
    static var optionsTable: String {
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        var rows = ["| option | commands | meaning |", "|---|---|---|"]
        for spec in OptionTable.specs {
            rows.append("| `\(cell(spec.synopsis))` | \(spec.commands.map(\.rawValue).joined(separator: ", ")) | \(cell(spec.summary)) |")
        }
        for spec in OptionTable.global {
            let synopsis = spec.name == "--help" ? "`-h`, `--help`" : "`\(spec.synopsis)`"
            rows.append("| \(synopsis) | every command | \(cell(spec.summary)) |")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    @Test func optionsTableIsTheHelpsTable() throws {
        var readme = try String(contentsOfFile: Self.optionsPath, encoding: .utf8)
        let begin = try #require(readme.range(of: "<!-- options: begin -->\n"))
        let end = try #require(readme.range(of: "<!-- options: end -->", range: begin.upperBound..<readme.endIndex))
        if Self.recording {
            readme.replaceSubrange(begin.upperBound..<end.lowerBound, with: Self.optionsTable)
            try readme.write(toFile: Self.optionsPath, atomically: true, encoding: .utf8)
            Issue.record("recorded the options table of Docs/OPTIONS.md; unset PUSHPEEK_RECORD_README and run again")
        } else {
            #expect(String(readme[begin.upperBound..<end.lowerBound]) == Self.optionsTable,
                    "Docs/OPTIONS.md's table differs from OptionTable; record with PUSHPEEK_RECORD_README=1")
        }
    }

    @Test func everyOptionInTheHelpIsInTheOptionsTable() throws {
        let readme = try String(contentsOfFile: Self.optionsPath, encoding: .utf8)
        for command in Command.allCases {
            // Help is filled to the width: compare words, not lines.
            func words(_ text: String) -> String { text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ") }
            let help = words(try Run.pushpeek(["help", command.rawValue]).stdout)
            for spec in OptionTable.specs(for: command) {
                #expect(help.contains(words(spec.summary)), "help \(command.rawValue) lacks \(spec.name)")
                #expect(readme.contains(spec.summary.replacingOccurrences(of: "|", with: "\\|")), "Docs/OPTIONS.md lacks \(spec.name): \(spec.summary)")
            }
        }
    }
}
