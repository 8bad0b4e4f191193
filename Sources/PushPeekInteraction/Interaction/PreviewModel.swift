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

    /// On the banner of a session with street tile archives, Enter opens the card with its map: that
    /// frame is drawn ahead (Enter applied to a copy of the state, the frame thrown away), which
    /// decodes the tiles and draws the map into the session's `MapTileSet`. The frame after Enter
    /// finds the map kept, or waits for the drawing under way (`MapTileSet.rendering`); what it
    /// shows is the same.
    public func workAhead(size: Size) -> (@Sendable () -> Void)? {
        guard case .banner = state.interactionMode, let tiles = state.mapTiles, !tiles.archives.isEmpty else { return nil }
        let banner = state
        return {
            var expanded = banner
            _ = PreviewReducer.update(&expanded, .key(.enter))
            _ = PreviewScreen.frame(expanded, size: size)
        }
    }

    /// Pictures take the terminal's colours (`CardOptions.showPictures`); at 8 or 16 colours the
    /// status line says once how to get more.
    public mutating func terminalColors(_ depth: ColorDepth) {
        state.options.showPictures(at: depth)
        if let note = ColorAdvice.note(for: depth) { state.notice = note }
    }
}
