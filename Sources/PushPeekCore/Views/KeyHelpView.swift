/// The `?` overlay listing the keys.
public enum KeyHelpView {
    public static let lines: [(String, String)] = [
        ("enter / space", "expand the banner (long-press); choose the focused action"),
        ("tab / shift+tab", "move focus through the actions (arrows too)"),
        ("b", "switch between banner and full interface"),
        ("d / click ✕", "dismiss the notification"),
        ("o", "open the app (default action)"),
        ("r", "deliver the notification again"),
        ("l", "show or hide the response log"),
        ("?", "this help; any key closes it"),
        ("q / ctrl+c", "quit"),
    ]

    public static func draw(into grid: inout CellGrid, size: Size) {
        let keyWidth = lines.map { DisplayWidth.of($0.0) }.max() ?? 0
        let width = min(size.width, 72)
        let height = min(size.height, lines.count + 4)
        guard width >= 10, height >= 4 else { return }
        let rect = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
        let style = Style(foreground: .role(.text), background: .role(.card))
        grid.fill(rect, style: style)
        BoxDrawing.frame(&grid, rect, style: Style(foreground: .role(.accent), background: .role(.card)))
        grid.put(" Keys ", at: Point(x: rect.x + 2, y: rect.y), style: Style(foreground: .role(.accent), background: .role(.card), bold: true))
        let inner = rect.inset(top: 2, left: 2, bottom: 1, right: 2)
        for (offset, line) in lines.prefix(inner.height).enumerated() {
            let y = inner.y + offset
            grid.put(line.0, at: Point(x: inner.x, y: y), style: style.bolded(), clip: inner)
            grid.put(line.1, at: Point(x: inner.x + keyWidth + 2, y: y), style: style, clip: inner)
        }
    }
}
