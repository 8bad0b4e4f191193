import Foundation
import Testing

/// `pushpeek --version`: the version, the commit the binary was built from and whether the tree had
/// uncommitted changes, as SwiftPM read git when it evaluated Package.swift.
@Suite("--version")
struct VersionTests {
    @Test func versionNamesTheCommitItWasBuiltFrom() throws {
        let result = try Run.pushpeek(["--version"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
        let match = try #require(result.stdout.wholeMatch(of: /pushpeek (\d+\.\d+\.\d+) \(commit ([0-9a-f]{12}|unknown)(, uncommitted changes)?\)\n/),
                                 "\(result.stdout)")
        let commit = String(match.output.2)
        let head = try ExternalTool.run(["git", "-C", ExternalTool.root.path, "rev-parse", "HEAD"])
        guard head.status == 0 else { return }  // built outside a git checkout: "unknown" is right
        // SwiftPM reads git when it evaluates the manifest, which a build after a commit may not
        // redo: the commit is HEAD or one before it, never one that is not in the history.
        #expect(commit != "unknown", "a build in a git checkout names its commit")
        let ancestor = try ExternalTool.run(["git", "-C", ExternalTool.root.path, "merge-base", "--is-ancestor", commit, "HEAD"])
        #expect(ancestor.status == 0, "\(commit) is not in HEAD's history: \(ancestor)")
    }
}
