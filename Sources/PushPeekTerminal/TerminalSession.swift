@preconcurrency import CNcurses
import PushPeekModel
import PushPeekCanvas
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The open ncurses screen: set up in `open`, put back exactly as found in `close`.
///
/// Opening checks `isatty` on stdin and stdout and uses `newterm` (never `initscr`, which exits the
/// process on an unknown `TERM`), then refuses a terminal that cannot address the cursor
/// (`TERM=dumb`), so every failure is a thrown `TerminalError`. The session runs in
/// cbreak mode (Ctrl-C raises SIGINT, see `SignalGuard`) with output flow control off (Ctrl-S and
/// Ctrl-Q are keys), with bracketed paste (mode 2004: `KeyReader` reads a paste as one event), without echo, with the keypad on, the cursor
/// hidden, a 25 ms escape delay, default colours, and mouse reporting for presses, releases and drags
/// (mode 1002) in SGR reports (mode 1006) as well as the classic ones. `close` is idempotent and also runs on deinit.
public final class TerminalSession {
    nonisolated(unsafe) private static var isOpen = false

    private var screen: OpaquePointer?
    private var savedLocale: String?
    /// True when the terminal has colours and `start_color` succeeded.
    public let hasColors: Bool
    /// True when the terminal's default colours can be used as pair colour -1.
    public let hasDefaultColors: Bool

    /// Opens the terminal named by `TERM` on stdin/stdout.
    public init() throws(TerminalError) {
        guard !TerminalSession.isOpen else { throw .alreadyOpen }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }

        // Wide characters draw as blanks unless the locale's character type is set before ncurses
        // starts. Only LC_CTYPE: it is all ncurses reads (UTF-8 or not, wcwidth, mbrtowc); the other
        // categories (a dozen more files to open) would only translate the C library's error texts,
        // which the headless `render` shows untranslated.
        savedLocale = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
        setlocale(LC_CTYPE, "")

        TerminalRestore.captureShellModes()
        SignalGuard.install()
        let windowSize = TerminalSession.windowSize()
        let smallWindows = TerminalSession.makesSmallWindows(windowSize)
        if smallWindows, let windowSize {
            setenv("LINES", String(windowSize.height), 1)
            setenv("COLUMNS", "1", 1)
        }
        let opened = nc_newterm()
        if smallWindows {
            unsetenv("LINES")
            unsetenv("COLUMNS")
        }
        guard let screen = opened else {
            SignalGuard.restore()
            TerminalSession.restoreLocale(savedLocale)
            let name = getenv("TERM").map { String(cString: $0) } ?? ""
            throw .unknownTerminal(name)
        }
        nc_set_term(screen)
        if let problem = TerminalCapabilities.fullScreenProblem() {
            // Nothing was drawn yet: endwin puts back the tty modes newterm took.
            nc_endwin()
            nc_delscreen(screen)
            SignalGuard.restore()
            TerminalSession.restoreLocale(savedLocale)
            throw .incapableTerminal(getenv("TERM").map { String(cString: $0) } ?? "", problem)
        }
        self.screen = screen
        TerminalSession.isOpen = true
        if smallWindows, let windowSize, !TerminalRunLoop.writesColorsItself {
            // ncurses draws (its painter): its windows are the terminal's width after all.
            _ = nc_resize_term(Int32(windowSize.height), Int32(windowSize.width))
        }

        nc_enter_modes(25)
        // Ctrl-S and Ctrl-Q are keys, not flow control; recorded as the program's mode.
        TerminalRestore.disableFlowControl()
        TerminalSession.defineMissingKeys()

        var colors = false
        var defaults = false
        if nc_has_colors() == 1, nc_start_color() == NC_OK {
            colors = true
            defaults = nc_use_default_colors() == NC_OK
        }
        hasColors = colors
        hasDefaultColors = defaults

        nc_mouse_on()

