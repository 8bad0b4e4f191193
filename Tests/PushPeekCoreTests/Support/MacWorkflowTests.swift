import Foundation
import Testing

/// The hosted macOS run does what the README tells a Mac user to do.
@Suite("macOS workflow")
struct MacWorkflowTests {
    /// The commands of the README's Mac block (the first fenced block after "On a Mac"), comments cut.
    static func readmeMacCommands() throws -> [String] {
        let readme = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let mac = try #require(readme.range(of: "On a Mac"))
        let open = try #require(readme.range(of: "```sh\n", range: mac.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "```", range: open.upperBound..<readme.endIndex))
        return readme[open.upperBound..<close.lowerBound].split(separator: "\n").map { line in
            String(line.split(separator: "#", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }

    @Test("the workflow builds and runs the README's test command on a macOS runner")
    func workflowRunsTheReadmeTestCommand() throws {
        let workflow = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(".github/workflows/macos.yml"), encoding: .utf8)
        let runs = workflow.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("run: ") ? String(trimmed.dropFirst(5)) : nil
        }
        let commands = try Self.readmeMacCommands()
        let testCommand = try #require(commands.first { $0.hasPrefix("swift test") })
        #expect(runs.contains(testCommand), "workflow runs \(runs), README's Mac test command is \(testCommand)")
        #expect(runs.contains("swift build"))
        #expect(workflow.contains("runs-on: macos-"))
    }
}
