import Testing
import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekApp
import PushPeekSend
import PushPeekPresentation
import PushPeekLint
import PushPeekInteraction
import PushPeekSession

@Suite("Image cells")
struct ImageCellRendererTests {
    static func rgb(_ color: RGB) -> Color { .rgb(color.red, color.green, color.blue) }

    @Test func twoByFourFourColoursBecomeFourHalfBlocks() throws {
        let image = try #require(ImageFixtures.image([
            [.pureRed, .pureGreen], [.pureBlue, .pureWhite], [.pureWhite, .pureBlue], [.pureGreen, .pureRed],
        ]))
        let grid = ImageCellRenderer.render(image, size: Size(width: 2, height: 2), depth: .ansi256, mono: false)
        let expected: [(Int, Int, RGB, RGB)] = [
            (0, 0, .pureRed, .pureBlue), (1, 0, .pureGreen, .pureWhite), (0, 1, .pureWhite, .pureGreen), (1, 1, .pureBlue, .pureRed),
        ]
        for (x, y, top, bottom) in expected {
            #expect(grid[x, y] == Cell(text: "▀", style: Style(foreground: Self.rgb(top), background: Self.rgb(bottom))), "cell (\(x), \(y))")
        }
        #expect(grid.lines() == ["▀▀", "▀▀"])
    }

    @Test func depthOnlyChoosesBetweenBlocksAndASCII() throws {
        let image = try #require(ImageFixtures.image([[.pureRed], [.pureBlue]]))
        for depth in [ColorDepth.ansi8, .ansi256, .trueColor] {
            let grid = ImageCellRenderer.render(image, size: Size(width: 1, height: 1), depth: depth, mono: false)
            #expect(grid[0, 0].text == "▀")
        }
        let none = ImageCellRenderer.render(image, size: Size(width: 1, height: 1), depth: .none, mono: false)
        #expect(none[0, 0].text != "▀")
    }

    @Test func monoDrawsALuminanceRamp() throws {
        let greys: [RGB] = (0..<10).map { (step: Int) -> RGB in
            let level = UInt8(step * 255 / 9)
            return RGB(level, level, level)
        }
        let image = try #require(ImageFixtures.image([greys, greys]))
        let grid = ImageCellRenderer.render(image, size: Size(width: 10, height: 1), depth: .trueColor, mono: true)
        #expect(grid.lines() == [" .:-=+*#%@"])
        #expect(grid[9, 0].style == Style.plain)
    }

    @Test func aspectIsKeptAndThePictureCentred() throws {
        // 4×2 into 8×8 cells (8×16 pixels): scaled ×2 to 8×4 pixels = 2 rows, centred vertically.
        let image = try #require(RasterImage(width: 4, height: 2, fill: .pureWhite))
        let grid = ImageCellRenderer.render(image, size: Size(width: 8, height: 8), depth: .ansi256, mono: false)
        #expect(grid.lines() == ["        ", "        ", "        ", "▀▀▀▀▀▀▀▀", "▀▀▀▀▀▀▀▀", "        ", "        ", "        "])
        #expect(grid[0, 0].style.background == .role(.card))
        // A tall picture is centred horizontally.
        let tall = try #require(RasterImage(width: 1, height: 4, fill: .pureWhite))
        let narrow = ImageCellRenderer.render(tall, size: Size(width: 5, height: 2), depth: .ansi256, mono: false)
        #expect(narrow.lines() == ["  ▀  ", "  ▀  "])
        #expect(ImageCellRenderer.fittedSize(imageWidth: 160, imageHeight: 160, box: Size(width: 20, height: 8)) == Size(width: 16, height: 16))
        #expect(ImageCellRenderer.fittedSize(imageWidth: 1000, imageHeight: 10, box: Size(width: 20, height: 8)) == Size(width: 20, height: 1))
    }

    @Test func boxFilterAveragesWhenShrinking() throws {
        let checker = try #require(ImageFixtures.image([
            [.pureBlack, .pureWhite], [.pureWhite, .pureBlack], [.pureBlack, .pureWhite], [.pureWhite, .pureBlack],
        ]))
        // 2×4 into a 1×2-cell box (1×4 pixels): fitted to 1×2 pixels, each the mean of a 2×2 block.
        let grid = ImageCellRenderer.render(checker, size: Size(width: 1, height: 2), depth: .ansi256, mono: false)
        #expect(grid[0, 0] == Cell(text: "▀", style: Style(foreground: .rgb(127, 127, 127), background: .rgb(127, 127, 127))))
        #expect(grid[0, 1] == Cell.blank(.plain))
        // A square picture in one cell is one square pixel: the top half, the card below.
        let square = try #require(ImageFixtures.image([[.pureBlack, .pureWhite], [.pureWhite, .pureBlack]]))
        let one = ImageCellRenderer.render(square, size: Size(width: 1, height: 1), depth: .ansi256, mono: false)
        #expect(one[0, 0] == Cell(text: "▀", style: Style(foreground: .rgb(127, 127, 127), background: .role(.card))))
    }

    @Test func transparencyLeavesTheCardOrIsComposited() throws {
        let clear = RasterImage(width: 1, height: 2, pixels: [255, 0, 0, 255, 0, 0, 0, 0])
        let image = try #require(clear)
        let grid = ImageCellRenderer.render(image, size: Size(width: 1, height: 1), depth: .ansi256, mono: false)
        #expect(grid[0, 0] == Cell(text: "▀", style: Style(foreground: .rgb(255, 0, 0), background: .role(.card))))
        let flipped = try #require(RasterImage(width: 1, height: 2, pixels: [0, 0, 0, 0, 255, 0, 0, 255]))
        let lower = ImageCellRenderer.render(flipped, size: Size(width: 1, height: 1), depth: .ansi256, mono: false)
        #expect(lower[0, 0] == Cell(text: "▄", style: Style(foreground: .rgb(255, 0, 0), background: .role(.card))))
        let half = try #require(RasterImage(width: 1, height: 2, pixels: [255, 255, 255, 128, 0, 0, 0, 0]))
        let over = ImageCellRenderer.render(half, size: Size(width: 1, height: 1), depth: .ansi256, mono: false, backdrop: .pureBlack)
        #expect(over[0, 0].style.foreground == .rgb(128, 128, 128))
        #expect(over[0, 0].style.background == .rgb(0, 0, 0))
        let asciiGrid = ImageCellRenderer.render(try #require(RasterImage(width: 1, height: 2, fill: .pureWhite, alpha: 0)),
                                                 size: Size(width: 1, height: 1), depth: .none, mono: true)
        #expect(asciiGrid[0, 0] == Cell.blank(.plain))
    }

    @Test func tinyAndEmptyBoxesAndPicturesDoNotCrash() throws {
        let image = try #require(RasterImage(width: 160, height: 90, fill: .pureGreen))
        let empty = try #require(RasterImage(width: 0, height: 0, pixels: []))
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 0, height: 5), Size(width: 5, height: 0), Size(width: -3, height: -1)] {
            for mono in [false, true] {
                let grid = ImageCellRenderer.render(image, size: size, depth: .ansi256, mono: mono)
                #expect(grid.width == max(0, size.width) && grid.height == max(0, size.height))
                _ = ImageCellRenderer.render(empty, size: size, depth: .ansi256, mono: mono)
            }
        }
        let one = ImageCellRenderer.render(image, size: Size(width: 1, height: 1), depth: .ansi256, mono: false)
        #expect(one[0, 0].text == "▀" || one[0, 0].text == "▄")
        let pixel = try #require(RasterImage(width: 1, height: 1, fill: .pureRed))
        let big = ImageCellRenderer.render(pixel, size: Size(width: 4, height: 2), depth: .ansi256, mono: false)
        #expect(big.lines() == ["▀▀▀▀", "▀▀▀▀"])
    }

    @Test func rasterImageKeepsItsInvariant() {
        #expect(RasterImage(width: 2, height: 2, pixels: [0, 0, 0]) == nil)
        #expect(RasterImage(width: -1, height: 2, pixels: []) == nil)
        #expect(RasterImage(width: 20_000, height: 1, fill: .pureRed) == nil)
        #expect(RasterImage(width: 2, height: 1, pixels: [UInt8](repeating: 1, count: 8)) != nil)
    }
}
