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

/// Files are read defensively and no text from an input reaches the terminal raw.
@Suite("Input and terminal safety")
struct InputSafetyTests {
    static let hostile = "A\u{1B}[2J\u{07}\u{9B}31m\u{202E}B"

    @Test func errorMessagesSanitiseFilePathAndMessage() {
        let error = InputError(file: "pay\u{1B}]0;x\u{07}.json", location: SourceLocation(line: 2, column: 3, offset: 9),
                               path: "aps.\u{1B}[31m", message: "bad \u{9B}1m value")
        #expect(!error.description.unicodeScalars.contains(where: TerminalSafeText.isUnsafe))
        #expect(error.description.hasPrefix("pay␛]0;x␇.json:2:3: "))
    }

    @Test func diagnosticsAreSafeAsTextAndJSON() {
        let diagnostic = Diagnostic(file: "a\u{1B}.json", location: .start, severity: .error, rule: .wrongType, message: InputSafetyTests.hostile)
        #expect(!diagnostic.textLine.unicodeScalars.contains(where: TerminalSafeText.isUnsafe))
        #expect(!diagnostic.json.serialized().unicodeScalars.contains(where: TerminalSafeText.isUnsafe))
    }

    @Test func gridCellsNeverHoldControlCharacters() {
        var grid = CellGrid(width: 10, height: 1)
        grid.set(Cell(text: "\u{1B}"), x: 0, y: 0)
        grid.put(InputSafetyTests.hostile, at: Point(x: 1, y: 0), style: .plain)
        grid.fill(Rect(x: 9, y: 0, width: 1, height: 1), with: "\u{07}", style: .plain)
        #expect(!TextSnapshot.text(of: grid).unicodeScalars.contains { TerminalSafeText.isUnsafe($0) && $0 != "\n" })
    }

    @Test func lintOfHostileTextIsSafe() throws {
        let payload = #"{"aps":{"alert":{"title":"\u001b[31m\u0007","x\u001b]0;t\u0007":1}},"\u009b":"\u202e"}"#
        let diagnostics = PayloadLinter.lint(Array(payload.utf8), file: "p\u{1B}.json") ?? []
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
            #expect(!diagnostic.textLine.unicodeScalars.contains(where: TerminalSafeText.isUnsafe))
        }
    }

    @Test(arguments: [
        ("images/a.png", "dir/app.json", "dir/images/a.png"),
        ("./a/../b.png", "dir/app.json", "dir/b.png"),
        ("a.png", "app.json", "a.png"),
    ])
    func resolvesInsideTheFolder(_ relative: String, _ base: String, _ expected: String) {
        #expect(InputFile.resolve(relative, besides: base) == expected)
    }

    @Test(arguments: ["../secret.png", "a/../../secret.png", "/etc/passwd", "../../../../etc/passwd"])
    func refusesPathsEscapingTheFolder(_ relative: String) {
        #expect(InputFile.resolve(relative, besides: "dir/app.json") == nil)
        #expect(InputFile.resolve(relative, besides: "dir/app.json", allowOutside: true) != nil)
    }

    @Test func refusesSymbolicLinksLeadingOutOfTheFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-link-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("inside"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("out").path, withDestinationPath: "/etc")
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("inside/a.png").path, contents: nil))
        let app = folder.appendingPathComponent("app.json").path
        #expect(InputFile.resolve("out/passwd", besides: app) == nil)
        #expect(InputFile.resolve("inside/a.png", besides: app) == folder.appendingPathComponent("inside/a.png").path)
    }

    @Test func refusesDirectoriesFIFOsAndHugeFilesWithoutReading() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-input-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let huge = folder.appendingPathComponent("huge.json").path
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, 100 << 20) == 0)
        #expect(throws: InputError.self) { try InputFile.read(folder.path) }
        #expect(throws: InputError.self) { try InputFile.read(fifo) }
        do {
            _ = try InputFile.read(huge)
            Issue.record("a 100 MB file was read")
        } catch {
            #expect(error.kind == .badInput && error.message.contains("104857600"))
        }
        let linted = try Linter(options: LintOptions()).lint(file: huge)
        #expect(linted?.first?.rule == .payloadSize)
    }
}
