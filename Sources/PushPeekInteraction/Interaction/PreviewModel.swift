import PushPeekCanvas
import PushPeekModel
import PushPeekPresentation

/// The interactive preview as a `ScreenModel` for the terminal run loop.
public struct PreviewModel: ScreenModel {
    public var state: PreviewState

    public init(state: PreviewState) {
        self.state = state
    }

    public mutating func update(_ event: Event) -> [Effect] {
        PreviewReducer.update(&state, event)
    }

    public func view(size: Size) -> ScreenFrame {
        PreviewScreen.frame(state, size: size)
    }

    /// At 8 or 16 colours (or none) pictures are drawn with the plain character ramp, not colour
    /// blocks the terminal would show as blobs, and the status line says once how to get more.
    public mutating func terminalColors(_ depth: ColorDepth) {
        guard depth == .ansi8 || depth == .none else { return }
        state.options.monochromePictures = true
        if let note = ColorAdvice.note(for: depth) { state.notice = note }
    }
}
