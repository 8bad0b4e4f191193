import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekApp

/// Draws a `map` view element where its values place one (the notification's payload), and
/// reports its framing; elsewhere a placeholder naming it. With `CardOptions.mapPicture`, the map
/// is also drawn in pixels and listed with the card's pictures over its symbols, where a terminal
/// with pixels and the SVG and HTML pictures show it.
package struct MapElementView: ElementView {
    package var map: MapElement
    package var element: ViewElement

    package var fillsSpareRows: Bool { true }

    package func measure(width: Int, context: ElementContext) -> Size {
        Size(width: width, height: 3)
    }

    package func render(in rect: Rect, into grid: inout CellGrid, context: ElementContext, drawing: inout ViewDrawing) {
        guard let rendering = context.values.map(map, size: rect.size, cellAspect: context.cellAspect) else {
            PlaceholderView(kinds: [element.kind], element: element).render(in: rect, into: &grid, context: context, drawing: &drawing)
            return
        }
        grid.draw(rendering.grid, at: rect.origin)
        if let options = context.options.mapPicture, rendering.info != nil,
           let picture = context.values.mapPicture(map, size: rect.size, options: options) {
            let attachment = Attachment(identifier: "map", fileName: "map.png", kind: .image(picture.image), byteSize: picture.png?.count ?? 0,
                                        format: .png, imageFileBytes: picture.png)
            drawing.pictures.append(PicturePlacement(attachment: attachment, box: rect, cells: rendering.grid,
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
        drawing.elements.append(ElementInfo(kind: "map", rect: rect, details: details))
    }
}
