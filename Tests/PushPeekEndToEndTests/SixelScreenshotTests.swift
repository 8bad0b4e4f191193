import Foundation
import Testing
import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation
import PushPeekInteraction
import PushPeekSession
import PushPeekImages

/// The demo in a real xterm started as a VT340 (sixel graphics) on Xvfb: `--graphics auto` finds
/// sixel from DA1 and the headshot is drawn in pixels. Each screenshot's picture area is compared
/// with the source picture: the mean colour error of 3×3-pixel blocks (0-255 a channel), against
/// `bound`. Measured here: 6.6 for the banner's thumbnail, 5.6 for the expanded picture (JPEG, the
/// sixel's 255 colours, scaling, where xterm's pixels fall against the cells); the same area against the picture upside down errs by more than
/// twice the bound (checked each time), so the measure tells a picture from a wrong one. It stays
/// right after expanding, after scrolling the card away (its old place shows no trace) and back,
/// and after a resize (waited for until the status line is drawn on the new last row).
@Suite("Sixel pictures in xterm (Xvfb)")
struct SixelScreenshotTests {
    /// A UTF-8 locale the system has: C.UTF-8 on Linux; macOS before 15 has only named ones.
    #if os(Linux)
    static let utf8Locale = "C.UTF-8"
    #else
    static let utf8Locale = "en_US.UTF-8"
    #endif

    static let bound = 12.0
    static let block = 3

    /// The mean colour error between the screenshot's pixels over `rect` (cells) and `image`
    /// stretched over them (upside down with `flipped`); the cells start `border` pixels into the
    /// screen, and the picture's height is whole `band`s of rows (a sixel image is bands of six).
    static func error(_ shot: XWDImage, rect: Rect, cell: (width: Int, height: Int), image: RasterImage, flipped: Bool = false,
                      border: Int = XTermDisplay.border, band: Int = 6) -> Double {
        let left = border + rect.x * cell.width
        let top = border + rect.y * cell.height
        let width = rect.width * cell.width
        let height = (rect.height * cell.height) / band * band
        var total = 0.0
        var blocks = 0
        for by in stride(from: 0, to: height - block + 1, by: block) {
            for bx in stride(from: 0, to: width - block + 1, by: block) {
                var shown = (0, 0, 0), source = (0, 0, 0)
                for y in by..<(by + block) {
                    for x in bx..<(bx + block) {
                        let s = shot.pixel(x: left + x, y: top + y)
                        shown = (shown.0 + s.0, shown.1 + s.1, shown.2 + s.2)
                        let sy = flipped ? height - 1 - y : y
                        let p = image.pixel(x: x * image.width / width, y: sy * image.height / height)?.color ?? RGB(0, 0, 0)
                        source = (source.0 + Int(p.red), source.1 + Int(p.green), source.2 + Int(p.blue))
                    }
                }
                total += Double(abs(shown.0 - source.0) + abs(shown.1 - source.1) + abs(shown.2 - source.2)) / Double(3 * block * block)
                blocks += 1
            }
        }
        return blocks == 0 ? .infinity : total / Double(blocks)
    }

    /// Waits until the screen shows the model's one picture in pixels; returns the error measured.
    @discardableResult
    static func expectPicture(_ xterm: XTermDisplay, _ model: TerminalColourTests.Model, after step: String) throws -> Double {
        let pictures = PreviewScreen.frame(model.model.state, size: model.size).pictures
        let picture = try #require(pictures.first, "after \(step): the model has the headshot wholly in view")
        let size = try xterm.windowSize()
        let cell = ((size.width - 2 * XTermDisplay.border) / model.size.width, (size.height - 2 * XTermDisplay.border) / model.size.height)
        var last = Double.infinity
        do {
            try XTermDisplay.waitUntil("the headshot in pixels after \(step)") {
                last = error(try xterm.screenshot(), rect: picture.rect, cell: cell, image: picture.image)
                return last < bound
            }
        } catch {
            Issue.record("after \(step): the picture's area errs by \(last), over \(bound)")
            return last
        }
        let flipped = error(try xterm.screenshot(), rect: picture.rect, cell: cell, image: picture.image, flipped: true)
        #expect(flipped > 2 * bound, "after \(step): the measure tells the picture from itself upside down (\(flipped))")
        return last
    }

    @Test("the headshot in sixel pixels: first frame, expanded, scrolled away and back, resized",
          .enabled(if: XTermDisplay.missingPackages.isEmpty, "needs \(XTermDisplay.missingPackages) (apt-get install)"))
    func headshotInPixels() throws {
        try #require(ChafaSymbols.renderer != nil, "built with libchafa")
        let binary = try BinaryPath.pushpeek()
        let xterm = try XTermDisplay([binary, "demo", "spy-agency", "--ratio", "0.3", "--theme", "ios-dark"], columns: 80, rows: 24,
                                     environment: ["TERM": "xterm-256color", "LANG": Self.utf8Locale, "SWIFT_BACKTRACE": "enable=no", "NO_COLOR": "", "COLORTERM": ""])
        defer { xterm.close() }
        var model = try TerminalColourTests.Model("spy-agency", ratio: 0.3, theme: "ios-dark", size: Size(width: 80, height: 24))
        let first = try Self.expectPicture(xterm, model, after: "the first frame")

        try xterm.key("Return")
        try model.play("enter")
        let expanded = try Self.expectPicture(xterm, model, after: "expand")

        let before = PreviewScreen.frame(model.model.state, size: model.size).pictures
        let size = try xterm.windowSize()
        let cell = ((size.width - 2 * XTermDisplay.border) / 80, (size.height - 2 * XTermDisplay.border) / 24)
        try xterm.key("Next")
        try model.play("pgdn")
        let away = PreviewScreen.frame(model.model.state, size: model.size).pictures
        if let old = before.first, away.first?.rect != old.rect {
            try XTermDisplay.waitUntil("the headshot's old place redrawn after scrolling") {
                Self.error(try xterm.screenshot(), rect: old.rect, cell: cell, image: old.image) > Self.bound
            }
        }
        try xterm.key("Prior")
        try model.play("pgup")
        let back = try Self.expectPicture(xterm, model, after: "scrolling away and back")

        try xterm.resize(columns: 100, rows: 30, cell: cell)
        model.resize(Size(width: 100, height: 30))
        try XTermDisplay.waitUntil("the window at 100×30") { try xterm.windowSize().width == 100 * cell.0 + 2 * XTermDisplay.border }
        try XTermDisplay.waitUntil("the screen drawn at 100×30: the status line on row 30") {
            let shot = try xterm.screenshot()
            let top = XTermDisplay.border + 29 * cell.1
            return (0..<(60 * cell.0)).contains { x in
                (0..<cell.1).contains { y in
                    let pixel = shot.pixel(x: XTermDisplay.border + x, y: top + y)
                    return pixel.0 + pixel.1 + pixel.2 > 360
                }
            }
        }
        let resized = try Self.expectPicture(xterm, model, after: "resize to 100×30")
        print("sixel headshot colour error: first \(first), expanded \(expanded), back \(back), resized \(resized)")
    }
}
