import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekApp

/// The card's custom view reads the notification: its payload and delivered texts, the
/// attachments, the controls' values and `setLabel` changes, and the session's map data.
extension PreviewState: ElementValues {
    package func value(atPath path: String) -> JSONNode? {
        content.payload.value(atPath: path)
    }

    package func text(atPath path: String) -> String? {
        TextTemplate.value(path, in: content)
    }

    package var clock: Double? { nil }

    package func controlValue(of control: ViewElement) -> Int {
        value(of: control)
    }

    package func attachment(at index: Int) -> Attachment? {
        attachments[safe: index]
    }

    package func map(_ element: MapElement, size: Size, cellAspect: Double) -> MapRendering? {
        MapRenderer.render(element: element, payload: content.payload.root, size: size, cellAspect: cellAspect,
                           overlays: mapOverlays, overlayNote: mapOverlayNote, tiles: mapTiles)
    }

    package func mapPicture(_ element: MapElement, size: Size, options: MapPictureOptions) -> MapPicture? {
        MapPictureRenderer.render(element: element, payload: content.payload.root, size: size, options: options,
                                  overlays: mapOverlays, tiles: mapTiles)
    }
}
