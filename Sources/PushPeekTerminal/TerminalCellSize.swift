#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekModel

/// The size of the terminal's character cell in pixels, which pictures in pixels are drawn at.
public enum TerminalCellSize {
    /// When the terminal does not say (`TIOCGWINSZ` gives 0): the SVG pictures' cell, a common one.
    public static let fallback = Size(width: 10, height: 20)

    /// What the terminal answered to `CSI 16 t` when `GraphicsDetector` asked (set before the
    /// screen opens, on the one thread that draws).
    nonisolated(unsafe) public static var reported: Size?

    /// The cell size from `TIOCGWINSZ` on standard output, else what the terminal reported, else `fallback`.
    public static func pixels() -> Size {
        guard let size = WindowSizeQuery.current(), size.ws_col > 0, size.ws_row > 0,
              size.ws_xpixel >= size.ws_col, size.ws_ypixel >= size.ws_row else { return reported ?? fallback }
        return Size(width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row))
    }
}
