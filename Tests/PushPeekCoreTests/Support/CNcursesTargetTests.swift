import Foundation
import Testing

/// The `CNcurses` C target compiles with the defines Package.swift gives it — all of them, the macOS
/// ones included — on the system the tests run on (on Linux against ncursesw's headers, on a Mac
/// against the SDK's), and its public header keeps curses out of Swift's sight.
@Suite("The CNcurses C target")
struct CNcursesTargetTests {
    static let folder = Fixtures.packageRoot.appendingPathComponent("Sources/CNcurses")

    /// The `.define(NAME, to: VALUE)` settings of the CNcurses target, whatever their platform.
    static func defines() throws -> [String] {
        let package = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        guard let start = package.range(of: #".target(name: "CNcurses""#) else { return [] }
        let rest = package[start.upperBound...]
        let end = [".target(", ".systemLibrary(", ".executableTarget(", ".testTarget("]
            .compactMap { rest.range(of: $0)?.lowerBound }.min() ?? rest.endIndex
        var defines: [String] = []
        var text = rest[..<end]
        while let define = text.range(of: ".define(\"") {
            let name = text[define.upperBound...].prefix { $0 != "\"" }
            let afterName = text[define.upperBound...].dropFirst(name.count)
            var value = "1"
            if let to = afterName.range(of: "to: \""), afterName[..<to.lowerBound].allSatisfy({ $0 == "\"" || $0 == "," || $0 == " " }) {
                value = String(afterName[to.upperBound...].prefix { $0 != "\"" })
            }
            defines.append("-D\(name)=\(value)")
            text = afterName
        }
        return defines
    }

    static func compiler() throws -> String {
        guard let found = ExternalRenderer.find("clang") ?? ExternalRenderer.find("cc") else {
            throw ExternalRenderer.Failure(description: "no C compiler (clang, cc) on PATH; the Swift toolchain has clang")
        }
        return found
    }

    static func sources() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".c") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    /// Checks `source` alone (no output), treating what would hide a missing declaration as an error.
    static func check(_ source: String, defines: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let arguments = ["-fsyntax-only", "-std=c11", "-Werror=implicit-function-declaration", "-Werror=int-conversion",
                         "-Werror=incompatible-pointer-types", "-I", folder.appendingPathComponent("include").path,
                         "-I", folder.path] + defines + [source]
        return try ExternalRenderer.run(try compiler(), arguments, timeout: 120)
    }

    @Test("Package.swift gives the target the wide-character defines and, for macOS, the base ABI")
    func definesAreDeclared() throws {
        let defines = try Self.defines()
        #expect(defines.contains("-DNCURSES_WIDECHAR=1"), "\(defines)")
        #expect(defines.contains("-D_XOPEN_SOURCE_EXTENDED=1"), "\(defines)")
        #expect(defines.contains("-DNCURSES_WANT_BASEABI=1"), "\(defines)")
    }

    @Test("every .c file compiles with the Mac build's defines")
    func sourcesCompileWithTheDefines() throws {
        let defines = try Self.defines()
        let sources = try Self.sources()
        #expect(sources.count >= 2, "\(sources)")
        for source in sources {
            let result = try Self.check(source, defines: defines)
            #expect(result.status == 0, "\(source) with \(defines):\n\(result.stderr)")
        }
    }

    @Test("without the defines the sources stop at their own #error: the defines are what make them build")
    func sourcesNeedTheDefines() throws {
        for source in try Self.sources() {
            let result = try Self.check(source, defines: [])
            #expect(result.status != 0, "\(source) compiled without NCURSES_WIDECHAR")
            #expect(result.stderr.contains("CNcurses needs the wide-character API"), "\(result.stderr)")
        }
    }

    @Test("the public header includes no curses header, so Swift never imports ncurses' declarations")
    func publicHeaderHidesCurses() throws {
        let header = Self.folder.appendingPathComponent("include/CNcurses.h").path
        let result = try ExternalRenderer.run(try Self.compiler(), ["-M", "-x", "c", header], timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let dependencies = result.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\\" })
            .map { URL(fileURLWithPath: String($0)).lastPathComponent }
        #expect(dependencies.contains("CNcurses.h"), "\(result.stdout)")
        let curses = dependencies.filter { ["curses.h", "ncurses.h", "ncurses_dll.h", "term.h"].contains($0) }
        #expect(curses.isEmpty, "CNcurses.h pulls in \(curses)")
    }
}
