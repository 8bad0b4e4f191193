import Testing
@testable import PushPeekModel
@testable import PushPeekCanvas

/// The rasteriser, pixel by pixel: a filled polygon covers its area (to the pixel's share at its
/// edges), the two fill rules differ on a hole, a line covers its length times its width and no
/// pixel beyond its reach, text sets exactly its font's pixels, and work is counted and bounded.
@Suite("PixelCanvas: polygons, lines and text in pixels")
struct PixelCanvasTests {
    static let white = RGB(255, 255, 255)
    static let black = RGB(0, 0, 0)

    static func canvas(_ width: Int = 40, _ height: Int = 30, limit: Int = PixelCanvas.defaultWorkLimit) throws -> PixelCanvas {
        try #require(PixelCanvas(width: width, height: height, background: white, workLimit: limit))
    }

    /// How much of each pixel is black (0…1), summed.
    static func ink(_ canvas: PixelCanvas, where include: (Int, Int) -> Bool = { _, _ in true }) -> Double {
        var total = 0.0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where include(x, y) {
                total += Double(255 - Int(canvas.color(x: x, y: y)?.red ?? 255)) / 255
            }
        }
        return total
    }

    static func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, clockwise: Bool = true) -> [SIMD2<Double>] {
        let ring = [SIMD2(x0, y0), SIMD2(x1, y0), SIMD2(x1, y1), SIMD2(x0, y1)]
        return clockwise ? ring : ring.reversed()
    }

    @Test func aFilledPolygonCoversItsArea() throws {
        var canvas = try Self.canvas()
        canvas.fill([Self.rectangle(5, 5, 25, 15)], rule: .nonZero, color: Self.black)
        #expect(abs(Self.ink(canvas) - 200) < 1)
        #expect(canvas.color(x: 10, y: 10) == Self.black)
        #expect(canvas.color(x: 4, y: 10) == Self.white && canvas.color(x: 25, y: 10) == Self.white)
        #expect(canvas.color(x: 10, y: 4) == Self.white && canvas.color(x: 10, y: 15) == Self.white)

        // A triangle at fractional corners: 30 × 20 / 2 = 300 pixels, its slanted edges anti-aliased.
        var triangle = try Self.canvas()
        triangle.fill([[SIMD2(3.3, 4.7), SIMD2(33.3, 4.7), SIMD2(3.3, 24.7)]], rule: .evenOdd, color: Self.black)
        #expect(abs(Self.ink(triangle) - 300) < 3)
        let partial = (0..<30).flatMap { y in (0..<40).compactMap { x in triangle.color(x: x, y: y) } }
            .filter { $0 != Self.black && $0 != Self.white }
        #expect(partial.count > 20, "the edges are smooth: pixels partly covered")
    }

    @Test func evenOddLeavesTheHoleNonzeroFillsIt() throws {
        let outer = Self.rectangle(2, 2, 38, 28), inner = Self.rectangle(12, 10, 28, 20)
        var evenOdd = try Self.canvas(), nonZero = try Self.canvas(), reversedHole = try Self.canvas()
        evenOdd.fill([outer, inner], rule: .evenOdd, color: Self.black)
        nonZero.fill([outer, inner], rule: .nonZero, color: Self.black)
        reversedHole.fill([outer, Self.rectangle(12, 10, 28, 20, clockwise: false)], rule: .nonZero, color: Self.black)
        #expect(evenOdd.color(x: 20, y: 15) == Self.white && evenOdd.color(x: 5, y: 5) == Self.black)
        #expect(nonZero.color(x: 20, y: 15) == Self.black)
        #expect(reversedHole.color(x: 20, y: 15) == Self.white, "a hole wound the other way is a hole under nonzero")
        #expect(abs(Self.ink(evenOdd) - (36 * 26 - 16 * 10)) < 1)
    }

    @Test func aLineCoversItsLengthTimesItsWidth() throws {
        var canvas = try Self.canvas()
        canvas.stroke([SIMD2(5, 10.5), SIMD2(35, 10.5)], lineWidth: 2, color: Self.black)
        // Across the middle of the line: half of row 9, all of row 10, half of row 11 — 2 pixels of ink.
        for x in 10...30 {
            let column = Self.ink(canvas) { px, _ in px == x }
            #expect(abs(column - 2) < 0.05, "column \(x): \(column)")
            #expect(canvas.color(x: x, y: 10) == Self.black)
            #expect(canvas.color(x: x, y: 8) == Self.white && canvas.color(x: x, y: 12) == Self.white)
        }
        #expect(canvas.color(x: 2, y: 10) == Self.white && canvas.color(x: 38, y: 10) == Self.white, "nothing past the round ends")

        var diagonal = try Self.canvas(60, 60)
        diagonal.stroke([SIMD2(10, 10), SIMD2(40, 50)], lineWidth: 3, color: Self.black)
        // 50 pixels long and 3 wide, plus the round ends' two half discs (π × 1.5²).
        let expected = 50 * 3 + Double.pi * 1.5 * 1.5
        #expect(abs(Self.ink(diagonal) - expected) / expected < 0.05)
    }

    @Test func textSetsItsFontsPixels() throws {
        var canvas = try Self.canvas()
        canvas.text("A", x: 3, y: 4, scale: 1, color: Self.black)
        let dots = (0..<7).flatMap { y in (0..<5).filter { BitmapFont.isSet("A", x: $0, y: y) }.map { ($0, y) } }
        #expect(dots.count == 18)
        for y in 0..<30 {
            for x in 0..<40 {
                let inGlyph = dots.contains { $0.0 + 3 == x && $0.1 + 4 == y }
                #expect((canvas.color(x: x, y: y) == Self.black) == inGlyph, "pixel \(x),\(y)")
            }
        }
        var large = try Self.canvas()
        large.text("Ab", x: 1, y: 1, scale: 2, color: Self.black, halo: RGB(255, 0, 0))
        let glyphDots = (0..<7).flatMap { y in (0..<5).map { ($0, y) } }.filter { BitmapFont.isSet("A", x: $0.0, y: $0.1) }.count
            + (0..<7).flatMap { y in (0..<5).map { ($0, y) } }.filter { BitmapFont.isSet("b", x: $0.0, y: $0.1) }.count
        #expect(abs(Self.ink(large) - Double(glyphDots * 4)) < 0.5, "each font pixel a 2 × 2 square")
        let halo = (0..<30).flatMap { y in (0..<40).compactMap { large.color(x: $0, y: y) } }.filter { $0 == RGB(255, 0, 0) }.count
        #expect(halo > glyphDots * 4, "a halo around the letters")
        #expect(BitmapFont.drawn("ö") == "o" && BitmapFont.drawn("東") == "?")
    }

    @Test("work is counted: ten times the polygons, about ten times the work; the limit stops drawing")
    func workIsCountedAndBounded() throws {
        func work(_ count: Int, limit: Int = PixelCanvas.defaultWorkLimit) throws -> PixelCanvas {
            var canvas = try Self.canvas(200, 100, limit: limit)
            for index in 0..<count {
                let offset = Double(index % 50)
                canvas.fill([Self.rectangle(offset, 10, offset + 120, 90)], rule: .evenOdd, color: RGB(UInt8(index % 200), 0, 0))
            }
            return canvas
        }
        let ten = try work(10), hundred = try work(100)
        let ratio = Double(hundred.work) / Double(ten.work)
        #expect(ratio > 9 && ratio < 11, "ratio \(ratio)")
        #expect(!hundred.isCut)
        let cut = try work(10_000, limit: 500_000)
        #expect(cut.isCut)
        #expect(cut.work < 500_000 + 1_000, "the limit stops drawing within one row's work: \(cut.work)")
        var stopped = cut
        let before = stopped.pixels
        stopped.stroke([SIMD2(0, 0), SIMD2(200, 100)], lineWidth: 5, color: Self.black)
        #expect(stopped.pixels == before, "nothing is drawn past the limit")
        // Hostile coordinates draw nothing and cost nothing much.
        var hostile = try Self.canvas()
        hostile.fill([[SIMD2(.nan, 1), SIMD2(.infinity, 5), SIMD2(1e300, -1e300)]], rule: .nonZero, color: Self.black)
        hostile.stroke([SIMD2(-1e300, 5), SIMD2(1e300, 5)], lineWidth: 1e9, color: Self.black)
        #expect(hostile.work <= hostile.workLimit)
    }
}
