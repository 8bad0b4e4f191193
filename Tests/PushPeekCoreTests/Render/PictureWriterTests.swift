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

/// The pieces of the picture writers: base64 for data URIs, markup escaping, colours of styles,
/// platters and box lines.
@Suite("Picture writers")
struct PictureWriterTests {
    @Test func base64MatchesTheStandardAndRoundTrips() {
        #expect(Base64.encode([]) == "")
        #expect(Base64.encode(Array("M".utf8)) == "TQ==")
        #expect(Base64.encode(Array("Ma".utf8)) == "TWE=")
        #expect(Base64.encode(Array("Man".utf8)) == "TWFu")
        let bytes = (0..<300).map { UInt8(($0 * 37 + 11) % 256) }
        for count in 0..<bytes.count { #expect(Base64.decode(Base64.encode(Array(bytes.prefix(count)))) == Array(bytes.prefix(count))) }
    }

    @Test func markupTextEscapesMarkupControlsAndNonCharacters() {
        #expect(MarkupText.escaped(#"<a href="x">&'</a>]]>"#) == "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;]]&gt;")
        #expect(MarkupText.escaped("\u{1B}[2J\u{07}\u{9B}\u{202E}\u{FFFF}") == "␛[2J␇\\u{9B}\\u{202E}\u{FFFD}")
        #expect(MarkupText.escaped("plain ✕ 漢") == "plain ✕ 漢")
    }

    @Test func paletteReversesDimsAndFallsBackWithoutColours() throws {
        let dark = try #require(ThemeLoader.builtin(named: "ios-dark"))
        let palette = PicturePalette(theme: dark)
        #expect(palette.colors(of: .plain) == (RGB(255, 255, 255), RGB(0x2C, 0x2C, 0x2E)))
        var style = Style.plain
        style.reverse = true
        #expect(palette.colors(of: style) == (RGB(0x2C, 0x2C, 0x2E), RGB(255, 255, 255)))
        style.reverse = false
        style.dim = true
        #expect(palette.colors(of: style).foreground == RGB(0x96, 0x96, 0x97))
        #expect(palette.backdrop == RGB(0, 0, 0))
        let mono = PicturePalette(theme: try #require(ThemeLoader.builtin(named: "mono")))
        #expect(mono.colors(of: .plain) == (RGB(0, 0, 0), RGB(255, 255, 255)))
        #expect(mono.colors(of: Style(background: .role(.focus))) == (RGB(255, 255, 255), RGB(0, 0, 0)), "focus is reversed without colours")
    }

    @Test func plattersAreEdgeToEdgeFramesAndKeepTheirDividersInnerArm() {
        var grid = CellGrid(width: 6, height: 7)
        BoxDrawing.top(&grid, row: 0, width: 6, style: .plain)
        BoxDrawing.sides(&grid, rows: 1..<3, width: 6, style: .plain)
        BoxDrawing.divider(&grid, row: 2, width: 6, style: .plain)
        BoxDrawing.bottom(&grid, row: 3, width: 6, style: .plain)
        BoxDrawing.frame(&grid, Rect(x: 1, y: 4, width: 4, height: 3), style: .plain)
        let platters = Platter.find(in: grid)
        #expect(platters == [Platter(rect: Rect(x: 0, y: 0, width: 6, height: 4))], "the inner frame is not a platter")
        #expect(platters[0].innerArms(BoxArms(character: "├") ?? [], x: 0, y: 2) == .right)
        #expect(platters[0].innerArms(BoxArms(character: "╭") ?? [], x: 0, y: 0).isEmpty)
        #expect(platters[0].innerArms(BoxArms(character: "─") ?? [], x: 3, y: 2) == [.left, .right])
        #expect(platters[0].isOutline(x: 5, y: 1) && !platters[0].isOutline(x: 2, y: 1))
    }

    @Test func boxStrokesMergeRunsAndRoundCorners() {
        var strokes = BoxStrokes()
        for x in 1...3 { strokes.add([.left, .right], x: x, y: 0, color: "#111111") }
        strokes.add(BoxArms(character: "╭") ?? [], x: 0, y: 1, color: "#222222")
        #expect(strokes.elements() == [
            ##"<path d="M20 20H50" fill="none" stroke="#111111" stroke-width="2" stroke-linecap="square"/>"##,
            ##"<path d="M20 40A5 5 0 0 0 15 45V50" fill="none" stroke="#222222" stroke-width="2" stroke-linecap="square"/>"##,
        ])
    }

