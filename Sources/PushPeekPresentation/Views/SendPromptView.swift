import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekSend

/// "Send this payload?": the send key's confirmation, over the card in the middle of the screen
/// (never over the status bar, which says `y send · n/esc cancel` too). It shows what will be sent —
/// payload, push type, topic, devices, server and environment, authentication, lint — one line each,
/// cut to the width; at 80×24 everything shows.
public enum SendPromptView {
    package static let maximumWidth = 64
    package static let labelWidth = 7
    package static let title = " Send this payload? "
    package static let answer = "y send · n/esc cancel"

    /// The overlay's frame for `plan` on a terminal of `size` (above the status bar).
    package static func frame(_ plan: SendPlan, in size: Size) -> Rect {
        let area = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1))
        let width = min(area.width, maximumWidth)
        let height = min(area.height, plan.summaryLines.count + 4)
        return area.centred(Size(width: width, height: height))
    }

    public static func draw(_ plan: SendPlan, into grid: inout CellGrid, size: Size) {
        let frame = frame(plan, in: size)
        guard frame.width >= 10, frame.height >= 3 else { return }
        let style = Style(foreground: .role(.text), background: .role(.card))
        let accent = Style(foreground: .role(.accent), background: .role(.card), bold: true)
        grid.fill(frame, style: style)
        BoxDrawing.frame(&grid, frame, style: Style(foreground: .role(.accent), background: .role(.card)))
        grid.put(TextLayout.truncate(title, width: frame.width - 4), at: Point(x: frame.x + 2, y: frame.y), style: accent)
        let inner = frame.inset(top: 1, left: 2, bottom: 1, right: 2)
        // The answer keeps the last row; the summary takes the rows above it, a blank row between.
        let summaryRows = max(0, inner.height - 2)
        for (offset, line) in plan.summaryLines.prefix(summaryRows).enumerated() {
            let y = inner.y + offset
            grid.put(line.label, at: Point(x: inner.x, y: y), style: style.bolded(), clip: inner)
            let value = TextLayout.truncate(TerminalSafeText.sanitize(line.value), width: max(0, inner.width - labelWidth - 1))
            let warns = line.label == "lint" && !plan.lintErrors.isEmpty || line.label == "note"
            grid.put(value, at: Point(x: inner.x + labelWidth + 1, y: y),
                     style: warns ? Style(foreground: .role(.destructive), background: .role(.card)) : style, clip: inner)
        }
        grid.put(TextLayout.truncate(answer, width: inner.width), at: Point(x: inner.x, y: inner.maxY - 1), style: accent, clip: inner)
    }
}
