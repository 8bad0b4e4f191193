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
        guard let screen = nc_newterm() else {
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
    }

    deinit { close() }

    /// The terminal's current size in cells (`COLS` × `LINES`).
    public var size: Size {
        Size(width: max(0, Int(nc_cols())), height: max(0, Int(nc_lines())))
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
