import Foundation
import Testing

/// `.github/workflows/macos.yml` runs the README's two Mac commands — its set-up line's Homebrew part
/// and `swift test` — on macOS 14 and 15 with Xcode 16, and on the newest runner.
@Suite("The macOS workflow")
struct MacWorkflowTests {
    static func text(_ relative: String) throws -> String {
        try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The README's Mac set-up command: the `brew install …` before `&&` on its quick-start line.
    static func readmeSetUp(_ readme: String) -> String? {
        readme.split(separator: "\n").first { $0.hasPrefix("brew install ") && $0.contains("&& swift run pushpeek") }
            .flatMap { $0.components(separatedBy: " &&").first }
    }

    /// The commands of the workflow's `run:` steps, one per line.
    static func runCommands(_ workflow: String) -> [String] {
        workflow.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("run: ") ? String(trimmed.dropFirst(5)) : nil
        }
    }

    @Test("the workflow runs the README's set-up line and swift test")
    func runsTheReadmeCommands() throws {
        let setUp = try #require(Self.readmeSetUp(try Self.text("README.md")), "no `brew install … && swift run pushpeek` line in the README")
        let commands = Self.runCommands(try Self.text(".github/workflows/macos.yml"))
        #expect(commands.contains(setUp), "the workflow does not run `\(setUp)`: \(commands)")
        #expect(commands.contains("swift test"), "\(commands)")
        let setUpIndex = commands.firstIndex(of: setUp) ?? commands.endIndex
        let testIndex = commands.firstIndex(of: "swift test") ?? commands.startIndex
        #expect(setUpIndex < testIndex, "set up before testing: \(commands)")
    }

    @Test("it runs on macOS 14 and 15 with Xcode 16, and on the newest runner")
    func runners() throws {
        let workflow = try Self.text(".github/workflows/macos.yml")
        for runner in ["macos-14", "macos-15", "macos-latest"] {
            #expect(workflow.contains("runner: \(runner)\n"), "no \(runner) job")
        }
        let xcodes = workflow.split(separator: "\n").filter { $0.contains("xcode: \"16.") }
        #expect(xcodes.count >= 2, "macOS 14 and 15 should pick an Xcode 16: \(xcodes)")
        #expect(workflow.contains("xcode-select -s \"/Applications/Xcode_${{ matrix.xcode }}.app\""))
        #expect(workflow.contains("runs-on: ${{ matrix.runner }}"))
    }

    @Test("a README line the workflow does not run is noticed")
    func plantedMismatch() {
        let readme = "```sh\nbrew install tmux librsvg jq && swift run pushpeek   # set up\nswift test\n```\n"
        let setUp = Self.readmeSetUp(readme)
        #expect(setUp == "brew install tmux librsvg jq")
        let workflow = "    steps:\n      - run: brew install tmux librsvg\n      - run: swift test\n"
        #expect(!Self.runCommands(workflow).contains(setUp ?? ""))
    }
}
