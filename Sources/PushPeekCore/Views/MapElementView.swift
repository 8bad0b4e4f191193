/// Draws a `map` view element into the custom content area and reports its framing.
public enum MapElementView {
    public static func draw(_ spec: ViewElementSpec, state: PreviewState, into grid: inout CellGrid, rect: Rect) -> ElementInfo {
        let element: MapElement
        do {
            element = try MapElement.decode(spec.node, path: spec.path)
        } catch {
            drawNote(error.description, into: &grid, rect: rect)
            return ElementInfo(kind: "map", rect: rect, details: .null)
        }
        let rendering = MapRenderer.render(element: element, payload: state.content.payload.root, size: rect.size,
                                           cellAspect: state.options.cellAspect, overlays: state.mapOverlays,
                                           tiles: state.mapTiles)
        grid.draw(rendering.grid, at: rect.origin)
        var details: OutputJSON
        if let info = rendering.info {
            details = info.json(offsetBy: rect.origin)
        } else {
            details = .object([
                ("x", .int(rect.x)), ("y", .int(rect.y)), ("width", .int(rect.width)), ("height", .int(rect.height)),
                ("center", .null), ("latitudeSpan", .null), ("longitudeSpan", .null), ("pin", .null), ("scale", .null),
            ])
        }
        if case .object(var members) = details, let note = rendering.note {
            members.append(("note", .string(note)))
            details = .object(members)
        }
        return ElementInfo(kind: "map", rect: rect, details: details)
    }

    static func drawNote(_ text: String, into grid: inout CellGrid, rect: Rect) {
        let style = Style(foreground: .role(.secondaryText), background: .role(.card))
        grid.fill(rect, style: style)
        let lines = TextLayout.wrap(text, width: max(1, rect.width - 2))
        let top = rect.y + max(0, (rect.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            grid.put(line, at: Point(x: rect.x + 1, y: top + offset), style: style, clip: rect)
        }
    }
}
