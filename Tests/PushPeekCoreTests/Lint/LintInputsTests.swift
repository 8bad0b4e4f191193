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

@Suite("Lint inputs")
struct LintInputsTests {
    @Test func directoriesAreRecursedSortedAndFiltered() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-inputs-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("b/deep"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: folder) }
        for name in ["z.json", "a.apns", "notes.txt", "b/deep/c.JSON", "b/app.json", ".hidden/x.json"] {
            #expect(manager.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data("{}".utf8)))
        }
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("b/loop").path, withDestinationPath: folder.path)
        let base = folder.path
        let (entries, errors) = LintInputs.expand(["first.json", base], excluding: [base + "/b/app.json"])
        #expect(errors.isEmpty)
        #expect(entries.map(\.path) == ["first.json", base + "/a.apns", base + "/b/deep/c.JSON", base + "/z.json"])
        #expect(entries.map(\.fromDirectory) == [false, true, true, true])
    }

    @Test func anEmptyDirectoryIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-empty-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (entries, errors) = LintInputs.expand([folder.path])
        #expect(entries.isEmpty && errors.first?.exitStatus == 66)
    }

    @Test func appDescriptionsFoundInDirectoriesAreSkipped() {
        let app = Array(#"{"app":{"name":"x"},"categories":[]}"#.utf8)
        #expect(PayloadLinter.lint(app, file: "app.json", skippingAppDescriptions: true) == nil)
        #expect(PayloadLinter.lint(app, file: "app.json")?.first?.rule == .missingAPS)
    }
}
