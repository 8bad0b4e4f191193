import Testing

@Suite("Snapshot helper")
struct SnapshotTests {
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
