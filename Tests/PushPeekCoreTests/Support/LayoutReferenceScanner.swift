import Foundation

/// Finds where a reducer reaches into the view: a reducer file that names a type which draws or lays
/// the screen out.
///
/// The drawing types are found, not listed: the results of drawing and layout (`CellGrid`,
/// `ScreenFrame`, `RenderedCard`, `ScreenLayout`, `CardLayout`, `HitMap`, `LockScreenPicture`), and
/// the primary type of every core file with a function that returns one of them or draws into an
/// `inout CellGrid` (a file `Name.swift` or `Name+Part.swift` holds `Name`). Comments are skipped.
struct LayoutReferenceScanner {
    /// One reference from a reducer to a drawing type.
    typealias Finding = PortabilityScanner.Finding

    static func problem(naming type: String) -> String { "names `\(type)`, which draws or lays the screen out" }

    static let layoutResults: Set<String> = ["CellGrid", "ScreenFrame", "RenderedCard", "ScreenLayout", "CardLayout", "HitMap", "LockScreenPicture"]

    /// The type a file holds by the project's naming: `Name.swift` and `Name+Part.swift` hold `Name`.
    static func primaryType(ofFile path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let base = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
        return String(base.split(separator: "+").first ?? Substring(base))
    }

    /// The lines of `text` without comments (and, `blankingStrings`, with string literals blanked).
    static func codeLines(_ text: String, blankingStrings: Bool = false) -> [String] {
        var inBlockComment = false
        var inMultilineString = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map {
            PortabilityScanner.codePart(of: $0, inBlockComment: &inBlockComment, inMultilineString: &inMultilineString,
                                        blankingStrings: blankingStrings)
        }
    }

    /// Whether the file's code has a function that returns a layout result or draws into a grid.
    static func draws(_ text: String) -> Bool {
        codeLines(text).contains { line in
            guard line.contains("func ") else { return false }
            if line.contains("inout CellGrid") { return true }
            guard let arrow = line.range(of: "->") else { return false }
            let result = line[arrow.upperBound...]
            return layoutResults.contains { PortabilityScanner.containsIdentifier($0, in: String(result)) }
        }
    }

    /// The drawing types among `files` (name → text).
    static func drawingTypes(in files: [String: String]) -> Set<String> {
        var types = layoutResults
        for (name, text) in files where draws(text) { types.insert(primaryType(ofFile: name)) }
        return types
    }

    /// The references in one reducer file to `types` (but its own type). A value type nested in a
    /// drawing type (`ActivityScreen.Moment`, the moment the player shows) is state, not drawing.
    static func scan(_ text: String, file: String, drawingTypes types: Set<String>) -> [Finding] {
        let own = primaryType(ofFile: file)
        var findings: [Finding] = []
        for (index, line) in codeLines(text).enumerated() {
            var nestedTypesRemoved = line
            for type in types {
                while let range = nestedTypesRemoved.range(of: type + "."),
                      nestedTypesRemoved[range.upperBound...].first?.isUppercase == true {
                    nestedTypesRemoved.replaceSubrange(range, with: "")
                }
            }
            for type in types.sorted() where type != own && PortabilityScanner.containsIdentifier(type, in: nestedTypesRemoved) {
                findings.append(Finding(file: file, line: index + 1, problem: problem(naming: type)))
            }
        }
        return findings
    }

    /// Every `.swift` file under `folder`, by path relative to it.
    static func sources(under folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        guard let names = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        for case let relative as String in names where relative.hasSuffix(".swift") {
            files[relative] = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
        }
        return files
    }
}
