import PushPeekModel
import PushPeekCanvas

/// The on-screen response log: the newest entries that fit, oldest at the top. Only the entries
/// that fit are wrapped, newest first, so a frame costs the pane's rows, not the log's length.
public enum ResponseLogView {
    public static func draw(_ log: [LogEvent], into grid: inout CellGrid, rect: Rect) {
        guard rect.width >= 4, rect.height >= 3 else { return }
        let frame = Style(foreground: .role(.border), background: .role(.card))
        grid.fill(rect, style: Style(foreground: .role(.text), background: .role(.card)))
        BoxDrawing.frame(&grid, rect, style: frame)
        grid.put(" Responses ", at: Point(x: rect.x + 2, y: rect.y), style: frame.bolded())
        let inner = rect.inset(top: 1, left: 2, bottom: 1, right: 2)
        var lines: [String] = []
        for index in log.indices.reversed() {
            guard lines.count < inner.height else { break }
            lines = TextLayout.wrap("\(index + 1). " + log[index].summary, width: max(1, inner.width)) + lines
        }
        if lines.isEmpty { lines = ["(nothing yet)"] }
        for (offset, line) in lines.suffix(inner.height).enumerated() {
            grid.put(line, at: Point(x: inner.x, y: inner.y + offset), style: .role(.text), clip: inner)
        }
    }
}
