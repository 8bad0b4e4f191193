@preconcurrency import CNcurses
import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paints grids by writing ANSI sequences itself, for terminals whose terminfo entry is ANSI
/// (`TerminalCapabilities.isANSI`); ncurses still owns the session (modes, input, mouse, restore).
///
/// Why not `doupdate`: ncurses sets colours again at the start of every update and resets them at
/// its end (about 35 bytes a key before any content) and repaints blanks whose only difference is an
/// invisible foreground. The bytes come from the core's `ScreenRepaint`, which keeps the terminal's
/// SGR state and cursor between updates; each update goes out in one `write(2)`.
///
/// Before a full paint (first frame, resize) ncurses is let to flush whatever it has pending (it
/// redraws its own empty screen after a resize); stdscr is never drawn into, so `get_wch` has no
/// reason to refresh it later.
public final class AnsiPainter: ScreenPainter {
    private var repaint: ScreenRepaint
    /// Pictures in pixels, when the terminal shows them (`--graphics`).
    private let pictures: PicturePainter?

    init(theme: Theme, colorDepth: ColorDepth, defaultColors: Bool, capabilities: TerminalCapabilities, pixels: PictureEncoder? = nil) {
        repaint = ScreenRepaint(mapping: StyleMapping(theme: theme, depth: colorDepth, defaultColors: defaultColors),
                                backColorErase: capabilities.backColorErase, lastCellScrolls: capabilities.lastCellScrolls)
        pictures = pixels.map { PicturePainter(encoder: $0, cellPixels: TerminalCellSize.pixels()) }
        SignalGuard.resetsAttributes = true
    }

    public func invalidate() {
        repaint.invalidate()
        pictures?.invalidate(cellPixels: TerminalCellSize.pixels())
    }

    public func paint(_ grid: CellGrid, screen: Size) {
        paint(grid, pictures: [], screen: screen)
    }

    public func paint(_ grid: CellGrid, pictures shownPictures: [ScreenPicture], screen: Size) {
        if repaint.needsClear(for: grid, screen: screen) {
            nc_refresh_if_pending()
            repaint.invalidate()  // ncurses may have changed the colours and moved the cursor
            pictures?.invalidate(cellPixels: TerminalCellSize.pixels())
        }
        repaint.paint(grid, screen: screen)
        var bytes = repaint.takeBytes()
        if let pictures {
            let pixels = pictures.bytes(for: shownPictures, grid: grid)
            if !pixels.isEmpty {
                bytes += pixels
                repaint.forgetCursor()
            }
        }
        Self.writeAll(bytes, to: STDOUT_FILENO)
    }

    /// Writes all of `bytes`, retrying after interruptions.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { break }
            offset += written
        }
    }
}
