import Foundation
import Testing

/// The static release build is Linux's alone: `-static-executable` and `-ltinfo` exist only there,
/// so Package.swift passes them under `.when(platforms: [.linux])` and every README paragraph that
/// speaks of a static binary says "Linux".
@Suite("Linux-only build claims")
struct LinuxOnlyClaimsTests {
    static let linuxOnlyFlags = ["-static-executable", "-ltinfo"]

    /// Each Linux-only flag in `package` whose `unsafeFlags(…)` has no `.when(platforms: [.linux]…)`.
    static func unguardedFlags(in package: String) -> [String] {
        var problems: [String] = []
        for flag in linuxOnlyFlags {
            var searchStart = package.startIndex
            while let found = package.range(of: "\"\(flag)\"", range: searchStart..<package.endIndex) {
                searchStart = found.upperBound
                // The setting the flag is in runs to the next setting or target.
                let rest = package[found.upperBound...]
                let end = [".unsafeFlags(", ".target(", ".executableTarget(", ".testTarget(", ".linkedLibrary("]
                    .compactMap { rest.range(of: $0)?.lowerBound }.min() ?? package.endIndex
                let setting = rest[..<end]
                guard let when = setting.range(of: ".when(platforms:") else {
                    problems.append("\(flag): no platform condition")
                    continue
                }
                let platforms = setting[when.upperBound...].prefix { $0 != "]" }
                if platforms.trimmingCharacters(in: .whitespaces) != "[.linux" {
                    problems.append("\(flag): passed for\(platforms)]")
                }
            }
        }
        return problems
    }

    /// The README paragraphs that speak of a static binary without naming Linux.
    static func staticClaimsWithoutLinux(in text: String) -> [String] {
        text.components(separatedBy: "\n\n").filter { paragraph in
            let lowered = paragraph.lowercased().replacingOccurrences(of: "\n", with: " ")
            let claims = ["static binary", "static executable", "static release"].contains { lowered.contains($0) }
            return claims && !paragraph.contains("Linux")
        }
    }

    @Test("Package.swift passes -static-executable and -ltinfo on Linux only")
    func packageFlags() throws {
        let package = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(package.contains("-static-executable"), "the static release build is gone: update this test")
        #expect(Self.unguardedFlags(in: package).isEmpty, "\(Self.unguardedFlags(in: package))")
    }

    @Test("a planted flag without a platform, or for macOS too, is found")
    func plantedFlags() {
        let bare = #".executableTarget(name: "a", linkerSettings: [.unsafeFlags(["-static-executable"])]),"#
        #expect(Self.unguardedFlags(in: bare) == ["-static-executable: no platform condition"])
        let both = #"linkerSettings: [.unsafeFlags(["-Xlinker", "-ltinfo"], .when(platforms: [.linux, .macOS]))]"#
        #expect(Self.unguardedFlags(in: both).count == 1)
        let linux = #"linkerSettings: [.unsafeFlags(["-ltinfo"], .when(platforms: [.linux], configuration: .release))]"#
        #expect(Self.unguardedFlags(in: linux).isEmpty)
    }

    @Test("README and Docs say 'Linux' wherever they speak of the static binary")
    func documentedOnLinux() throws {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Fixtures.packageRoot.appendingPathComponent("Docs").path)
        let pages = ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        for name in pages {
            let text = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent(name), encoding: .utf8)
            let found = Self.staticClaimsWithoutLinux(in: text)
            #expect(found.isEmpty, "\(name): \(found.joined(separator: "\n---\n"))")
        }
        let planted = "Intro.\n\nReleases are one static executable, so start-up binds nothing.\n"
        #expect(Self.staticClaimsWithoutLinux(in: planted).count == 1)
    }
}
