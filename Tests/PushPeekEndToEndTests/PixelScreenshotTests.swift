import Foundation
import Testing
import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekPresentation
import PushPeekInteraction
import PushPeekSession
import PushPeekImages
import PushPeekMapArchives

/// Pictures in pixels in real terminals on Xvfb, compared with what the model draws: the demo's
/// headshot in kitty (the kitty graphics protocol; software OpenGL), and the Helsinki courier's
/// map in pixels in kitty and in xterm as a VT340 (sixel), against the rasteriser's own picture
/// at the cell size the terminal reports. Every wait polls a screenshot (or the window), never a
/// fixed sleep. The error measure and its bound are `SixelScreenshotTests`'.
@Suite("Pictures in pixels in kitty and xterm (Xvfb)", .serialized)
struct PixelScreenshotTests {
    static let columns = 80, rows = 24
    static var kittyMissing: String {
        let missing = XTermDisplay.missingPackages
        return ExternalTool.has("kitty") ? missing : (missing + " kitty").trimmingCharacters(in: .whitespaces)
    }

    static let environment = ["TERM": "xterm-256color", "LANG": SixelScreenshotTests.utf8Locale, "SWIFT_BACKTRACE": "enable=no", "NO_COLOR": "",
                              "COLORTERM": ""]

    /// kitty with no configuration file, no padding (the cells start at the window's corner), a
    /// fixed font, and software OpenGL (Xvfb has no GPU), running `arguments`.
    static func kitty(_ arguments: [String]) throws -> XTermDisplay {
        let command = ["kitty", "--config", "NONE", "-o", "font_family=DejaVu Sans Mono", "-o", "font_size=11", "-o", "window_padding_width=0",
                       "-o", "initial_window_width=\(columns)c", "-o", "initial_window_height=\(rows)c", "-o", "remember_window_size=no",
                       "-o", "enable_audio_bell=no", "env"] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + arguments
        return try XTermDisplay(terminal: command, environment: ["LIBGL_ALWAYS_SOFTWARE": "1"])
    }

    /// kitty's cell in pixels once its window has settled at `columns`×`rows`. kitty opens its window
    /// at a default size (640×480) and sets the cells asked for only once it knows the screen's DPI;
    /// read in between, the window's geometry gives a wrong cell (8×20 where kitty's is 9×18), and
    /// every picture area is measured in the wrong place. So this waits until the program in kitty
    /// sees `columns`×`rows` cells and the window is that many of the cells kitty reports.
    static func settledCell(_ kitty: XTermDisplay) throws -> (width: Int, height: Int) {
        var cell = (width: 0, height: 0)
        try XTermDisplay.waitUntil("kitty's window at \(columns)×\(rows) cells") {
            guard let size = kitty.programTerminalSize(), size.columns == columns, size.rows == rows,
                  size.width >= columns, size.height >= rows else { return false }
            cell = (size.width / columns, size.height / rows)
            let window = try kitty.windowSize()
            return window.width / columns == cell.width && window.height / rows == cell.height
        }
        return cell
    }

    /// The cell size in pixels: the window's inside over the cells.
    static func cell(_ display: XTermDisplay, border: Int) throws -> (width: Int, height: Int) {
        let size = try display.windowSize()
        return ((size.width - 2 * border) / columns, (size.height - 2 * border) / rows)
    }

    /// Waits until the screen shows `picture` within the bound; returns the error measured.
    static func expect(_ display: XTermDisplay, _ picture: ScreenPicture, cell: (width: Int, height: Int), border: Int, band: Int,
                       what: String) throws -> Double {
        var last = Double.infinity
        do {
            try XTermDisplay.waitUntil(what) {
                last = SixelScreenshotTests.error(try display.screenshot(), rect: picture.rect, cell: cell, image: picture.image,
                                                  border: border, band: band)
                return last < SixelScreenshotTests.bound
            }
        } catch {
            Issue.record("\(what): the picture's area errs by \(last), over \(SixelScreenshotTests.bound)")
            return last
        }
        let flipped = SixelScreenshotTests.error(try display.screenshot(), rect: picture.rect, cell: cell, image: picture.image, flipped: true,
                                                 border: border, band: band)
        #expect(flipped > 2 * SixelScreenshotTests.bound, "\(what): the measure tells the picture from itself upside down (\(flipped))")
        return last
    }

