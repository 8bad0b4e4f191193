import PushPeekPresentation

/// One SGR (mode 1006) mouse report, `ESC [ < Cb ; Cx ; Cy M` (press or motion) or `… m`
/// (release): decimal fields, so columns and rows past 223 arrive intact.
///
/// Parsed here when ncurses' terminfo entry expects the classic X10 reports (`kmous=\E[M`, as
/// under `tmux-256color` and `screen`) while the terminal was asked for SGR reports too.
struct SGRMouseReport: Equatable {
    /// The button code: bits 0–1 the button (0 is the first), 32 motion, 64 the wheel; 4, 8, 16
    /// are Shift, Meta and Ctrl.
    var code: Int
    /// 0-based cell.
    var column: Int
    var row: Int
    /// `M`: a press or motion; `m`: a release.
    var isRelease: Bool

    /// The longest body accepted (three fields of up to five digits, two `;`, the final letter).
    static let maximumLength = 18

    /// Parses what follows `ESC [ <`, the final `M` or `m` included; nil unless well formed.
    init?(body: String) {
        guard body.utf8.count <= SGRMouseReport.maximumLength, let final = body.last, final == "M" || final == "m" else { return nil }
        let fields = body.dropLast().split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3, fields.allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.allSatisfy(\.isASCII) }),
              let code = Int(fields[0]), let column = Int(fields[1]), let row = Int(fields[2]), column >= 1, row >= 1 else { return nil }
        self.code = code
        self.column = column - 1
        self.row = row - 1
        isRelease = final == "m"
    }

    /// The event this report stands for, given whether the first button is held (for motion);
    /// nil for other buttons and for motion without the first button.
    func event(buttonDown: Bool) -> MouseEvent.Kind? {
        let button = code & 3
        if code & 64 != 0 { return button == 0 ? .scrollUp : (button == 1 ? .scrollDown : nil) }
        if code & 32 != 0 { return button == 0 && buttonDown ? .drag : nil }
        guard button == 0 else { return nil }
        return isRelease ? .release : .press
    }
}
