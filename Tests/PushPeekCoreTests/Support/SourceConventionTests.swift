import Foundation
import Testing

/// The code reads as the project's guide asks: files short enough to read whole, no `try!` or force
/// unwrap outside the tests, one primary type a file named after it, and a `///` summary on every
/// public type. The rules, and what counts as a helper type, are `SourceConventionScanner`'s.
@Suite("Sources keep the project's conventions")
struct SourceConventionTests {
    typealias Scanner = SourceConventionScanner

    /// Generated data tables, rewritten by scripts rather than read: long by nature.
    static let generated: Set<String> = ["PushPeekMaps/Map/LandOutlineData.swift"]

    @Test("every file under Sources but the generated tables keeps the conventions")
    func sourcesKeepTheConventions() throws {
        let files = try LayoutReferenceScanner.sources(under: Fixtures.packageRoot.appendingPathComponent("Sources"))
        #expect(Self.generated.isSubset(of: Set(files.keys)), "a generated table moved: \(Self.generated.subtracting(files.keys))")
        let checked = files.filter { !Self.generated.contains($0.key) }
        #expect(checked.count > 300, "only \(checked.count) Swift files found under Sources")
        let findings = checked.flatMap { Scanner.scan($0.value, file: "Sources/" + $0.key) }.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        #expect(findings.isEmpty, "\(findings.count) findings:\n\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test("a planted try!, force cast and force unwraps are found, with their lines")
    func plantedForcedOperations() {
        let planted = """
            func load(_ path: String?) -> Int {
                let data = try! read(path!)
                let count = (data as! [UInt8]).count
                return table[count]!.value + lookup()!
            }
            """
        let findings = Scanner.scan(planted, file: "Sources/PushPeekCore/Planted.swift")
        #expect(findings.map(\.line) == [2, 2, 3, 4, 4])
        #expect(findings.map(\.problem).filter { $0.hasPrefix("`try!`") }.count == 1)
        #expect(findings.map(\.problem).filter { $0.hasPrefix("`as!`") }.count == 1)
        #expect(findings.map(\.problem).filter { $0.hasPrefix("force unwrap") } == [
            "force unwrap `path!` (use a guard, or a typed error)", "force unwrap `]!` (use a guard, or a typed error)",
            "force unwrap `)!` (use a guard, or a typed error)",
        ])
    }

    @Test("!=, a prefix !, and a ! in a string, a raw string or a comment are not force unwraps")
    func notForcedOperations() {
        let fine = #"""
            /// Says "Going!" when `ready!` — a comment.
            func greet(_ ready: Bool, _ count: Int) -> String {
                guard !ready, count != 0, !(count == 1) else { return "Done!" } // really!
                let raw = #"Looks great! "Hi!" there"#
                /* x! */ return "\(count) left!" + raw
            }
            """#
        #expect(Scanner.scan(fine, file: "Sources/PushPeekCore/Fine.swift").isEmpty)
    }

    @Test("a second internal type is found; private helpers and nested types are not")
    func plantedSecondType() {
        let planted = """
            /// The primary type.
            public struct Planted {
                /// Nested types are part of it.
                public enum Kind { case one }
                struct Row {}
            }

            /// A helper only this file uses.
            private struct Helper {}
            fileprivate enum Other {}

            final class Stray {}
            """
        let findings = Scanner.scan(planted, file: "Sources/PushPeekCore/Planted.swift")
        #expect(findings.map(\.line) == [12])
        #expect(findings.first?.problem.hasPrefix("`Stray` stands beside `Planted`") == true)
        let inExtensionFile = "extension Planted {\n    struct Part {}\n}\nenum Loose {}\nprivate enum Helper {}\n"
        #expect(Scanner.scan(inExtensionFile, file: "Sources/PushPeekCore/Planted+Parts.swift").map(\.line) == [4])
        let classMembers = "/// A class.\npublic final class Planted {\n    class func make() -> Planted { Planted() }\n    class var shared: Int { 1 }\n}\n"
        #expect(Scanner.scan(classMembers, file: "Planted.swift").isEmpty)
    }

    @Test("a public type without a /// summary is found, nested ones too; attributes may stand between")
    func plantedUndocumentedType() {
        let planted = """
            // An ordinary comment is not a summary.
            public enum Planted {
                public struct Inner {}
                /// Documented.
                @frozen
                public enum Documented {}
            }
            """
        let findings = Scanner.scan(planted, file: "Planted.swift")
        #expect(findings.map(\.line) == [2, 3])
        #expect(findings.map(\.problem) == ["public `Planted` has no `///` summary", "public `Inner` has no `///` summary"])
        #expect(Scanner.declaration(in: "@available(macOS 13, *) public actor Worker: Sendable {")
            == Scanner.Declaration(name: "Worker", modifiers: ["public"], topLevel: true))
    }

    @Test("a file over the limit is found at the first line past it; one at the limit is not")
    func plantedLongFile() {
        let atLimit = String(repeating: "let x = 1\n", count: Scanner.lineLimit)
        #expect(Scanner.scan(atLimit, file: "Long.swift").isEmpty)
        let findings = Scanner.scan(atLimit + "let y = 2\n", file: "Long.swift")
        #expect(findings.map(\.line) == [Scanner.lineLimit + 1])
        #expect(findings.first?.problem == "the file has \(Scanner.lineLimit + 1) lines (at most \(Scanner.lineLimit)); split it along its concerns")
    }
}
