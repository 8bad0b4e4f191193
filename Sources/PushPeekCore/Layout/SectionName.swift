/// The four parts of the full notification interface.
public enum SectionName: String, Sendable, CaseIterable {
    case header
    case custom
    case `default`
    case actions
}
