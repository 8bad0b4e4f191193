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
}