        // Enter the screen (alternate screen, keypad-transmit, mouse 1000) before asking for drags:
        // ncurses sends those on the first refresh, and 1002 must follow them.
        nc_refresh()
        nc_mouse_drag_on()
        nc_bracketed_paste_on()
        TerminalRestore.prepareLeavingSequence()
        // Keys typed while the terminal was asked about pictures come first (ungetch is a stack).
        for byte in GraphicsDetector.typedAhead.reversed() { _ = nc_ungetch(Int32(byte)) }
        GraphicsDetector.typedAhead = []
    }

    deinit { close() }

    /// The terminal's current size in cells (`COLS` × `LINES`, or `TIOCGWINSZ`'s while ncurses'
    /// windows are still one column wide).
    public var size: Size {
        if nc_cols() == 1, let windowSize = TerminalSession.windowSize() { return windowSize }
        return Size(width: max(0, Int(nc_cols())), height: max(0, Int(nc_lines())))
    }

    /// Whether ncurses' own windows (stdscr, curscr, newscr) are made one column wide when the
    /// session opens, by `LINES` (the terminal's height, so the scrolling region ncurses sets and
    /// the line it leaves the cursor on are the terminal's) and `COLUMNS` (1) in the environment
    /// while `newterm` reads them: `AnsiPainter` writes the screen itself and never draws into
    /// them, and three windows of the terminal's size cost ncurses about 0.9 M instructions and 85
    /// page faults before the first frame (filling every cell with blanks and comparing them on the
    /// first refresh). Not when the user set `LINES` or `COLUMNS` (ncurses' size then, which `size`
    /// reports), nor when the terminal does not say its size. On the first resize ncurses makes
    /// them the terminal's size (`KEY_RESIZE`).
    ///
    /// The environment is changed while the only other threads (the map's, the pictures') read none of it.
    static func makesSmallWindows(_ windowSize: Size?) -> Bool {
        guard let windowSize, windowSize.width > 1 || windowSize.height > 1 else { return false }
        return getenv("LINES") == nil && getenv("COLUMNS") == nil
    }

    /// The terminal's size from `TIOCGWINSZ` on standard output; nil when it does not say.
    static func windowSize() -> Size? {
        guard let size = WindowSizeQuery.current(), size.ws_col > 0, size.ws_row > 0 else { return nil }
        return Size(width: Int(size.ws_col), height: Int(size.ws_row))
    }

    /// The most colours this terminal can show through ncurses: ncurses only draws 24-bit colour
    /// under a `*-direct` terminfo entry, which it reports with a `COLORS` of 2^24 — then this is
    /// `.trueColor`. (`COLORTERM=truecolor` raises it where pushpeek paints itself:
    /// `ColorDepthDetector.raised`.)
    public var colorDepth: ColorDepth {
        ColorDepthDetector.detect(hasColors: hasColors, colors: Int(nc_colors()))
    }

    /// Turns drag reporting back on (after a resize or anything else that may have reset it).
    public func reassertMouseDrags() {
        guard screen != nil else { return }
        nc_mouse_drag_on()
    }

    /// Enters the screen again after the process was stopped (Ctrl-Z) and continued (`fg`):
    /// refreshing after `endwin` puts back the alternate screen, tty modes, keypad and ncurses' mouse
    /// reporting; drag tracking follows them. The caller repaints everything.
    public func resume() {
        guard screen != nil else { return }
        nc_curs_set(0)
        nc_refresh_all()
        nc_mouse_drag_on()
        nc_bracketed_paste_on()
    }

    /// Rings the terminal bell.
    public func bell() {
        guard screen != nil else { return }
        nc_beep()
    }

    /// Restores the terminal: drag tracking off, `endwin` (normal screen, cursor, tty modes),
    /// `delscreen`, the signal dispositions and the locale as they were. Safe to call twice.
    public func close() {
        guard let screen else { return }
        self.screen = nil
        if SignalGuard.resetsAttributes {
            nc_sgr_reset()
            SignalGuard.resetsAttributes = false
        }
        nc_bracketed_paste_off()
        nc_mouse_drag_off()
        nc_mouse_off()
        nc_curs_set(1)
        nc_endwin()
        nc_delscreen(screen)
        SignalGuard.restore()
        TerminalSession.restoreLocale(savedLocale)
        TerminalSession.isOpen = false
    }

    /// Home/End as tmux, screen and rxvt send them (ESC[1~ ESC[4~, ESC[7~ ESC[8~) and as xterm sends
    /// them outside application mode (ESC[H ESC[F): taught to ncurses where the terminfo entry lacks them
    /// (under `TERM=xterm-256color` inside tmux they would otherwise arrive as four separate keys).
    private static func defineMissingKeys() {
        let keys: [(String, Int32)] = [
            ("\u{1b}[1~", NC_KEY_HOME), ("\u{1b}[4~", NC_KEY_END), ("\u{1b}[7~", NC_KEY_HOME), ("\u{1b}[8~", NC_KEY_END),
            ("\u{1b}[H", NC_KEY_HOME), ("\u{1b}[F", NC_KEY_END), ("\u{1b}OH", NC_KEY_HOME), ("\u{1b}OF", NC_KEY_END),
        ]
        for (sequence, code) in keys where nc_key_defined(sequence) == 0 {
            nc_define_key(sequence, code)
        }
        // SGR mouse reports (mode 1006, asked for in `nc_mouse_drag_on`) where terminfo knows only
        // the classic ones: `KeyReader` reads the rest of the report.
        if nc_key_defined("\u{1b}[<") == 0 {
            nc_define_key("\u{1b}[<", KeyReader.sgrMouseKey)
        }
        // Bracketed paste (mode 2004, asked for in `nc_bracketed_paste_on`): `KeyReader` reads the text between.
        nc_define_key("\u{1b}[200~", KeyReader.pasteStartKey)
        nc_define_key("\u{1b}[201~", KeyReader.pasteEndKey)
    }

    private static func restoreLocale(_ locale: String?) {
        if let locale { setlocale(LC_CTYPE, locale) }
    }
}
