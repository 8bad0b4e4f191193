import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps

/// Draws a `map` view element into the custom content area and reports its framing.
public enum MapElementView {
    public static func draw(_ element: MapElement, state: PreviewState, into grid: inout CellGrid, rect: Rect) -> ElementInfo {
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
                ("center", .null), ("latitudeSpan", .null), ("longitudeSpan", .null), ("pin", .null), ("annotations", .array([])), ("scale", .null),
            ])
        }
        if case .object(var members) = details, let note = rendering.note {
            members.append(("note", .string(note)))
            details = .object(members)
        }
        return ElementInfo(kind: "map", rect: rect, details: details)
    }
}
