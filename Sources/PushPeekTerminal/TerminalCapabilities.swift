@preconcurrency import CNcurses

/// What the terminfo entry of the open terminal says about drawing, for choosing a painter.
struct TerminalCapabilities {
    /// Cursor addressing is ECMA-48 (`ESC [ row ; col H`): the terminal takes ANSI sequences, so
    /// `AnsiPainter` can write directly.
    var isANSI: Bool
    /// Back-colour erase: clearing fills with the current background colour.
    var backColorErase: Bool
    /// Writing the bottom-right cell would scroll the screen (automatic margins without the
    /// xterm-style delayed wrap).
    var lastCellScrolls: Bool

    /// Reads the current terminal's entry (after `newterm`).
    static func current() -> TerminalCapabilities {
        var isANSI = false
        if let cup = nc_tigetstr("cup"), Int(bitPattern: cup) != -1 {
            isANSI = String(cString: cup).hasPrefix("\u{1B}[")
        }
        return TerminalCapabilities(isANSI: isANSI, backColorErase: nc_tigetflag("bce") == 1,
                                    lastCellScrolls: nc_tigetflag("am") == 1 && nc_tigetflag("xenl") != 1)
    }
}
