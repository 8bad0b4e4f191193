/// The notifications of one stack, newest first, read through the list's storage: counting and
/// indexing walk the stack's tree (`StackMembers`), never the stack.
public struct StackNotifications: RandomAccessCollection, Sendable {
    let slots: [LockScreenNotification?]
    let members: StackMembers

    public var startIndex: Int { 0 }
    public var endIndex: Int { members.count }

    public subscript(position: Int) -> LockScreenNotification {
        // Every sequence a stack holds is a notification in the list (`LockScreenStacks` keeps them so).
        guard let sequence = members.sequence(atOffset: position), let notification = slots[sequence] else {
            preconditionFailure("a stack holds a notification the list lost")
        }
        return notification
    }
}
