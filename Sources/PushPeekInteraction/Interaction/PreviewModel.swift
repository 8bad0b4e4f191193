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

    /// Pictures take the terminal's colours (`CardOptions.showPictures`); at 8 or 16 colours the
    /// status line says once how to get more.
    public mutating func terminalColors(_ depth: ColorDepth) {
        state.options.showPictures(at: depth)
        if let note = ColorAdvice.note(for: depth) { state.notice = note }
    }
}
