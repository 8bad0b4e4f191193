/// Draws the content extension's custom view into the custom content area.
public enum CustomViewRenderer {
    /// Draws every element of the extension's `view` into `rect` and reports what it drew.
    public static func draw(_ state: PreviewState, into grid: inout CellGrid, rect: Rect) -> [ElementInfo] {
        guard let contentExtension = state.contentExtension else { return [] }
        grid.fill(rect, style: Style(foreground: .role(.secondaryText), background: .role(.card)))
        var infos: [ElementInfo] = []
        var placeholders: [String] = []
        for spec in contentExtension.view where spec.kind != "map" {
            placeholders.append(spec.kind)
        }
        if !placeholders.isEmpty || !contentExtension.view.contains(where: { $0.kind == "map" }) {
            drawPlaceholder(placeholders, extensionName: contentExtension.name, into: &grid, rect: rect)
        }
        for spec in contentExtension.view {
            if spec.kind == "map" {
                infos.append(MapElementView.draw(spec, state: state, into: &grid, rect: rect))
            } else {
                infos.append(ElementInfo(kind: spec.kind, rect: rect))
            }
        }
        return infos
    }

    /// A dotted area naming the elements that are not drawn yet.
    static func drawPlaceholder(_ kinds: [String], extensionName: String, into grid: inout CellGrid, rect: Rect) {
        guard !rect.isEmpty else { return }
        let style = Style(foreground: .role(.secondaryText), background: .role(.card))
        for row in rect.y..<rect.maxY {
            grid.put(String(repeating: "·", count: rect.width), at: Point(x: rect.x, y: row), style: style.with(foreground: .role(.border)))
        }
        let label = kinds.isEmpty ? extensionName : extensionName + ": " + kinds.joined(separator: " · ")
        let text = " " + TextLayout.truncate(label, width: max(0, rect.width - 4)) + " "
        let x = rect.x + max(0, (rect.width - DisplayWidth.of(text)) / 2)
        grid.put(text, at: Point(x: x, y: rect.y + rect.height / 2), style: style, clip: rect)
    }
}
