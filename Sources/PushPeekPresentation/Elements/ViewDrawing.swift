import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// What drawing a view's elements produced: element descriptions, control frames, the media button and
/// the pictures; and, looked up once before drawing, each control's index in the focus order and which one has the
/// focus — so drawing n elements costs O(n), not a search of the controls per element.
package struct ViewDrawing {
    package var elements: [ElementInfo] = []
    package var pictures: [PicturePlacement] = []
    package var controls: [ControlFrame] = []
    package var mediaButtonRect: Rect?
    /// A control's index in `PreviewState.controls`, by its JSON path (the first when repeated).
    package var controlIndices: [String: Int] = [:]
    /// The control that has the focus and shows it, if any.
    package var focusedControl: Int?

    package init() {}

    /// Ready to draw `state`'s custom view.
    package init(for state: borrowing PreviewState) {
        for (index, control) in state.controls.enumerated() where controlIndices[control.path] == nil {
            controlIndices[control.path] = index
        }
        if case .control(let index)? = state.focus, state.focusRing.contains(.control(index)) { focusedControl = index }
    }

    /// `control`'s index in the focus order (0 for one outside it, as in a Live Activity).
    package func controlIndex(of control: ViewElement) -> Int {
        controlIndices[control.path] ?? 0
    }

    /// `#RRGGBB` for direct colours, the role name for theme colours.
    package static func colorName(_ color: Color?) -> OutputJSON {
        switch color {
        case .rgb(let red, let green, let blue)?:
            func hex(_ value: UInt8) -> String {
                let digits = String(value, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }
            return .string("#" + hex(red) + hex(green) + hex(blue))
        case .role(let role)?: return .string(role.rawValue)
        case .terminalDefault?: return .string("default")
        case nil: return .null
        }
    }
}
