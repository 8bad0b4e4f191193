import Foundation
import Testing

@Suite("Snapshot helper")
struct SnapshotTests {
    @Test("record mode writes the file, then fails naming it; the next run compares")
    func recordingFails() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-snapshot-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        withKnownIssue("recording must not pass") {
            Snapshot.assert("one\ntwo", named: "group/recorded", in: directory, recording: true)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Recorded snapshot \"group/recorded\"") }
        }
        let written = try String(contentsOf: directory.appendingPathComponent("group/recorded.txt"), encoding: .utf8)
        #expect(written == "one\ntwo\n")
        Snapshot.assert("one\ntwo", named: "group/recorded", in: directory, recording: false)
        withKnownIssue("a changed text fails") {
            Snapshot.assert("one\nthree", named: "group/recorded", in: directory, recording: false)
        }
    }

    @Test func diffListsChangedLinesWithNumbers() {
        let diff = Snapshot.lineDiff(expected: ["a", "b", "c", "d"], actual: ["a", "B", "c", "d", "e"])
        #expect(diff == """
            2 -b
            2 +B
            5 +e
            """)
    }

    @Test func sameLengthTextsCompareLineByLine() {
        let diff = Snapshot.lineDiff(expected: ["", "x", "", ""], actual: ["", "", "", "y"])
        #expect(diff == "2 -x\n2 +\n4 -\n4 +y")
    }

    @Test func diffOfEqualTextIsEmpty() {
        #expect(Snapshot.lineDiff(expected: ["x", "y"], actual: ["x", "y"]) == "")
    }

    @Test func diffIsCapped() {
        let diff = Snapshot.lineDiff(expected: (0..<10).map(String.init), actual: [], limit: 3)
        #expect(diff.split(separator: "\n").count == 4)
        #expect(diff.hasSuffix("… 7 more changed lines"))
    }
}
