#if canImport(CChafa)
import CChafa
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekModel
import PushPeekCanvas

/// Pictures as libchafa draws them: block, quadrant and eighth-block symbols, each cell with the
/// foreground and background colour that best show its part of the picture, chosen from the
/// terminal's palette (24-bit, the 240 colours of the 256-colour cube and ramp, 16 with ordered
/// dithering, 8 without: dithering turned the demo headshot's grey backdrop into cyan and magenta
/// noise that hid the face). Present when the program was built with libchafa (Linux's
/// `libchafa-dev`, Homebrew's `chafa`); without it, `renderer` is nil and half blocks draw.
///
/// Cells come back in palette colours (`XtermPalette`) so the painter draws exactly the colours
/// libchafa chose; the picture lies where `ImageCellRenderer.fittedFrame` puts it. A drawn picture
/// is kept (per image, box, depth and backdrop) so a frame redrawn after a key costs no libchafa call.
public enum ChafaSymbols {
    /// libchafa's renderer, or nil when this build has no libchafa. Its cache is made with the first
    /// picture, so a run that draws none does not pay for it.
    public static let renderer: PictureRenderer? = {
        #if canImport(CChafa)
        return renderer(keepingIn: { sharedCache })
        #else
        return nil
        #endif
    }()

    /// Starts libchafa's one-time set-up (its tables of every symbol, about 3.3 million instructions)
    /// on a thread of the `WorkerPool`, so that it overlaps loading and the terminal's detection
    /// instead of delaying the first frame; the thread then waits for the next piece of work (a
    /// picture's encoding in pixels), which costs no new thread. Only the first call starts it;
    /// without libchafa it does nothing.
    public static func prepareInBackground() {
        #if canImport(CChafa)
        _ = preparing
        #endif
    }

    #if canImport(CChafa)
    /// Whether the set-up was handed to a thread (the first drawing sets libchafa up otherwise).
    private static let preparing: Bool = WorkerThread.detached { _ = ppchafa_symbol_map() }
    #endif

    /// libchafa's renderer (equal to `renderer`, and sharing its drawings) that, before it draws a
    /// picture's symbols, starts encoding the picture in `pixels` for the cells it fills, of
    /// `cellPixels` each (`PictureEncoder.encodeAhead`): the painter then finds the picture's
    /// sequence made, or waits for the rest of it, instead of encoding it after the frame's cells.
    /// Nil without libchafa.
    public static func renderer(encodingAheadIn pixels: PictureEncoder, cellPixels: Size) -> PictureRenderer? {
        #if canImport(CChafa)
        return renderer(keepingIn: { sharedCache }) { image, box in
            let frame = ImageCellRenderer.fittedFrame(imageWidth: image.width, imageHeight: image.height, box: box)
            pixels.encodeAhead(image, cells: Size(width: frame.width, height: (frame.height + 1) / 2), cellPixels: cellPixels)
        }
        #else
        return nil
        #endif
    }

    #if canImport(CChafa)
    /// The pictures `renderer` drew.
    private static let sharedCache = ChafaSymbolCache()

    /// A renderer that keeps its pictures in the cache `cache` returns (asked at each picture);
    /// `beforeDrawing` is told each picture and box it is about to draw (not those it finds kept).
    package static func renderer(keepingIn cache: @escaping @Sendable () -> ChafaSymbolCache,
                                 beforeDrawing: (@Sendable (RasterImage, Size) -> Void)? = nil) -> PictureRenderer {
        PictureRenderer(name: "libchafa", drawsFewColors: true) { image, size, depth, backdrop in
            cache().cells(for: ChafaSymbolCache.Key(image: image, size: size, depth: depth, backdrop: backdrop), image: image) {
                beforeDrawing?(image, size)
                return draw(image, size: size, depth: depth, backdrop: backdrop)
            }
        }
    }

    /// Draws `image` into a `size` box at `depth` with libchafa (no cache).
    package static func draw(_ image: RasterImage, size: Size, depth: ColorDepth, backdrop: RGB?) -> CellGrid {
        var grid = CellGrid(width: size.width, height: size.height, fill: Cell.blank(.plain))
        guard grid.width > 0, grid.height > 0, image.width > 0, image.height > 0 else { return grid }
        let frame = ImageCellRenderer.fittedFrame(imageWidth: image.width, imageHeight: image.height, box: Size(width: grid.width, height: grid.height))
        let columns = frame.width
        let rows = (frame.height + 1) / 2
        let count = columns * rows
        var symbols = [UInt32](repeating: 32, count: count)
        var foregrounds = [Int32](repeating: PPCHAFA_TRANSPARENT, count: count)
        var backgrounds = [Int32](repeating: PPCHAFA_TRANSPARENT, count: count)
        let pixels = backdrop.map { composited(image.pixels, over: $0) } ?? image.pixels
        let palette = Self.palette(for: depth)
        let status = ppchafa_draw_symbols(pixels, Int32(image.width), Int32(image.height), Int32(columns), Int32(rows), palette,
                                          &symbols, &foregrounds, &backgrounds)
        guard status == 0 else {
            return ImageCellRenderer.render(image, size: size, depth: depth, mono: false, backdrop: backdrop)
        }
        for row in 0..<rows {
            for column in 0..<columns {
                let index = row * columns + column
                let cell = Self.cell(symbol: symbols[index], foreground: foregrounds[index], background: backgrounds[index], palette: palette)
                grid.set(cell, x: frame.x + column, y: frame.y / 2 + row)
            }
        }
        return grid
    }

    private static func palette(for depth: ColorDepth) -> Int32 {
        switch depth {
        case .trueColor, .none: return Int32(PPCHAFA_TRUECOLOR)
        case .ansi256: return Int32(PPCHAFA_INDEXED_240)
        case .ansi16: return Int32(PPCHAFA_INDEXED_16)
        case .ansi8: return Int32(PPCHAFA_INDEXED_8)
        }
    }

    /// One cell: a transparent colour shows the card; a symbol wider than a cell (never chosen from
    /// libchafa's narrow set) is drawn as its background.
    private static func cell(symbol: UInt32, foreground: Int32, background: Int32, palette: Int32) -> Cell {
        func color(_ value: Int32) -> Color {
            guard value != PPCHAFA_TRANSPARENT else { return .role(.card) }
            if palette == Int32(PPCHAFA_TRUECOLOR) {
                return .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
            }
            let rgb = XtermPalette.rgb(Int(value))
            return .rgb(rgb.red, rgb.green, rgb.blue)
        }
        if foreground == PPCHAFA_TRANSPARENT && background == PPCHAFA_TRANSPARENT { return Cell.blank(.plain) }
        var text = " "
        if let scalar = Unicode.Scalar(symbol), DisplayWidth.of(scalar) == 1, scalar.value >= 0x20 { text = String(Character(scalar)) }
        return Cell(text: text, style: Style(foreground: color(foreground), background: color(background)))
    }

    /// The picture over an opaque colour: every pixel opaque.
    private static func composited(_ pixels: [UInt8], over backdrop: RGB) -> [UInt8] {
        var result = pixels
        let under = [Int(backdrop.red), Int(backdrop.green), Int(backdrop.blue)]
        var index = 0
        while index + 3 < result.count {
            let alpha = Int(result[index + 3])
            for channel in 0..<3 {
                result[index + channel] = UInt8((Int(result[index + channel]) * alpha + under[channel] * (255 - alpha) + 127) / 255)
            }
            result[index + 3] = 255
            index += 4
        }
        return result
    }
    #endif
}
