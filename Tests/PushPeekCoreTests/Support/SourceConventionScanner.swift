import Foundation

/// Checks a Swift file against the project's conventions, on its code (comments skipped, string
/// literals blanked, so neither a `!` in a message nor a type named in a comment counts):
///
/// - at most `lineLimit` lines;
/// - no `try!`, no force cast (`as!`) and no force unwrap: a `!` right after an identifier, `)` or
///   `]` that does not start `!=`;
/// - one primary type a file: every `struct`, `enum`, `class`, `actor` or `protocol` declared at the
///   top level (no indentation) that is not `private` or `fileprivate` is the type the file is named
///   after (`Name.swift` holds `Name`), and a `Name+Concern.swift` file, which extends `Name`,
///   declares none. Private helper types are the file's own business and may stand beside it;
///   types nested in the primary type are part of it;
/// - every `public` (or `open`) type, nested or not, has a `///` summary on the line above it
///   (attribute lines between are skipped).
struct SourceConventionScanner {
    typealias Finding = PortabilityScanner.Finding

    static let lineLimit = 320

    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor", "protocol"]
    private static let modifiers: Set<String> = ["public", "internal", "private", "fileprivate", "package", "open",
                                                 "final", "indirect", "nonisolated"]
    /// What follows `class` in a member's declaration (`class func`, `class var` …), not a type name.
    private static let memberKeywords: Set<String> = ["func", "var", "let", "subscript", "override", "init", "deinit"]

    /// One type declaration found on a line.
    struct Declaration: Equatable {
        var name: String
        var modifiers: Set<String>
        var topLevel: Bool

        var isPrivate: Bool { modifiers.contains("private") || modifiers.contains("fileprivate") }
        var isPublic: Bool { modifiers.contains("public") || modifiers.contains("open") }
    }

    /// Every finding in one file's text; `file` is the path reported (its name gives the primary type).
    static func scan(_ text: String, file: String) -> [Finding] {
        var findings: [Finding] = []
        let rawLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let lineCount = text.hasSuffix("\n") ? rawLines.count - 1 : rawLines.count
        if lineCount > lineLimit {
            findings.append(Finding(file: file, line: lineLimit + 1,
                                    problem: "the file has \(lineCount) lines (at most \(lineLimit)); split it along its concerns"))
        }
        let primary = LayoutReferenceScanner.primaryType(ofFile: file)
        let isExtensionFile = file.split(separator: "/").last?.contains("+") ?? false
        for (index, code) in LayoutReferenceScanner.codeLines(text, blankingStrings: true).enumerated() {
            func report(_ problem: String) { findings.append(Finding(file: file, line: index + 1, problem: problem)) }
            for problem in forcedOperations(in: code) { report(problem) }
            guard let declaration = declaration(in: code) else { continue }
            if declaration.topLevel, !declaration.isPrivate {
                if isExtensionFile {
                    report("`\(declaration.name)` is declared in an extension file; give it a file of its own (or make it private)")
                } else if declaration.name != primary {
                    report("`\(declaration.name)` stands beside `\(primary)`; move it to \(declaration.name).swift (or make it a private helper)")
                }
            }
            if declaration.isPublic, !hasDocComment(above: index, in: rawLines) {
                report("public `\(declaration.name)` has no `///` summary")
            }
        }
        return findings
    }

    /// `try!`, `as!` and force unwraps in a line of code (comments gone, strings blanked).
    static func forcedOperations(in code: String) -> [String] {
        let characters = Array(code)
        var problems: [String] = []
        func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        for index in characters.indices where characters[index] == "!" && index > 0 {
            let before = characters[index - 1]
            guard isIdentifier(before) || before == ")" || before == "]" else { continue }
            if index + 1 < characters.count, characters[index + 1] == "=" { continue }
            var start = index
            while start > 0, isIdentifier(characters[start - 1]) { start -= 1 }
            let word = String(characters[start..<index])
            switch word {
            case "try": problems.append("`try!` (catch the error, or throw it typed)")
            case "as": problems.append("`as!` force cast (use `as?` with a guard)")
            default: problems.append("force unwrap `\(word.isEmpty ? String(before) : word)!` (use a guard, or a typed error)")
            }
        }
        return problems
    }

    /// The type a line of code declares, if it declares one: attributes, then modifiers, then the
    /// keyword and the name.
    static func declaration(in code: String) -> Declaration? {
        let topLevel = !(code.first?.isWhitespace ?? true)
        var words = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)[...]
        while let first = words.first, first.hasPrefix("@") {
            words = words.dropFirst()
            // An attribute's arguments may hold spaces: `@available(macOS 13, *)`.
            if first.contains("("), !first.contains(")") {
                while let next = words.first, !next.contains(")") { words = words.dropFirst() }
                words = words.dropFirst()
            }
        }
        var found: Set<String> = []
        while let first = words.first, modifiers.contains(first) {
            found.insert(first)
            words = words.dropFirst()
        }
        guard let keyword = words.first, typeKeywords.contains(keyword), let nameWord = words.dropFirst().first else { return nil }
        let name = String(nameWord.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !name.isEmpty, !memberKeywords.contains(name) else { return nil }
        return Declaration(name: name, modifiers: found, topLevel: topLevel)
    }

    /// Whether the line above `index`, past attribute lines, is a `///` comment (or ends a `/** */` one).
    static func hasDocComment(above index: Int, in lines: [Substring]) -> Bool {
        var above = index - 1
        while above >= 0 {
            let trimmed = lines[above].trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("@") {
                above -= 1
                continue
            }
            return trimmed.hasPrefix("///") || trimmed.hasSuffix("*/")
        }
        return false
    }
}
