import Foundation
import Testing
import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekApp
import PushPeekSend
import PushPeekPresentation
import PushPeekLint
import PushPeekInteraction
import PushPeekSession

/// Golden text snapshots in `Tests/PushPeekCoreTests/Snapshots/<name>.txt` (or another extension:
/// `.svg`, `.html` for the pictures of the card).
///
/// `Snapshot.assert(text, named: "map-sydney-44")` compares `text` with the stored file and, on a
/// mismatch, reports a line-by-line diff (`-expected` / `+actual`, each with its line number). With
/// the environment variable `PUSHPEEK_RECORD_SNAPSHOTS=1` it (re)writes the file and then fails,
/// naming what it recorded, so a run that records never passes for one that compared; a missing
/// file is a failure when not recording. Names may contain `/` to group snapshots in folders.
/// `assertStyled` stores a `StyledSnapshot`: each cell's text and its terminal style.
enum Snapshot {
    static let recordVariable = "PUSHPEEK_RECORD_SNAPSHOTS"

    /// `Tests/PushPeekCoreTests/Snapshots`, found from this file's own path.
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // PushPeekCoreTests
        .appendingPathComponent("Snapshots", isDirectory: true)

    static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    static func assert(_ actual: String, named name: String, fileExtension: String = "txt", in directory: URL = Snapshot.directory,
                       recording: Bool = Snapshot.isRecording, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let file = directory.appendingPathComponent(name + "." + fileExtension)
        let actualText = normalized(actual)
        if recording {
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data((actualText + "\n").utf8).write(to: file)
                Issue.record("Recorded snapshot \"\(name)\" (\(file.lastPathComponent)), nothing compared; run again without \(recordVariable) to check it.",
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record("Could not record snapshot \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            Issue.record(
                "Snapshot \"\(name)\" is missing (\(file.path)); run the tests with \(recordVariable)=1 to record it.\nActual:\n\(actualText)",
                sourceLocation: sourceLocation)
            return
        }
        var expectedText = normalized(String(decoding: data, as: UTF8.self))
        if expectedText.hasSuffix("\n") { expectedText.removeLast() }
        guard expectedText != actualText else { return }
        let diff = lineDiff(expected: lines(expectedText), actual: lines(actualText))
        Issue.record(
            "Snapshot \"\(name)\" does not match \(file.lastPathComponent) (re-record with \(recordVariable)=1):\n\(diff)",
            sourceLocation: sourceLocation)
    }

    /// Compares the grid's text and every cell's style, as `mapping` draws it, with `<name>.txt`.
    static func assertStyled(_ grid: CellGrid, mapping: StyleMapping, named name: String,
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let text = StyledSnapshot.text(of: mapping.styledRows(of: grid), trueColor: mapping.depth == .trueColor)
        assert(String(text.dropLast()), named: name, sourceLocation: sourceLocation)
    }

    static func normalized(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n")
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The changed lines, `-` for expected and `+` for actual, each prefixed with its line number in
    /// its own text: line by line when both have as many lines, else by longest common subsequence.
    /// At most `limit` lines are listed.
    static func lineDiff(expected: [String], actual: [String], limit: Int = 120) -> String {
        let width = String(max(expected.count, actual.count)).count
        func number(_ value: Int) -> String {
            let text = String(value)
            return String(repeating: " ", count: max(0, width - text.count)) + text
        }
        var output: [String] = []
        if expected.count == actual.count {
            // Same length (a grid): compare line by line, which reads better than realigning.
            for (index, pair) in zip(expected, actual).enumerated() where pair.0 != pair.1 {
                output.append("\(number(index + 1)) -\(pair.0)")
                output.append("\(number(index + 1)) +\(pair.1)")
            }
        } else {
            output = lcsDiff(expected: expected, actual: actual, number: number)
        }
        if output.count > limit {
            output = Array(output.prefix(limit)) + ["… \(output.count - limit) more changed lines"]
        }
        return output.joined(separator: "\n")
    }

    private static func lcsDiff(expected: [String], actual: [String], number: (Int) -> String) -> [String] {
        let n = expected.count
        let m = actual.count
        var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = expected[i] == actual[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var output: [String] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                i += 1
                j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                output.append("\(number(i + 1)) -\(expected[i])")
                i += 1
            } else {
                output.append("\(number(j + 1)) +\(actual[j])")
                j += 1
            }
        }
        return output
    }
}
