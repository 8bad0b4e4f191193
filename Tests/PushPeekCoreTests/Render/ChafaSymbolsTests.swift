import Foundation
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
@testable import PushPeekImages
@testable import VirtualTerminal

/// Pictures through libchafa: the demo headshot as symbols at each colour depth (styled snapshots
/// in `Snapshots/styled/chafa/`), the ASCII ramp without colour, and every frame the ANSI writer
/// makes of them read back by the VirtualTerminal, cell for cell, its parser back at rest.
@Suite("libchafa symbols")
struct ChafaSymbolsTests {
    static let dark = ThemeLoader.builtin(named: "ios-dark")
    static let box = Size(width: 20, height: 10)
    static let solid: Set<String> = [" ", "█", "▀", "▄"]

    static func headshot() throws -> RasterImage {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/spy-agency/headshot.jpg").path
        let attachment = try AttachmentLoader.load(.file(path: path), identifier: "headshot")
        return try #require(attachment.image)
    }

    static func renderer() throws -> PictureRenderer {
        try #require(ChafaSymbols.renderer, "this build has libchafa (libchafa-dev)")
    }

    @Test("the headshot as symbols at 24-bit, 256, 16 and 8 colours", arguments: [ColorDepth.trueColor, .ansi256, .ansi16, .ansi8])
    func symbolsAtEachDepth(depth: ColorDepth) throws {
        let cells = try Self.renderer().cells(of: try Self.headshot(), size: Self.box, depth: depth)
        #expect(cells.width == Self.box.width && cells.height == Self.box.height)
        let mapping = StyleMapping(theme: try #require(Self.dark), depth: depth)
        Snapshot.assertStyled(cells, mapping: mapping, named: "styled/chafa/headshot-\(depth.optionValue)")
        try Self.expectReadBack(cells, mapping: mapping)
    }

    @Test("without colour the headshot is today's ASCII ramp")
    func asciiRampWithoutColour() throws {
        let cells = try Self.renderer().cells(of: try Self.headshot(), size: Self.box, depth: .none)
        Snapshot.assert(TextSnapshot.text(of: cells), named: "chafa/headshot-ascii")
        let ramp = Set(ImageCellRenderer.asciiRamp.map(String.init))
        #expect(cells.lines().joined().allSatisfy { ramp.contains(String($0)) })
        #expect(cells == ImageCellRenderer.render(try Self.headshot(), size: Self.box, depth: .none, mono: true))
    }

    @Test("at 8 colours the symbols carry the shape: more than solid and half blocks, in more than two colours")
    func eightColoursUseMoreThanSolidBlocks() throws {
        let cells = try Self.renderer().cells(of: try Self.headshot(), size: Self.box, depth: .ansi8)
        var shaped = 0
        var colours = Set<Color>()
        var symbols = Set<String>()
        for y in 0..<cells.height {
            for x in 0..<cells.width {
                let cell = cells[x, y]
                if !Self.solid.contains(cell.text) { shaped += 1 }
                symbols.insert(cell.text)
                colours.insert(cell.style.foreground)
                colours.insert(cell.style.background)
                for color in [cell.style.foreground, cell.style.background] {
                    guard case .rgb(let r, let g, let b) = color else { continue }
                    let rgb = RGB(r, g, b)
                    #expect(XtermPalette.rgb(rgb.ansi8) == rgb, "every colour is one of the eight")
                }
            }
        }
        #expect(shaped * 4 >= cells.width * cells.height, "a quarter of the cells or more are shaped symbols: \(shaped), \(symbols.sorted())")
        #expect(symbols.count >= 6 && colours.count >= 4, "\(symbols.sorted()) \(colours.count)")
        // The half-block renderer at the same size is only solid halves.
        let halves = ImageCellRenderer.render(try Self.headshot(), size: Self.box, depth: .ansi8, mono: false)
        #expect(halves.lines().joined().allSatisfy { Self.solid.contains(String($0)) })
    }

    @Test("the picture lies where the half blocks put it, transparency shows the card, and odd boxes draw")
    func placementTransparencyAndTinyBoxes() throws {
        let renderer = try Self.renderer()
        let wide = try #require(RasterImage(width: 40, height: 10, fill: RGB(200, 30, 30)))
        let cells = renderer.cells(of: wide, size: Size(width: 20, height: 10), depth: .trueColor)
        let frame = ImageCellRenderer.fittedFrame(imageWidth: 40, imageHeight: 10, box: Size(width: 20, height: 10))
        for y in 0..<10 {
            let inside = y >= frame.y / 2 && y < frame.y / 2 + (frame.height + 1) / 2
            if inside {
                #expect(cells[5, y] != Cell.blank(.plain), "row \(y) shows the picture")
            } else {
                #expect(cells[5, y] == Cell.blank(.plain), "row \(y) outside the picture is blank")
            }
        }
        let clear = try #require(RasterImage(width: 8, height: 8, fill: RGB(0, 0, 0), alpha: 0))
        let none = renderer.cells(of: clear, size: Size(width: 4, height: 2), depth: .ansi256)
        #expect(none.lines().joined().allSatisfy { $0 == " " })
        let over = renderer.cells(of: clear, size: Size(width: 4, height: 2), depth: .trueColor, backdrop: RGB(10, 20, 30))
        #expect(over[0, 0].style.background == .rgb(10, 20, 30) || over[0, 0].style.foreground == .rgb(10, 20, 30))
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 200, height: 1), Size(width: 1, height: 60)] {
            let drawn = renderer.cells(of: try Self.headshot(), size: size, depth: .ansi16)
            #expect(drawn.width == size.width && drawn.height == size.height)
        }
    }

    @Test("a picture drawn once is kept: the same card drawn again calls libchafa no more")
    func redrawingDoesNotDrawAgain() throws {
        let cache = ChafaSymbolCache()
        var state = try FewColoursTests.demo()
        state.options.pictureRenderer = ChafaSymbols.renderer(keepingIn: { cache })
        state.options.showPictures(at: .ansi256)
        let first = CardRenderer.render(state, width: 44)
        let pictures = cache.drawCount
        #expect(pictures >= 1 && pictures == first.pictures.count, "one drawing a picture: \(pictures)")
        for _ in 0..<5 { #expect(CardRenderer.render(state, width: 44).grid == first.grid) }
        #expect(cache.drawCount == pictures)
        state.options.showPictures(at: .ansi16)
        _ = CardRenderer.render(state, width: 44)
        #expect(cache.drawCount == 2 * pictures, "another depth is another drawing")
    }

    @Test("in a terminal of 8 colours the preview draws the headshot as libchafa's symbols, not the ramp, and says once how to get more")
    func eightColourTerminalKeepsSymbols() throws {
        var state = try FewColoursTests.demo()
        state.options.pictureRenderer = try Self.renderer()
        var model = PreviewModel(state: state)
        model.terminalColors(.ansi8)
        #expect(!model.state.options.monochromePictures && model.state.options.pictureDepth == .ansi8)
        let cells = FewColoursTests.headshotCells(model.state)
        #expect(cells.contains { !Self.solid.contains($0) && !ImageCellRenderer.asciiRamp.contains(Character($0)) }, "\(cells)")
        #expect(model.state.notice?.contains("8 colours") == true)
        var halves = PreviewModel(state: try FewColoursTests.demo())
        halves.terminalColors(.ansi16)
        #expect(halves.state.options.monochromePictures, "half blocks at 16 colours are the ramp")
    }

    @Test("the palette's colours quantise back to their own numbers")
    func paletteRoundTrip() {
        for index in 0..<8 { #expect(XtermPalette.rgb(index).ansi8 == index) }
        for index in 0..<16 { #expect(XtermPalette.rgb(index).ansi16 == index) }
        for index in 16..<256 { #expect(XtermPalette.rgb(index).ansi256 == index, "\(index)") }
    }

    /// `cells` through `render --format ansi`'s writer into a VirtualTerminal: every cell as the
    /// mapping draws it, and no escape sequence left open.
    static func expectReadBack(_ cells: CellGrid, mapping: StyleMapping) throws {
        let text = ANSIWriter.write(cells, mapping: mapping)
        var screen = VirtualScreen(width: cells.width, height: cells.height + 1)
        // A terminal's line discipline turns each newline into CR LF (onlcr).
        screen.feed(Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        #expect(screen.parser == .ground, "every escape sequence ends")
        let expected = mapping.styledRows(of: cells)
        for y in 0..<cells.height {
            for x in 0..<cells.width {
                let shown = screen.styledRows[y][x].visible
                #expect(shown == expected[y][x].visible, "(\(x), \(y)): \(shown) for \(expected[y][x])")
            }
        }
    }
}
