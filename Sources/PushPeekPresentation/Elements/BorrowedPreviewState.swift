import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekApp

/// A `PreviewState` read as `ElementValues` without being copied into an existential box (a copy
/// of the whole state, over a hundred reference counts): a pointer to the state, handed out by
/// `with(_:_:)` for the length of one call, which the element engine does not outlive.
package struct BorrowedPreviewState: ElementValues {
    private let state: UnsafePointer<PreviewState>

    private init(_ state: UnsafePointer<PreviewState>) {
        self.state = state
    }

    /// `body` with `state` as element values; the values must not be kept after it returns.
    package static func with<Result>(_ state: borrowing PreviewState, _ body: (BorrowedPreviewState) -> Result) -> Result {
        withUnsafePointer(to: state) { body(BorrowedPreviewState($0)) }
    }

    package func value(atPath path: String) -> JSONNode? { state.pointee.value(atPath: path) }

    package func text(atPath path: String) -> String? { state.pointee.text(atPath: path) }

    package var clock: Double? { state.pointee.clock }

    package func labelText(_ label: LabelElement, id: String?) -> (text: String, color: Color?) {
        state.pointee.labelText(label, id: id)
    }

    package func controlValue(of control: ViewElement) -> Int { state.pointee.controlValue(of: control) }

    package func attachment(at index: Int) -> Attachment? { state.pointee.attachment(at: index) }

    // The maps read the state's stored parts through the pointer: a call of the state's own method
    // copied the whole state to make it.
    package func map(_ element: MapElement, size: Size, cellAspect: Double) -> MapRendering? {
        MapRenderer.render(element: element, payload: state.pointee.content.payload.root, size: size, cellAspect: cellAspect,
                           overlays: state.pointee.session.mapOverlays, overlayNote: state.pointee.session.mapOverlayNote,
                           tiles: state.pointee.session.mapTiles)
    }

    package func mapPicture(_ element: MapElement, size: Size, options: MapPictureOptions) -> MapPicture? {
        MapPictureRenderer.render(element: element, payload: state.pointee.content.payload.root, size: size, options: options,
                                  overlays: state.pointee.session.mapOverlays, tiles: state.pointee.session.mapTiles)
    }
}
