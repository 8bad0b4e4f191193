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
struct PayloadFilesTests {
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
        let (entries, errors) = PayloadFiles.expand(["first.json", base], excluding: [base + "/b/app.json"])
        #expect(errors.isEmpty)
        #expect(entries.map(\.path) == ["first.json", base + "/a.apns", base + "/b/deep/c.JSON", base + "/z.json"])
        #expect(entries.map(\.fromDirectory) == [false, true, true, true])
    }

    @Test func anEmptyDirectoryIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-empty-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (entries, errors) = PayloadFiles.expand([folder.path])
        #expect(entries.isEmpty && errors.first?.exitStatus == 66)
    }

    @Test func appDescriptionsFoundInDirectoriesAreSkipped() {
        let app = Array(#"{"app":{"name":"x"},"categories":[]}"#.utf8)
        #expect(PayloadLinter.lint(app, file: "app.json", skippingAppDescriptions: true) == nil)
        #expect(PayloadLinter.lint(app, file: "app.json")?.first?.rule == .missingAPS)
    }

    @Test("an app description is told by its keys, not its name: one holding only Live Activities, or only app, is skipped",
          arguments: [#"{"app":{"name":"Delivery"},"liveActivities":[]}"#, #"{"liveActivities":[]}"#, #"{"app":{"name":"x"}}"#,
                      #"{"mapData":{"features":[]},"unknownKey":1}"#])
    func appDescriptionsByContent(text: String) {
        #expect(PayloadLinter.lint(Array(text.utf8), file: "delivery-setup.json", skippingAppDescriptions: true) == nil)
    }

    @Test("a payload without aps, or with keys of its own beside app, is still linted as a payload",
          arguments: [#"{"app":{"name":"x"},"orderID":7}"#, #"{"orderID":7}"#, #"{}"#, #"[]"#,
                      #"{"aps":{"alert":"hi"},"liveActivities":[]}"#])
    func payloadsAreNotTakenForAppDescriptions(text: String) {
        let diagnostics = PayloadLinter.lint(Array(text.utf8), file: "app.json", skippingAppDescriptions: true)
        #expect(diagnostics != nil)
    }

    @Test("the shipped examples' folder lints without taking the delivery app for a payload")
    func examplesFolderHasNoMissingAPS() throws {
        let (entries, errors) = PayloadFiles.expand([Fixtures.packageRoot.appendingPathComponent("Examples").path])
        #expect(errors.isEmpty)
        let linter = Linter(options: LintOptions())
        var skipped: [String] = []
        for entry in entries where entry.path.hasSuffix("/app.json") || entry.path.contains("/app-") {
            let diagnostics = try linter.lint(file: entry.path, skippingAppDescriptions: entry.fromDirectory)
            if diagnostics == nil { skipped.append(entry.path) }
            #expect(diagnostics?.contains { $0.rule == .missingAPS } != true, "\(entry.path) was linted as a payload")
        }
        #expect(skipped.contains { $0.hasSuffix("Examples/delivery/app.json") }, "\(skipped)")
    }
}
