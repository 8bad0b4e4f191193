import PushPeekApp
import PushPeekPresentation

/// The custom view's controls (buttons, segmented controls; only with
/// `UNNotificationExtensionUserInteractionEnabled`) and the system media play/pause button.
public enum ControlReducer {
    /// Enter on a control: a button is tapped; a segmented control moves to its next segment.
    public static func activate(_ state: inout PreviewState, controlAt index: Int) -> [Effect] {
        let controls = state.controls
        guard state.controlsAreInteractive, controls.indices.contains(index), !state.isDismissed else { return [.bell] }
        let control = controls[index]
        switch control.content {
        case .button(let button):
            var effects: [Effect] = []
            if button.isToggle {
                let selected = state.value(of: control) == 0
                state.extensionView.controlValues[control.key] = selected ? 1 : 0
                effects.append(state.record(.touchUpInside(element: control.key, selected: selected)))
            } else {
                effects.append(state.record(.touchUpInside(element: control.key, selected: nil)))
            }
            if let name = button.onTap, let handler = state.contentExtension?.viewActions[name] {
                effects += ResponseReducer.run(handler, on: &state, actionIdentifier: name, userText: nil, completes: false).effects
            }
            if let identifier = button.action {
                let action = state.actions.first { $0.identifier == identifier } ?? NotificationAction(identifier: identifier, title: button.title)
                effects += ActionReducer.choose(&state, action)
            }
            return effects
        case .segmented(let segmented):
            return select(&state, controlAt: index, segment: (state.value(of: control) + 1) % max(1, segmented.segments.count))
        default:
            return [.bell]
        }
    }

    /// Left/right on a focused segmented control; a bell at either end.
    public static func step(_ state: inout PreviewState, controlAt index: Int, by offset: Int) -> [Effect] {
        let controls = state.controls
        guard controls.indices.contains(index), case .segmented(let segmented) = controls[index].content else { return [.bell] }
        let target = state.value(of: controls[index]) + offset
        guard segmented.segments.indices.contains(target) else { return [.bell] }
        return select(&state, controlAt: index, segment: target)
    }

    /// Selects a segment; `valueChanged` is logged when the selection changes.
    public static func select(_ state: inout PreviewState, controlAt index: Int, segment: Int) -> [Effect] {
        let controls = state.controls
        guard state.controlsAreInteractive, controls.indices.contains(index), !state.isDismissed,
              case .segmented(let segmented) = controls[index].content, segmented.segments.indices.contains(segment) else { return [.bell] }
        let control = controls[index]
        guard state.value(of: control) != segment else { return [] }
        state.extensionView.controlValues[control.key] = segment
        return [state.record(.valueChanged(element: control.key, selectedSegmentIndex: segment, title: segmented.segments[segment]))]
    }

    /// `m`, Enter on the media button, or a click on it: `mediaPlay()` / `mediaPause()` by turns.
    public static func toggleMedia(_ state: inout PreviewState) -> [Effect] {
        guard state.mediaButton != nil, state.stage == .expanded, !state.isDismissed else { return [.bell] }
        state.extensionView.isMediaPlaying.toggle()
        let effect = state.record(state.extensionView.isMediaPlaying ? .mediaPlay : .mediaPause)
        state.clampFocus()
        return [effect]
    }
}
