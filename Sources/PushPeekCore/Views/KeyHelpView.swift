/// The `?` overlay listing the keys, mode by mode.
public enum KeyHelpView {
    /// (keys, what they do); an entry with empty keys is a heading.
    public static let lines: [(String, String)] = [
        ("", "Notification"),
        ("enter / space", "expand the banner; choose the focused button"),
        ("tab / shift+tab", "focus the media button, view controls, actions"),
        ("←/→ ↑/↓", "move focus; ←/→ change a focused segmented control"),
        ("m", "media play/pause (mediaPlay / mediaPause)"),
        ("b", "switch between banner and full interface"),
        ("d / click ✕", "dismiss the notification"),
        ("o", "open the app (default action)"),
        ("r", "deliver the notification again"),
        ("l", "show or hide the response log"),
        ("", "Reply keyboard (keys type)"),
        ("enter", "send (or press the focused accessory button)"),
        ("tab / shift+tab", "field · send button · accessory buttons"),
        ("←/→ home/end", "move the cursor (ctrl+a/e too)"),
        ("backspace/delete", "delete (ctrl+u/k: to start/end)"),
        ("esc", "hide the keyboard without sending"),
        ("", "Input view (slider)"),
        ("←/→", "one step; shift+←/→ or pgup/pgdn ten steps"),
        ("home / end", "minimum / maximum; or drag the track"),
        ("enter / esc", "confirm the value / cancel"),
        ("", "Unlock to continue"),
        ("enter / esc", "unlock and go on / cancel"),
        ("", ""),
        ("?", "this help; any key closes it"),
        ("q / ctrl+c", "quit (ctrl+c while typing)"),
    ]

    public static func draw(into grid: inout CellGrid, size: Size) {
        let keyWidth = lines.map { DisplayWidth.of($0.0) }.max() ?? 0
        let width = min(size.width, 76)
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
            if line.0.isEmpty {
                grid.put(line.1, at: Point(x: inner.x, y: y), style: Style(foreground: .role(.accent), background: .role(.card), bold: true), clip: inner)
                continue
            }
            grid.put(line.0, at: Point(x: inner.x + 1, y: y), style: style.bolded(), clip: inner)
            grid.put(line.1, at: Point(x: inner.x + keyWidth + 3, y: y), style: style, clip: inner)
        }
    }
}