    @Test("the headshot in kitty's pixels: first frame, expanded, scrolled away and back",
          .enabled(if: kittyMissing.isEmpty, "needs \(kittyMissing) (apt-get install)"))
    func headshotInKitty() throws {
        try #require(ChafaSymbols.renderer != nil, "built with libchafa")
        let kitty = try Self.kitty([try BinaryPath.pushpeek(), "demo", "spy-agency", "--ratio", "0.3", "--theme", "ios-dark", "--graphics", "kitty"])
        defer { kitty.close() }
        var model = try TerminalColourTests.Model("spy-agency", ratio: 0.3, theme: "ios-dark", size: Size(width: Self.columns, height: Self.rows))
        let cell = try Self.settledCell(kitty)
        func headshot(_ step: String) throws -> Double {
            let picture = try #require(PreviewScreen.frame(model.model.state, size: model.size).pictures.first, "after \(step): the headshot in view")
            return try Self.expect(kitty, picture, cell: cell, border: 0, band: 1, what: "the headshot in kitty after \(step)")
        }
        let first = try headshot("the first frame")
        try kitty.key("Return")
        try model.play("enter")
        let expanded = try headshot("expand")
        let before = PreviewScreen.frame(model.model.state, size: model.size).pictures
        try kitty.key("Next")
        try model.play("pgdn")
        let away = PreviewScreen.frame(model.model.state, size: model.size).pictures
        if let old = before.first, away.first?.rect != old.rect {
            try XTermDisplay.waitUntil("the headshot's placement deleted after scrolling") {
                SixelScreenshotTests.error(try kitty.screenshot(), rect: old.rect, cell: cell, image: old.image, border: 0, band: 1)
                    > SixelScreenshotTests.bound
            }
        }
        try kitty.key("Prior")
        try model.play("pgup")
        let back = try headshot("scrolling away and back")
        print("kitty headshot colour error: first \(first), expanded \(expanded), back \(back)")
    }

    /// Waits until the banner's first rows show text (bright pixels), so keys reach a running preview.
    static func waitForText(_ display: XTermDisplay, cell: (width: Int, height: Int), border: Int) throws {
        try XTermDisplay.waitUntil("the banner drawn") {
            let shot = try display.screenshot()
            return (0..<(40 * cell.width)).contains { x in
                (0..<(3 * cell.height)).contains { y in
                    let pixel = shot.pixel(x: border + x, y: border + y)
                    return pixel.0 + pixel.1 + pixel.2 > 360
                }
            }
        }
    }

    /// The Helsinki courier expanded, as the binary draws it with maps in pixels at `cell`.
    static func courier(cell: (width: Int, height: Int)) throws -> (model: TerminalColourTests.Model, map: ScreenPicture) {
        var model = try TerminalColourTests.Model("helsinki-courier", ratio: 0.6, theme: "ios-dark", size: Size(width: columns, height: rows),
                                                  mapSupport: MapArchiveReader())
        let theme = try #require(ThemeLoader.builtin(named: "ios-dark"))
        model.model.state.options.mapPicture = MapPictureOptions(cellPixels: Size(width: cell.width, height: cell.height),
                                                                 colors: MapPictureColors(theme: theme))
        try model.play("enter")
        let map = try #require(PreviewScreen.frame(model.model.state, size: model.size).pictures.first { $0.image.width == $0.rect.width * cell.width },
                               "the map wholly in view, in pixels")
        return (model, map)
    }

    @Test("the Helsinki courier's map in pixels in xterm (sixel) and kitty, as the rasteriser draws it",
          .enabled(if: XTermDisplay.missingPackages.isEmpty, "needs \(XTermDisplay.missingPackages) (apt-get install)"))
    func mapInPixels() throws {
        try #require(ChafaSymbols.renderer != nil, "built with libchafa")
        let arguments = [try BinaryPath.pushpeek(), "demo", "helsinki-courier", "--ratio", "0.6", "--theme", "ios-dark"]
        var errors: [String] = []
        let xterm = try XTermDisplay(arguments + ["--graphics", "sixel"], columns: Self.columns, rows: Self.rows, environment: Self.environment)
        do {
            defer { xterm.close() }
            let cell = try Self.cell(xterm, border: XTermDisplay.border)
            let (_, map) = try Self.courier(cell: cell)
            try Self.waitForText(xterm, cell: cell, border: XTermDisplay.border)
            try xterm.key("Return")
            errors.append("xterm \(try Self.expect(xterm, map, cell: cell, border: XTermDisplay.border, band: 6, what: "the map in sixel"))")
        }
        if ExternalTool.has("kitty") {
            let kitty = try Self.kitty(arguments + ["--graphics", "kitty"])
            defer { kitty.close() }
            let cell = try Self.settledCell(kitty)
            let (_, map) = try Self.courier(cell: cell)
            try Self.waitForText(kitty, cell: cell, border: 0)
            try kitty.key("Return")
            errors.append("kitty \(try Self.expect(kitty, map, cell: cell, border: 0, band: 1, what: "the map in kitty"))")
        }
        print("map colour error: \(errors.joined(separator: ", "))")
    }
}
