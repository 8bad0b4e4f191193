import PushPeekCanvas
import PushPeekModel
import PushPeekPresentation

/// What the terminal run loop drives: state that takes events and draws itself into a grid.
///
/// `update` is the only way state changes; `view` is a pure function of the state and the size, and
/// `update` never calls it: the mouse is resolved by the edge against the frame last drawn, and a
/// model that scrolls is given each frame's metrics (`Event.frameDrawn`, through `FrameCycle`).
public protocol ScreenModel {
    /// Applies an event and returns the effects for the edge to carry out, in order.
    mutating func update(_ event: Event) -> [Effect]
    /// The whole screen for a terminal of `size`, with its hit map when the model resolves the mouse.
    func view(size: Size) -> ScreenFrame

    /// The colours the terminal shows, told once before the first frame: a model may draw pictures
    /// differently for few colours and say how to get more.
    mutating func terminalColors(_ depth: ColorDepth)

    /// Whether time passing (`Event.tick`) can change what the model draws now. When it cannot,
    /// the run loop keeps its ticks from it, so an idle screen is neither updated nor drawn again.
    var wantsTicks: Bool { get }

    /// Work the frame the user most likely asks for next needs, to run on another thread while the
    /// first frame waits for a key: it fills the session's caches (a frame drawn ahead and thrown
    /// away), so that frame finds its costly parts made. Nil when there is none worth doing.
    func workAhead(size: Size) -> (@Sendable () -> Void)?
}

extension ScreenModel {
    /// A model that draws the same at every depth ignores it.
    public mutating func terminalColors(_ depth: ColorDepth) {}

    /// A model that cannot tell is given every tick.
    public var wantsTicks: Bool { true }

    /// A model that cannot tell what comes next does nothing ahead.
    public func workAhead(size: Size) -> (@Sendable () -> Void)? { nil }
}
