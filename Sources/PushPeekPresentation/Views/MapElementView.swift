import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps

/// Draws a `map` view element into the custom content area and reports its framing. With
/// `CardOptions.mapPicture`, the map is also drawn in pixels and listed with the card's pictures
/// over its symbols, where a terminal with pixels and the SVG and HTML pictures show it.
public enum MapElementView {
    public static func draw(_ element: MapElement, state: PreviewState, into grid: inout CellGrid, rect: Rect,
                            pictures: inout [PicturePlacement]) -> ElementInfo {
        let rendering = MapRenderer.render(element: element, payload: state.content.payload.root, size: rect.size,
                                           cellAspect: state.options.cellAspect, overlays: state.mapOverlays,
                                           overlayNote: state.mapOverlayNote, tiles: state.mapTiles)
        grid.draw(rendering.grid, at: rect.origin)
        if let options = state.options.mapPicture, rendering.info != nil,
           let picture = MapPictureRenderer.render(element: element, payload: state.content.payload.root, size: rect.size, options: options,
                                                   overlays: state.mapOverlays, tiles: state.mapTiles) {
            let attachment = Attachment(identifier: "map", fileName: "map.png", kind: .image(picture.image), byteSize: picture.png?.count ?? 0,
                                        format: .png, imageFileBytes: picture.png)
            pictures.append(PicturePlacement(attachment: attachment, box: rect, cells: rendering.grid,
                                             frame: Rect(x: rect.x, y: rect.y * 2, width: rect.width, height: rect.height * 2)))
        }
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
