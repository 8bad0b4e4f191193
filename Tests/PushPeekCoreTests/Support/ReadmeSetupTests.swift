import Foundation
import Testing

/// `.ci/run` is the README's quick start, so a fresh machine that follows the README passes what CI
/// passes: it installs exactly the set-up line's packages, then exactly the optional line's, and
/// its last command is the README's test command.
@Suite("The README's set-up line and .ci/run")
struct ReadmeSetupTests {
    static func read(_ name: String) throws -> String {
        try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(name), encoding: .utf8)
    }

    /// What differs between the README and the CI script; empty when they agree.
    static func drift(readme: String, ci: String) -> [String] {
        let setup = SetupLine.readme(readme)
        let script = SetupLine.ciScript(ci)
        var problems: [String] = []
        func compare(_ readmeLine: [String], _ ciLine: [String]?, _ what: String) {
            let ciPackages = Set(ciLine ?? [])
            let missing = Set(readmeLine).subtracting(ciPackages).sorted()
            let extra = ciPackages.subtracting(readmeLine).sorted()
            if !missing.isEmpty { problems.append(".ci/run's \(what) lacks \(missing.joined(separator: " "))") }
            if !extra.isEmpty { problems.append(".ci/run's \(what) installs \(extra.joined(separator: " ")), which the README's \(what) does not") }
        }
        if setup.packages.isEmpty { problems.append("the README's quick start has no `apt-get install -y` line") }
        compare(setup.packages, script.installs.first, "set-up line")
        compare(setup.optional, script.installs.dropFirst().first, "optional line")
        if script.installs.count > 2 { problems.append(".ci/run has \(script.installs.count) apt-get install lines, not 2") }
        if setup.testCommand == nil || script.lastCommand != setup.testCommand {
            problems.append(".ci/run ends with \(script.lastCommand ?? "nothing"), not the README's test command \(setup.testCommand ?? "(none)")")
        }
        return problems
    }

    @Test("the README's set-up and optional lines are what .ci/run installs, and it ends with the README's test command")
    func inStep() throws {
        let readme = try Self.read("README.md")
        let problems = Self.drift(readme: readme, ci: try Self.read(".ci/run"))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        let setup = SetupLine.readme(readme)
        // What the tests use: the tmux sessions, GNU time, rsvg-convert, the APNs stand-in.
        for package in ["tmux", "time", "librsvg2-bin", "openssl", "python3-h2", "python3-jwt", "python3-cryptography"] {
            #expect(setup.packages.contains(package), "the set-up line lacks \(package)")
        }
        #expect(setup.testCommand == "swift test")
    }

    static let plantedReadme = """
        # x

        ## Quick start

        ```sh
        apt-get install -y liba libb \\
            tmux && swift run pushpeek   # set up
        swift test   # run the tests
        ```

        Optional: `apt-get install -y chromium jq`.

        ## Usage
        apt-get install -y not-this-one
        """

    @Test("a planted README is read across the continuation, and drift in either line or the test command is found")
    func plantedDrift() {
        let setup = SetupLine.readme(Self.plantedReadme)
        #expect(setup.packages == ["liba", "libb", "tmux"])
        #expect(setup.optional == ["chromium", "jq"])
        #expect(setup.testCommand == "swift test")
        let good = "apt-get update\n  apt-get install -y liba \\\n    libb tmux  # build\napt-get install -y jq chromium\nswift test\n"
        #expect(Self.drift(readme: Self.plantedReadme, ci: good).isEmpty)
        let lacking = good.replacingOccurrences(of: "libb ", with: "")
        #expect(Self.drift(readme: Self.plantedReadme, ci: lacking) == [".ci/run's set-up line lacks libb"])
        let extra = good.replacingOccurrences(of: "jq chromium", with: "jq chromium emoji")
        #expect(Self.drift(readme: Self.plantedReadme, ci: extra)
                == [".ci/run's optional line installs emoji, which the README's optional line does not"])
        let untested = good.replacingOccurrences(of: "swift test\n", with: "swift build\n")
        #expect(Self.drift(readme: Self.plantedReadme, ci: untested)
                == [".ci/run ends with swift build, not the README's test command swift test"])
    }
}
