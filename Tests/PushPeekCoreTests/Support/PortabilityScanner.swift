import Foundation

/// Finds C-library uses in Swift source that compile on Linux only: an `import Glibc` outside a Linux
/// `#if`, any `Glibc.`-qualified call, a stat field spelled the glibc way (`st_mtim`, `st_atim`,
/// `st_ctim`; Darwin has `st_mtimespec` …), a `posix_spawn_file_actions_t()`, `posix_spawnattr_t()`
/// or `pthread_t()` initializer (pointers on Darwin), a `/proc/` path and the `C.UTF-8` locale (macOS has
/// `en_US.UTF-8`), each outside a Linux `#if`; a `canImport(COpenSSL)` branch that comes before any
/// test for CryptoKit or Darwin (COpenSSL can be importable on macOS too, where keys are CryptoKit's);
/// and `_NSGetExecutablePath` in a file without `import MachO` (it is not in Darwin).
///
/// A branch counts as Linux-only under `#if os(Linux)` or `#if canImport(Glibc)` (also as an
/// `#elseif`), and in the `#else` of a Darwin condition (`os(macOS)`, `canImport(Darwin)`) or of a
/// negated Linux one. Comments are skipped; string literals are scanned (a path is a literal).
struct PortabilityScanner {
    /// One offending line.
    struct Finding: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var problem: String

