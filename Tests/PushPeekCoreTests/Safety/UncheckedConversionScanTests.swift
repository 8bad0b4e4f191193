import Foundation
import Testing

/// No `Int(someDouble)` on an input path: `Int(_:)` traps on NaN, infinity and anything past
/// `Int.max`, so each conversion from a floating-point value goes through `WholeNumber` (or the map's
/// `MapMath.floorInt`/`roundInt`), which refuse or clamp.
///
/// A text scan has no types, so it looks for the shapes such a conversion takes here: an integer
/// initialiser (`Int(`, `Int32(`, `UInt64(` …, not `exactly:`/`clamping:`/`truncatingIfNeeded:`/
/// `bitPattern:`) whose argument holds a floating-point sign — `.rounded(`, `Double(`, a decimal
/// literal, a JSON number (`.number`, `number.value`) — or a name that holds a Double read from input
/// in this code (`timestamp`, `seconds`, `unix`, `milliseconds`, `fraction`, `value`, `number`, `raw`,
/// `points`, `rows`, `luminance`). Every folder under Sources is an input path but those in `skipped`.
@Suite("No unchecked Double-to-Int conversion on input paths")
struct UncheckedConversionScanTests {
    /// Not input paths: drawing (colours, glyphs, pixels), the map (its own checked helpers) and the
    /// binary decoders, whose integer conversions are of bytes; the benchmark and test support.
    static let skipped: Set<String> = ["Render", "Map", "PushPeekImages", "PushPeekMapArchives", "PushPeekTerminal",
                                       "PushPeekNetwork", "VirtualTerminal", "pushpeek-bench", "ProcessSpawning", "CPseudoTerminal"]
    /// The one place a checked conversion calls `Int(exactly:)` on a Double.
    static let allowed: Set<String> = ["/WholeNumber.swift"]

    static var pattern: Regex<Substring> { #/\bU?Int(?:8|16|32|64)?\((?!exactly:|clamping:|truncatingIfNeeded:|bitPattern:)/# }
    static var doubleSigns: Regex<Substring> { #/\.rounded\(|Double\(|\b\d+\.\d|\.number\b|number\.value|\b(?:timestamp|seconds|unix|milliseconds|fraction|value|number|raw|points|rows|luminance)\b/# }

    /// `file:line: text` for each conversion the scan finds in `source`.
    static func findings(in source: String, file: String) -> [String] {
        var found: [String] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.contains("Int") else { continue }
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            // Each initialiser on the line, nested ones too: the argument runs from its parenthesis.
            for match in code.matches(of: pattern) where argument(of: String(code[match.range.upperBound...])).contains(doubleSigns) {
                found.append("\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    /// The text up to the parenthesis that closes the initialiser's.
    static func argument(of rest: String) -> String {
        var depth = 1
        var result = ""
        for character in rest {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1; if depth == 0 { break } }
            result.append(character)
        }
        return result
    }

    @Test func inputPathsConvertOnlyThroughWholeNumber() throws {
        let files = try LayoutReferenceScanner.sources(under: Fixtures.packageRoot.appendingPathComponent("Sources"))
        let scanned = files.filter { entry in
            !entry.key.split(separator: "/").dropLast().contains { Self.skipped.contains(String($0)) } && !Self.allowed.contains { entry.key.hasSuffix($0) }
        }
        #expect(scanned.count > 250, "only \(scanned.count) files scanned: did the folders move?")
        let findings = scanned.sorted { $0.key < $1.key }.flatMap { Self.findings(in: $0.value, file: "Sources/" + $0.key) }
        #expect(findings.isEmpty, "use WholeNumber instead:\n\(findings.joined(separator: "\n"))")
    }

    @Test("the conversions that trapped are found when planted; checked and integer ones are not")
    func plantedConversions() {
        let planted = """
            let a = Int(timestamp / 1000)
            let b = Int(seconds.rounded(.up))
            let c = Int(min(raw, Double(limit)).rounded())
            let d = Int64(node.number ?? 0)
            let e = Int(exactly: value)
            let f = Int(text) // Int(seconds) in a comment
            let g = Int(byte & 0x7F) + WholeNumber.floor(unix)
            let h = max(Int(count), Int(fraction * 2))
            """
        #expect(Self.findings(in: planted, file: "P.swift").map { $0.split(separator: ":")[1] } == ["1", "2", "3", "4", "8"])
    }
}
