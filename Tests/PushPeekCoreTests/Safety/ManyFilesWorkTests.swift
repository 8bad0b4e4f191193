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

/// `pushpeek lint DIR` and `render DIR` over 10× the files are about 10× the counted work
/// (`WorkCounter`): each file costs the same however many come before it, and nothing one file
/// leaves behind (the ActivityKit sequence, the diagnostics, the template's caches) makes the next
/// cost more. This is the bound the 2,000-file end-to-end test once took from a clock.
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

    /// Renders `count` payloads through one template of the spy-agency app (its map extension), as
    /// `render DIR` does: each payload a region of its own, so no map comes from the cache.
    static func renderWork(files count: Int) throws -> Int {
        let sources = SessionSources(appPath: Fixtures.example("spy-agency/app.json"))
        var template = try SessionTemplate(sources)
        var payloads: [Payload] = []
        for index in 0..<count {
            let text = #"{"aps":{"alert":{"title":"Agent \#(index)","body":"Meet at the usual place"},"category":"ShowMap"},"latitude":\#(-33.8 - Double(index % 97) / 1000),"longitude":151.2,"radius":500}"#
            payloads.append(try PayloadDecoder.decode(Array(text.utf8), file: "\(index).json"))
        }
        return try WorkCounter.measure {
            for payload in payloads {
                let state = try template.state(payload, options: CardOptions(), stage: .expanded)
                #expect(CardRenderer.render(state, width: CardOptions.defaultWidth).grid.width == CardOptions.defaultWidth)
            }
        }
    }

    @Test("rendering 1,000 payloads in one run is about 10× the work of 100: a constant cost per file")
    func manyRendersAreLinear() throws {
        let small = try Self.renderWork(files: 100)
        let large = try Self.renderWork(files: 1_000)
        #expect(small >= 100 * 10, "100 files → \(small)")
        let perFile = (small: Double(small) / 100, large: Double(large) / 1_000)
        #expect(perFile.large / perFile.small < 1.1, "per file: 100 files → \(perFile.small), 1,000 → \(perFile.large)")
    }
}
