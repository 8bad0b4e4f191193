/// What a mouse press landed on.
public enum HitTarget: Sendable, Equatable {
    case action(Int)
    case dismiss
    case card
}
