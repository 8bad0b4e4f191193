import Foundation
import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession

/// `pushpeek lint DIR` over 10× the files is about 10× the counted work (`WorkCounter`): nothing one
/// file leaves behind (the ActivityKit sequence, the diagnostics) makes the next cost more. This is
/// the bound the 2,000-file end-to-end test once took from a clock.
@Suite("Linear work: many files")
struct ManyFilesWorkTests {
    /// Lints a folder of `count` payloads (each with a near-miss key, so each has a diagnostic and a
    /// "did you mean"), and every fifth an ActivityKit update of one sequence, as `lint DIR` does.
    static func work(files count: Int) throws -> (work: Int, diagnostics: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-many-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<count {
            let text = index % 5 == 0
                ? #"{"aps":{"event":"update","timestamp":\#(1_796_063_400 + index),"content-state":{"status":"onTheWay"}}}"#
                : #"{"aps":{"alert":{"title":"T\#(index)","body":"B"}},"thread_id":"x"}"#
            try Data(text.utf8).write(to: folder.appendingPathComponent(String(format: "%05d.json", index)))
        }
        let (entries, errors) = PayloadFiles.expand([folder.path])
        #expect(errors.isEmpty && entries.count == count)
        let linter = Linter(options: LintOptions())
        let sequence = ActivityLintSequence()
        var diagnostics = 0
        let work = try WorkCounter.measure {
            for entry in entries {
                diagnostics += try linter.lint(file: entry.path, skippingAppDescriptions: entry.fromDirectory, sequence: sequence)?.count ?? 0
            }
        }
        return (work, diagnostics)
    }

    @Test("2,000 files are about 10× the work of 200, each file diagnosed")
    func manyFilesAreLinear() throws {
        let small = try Self.work(files: 200)
        let large = try Self.work(files: 2_000)
        #expect(small.diagnostics >= 160 && large.diagnostics >= 1_600, "each thread_id is a near miss")
        #expect(small.work >= 200 * 10, "200 files → \(small.work)")
        #expect(Double(large.work) / Double(small.work) < 11, "200 files → \(small.work), 2,000 → \(large.work)")
    }
}
