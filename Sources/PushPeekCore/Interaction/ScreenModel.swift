/// What the terminal run loop drives: state that takes events and draws itself into a grid.
///
/// `update` is the only way state changes; `view` is a pure function of the state and the size.
public protocol ScreenModel {
    /// Applies an event and returns the effects for the edge to carry out, in order.
    mutating func update(_ event: Event) -> [Effect]
    /// The whole screen for a terminal of `size`.
    func view(size: Size) -> CellGrid
}
