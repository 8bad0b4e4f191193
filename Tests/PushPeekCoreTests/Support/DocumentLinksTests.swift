import Foundation
import Testing

/// The README is the front door and the manual lives in `Docs/`: every relative link between them
/// (and from ARCHITECTURE.md and CONTRIBUTING.md) reaches a file that exists, every `#anchor` a
/// heading of its page, and the README stays short enough to read, with its table of contents.
@Suite("Document links")
struct DocumentLinksTests {
    static let root = Fixtures.packageRoot

    /// The pages checked: the front door, the two guides and every page of the manual.
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)
        return ["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
            return nil
        })
    }

    static func anchors(in text: String) -> Set<String> {
        var found: Set<String> = []
        var fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { fenced.toggle() }
            guard !fenced, line.hasPrefix("#") else { continue }
            found.insert(anchor(String(line.drop { $0 == "#" }.dropFirst())))
        }
        return found
    }

    /// The page without its code: fenced blocks and `inline code` hold no links.
    static func prose(_ text: String) -> String {
        var out = ""
        var fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { fenced.toggle(); continue }
            if fenced { continue }
            var inCode = false
            for character in line {
                if character == "`" { inCode.toggle() } else if !inCode { out.append(character) }
            }
            out.append("\n")
        }
        return out
    }

    /// The `](target)` links of a page that point into the repository (not to the web, not mail).
    static func links(in text: String) -> [String] {
        var links: [String] = []
        let text = prose(text)
        var rest = text[...]
        while let open = rest.range(of: "](") {
            guard let close = rest[open.upperBound...].firstIndex(of: ")") else { break }
            let target = String(rest[open.upperBound..<close])
            if !target.contains("://"), !target.hasPrefix("mailto:"), !target.contains(" ") { links.append(target) }
            rest = rest[close...]
        }
        return links
    }

    /// Broken links of `page`: a file that does not exist, or an anchor its page lacks.
    static func brokenLinks(of page: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
        let folder = URL(fileURLWithPath: page).deletingLastPathComponent().relativePath
        var broken: [String] = []
        for link in links(in: text) {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let file = parts[0].isEmpty ? page : (folder == "." ? parts[0] : folder + "/" + parts[0])
            let url = root.appendingPathComponent(file).standardizedFileURL
            guard FileManager.default.fileExists(atPath: url.path) else { broken.append("\(link): no file \(file)"); continue }
            if parts.count == 2, url.pathExtension == "md" {
                let target = try String(contentsOf: url, encoding: .utf8)
                if !anchors(in: target).contains(parts[1]) { broken.append("\(link): no heading #\(parts[1]) in \(file)") }
            }
        }
        return broken
    }

    @Test("every link between the README, the guides and Docs/ reaches its file and heading")
    func linksResolve() throws {
        for page in try Self.pages() {
            let broken = try Self.brokenLinks(of: page)
            #expect(broken.isEmpty, "\(page): \(broken.joined(separator: "; "))")
        }
    }

    @Test("a link to a missing page or heading is noticed")
    func brokenLinksAreFound() throws {
        #expect(Self.anchor("Presentation (`--ios`)") == "presentation---ios")
        #expect(Self.anchor("Safety: hostile input and the terminal") == "safety-hostile-input-and-the-terminal")
        #expect(Self.links(in: "see [a](Docs/NOPE.md) and [b](https://example.com) [c](#x) `[d](e)`") == ["Docs/NOPE.md", "#x"])
        #expect(Self.anchors(in: "# One\n```\n# not a heading\n```\n## Two words\n") == ["one", "two-words"])
    }

    @Test("the README is a front door: under 500 lines, with a table of contents that reaches every section")
    func readmeIsShort() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines < 500, "README.md has \(lines) lines; move the detail to Docs/")
        let contents = try #require(readme.range(of: "## Contents\n"), "README.md has no ## Contents")
        let sections = readme.split(separator: "\n").filter { $0.hasPrefix("## ") && $0 != "## Contents" }
        for section in sections {
            #expect(readme[contents.upperBound...].contains("(#\(Self.anchor(String(section.dropFirst(3)))))"), "the contents lack \(section)")
        }
    }
}
