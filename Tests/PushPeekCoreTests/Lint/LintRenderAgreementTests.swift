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

/// `lint` and `render` read every file through the same decoders, so they agree: both accept it, or
/// both refuse it and lint's diagnostics hold render's error, word for word, at its position (and a
/// collecting decode's first error is a strict decode's error).
@Suite("lint and render agree")
struct LintRenderAgreementTests {
    /// Rules under which lint says an app description cannot be read as written.
    static let refusals: Set<LintRule> = [.appInvalid, .wrongType, .inputViewAndTextInput]

    /// `FILE:LINE:COL: path: message`, as render prints a diagnostic's problem.
    static func rendered(_ diagnostic: Diagnostic) -> String {
        "\(TerminalSafeText.sanitize(diagnostic.file)):\(diagnostic.location.description): \(TerminalSafeText.sanitize(diagnostic.message))"
    }

    static func checkApp(_ bytes: [UInt8], file: String, readFile: @escaping AppDescriptionDecoder.FileReader,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var renderError: InputError?
        do { _ = try AppDescriptionDecoder.decode(bytes, file: file, readFile: readFile) } catch { renderError = error }
        do throws(InputError) {
            let diagnostics = try AppLinter.lint(bytes, file: file, options: LintOptions(), readFile: readFile).diagnostics
            if let renderError {
                #expect(diagnostics.contains { $0.severity == .error && rendered($0) == renderError.description },
                         "render: \(renderError.description); lint: \(diagnostics.map(\.textLine))", sourceLocation: sourceLocation)
                let root = try JSONParser.parse(bytes, file: file)
                let firstError = AppDescriptionDecoder.decodeAll(root, file: file, readFile: readFile).issues.first(where: \.refuses)
                #expect(firstError.map { rendered($0.diagnostic(file: file)) } == renderError.description, sourceLocation: sourceLocation)
            } else {
                let refusing = diagnostics.filter { $0.severity == .error && refusals.contains($0.rule) }
                #expect(refusing.isEmpty, "render reads \(file); lint: \(refusing.map(\.textLine))", sourceLocation: sourceLocation)
            }
        } catch {
            #expect(renderError?.description == error.description, "lint refused \(file) outright: \(error.description)", sourceLocation: sourceLocation)
        }
    }

    static func checkPayload(_ bytes: [UInt8], file: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let diagnostics = PayloadLinter.lint(bytes, file: file) ?? []
        do {
            _ = try PayloadDecoder.decode(bytes, file: file)
            if let root = try? JSONParser.parse(bytes) {
                #expect(!PayloadDecoder.decodeAll(root).contains { $0.refuses }, "\(file)", sourceLocation: sourceLocation)
            }
        } catch {
            #expect(diagnostics.contains { $0.severity == .error && rendered($0) == error.description },
                    "render: \(error.description); lint: \(diagnostics.map(\.textLine))", sourceLocation: sourceLocation)
        }
    }

    static func files(in folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var paths: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".json") || relative.hasSuffix(".apns") { paths.append(folder.appendingPathComponent(relative).path) }
        }
        return paths.sorted()
    }

    static func diskReader(_ path: String) throws(InputError) -> [UInt8] { try InputFile.read(path) }

    @Test func everyExample() throws {
        let paths = Self.files(in: Fixtures.packageRoot.appendingPathComponent("Examples"))
        let apps = paths.filter { ($0 as NSString).lastPathComponent.hasPrefix("app") }
        #expect(apps.count >= 9 && paths.count - apps.count >= 9, "\(paths)")
        for path in paths {
            let bytes = try InputFile.read(path)
            if apps.contains(path) {
                Self.checkApp(bytes, file: path, readFile: Self.diskReader)
            } else {
                Self.checkPayload(bytes, file: path)
            }
        }
    }

    @Test func everyCommittedHostileSample() throws {
        let paths = Self.files(in: Fixtures.packageRoot.appendingPathComponent("Tests/PushPeekEndToEndTests/Hostile"))
        #expect(paths.count >= 8)
        for path in paths {
            Self.checkPayload(try InputFile.read(path), file: path)
        }
    }

    @Test(arguments: ["ArrayCategories-Info.plist", "WrongPoint-Info.plist", "missing-Info.plist", "../outside/Info.plist"])
    func everyFixturePlist(name: String) throws {
        let app = #"{"categories": [{"identifier": "c"}], "extensions": [{"infoPlist": "\#(name)", "view": [{"map": {}}]}]}"#
        Self.checkApp(Array(app.utf8), file: "dir/app.json") { path throws(InputError) in
            try InputFile.read(Fixtures.path((path as NSString).lastPathComponent))
        }
    }

    /// Files that drifted apart before one decoder owned the schema, and a few more of each kind of
    /// problem: lint reports what render stops at.
    @Test(arguments: [
        #"{"extensions": [{"view": [{"map": {"latitude": -33.86}}]}]}"#,
        #"{"extensions": [{"view": [{"map": {"style": "fancy"}}]}]}"#,
        #"{"extensions": [{"view": [{"map": {"zoom": 3}}]}]}"#,
        #"{"extensions": [{"view": [{"label": {"text": "x", "color": "chartreuse-ish"}}, {"map": null}]}]}"#,
        #"{"extensions": [{"view": [{"stack": {"elements": [{"segmented": {"segments": []}}]}}]}]}"#,
        #"{"extensions": [{"view": [{"button": {"onTap": "go"}}], "viewActions": {}}]}"#,
        #"{"extensions": [{"responses": {"*": {"setLabel": {"id": "nope"}, "complete": "later"}}}]}"#,
        #"{"categories": [{"identifier": "c", "actions": [{"identifier": "a", "textInput": 1}]}]}"#,
        #"{"categories": [{"actions": [{"title": "no identifier"}]}], "app": {"name": 5}}"#,
        #"{"extensions": [{"attributes": {"UNNotificationExtensionCategory": "c"}, "inputView": {"slider": {"min": 5, "max": 1}}}]}"#,
        #"{"serviceExtension": {"attachments": {"media-url": "../secret.jpg"}}}"#,
        #"{"extensions": [{"preferredContentSizeRatio": -1, "media": {"frame": [1, 2]}}]}"#,
        "[1, 2]",
    ])
    func refusedAppFiles(app: String) throws {
        let bytes = Array(app.utf8)
        #expect(throws: InputError.self) { try AppDescriptionDecoder.decode(bytes, file: "app.json") }
        Self.checkApp(bytes, file: "app.json", readFile: Self.diskReader)
    }

    @Test func mapsTakeTheKeysEveryElementTakes() throws {
        let app = #"{"extensions": [{"view": [{"map": {"id": "where", "height": 80, "align": "top", "margin": 8, "style": "braille"}}]}]}"#
        let decoded = try AppDescriptionDecoder.decode(Array(app.utf8), file: "app.json")
        let map = try #require(decoded.extensions.first?.elements.first)
        #expect(map.id == "where" && map.height == 80 && map.align == .top && map.margin == 8)
        // Decoded once, at load: the view draws this value on every frame.
        guard case .map(let element) = map.content else {
            Issue.record("the map is not a typed element: \(map.content)")
            return
        }
        #expect(element == MapElement(style: .braille))
        Self.checkApp(Array(app.utf8), file: "app.json", readFile: Self.diskReader)
    }

    @Test func aCollectingDecodeReportsEveryProblemAndRenderTheFirst() throws {
        let app = #"{"extensions": [{"view": [{"map": {"latitude": -33.86}}, {"map": {"style": "fancy"}}, {"map": {"zoom": 3}}]}]}"#
        let (_, diagnostics) = try LintTestSupport.app(app)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.rule) == [.wrongType, .appInvalid, .appInvalid], "\(diagnostics.map(\.textLine))")
        #expect(errors.map(\.location.column) == [48, 76, 96])
        do {
            _ = try AppDescriptionDecoder.decode(Array(app.utf8), file: "app.json")
            Issue.record("render accepted it")
        } catch {
            #expect(error.description == "app.json:1:48: extensions[0].view[0].map.latitude: expected a key path string, found a number")
        }
    }
}
