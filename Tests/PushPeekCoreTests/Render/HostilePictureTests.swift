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

/// A payload and app written to break out of the markup — `<script>`, `</svg>`, `&`, `]]>`,
/// quotes, comment and CDATA openers, control characters, a non-character, wide characters — is text in the SVG
/// and in the HTML page: no element but the writers' own, every cell's text back out of its
/// `<text>`, drawn as glyphs by rsvg-convert and chromium, and no script in chromium's DOM.
@Suite("Hostile text in pictures", .serialized)
struct HostilePictureTests {
    static let hostile = #"<script>alert(1)</script> </svg><svg onload=alert(2)> Tom & Jerry ]]> \"q\" 'a' 漢字 <!-- <![CDATA[x \u001b[31m\u0007\u009b\uffff"#

    static func card() throws -> (RenderedCard, String) {
        let payload = try PayloadDecoder.decode(Array(#"""
            {"aps": {"alert": {"title": "\#(hostile)", "subtitle": "</title><script>alert(3)</script>", "body": "\#(hostile)"}, "category": "C"}}
            """#.utf8))
        let app = try AppDescriptionDecoder.decode(Array(#"""
            {"app": {"name": "<b>App</b> & \"co\"", "icon": "<"},
             "categories": [{"identifier": "C", "actions": [{"identifier": "a", "title": "]]> </g></text><script>"}]}]}
            """#.utf8))
        let state = PreviewState(content: NotificationContent(payload: payload), app: app, options: CardOptions())
        return (CardRenderer.render(state, width: 44), SVGWriter.title(of: state))
    }

    /// Every `<` in the document opens or closes one of the writers' own elements.
    static func foreignMarkup(in document: String, allowing names: Set<String>) -> [String] {
        var found: [String] = []
        for piece in document.split(separator: "<", omittingEmptySubsequences: false).dropFirst() {
            let name = piece.prefix { $0 != " " && $0 != ">" && $0 != "/" || $0 == "/" && piece.first == "/" }
            if !names.contains(String(name)) { found.append(String(piece.prefix(40))) }
        }
        return found
    }

    static let svgElements: Set<String> = ["?xml", "svg", "/svg", "title", "/title", "rect", "path", "image", "g", "/g", "text", "/text"]

    /// Each `<text x=… y=…>…</text>`, unescaped, by its position.
    static func texts(in svg: String) -> [String: String] {
        var texts: [String: String] = [:]
        for piece in svg.components(separatedBy: "<text x=\"").dropFirst() {
            guard let close = piece.range(of: "\">"), let end = piece.range(of: "</text>") else { continue }
            let position = String(piece[..<close.lowerBound])
            texts[position] = unescaped(String(piece[close.upperBound..<end.lowerBound]))
        }
        return texts
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Expects each cell's character (but blanks and box lines) back out of the `<text>` at its
    /// place in `svg`; returns how many cells were checked.
    static func expectCellsAsText(_ card: RenderedCard, in svg: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
        let texts = Self.texts(in: svg)
        var checked = 0
        for y in 0..<card.grid.height {
            for x in 0..<card.grid.width {
                let cell = card.grid[x, y]
                guard !cell.isContinuation, cell.text != " ", BoxArms(character: cell.text) == nil else { continue }
                let position = "\(PictureMetrics.left(x) + cell.displayWidth * PictureMetrics.cellWidth / 2)\" y=\"\(PictureMetrics.top(y) + PictureMetrics.baseline)"
                let expected = cell.text == "\u{FFFF}" ? "\u{FFFD}" : cell.text  // XML has no U+FFFF
                #expect(texts[position] == expected, "cell (\(x), \(y))", sourceLocation: sourceLocation)
                checked += 1
            }
        }
        return checked
    }

    @Test func svgHoldsOnlyItsOwnElementsAndEveryCellAsText() throws {
        let (card, title) = try Self.card()
        let svg = SVGWriter.write(card, theme: try PictureSnapshotTests.theme("ios-dark"), title: title)
        #expect(Self.foreignMarkup(in: svg, allowing: Self.svgElements).isEmpty, "\(Self.foreignMarkup(in: svg, allowing: Self.svgElements))")
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) || $0.value == 0xFFFF })
        #expect(svg.contains("<title>&lt;script&gt;alert(1)&lt;/script&gt; &lt;/svg&gt;"))
        #expect(Self.expectCellsAsText(card, in: svg) > 100)
        let row = (0..<card.grid.height).first { card.grid.line($0).contains("<script>alert(1)") }
        #expect(row != nil, "the title is on the card, as text")
        #expect(card.grid.lines().joined().contains("␛[31m␇"), "control characters show as pictures, as on the terminal")
    }

    @Test func svgInRsvgDrawsTheHostileTextAsGlyphs() throws {
        let (card, title) = try Self.card()
        let theme = try PictureSnapshotTests.theme("ios-dark")
        let png = try ExternalRenderer.rsvgPNG(SVGWriter.write(card, theme: theme, title: title))
        let problems = PictureCheck(png, card: card, theme: theme).problems()
        #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
    }

    @Test(.enabled(if: ExternalRenderer.chromium != nil, Comment(rawValue: PictureRenderingTests.chromiumMissing)))
    func htmlInChromiumIsTextWithoutScript() throws {
        let (card, title) = try Self.card()
        let theme = try PictureSnapshotTests.theme("ios-dark")
        let html = HTMLWriter.write(card, theme: theme, title: title)
        #expect(Self.foreignMarkup(in: html, allowing: Self.svgElements.union(["!DOCTYPE", "html", "/html", "head", "/head", "meta", "body", "/body"])).isEmpty)
        let dom = try ExternalRenderer.chromiumDOM(html)
        #expect(dom.contains("<svg"), "chromium parsed the page: \(dom.prefix(300))")
        #expect(!dom.lowercased().contains("<script"), "no script element in the DOM")
        #expect(dom.components(separatedBy: "onload").count == dom.components(separatedBy: "&lt;svg onload").count,
                "onload is only ever text, never an attribute")
        #expect(dom.components(separatedBy: "<svg").count == 2, "one svg element")
        #expect(dom.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "the title is text")
        let size = PictureMetrics.size(columns: card.grid.width, rows: card.grid.height)
        let problems = PictureCheck(try ExternalRenderer.chromiumPNG(html, size: size), card: card, theme: theme).problems()
        #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
    }
}
