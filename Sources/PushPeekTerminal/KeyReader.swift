@preconcurrency import CNcurses
import PushPeekJSON
import PushPeekModel
import PushPeekPresentation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input with `get_wch` and turns it into core `Event`s.
///
/// Keys: printable characters → `.character` (space → `.space`); Tab, Shift-Tab, Enter (10, 13,
/// KEY_ENTER), Esc, Backspace (KEY_BACKSPACE, 127, 8), Delete, arrows, Shift-Left/Right, Home, End,
/// Page Up/Down (Find/Select count as Home/End), F1; other Ctrl-letters → `.control(letter)`. KEY_RESIZE → `.resize(COLS × LINES)`.
/// A bracketed paste (`ESC[200~ … ESC[201~`) → one `.paste`, never keys.
/// Mouse (button 1 only), from ncurses or from SGR reports it does not parse itself: press, release, drag (motion while the button is remembered down — ncurses
/// reports motion as `REPORT_MOUSE_POSITION` without a button bit), wheel up/down. Unknown keys are
/// skipped. An ERR from a blocking read is the end of input (the terminal went away), never retried,
/// so the loop cannot spin.
public struct KeyReader {
    /// What one read produced.
    public enum Input: Sendable {
        case event(Event)
        /// Nothing arrived within the timeout.
        case timeout
        /// Something arrived that maps to no event (an unknown function key, a stray mouse report).
        case ignored
        /// Input is gone: stop reading.
        case endOfInput
    }

    private var buttonDown = false
    /// Consecutive timed reads that failed long before their timeout with nothing to read.
    private var earlyFailures = 0
    /// Mouse events read together with an earlier one, handed out before anything new is read.
    private var pending: [Event] = []

    public init() {}

    /// Waits for input: forever when `timeout` is nil, else at most `timeout` milliseconds
    /// (0 = only what is already pending).
    public mutating func read(timeout milliseconds: Int? = nil) -> Input {
        if !pending.isEmpty { return .event(pending.removeFirst()) }
        nc_timeout(Int32(clamping: milliseconds ?? -1))
        let started = MonotonicClock.milliseconds()
        var character: UInt32 = 0
        errno = 0
        let status = nc_get_wch(&character)
        if status == NC_KEY_CODE_YES {
            earlyFailures = 0
            return functionKey(Int32(truncatingIfNeeded: character))
        }
        if status == NC_OK {
            earlyFailures = 0
            return plainCharacter(character)
        }
        if errno == EINTR { return .ignored }
        guard let milliseconds else { return .endOfInput }
        return timedFailure(timeout: milliseconds, elapsed: MonotonicClock.milliseconds() - started)
    }

