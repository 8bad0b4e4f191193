import PushPeekJSON
import PushPeekPresentation

/// What the focus moves through, top to bottom, as a view over the list's stacks: each stack one
/// item (a stack of one is its notification), and the open stack its "Show less" header followed by
/// each of its notifications. Counting, indexing and opening or closing a stack cost the same however
/// many notifications the stacks hold; only the scheduled summary (`--summary`) is a list of its own.
public struct LockScreenItems: RandomAccessCollection, Sendable {
    private enum Source: Sendable {
        /// The stacks, newest first, and the index of the open one (of two or more) if any.
        case stacks(LockScreenStacks, open: Int?)
        case ordered([LockScreenItem])
    }

    private let source: Source

    init(stacks: LockScreenStacks, open: Int?) {
        source = .stacks(stacks, open: open.flatMap { stacks.indices.contains($0) && stacks[$0].count > 1 ? $0 : nil })
    }

    init(_ items: [LockScreenItem]) {
        source = .ordered(items)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch source {
        case .stacks(let stacks, let open): return stacks.count + (open.map { stacks[$0].count } ?? 0)
        case .ordered(let items): return items.count
        }
    }

    public subscript(position: Int) -> LockScreenItem {
        switch source {
        case .ordered(let items):
            return items[position]
        case .stacks(let stacks, let open):
            var index = position
            if let open, position >= open {
                let opened = stacks[open]
                if position == open { return .showLess(thread: opened.thread) }
                if position <= open + opened.count { return .notification(id: opened.notifications[position - open - 1].id) }
                index = position - opened.count
            }
            let stack = stacks[index]
            if stack.count == 1, let only = stack.newest { return .notification(id: only.id) }
            return .stack(thread: stack.thread)
        }
    }

    /// The item at `position`, or nil past the end.
    public subscript(safe position: Int) -> LockScreenItem? {
        indices.contains(position) ? self[position] : nil
    }

    /// The position of `item`, found through `stackIndex` (the index of a thread's stack) and, for a
    /// notification, its thread, and its place in the open stack (`LockScreenStacks.offset(of:)`): no walk over the items.
    func position(of item: LockScreenItem, stackIndex: (String) -> Int?, thread: (Int) -> String?) -> Int? {
        guard case .stacks(let stacks, let open) = source else {
            if case .ordered(let items) = source { return items.firstIndex(of: item) }
            return nil
        }
        func place(ofStack index: Int) -> Int { open.map { index > $0 ? index + stacks[$0].count : index } ?? index }
        switch item {
        case .showLess(let name):
            guard let open, stacks[open].thread == name else { return nil }
            return open
        case .stack(let name):
            guard let index = stackIndex(name), stacks[index].count > 1, index != open else { return nil }
            return place(ofStack: index)
        case .pile:
            return nil
        case .notification(let id):
            guard let name = thread(id), let index = stackIndex(name) else { return nil }
            let stack = stacks[index]
            if stack.count == 1 { return stack.newest?.id == id ? place(ofStack: index) : nil }
            guard index == open, let offset = stacks.offset(of: id) else { return nil }
            return index + 1 + offset
        }
    }
}
