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

/// The binary carries copies of `Themes/` and `Examples/`; these tests keep them identical.
@Suite("Built-in copies")
struct BuiltinCopiesTests {
    @Test(arguments: ThemeLoader.builtinNames)
    func builtinThemeMatchesItsFile(name: String) throws {
        let file = try Fixtures.read(Fixtures.packageRoot.appendingPathComponent("Themes/\(name).json").path)
        #expect(BuiltinThemes.sources[name] == file, "Themes/\(name).json differs from BuiltinThemes.swift")
        let theme = try #require(ThemeLoader.builtin(named: name))
        #expect(theme.name == name)
        #expect(theme.isMono == (name == "mono"))
    }

    @Test func everyExampleFileIsEmbeddedVerbatim() throws {
        let root = Fixtures.packageRoot.appendingPathComponent("Examples")
        let suffixes = [".json", ".apns", ".plist", ".strings", ".md", ".geojson"]
        var onDisk: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        while let relative = enumerator?.nextObject() as? String {
            guard suffixes.contains(where: { relative.hasSuffix($0) }) else { continue }
            onDisk[relative] = try Fixtures.read(root.appendingPathComponent(relative).path)
        }
        #expect(!onDisk.isEmpty)
        #expect(Set(onDisk.keys) == Set(BuiltinExamples.files.keys), "run python3 Scripts/embed-examples.py")
        for (relative, text) in onDisk {
            #expect(BuiltinExamples.files[relative] == text, "\(relative) differs; run python3 Scripts/embed-examples.py")
        }
    }

    @Test func everyExamplePictureIsEmbeddedVerbatim() throws {
        let root = Fixtures.packageRoot.appendingPathComponent("Examples")
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var count = 0
        while let relative = enumerator?.nextObject() as? String {
            guard [".png", ".jpg", ".gif", ".mp4", ".pmtiles"].contains(where: { relative.hasSuffix($0) }) else { continue }
            let data = try Data(contentsOf: root.appendingPathComponent(relative))
            #expect(BuiltinExamples.binary(relative) == [UInt8](data), "\(relative) differs; run python3 Scripts/embed-examples.py")
            count += 1
        }
        #expect(count == BuiltinExamples.binaryFiles.count)
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