    @Test func aCellDrawnOverThePictureIsDrawnOnTopOfIt() throws {
        let image = try #require(RasterImage(width: 4, height: 4, fill: RGB(200, 10, 10)))
        let attachment = Attachment(identifier: "a", fileName: "a.png", kind: .image(image), byteSize: 3, format: .png, imageFileBytes: [1, 2, 3])
        var grid = CellGrid(width: 12, height: 6)
        let placement = try #require(AttachmentView.draw(attachment, in: Rect(x: 2, y: 1, width: 8, height: 4), options: CardOptions(), into: &grid))
        #expect(placement.frame == Rect(x: 2, y: 2, width: 8, height: 8), "8 columns by 8 half rows, the whole box")
        grid.put("X", at: Point(x: 5, y: 3), style: Style(foreground: .rgb(1, 2, 3), background: .rgb(4, 5, 6)))
        let svg = SVGWriter.write(RenderedCard(grid: grid, layout: CardLayout(width: 12, height: 6, stage: .expanded), pictures: [placement]),
                                  theme: try #require(ThemeLoader.builtin(named: "ios-dark")), title: "t")
        let picture = try #require(svg.range(of: #"<image x="30" y="30" width="80" height="80" preserveAspectRatio="xMidYMid meet" href="data:image/png;base64,AQID"/>"#))
        let cover = try #require(svg.range(of: ##"<rect x="60" y="70" width="10" height="20" fill="#040506"/>"##))
        let text = try #require(svg.range(of: ##"<g fill="#010203">"##))
        #expect(picture.upperBound <= cover.lowerBound && cover.upperBound <= text.lowerBound)
        #expect(!svg.contains("▀"), "the picture's own cells are not drawn as text")
        #expect(svg.components(separatedBy: "<text").count == 2, "only the X is text")
    }

    /// A row of every text attribute and a wide character, as SVG and as rsvg-convert draws it.
    @Test func attributesAndWideCharacters() throws {
        var grid = CellGrid(width: 12, height: 1)
        var x = 0
        x += grid.put("B", at: Point(x: x, y: 0), style: Style(bold: true))
        x += grid.put("D", at: Point(x: x, y: 0), style: Style(dim: true))
        x += grid.put("R", at: Point(x: x, y: 0), style: Style(reverse: true))
        x += grid.put("U ", at: Point(x: x, y: 0), style: Style(underline: true))
        x += grid.put("漢", at: Point(x: x, y: 0), style: Style(foreground: .role(.accent)))
        grid.put("x", at: Point(x: x, y: 0), style: .plain)
        let card = RenderedCard(grid: grid, layout: CardLayout(width: 12, height: 1, stage: .expanded))
        let theme = try #require(ThemeLoader.builtin(named: "ios-dark"))
        let svg = SVGWriter.write(card, theme: theme, title: "attributes")
        #expect(svg.contains(##"<g fill="#FFFFFF" font-weight="bold">\##n<text x="15" y="25">B</text>"##))
        #expect(svg.contains(##"<g fill="#969697">\##n<text x="25" y="25">D</text>"##), "dim: half-way to the background")
        #expect(svg.contains(##"<rect x="30" y="10" width="10" height="20" fill="#FFFFFF"/>"##), "reverse: the text colour behind")
        #expect(svg.contains(##"<g fill="#2C2C2E">\##n<text x="35" y="25">R</text>"##), "reverse: the background colour in front")
        #expect(svg.contains(##"<rect x="40" y="27" width="10" height="1" fill="#FFFFFF"/>\##n<rect x="50" y="27" width="10" height="1" fill="#FFFFFF"/>"##),
                "underline under the letter and the space")
        #expect(svg.contains(##"<text x="70" y="25">漢</text>"##), "a wide character centred on its two cells")
        #expect(svg.contains(##"<text x="85" y="25">x</text>"##), "the next character after both cells")
        let problems = PictureCheck(try ExternalRenderer.rsvgPNG(svg), card: card, theme: theme).problems()
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Ten times the rows (in one platter, with text and lines in every row) make about ten times
    /// the SVG: nothing in the writer grows faster than the cells.
    @Test func outputGrowsWithTheCells() throws {
        func svg(rows: Int) throws -> String {
            var grid = CellGrid(width: 40, height: rows)
            BoxDrawing.top(&grid, row: 0, width: 40, style: .plain)
            BoxDrawing.sides(&grid, rows: 1..<(rows - 1), width: 40, style: .plain)
            for row in 1..<(rows - 1) {
                if row % 2 == 0 { BoxDrawing.divider(&grid, row: row, width: 40, style: .plain) }
                grid.put("line \(row % 10) │ text", at: Point(x: 2, y: row), style: Style(bold: row % 3 == 0))
            }
            BoxDrawing.bottom(&grid, row: rows - 1, width: 40, style: .plain)
            #expect(Platter.find(in: grid).count == 1)
            let card = RenderedCard(grid: grid, layout: CardLayout(width: 40, height: rows, stage: .expanded))
            return SVGWriter.write(card, theme: try #require(ThemeLoader.builtin(named: "ios-dark")), title: "rows")
        }
        let (small, large) = (try svg(rows: 40), try svg(rows: 400))
        let ratio = Double(large.utf8.count) / Double(small.utf8.count)
        #expect(ratio > 9 && ratio < 11, "\(ratio)")
    }
}
