/// A way a terminal shows real pixels (`--graphics`).
public enum GraphicsProtocol: String, Sendable, CaseIterable {
    /// DEC sixel: xterm (`-ti vt340`), foot, mlterm, WezTerm, iTerm2, Windows Terminal.
    case sixel
    /// The kitty graphics protocol: kitty, WezTerm, Ghostty.
    case kitty
    /// iTerm2's inline images (OSC 1337): iTerm2, WezTerm.
    case iterm2

    /// Whether text written over a picture's cells replaces its pixels (sixel, iTerm2); kitty keeps
    /// pictures on a layer of their own, removed only by a delete command.
    public var textReplacesPixels: Bool { self != .kitty }
}