    /// A timed read's ERR is usually the timeout. It is the end of input when the descriptor reports a
    /// hang-up or error, or when reads keep failing at once, well before their timeout.
    private mutating func timedFailure(timeout: Int, elapsed: Int) -> Input {
        guard timeout > 0 else { return .timeout }
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        if poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            return .endOfInput
        }
        if elapsed * 2 < timeout {
            earlyFailures += 1
            if earlyFailures >= 3 { return .endOfInput }
        } else {
            earlyFailures = 0
        }
        return .timeout
    }

    private func plainCharacter(_ value: UInt32) -> Input {
        switch value {
        case 9: return .event(.key(.tab))
        case 10, 13: return .event(.key(.enter))
        case 27: return .event(.key(.escape))
        case 8, 127: return .event(.key(.backspace))
        case 32: return .event(.key(.space))
        case 1...26:
            guard let letter = Unicode.Scalar(value + 96) else { return .ignored }
            return .event(.key(.control(Character(letter))))
        default:
            guard let scalar = Unicode.Scalar(value), !TerminalSafeText.isUnsafe(scalar) else { return .ignored }
            return .event(.key(.character(Character(scalar))))
        }
    }

    private mutating func functionKey(_ code: Int32) -> Input {
        let keys: [Int32: Key] = [
            NC_KEY_BTAB: .backTab, NC_KEY_ENTER: .enter, NC_KEY_BACKSPACE: .backspace, NC_KEY_DC: .delete,
            NC_KEY_UP: .up, NC_KEY_DOWN: .down, NC_KEY_LEFT: .left, NC_KEY_RIGHT: .right,
            NC_KEY_SLEFT: .shiftLeft, NC_KEY_SRIGHT: .shiftRight, NC_KEY_HOME: .home, NC_KEY_END: .end,
            NC_KEY_PPAGE: .pageUp, NC_KEY_NPAGE: .pageDown,
            // tmux, screen and rxvt send Home/End as ESC[1~ / ESC[4~, which xterm's terminfo calls Find/Select.
            NC_KEY_FIND: .home, NC_KEY_SELECT: .end,
            nc_key_f(1): .f1,
        ]
        if let key = keys[code] { return .event(.key(key)) }
        switch code {
        case NC_KEY_RESIZE:
            return .event(.resize(Size(width: max(0, Int(nc_cols())), height: max(0, Int(nc_lines())))))
        case NC_KEY_MOUSE:
            return mouse()
        case KeyReader.sgrMouseKey:
            return sgrMouse()
        case KeyReader.pasteStartKey:
            return paste()
        default:
            return .ignored
        }
    }

    /// The key code `TerminalSession` teaches ncurses for `ESC [ <` (an SGR mouse report) when the
    /// terminfo entry expects classic reports; above every code ncurses hands out itself.
    static let sgrMouseKey: Int32 = NC_KEY_MAX + 0x200

    /// The key codes `TerminalSession` teaches ncurses for the start and end of a bracketed paste
    /// (`ESC[200~`, `ESC[201~`).
    static let pasteStartKey: Int32 = NC_KEY_MAX + 0x201
    static let pasteEndKey: Int32 = NC_KEY_MAX + 0x202
    /// Milliseconds a paste may pause before the rest is taken as lost (the terminal went away).
    static let pastePause: Int32 = 500

    /// The text of a bracketed paste up to its end, as one event: at most `Paste.limit` bytes kept,
    /// the rest read and dropped (so none of it runs as keys); carriage returns as newlines (CR LF as
    /// one), tabs kept, other control characters and any function key inside dropped. A resize met
    /// inside follows the paste. Linear in the paste's length.
    private mutating func paste() -> Input {
        nc_timeout(KeyReader.pastePause)
        var text = String.UnicodeScalarView()
        var bytes = 0
        var isCut = false
        var afterReturn = false
        while true {
            var character: UInt32 = 0
            let status = nc_get_wch(&character)
            if status == NC_KEY_CODE_YES {
                let code = Int32(truncatingIfNeeded: character)
                if code == KeyReader.pasteEndKey { break }
                if code == NC_KEY_RESIZE, case .event(let resize) = functionKey(code) { pending.append(resize) }
                continue
            }
            if status != NC_OK {
                if errno == EINTR { continue }
                break
            }
            let value = UInt32(truncatingIfNeeded: character)
            let wasReturn = afterReturn
            afterReturn = value == 13
            let scalar: Unicode.Scalar?
            switch value {
            case 13: scalar = "\n"
            case 10: scalar = wasReturn ? nil : "\n"
            case 9: scalar = "\t"
            default:
                scalar = Unicode.Scalar(value).flatMap { TerminalSafeText.isUnsafe($0) ? nil : $0 }
            }
            guard let scalar else { continue }
            let length = scalar.utf8.count
            if isCut || bytes + length > Paste.limit {
                isCut = true
                continue
            }
            bytes += length
            text.append(scalar)
        }
        return .event(.paste(Paste(String(text), isCut: isCut)))
    }

    /// The rest of an SGR mouse report after `ESC [ <` (at most a few bytes, read as they are
    /// already queued, each within 50 ms), as a mouse event.
    private mutating func sgrMouse() -> Input {
        nc_timeout(50)
        var body = ""
        while body.utf8.count < SGRMouseReport.maximumLength {
            var character: UInt32 = 0
            guard nc_get_wch(&character) == NC_OK, let scalar = Unicode.Scalar(character) else { break }
            body.unicodeScalars.append(scalar)
            if scalar == "M" || scalar == "m" { break }
        }
        guard let report = SGRMouseReport(body: body), let kind = report.event(buttonDown: buttonDown) else { return .ignored }
        if kind == .press { buttonDown = true }
        if kind == .release { buttonDown = false }
        return .event(.mouse(MouseEvent(kind, at: Point(x: report.column, y: report.row))))
    }

    /// All mouse reports behind one KEY_MOUSE, oldest first. When several reports are already queued
    /// (a press and the first drag arriving in one read: a busy machine, a slow link), ncurses reads
    /// them all for one KEY_MOUSE, and `getmouse` hands them out newest first, stepping back through
    /// its queue. Taking only the newest lost the press, so the drag that followed was ignored.
    private mutating func mouse() -> Input {
        var reports: [nc_mouse_report] = []
        var report = nc_mouse_report()
        while reports.count < 32, nc_getmouse(&report) == NC_OK {
            reports.append(report)
        }
        var events = reports.reversed().compactMap { translate($0) }
        guard !events.isEmpty else { return .ignored }
        let first = events.removeFirst()
        pending += events
        return .event(first)
    }

    /// One mouse report as an event, tracking whether button 1 is down (for drags).
    private mutating func translate(_ report: nc_mouse_report) -> Event? {
        let point = Point(x: Int(report.x), y: Int(report.y))
        let state = report.state
        if state & nc_button4_pressed() != 0 { return .mouse(MouseEvent(.scrollUp, at: point)) }
        if state & nc_button5_pressed() != 0 { return .mouse(MouseEvent(.scrollDown, at: point)) }
        if state & nc_button1_pressed() != 0 {
            buttonDown = true
            return .mouse(MouseEvent(.press, at: point))
        }
        if state & nc_button1_clicked() != 0 {
            // A press and release that ncurses merged into a click: the press is what activates.
            buttonDown = false
            return .mouse(MouseEvent(.press, at: point))
        }
        if state & nc_button1_released() != 0 {
            buttonDown = false
            return .mouse(MouseEvent(.release, at: point))
        }
        if state & nc_report_mouse_position() != 0 {
            return buttonDown ? .mouse(MouseEvent(.drag, at: point)) : nil
        }
        return nil
    }
}
