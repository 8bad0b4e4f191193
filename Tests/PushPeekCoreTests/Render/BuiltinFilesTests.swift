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
import PushPeekImages

/// The binary carries `Themes/` and `Examples/`, compiled in at build time (the EmbedFolders
/// plugin): every theme and every example works from the copy, with no file beside the binary.
@Suite("Built-in themes and examples")
struct BuiltinFilesTests {
    @Test(arguments: ThemeLoader.builtinNames)
    func everyBuiltinThemeLoads(name: String) throws {
        let theme = try #require(ThemeLoader.builtin(named: name))
        #expect(theme.name == name)
        #expect(theme.isMono == (name == "mono"))
    }

    @Test func theBuiltinExamplesAreTheFoldersOfExamples() throws {
        let root = Fixtures.packageRoot.appendingPathComponent("Examples")
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
        }
        #expect(folders.count >= 8)
        #expect(SessionLoader.builtinExampleNames == folders.sorted())
        #expect(ExampleCatalog.examples.allSatisfy { !$0.summary.isEmpty }, "every example's README names what it shows")
    }

    /// Each notification example's payloads with each app variant, and each Live Activity example's
    /// pushes, from the compiled-in copy (pictures included) as `pushpeek demo` opens them.
    @Test(arguments: SessionLoader.builtinExampleNames)
    func everyExampleLoadsFromTheBuiltinCopy(name: String) throws {
        if let activity = ExampleCatalog.activityPushes(name) {
            #expect(!activity.pushes.isEmpty)
            for push in activity.pushes { #expect(!(try ExampleCatalog.file(push)).isEmpty) }
            return
        }
        let example = ExampleCatalog.example(name)
        #expect(!example.payloads.isEmpty)
        for payload in example.payloads {
            for variant in [nil] + example.variants.map(Optional.some) {
                // Pictures through the attachment loader, map archives through zlib and SQLite, as `pushpeek demo` does.
                let sources = try ExampleCatalog.sources(for: "\(name)/\(payload)", variant: variant)
                let state = try SessionLoader.load(sources, options: CardOptions(), stage: .expanded, readAttachment: { source, identifier throws(InputError) in
                    guard case .bytes(let bytes, let path) = source else {
                        throw InputError(.missingInput, file: identifier, message: "a built-in example reads no attachment from disk")
                    }
                    return try AttachmentLoader.load(bytes: bytes, path: path, identifier: identifier)
                }, mapSupport: TileFixtures.support)
                #expect(!state.content.title.isEmpty || !state.content.body.isEmpty, "\(name)/\(payload) shows nothing")
            }
        }
    }

    @Test func theDemoLoadsFromTheEmbeddedCopy() throws {
        let state = try SessionLoader.load(.demo, options: CardOptions(), stage: .expanded)
        #expect(state.content.title == "The Sydney Observatory")
        #expect(state.contentExtension?.name == "Custom UI")
        #expect(state.log.events.first == LogEvent.didReceive(category: "ShowMap"))
    }

    @Test func themesResolveEveryRoleAndQuantise() throws {
        let dark = try #require(ThemeLoader.builtin(named: "ios-dark"))
        for role in Role.allCases { #expect(dark.rgb(for: .role(role)) != nil) }
        #expect(RGB(255, 0, 0).ansi256 == 196)
        #expect(RGB(0, 0, 0).ansi256 == 16)
        #expect(RGB(128, 128, 128).ansi256 == 244)
        #expect(RGB(255, 59, 48).ansi8 == 1)
        let mono = try #require(ThemeLoader.builtin(named: "mono"))
        #expect(mono.rgb(for: .role(.accent)) == nil)
    }

    @Test func badThemeFilesSayWhy() {
        #expect(throws: ThemeError("colors.sparkle: unknown role (roles: \(Role.allCases.map(\.rawValue).joined(separator: ", ")))")) {
            try ThemeLoader.parse(##"{"name": "x", "colors": {"sparkle": "#FFFFFF"}}"##)
        }
        #expect(throws: ThemeError("colors.card: expected a colour like \"#1C1C1E\"")) {
            try ThemeLoader.parse(#"{"name": "x", "colors": {"card": "white-ish"}}"#)
        }
    }
}
