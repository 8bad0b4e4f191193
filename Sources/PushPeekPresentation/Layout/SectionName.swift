/// The four parts of the full notification interface, and the keyboard area that replaces the
/// actions while it is up.
public enum SectionName: String, Sendable, CaseIterable {
    case header
    case custom
    case `default`
    case actions
    /// The keyboard area (reply field, input view, unlock prompt) in place of the actions.
    case input
}
