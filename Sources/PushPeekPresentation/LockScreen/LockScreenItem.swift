/// One thing in the list that the focus can rest on.
public enum LockScreenItem: Sendable, Equatable {
    /// A collapsed stack of two or more: Enter opens it.
    case stack(thread: String)
    /// One notification (alone, or in an opened stack): Enter expands it.
    case notification(id: Int)
    /// The header of an opened stack, with "Show less": Enter (or Esc anywhere) closes it.
    case showLess(thread: String)
    /// The iOS 16 lock screen's Count line or Stack pile: Enter shows the notifications in it.
    case pile
}