        var description: String { "\(file):\(line): \(problem)" }
    }

    /// One open `#if`: whether the branch being read is Linux-only.
    private struct Conditional {
        var firstCondition: String
        var branchIsLinux: Bool
        /// Whether a branch so far tested for CryptoKit or Darwin.
        var testedApple = false
    }

    private static let glibcStatFields = ["st_mtim", "st_atim", "st_ctim"]

    /// Scans one file's text.
    static func scan(_ text: String, file: String) -> [Finding] {
        var findings: [Finding] = []
        var open: [Conditional] = []
        var inBlockComment = false
        var inMultilineString = false
        let importsMachO = text.split(separator: "\n").contains { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("import MachO") }
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let trimmed = rawLine.drop { $0 == " " || $0 == "\t" }
            if !inMultilineString, !inBlockComment {
                if opensSSLBeforeApple(String(trimmed), open: open) {
                    findings.append(Finding(file: file, line: number, problem:
                        "`canImport(COpenSSL)` tested before `canImport(CryptoKit)`: on macOS, where COpenSSL may import too, keys are CryptoKit's; test CryptoKit first"))
                }
                if track(directive: String(trimmed), in: &open) { continue }
            }
            let code = codePart(of: rawLine, inBlockComment: &inBlockComment, inMultilineString: &inMultilineString)
            let guarded = open.contains { $0.branchIsLinux }
            func report(_ problem: String) { findings.append(Finding(file: file, line: number, problem: problem)) }
            if !importsMachO, containsIdentifier("_NSGetExecutablePath", in: code) {
                report("`_NSGetExecutablePath` is declared in MachO, not Darwin: `import MachO` beside `import Darwin`")
            }
            if code.contains("Glibc.") {
                report("`Glibc.`-qualified call (call it unqualified, or through a helper outside the type that hides it)")
            }
            guard !guarded else { continue }
            if code.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("import Glibc") {
                report("`import Glibc` outside `#if canImport(Glibc)`")
            }
            for field in glibcStatFields where containsIdentifier(field, in: code) {
                report("`\(field)` is glibc's spelling (Darwin: `\(field)espec`); put it under `#if os(Linux)`")
            }
            for type in ["posix_spawn_file_actions_t()", "posix_spawnattr_t()", "pthread_t()"] where code.contains(type) {
                report("`\(type)` builds glibc's structure (Darwin's type is an optional pointer); put it under `#if canImport(Glibc)`")
            }
            if code.contains("/proc/") {
                report("`/proc/` exists on Linux only; put it under `#if os(Linux)`")
            }
            if code.contains("C.UTF-8") {
                report("`C.UTF-8` is not a macOS locale (before macOS 15); use `en_US.UTF-8` outside `#if os(Linux)`")
            }
        }
        return findings
    }

    /// Scans every `.swift` file under `folder` but those named in `skipping`; `scanned` counts the files read.
    static func scan(folder: URL, root: URL, skipping: Set<String> = [], scanned: inout Int) throws -> [Finding] {
        var findings: [Finding] = []
        guard let files = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        for case let relative as String in files where relative.hasSuffix(".swift") {
            guard !skipping.contains(URL(fileURLWithPath: relative).lastPathComponent) else { continue }
            let url = folder.appendingPathComponent(relative)
            let text = try String(contentsOf: url, encoding: .utf8)
            let name = String(url.path.dropFirst(root.path.count + 1))
            findings += scan(text, file: name)
            scanned += 1
        }
        return findings.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// Whether `directive` is an `#if` or `#elseif` testing `canImport(COpenSSL)` with no test for
    /// CryptoKit or Darwin in it, in an earlier branch of its chain or in a chain it is nested in, and
    /// not inside a Linux branch.
    private static func opensSSLBeforeApple(_ directive: String, open: [Conditional]) -> Bool {
        let words = directive.split(separator: " ", maxSplits: 1)
        guard words.count > 1, words[0] == "#if" || words[0] == "#elseif" else { return false }
        let condition = String(words[1])
        guard condition.contains("canImport(COpenSSL)"), !isApple(condition) else { return false }
        // Fine after a branch that chose for the Mac (in this chain or one it is nested in), or inside
        // a Linux branch (an `#elseif` is not inside its own chain's earlier branch).
        let enclosing = words[0] == "#if" ? open[...] : open.dropLast()
        return !open.contains { $0.testedApple } && !enclosing.contains { $0.branchIsLinux }
    }

    /// Mentions CryptoKit or Darwin (negated or not: either way the chain has chosen for the Mac).
    private static func isApple(_ condition: String) -> Bool {
        ["canImport(CryptoKit)", "os(macOS)", "canImport(Darwin)", "os(Darwin)"].contains { condition.contains($0) }
    }

    /// Follows `#if`, `#elseif`, `#else` and `#endif`; false for any other line.
    private static func track(directive: String, in open: inout [Conditional]) -> Bool {
        let words = directive.split(separator: " ", maxSplits: 1)
        let keyword = words.first.map(String.init) ?? ""
        let condition = words.count > 1 ? String(words[1]) : ""
        switch keyword {
        case "#if":
            open.append(Conditional(firstCondition: condition, branchIsLinux: isLinux(condition), testedApple: isApple(condition)))
        case "#elseif":
            if !open.isEmpty {
                open[open.count - 1].branchIsLinux = isLinux(condition)
                open[open.count - 1].testedApple = open[open.count - 1].testedApple || isApple(condition)
            }
        case "#else":
            if let first = open.last?.firstCondition {
                open[open.count - 1].branchIsLinux = isNotLinux(first)
            }
        case "#endif":
            if !open.isEmpty { open.removeLast() }
        default:
            return false
        }
        return true
    }

    /// `os(Linux)` or `canImport(Glibc)`, not negated.
    private static func isLinux(_ condition: String) -> Bool {
        !condition.contains("!") && (condition.contains("os(Linux)") || condition.contains("canImport(Glibc)"))
    }

    /// A condition whose `#else` is Linux: Darwin, or Linux negated.
    private static func isNotLinux(_ condition: String) -> Bool {
        let darwin = !condition.contains("!")
            && (condition.contains("os(macOS)") || condition.contains("canImport(Darwin)") || condition.contains("os(Darwin)"))
        let negatedLinux = condition.hasPrefix("!") && isLinux(String(condition.dropFirst()))
        return darwin || negatedLinux
    }

    /// The line without its comments, keeping string literals — or, `blankingStrings`, their quotes
    /// with a space for each character between them (the state of block comments and multi-line
    /// strings carries over to the next line). Raw strings (`#"…"#`) end only at their own delimiter.
    static func codePart(of line: Substring, inBlockComment: inout Bool, inMultilineString: inout Bool,
                         blankingStrings: Bool = false) -> String {
        var code = ""
        var inString = false
        // The closing delimiter of the raw string being read (`"#`, `"##` …).
        var rawTerminator: String?
        var index = line.startIndex
        func literal(_ character: Character) -> Character { blankingStrings ? " " : character }
        while index < line.endIndex {
            let rest = line[index...]
            if inBlockComment {
                if rest.hasPrefix("*/") {
                    inBlockComment = false
                    index = line.index(index, offsetBy: 2)
                } else {
                    index = line.index(after: index)
                }
                continue
            }
            if let terminator = rawTerminator {
                if rest.hasPrefix(terminator) {
                    rawTerminator = nil
                    code += terminator
                    index = line.index(index, offsetBy: terminator.count)
                } else {
                    code.append(literal(line[index]))
                    index = line.index(after: index)
                }
                continue
            }
            if rest.hasPrefix("\"\"\"") {
                inMultilineString.toggle()
                code += "\"\"\""
                index = line.index(index, offsetBy: 3)
                continue
            }
            let character = line[index]
            if inString || inMultilineString {
                if character == "\\", line.index(after: index) < line.endIndex {
                    code.append(literal(character))
                    index = line.index(after: index)
                    code.append(literal(line[index]))
                } else if character == "\"" && !inMultilineString {
                    inString = false
                    code.append(character)
                } else {
                    code.append(literal(character))
                }
                index = line.index(after: index)
                continue
            }
            if rest.hasPrefix("//") { break }
            if rest.hasPrefix("/*") {
                inBlockComment = true
                index = line.index(index, offsetBy: 2)
                continue
            }
            let hashes = rest.prefix { $0 == "#" }
            if !hashes.isEmpty, rest.dropFirst(hashes.count).hasPrefix("\""), !rest.dropFirst(hashes.count).hasPrefix("\"\"\"") {
                rawTerminator = "\"" + String(hashes)
                code += String(hashes) + "\""
                index = line.index(index, offsetBy: hashes.count + 1)
                continue
            }
            if character == "\"" { inString = true }
            code.append(character)
            index = line.index(after: index)
        }
        return code
    }

    /// Whether `identifier` occurs in `code` as a whole word (`st_mtim`, not `st_mtimespec`).
    static func containsIdentifier(_ identifier: String, in code: String) -> Bool {
        var searchStart = code.startIndex
        while let range = code.range(of: identifier, range: searchStart..<code.endIndex) {
            let before = range.lowerBound == code.startIndex ? nil : code[code.index(before: range.lowerBound)]
            let after = range.upperBound == code.endIndex ? nil : code[range.upperBound]
            func isWordCharacter(_ character: Character?) -> Bool {
                guard let character else { return false }
                return character.isLetter || character.isNumber || character == "_"
            }
            if !isWordCharacter(before), !isWordCharacter(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }
}
