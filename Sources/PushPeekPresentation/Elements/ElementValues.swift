import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekApp

/// Where the values an element shows come from: a notification (the card's custom view reads its
/// payload, attachments and controls) or a Live Activity (its content-state, attributes and clock).
package protocol ElementValues {
    /// The JSON value at a key path the view names (`aps.alert.title`, `state.eta`).
    func value(atPath path: String) -> JSONNode?
    /// The text at a key path, for a label's `keyPath` and its `{{…}}` placeholders.
    func text(atPath path: String) -> String?
    /// The time now in Unix seconds, which timers count with; nil where no clock runs (a
    /// delivered notification shows the date itself, as `Text(date, style: .time)`).
    var clock: Double? { get }
    /// A label's text and colour (the card's after any `setLabel`).
    func labelText(_ label: LabelElement, id: String?) -> (text: String, color: Color?)
    /// A control's value: 1 for a selected toggle, a segmented control's selected index.
    func controlValue(of control: ViewElement) -> Int
    /// The attachment an image shows, by its index.
    func attachment(at index: Int) -> Attachment?
    /// A map element drawn at `size`; nil where there is nothing to place a map by.
    func map(_ element: MapElement, size: Size, cellAspect: Double) -> MapRendering?
    /// The same map drawn in pixels with `options`; nil where there is nothing to place a map by.
    func mapPicture(_ element: MapElement, size: Size, options: MapPictureOptions) -> MapPicture?
}

extension ElementValues {
    package func labelText(_ label: LabelElement, id: String?) -> (text: String, color: Color?) {
        (label.resolvedText { text(atPath: $0) }, label.color)
    }

    package func controlValue(of control: ViewElement) -> Int {
        switch control.content {
        case .segmented(let segmented): return segmented.initialSelection { text(atPath: $0) }
        case .button(let button): return button.selected ? 1 : 0
        default: return 0
        }
    }

    package func attachment(at index: Int) -> Attachment? { nil }

    package func map(_ element: MapElement, size: Size, cellAspect: Double) -> MapRendering? { nil }

    package func mapPicture(_ element: MapElement, size: Size, options: MapPictureOptions) -> MapPicture? { nil }
}
