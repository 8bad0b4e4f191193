/// Counts units of work in the loops whose cost must grow no faster than the input — walks over the
/// view's elements, the focus ring, the reply text — so tests prove linearity by counting (10× the
/// input, about 10× the count) instead of timing. Counting is off (one task-local read) unless a
/// test measures.
public final class WorkCounter: @unchecked Sendable {
    /// Units counted so far; only the task that measures touches it.
    public private(set) var count = 0

    @TaskLocal package static var current: WorkCounter?

    private init() {}

    /// Adds `units` to the counter of the measurement in progress, if any.
    @inline(__always)
    package static func add(_ units: Int) {
        if let counter = current { counter.count += units }
    }

    /// The units of work `body` did.
    public static func measure(_ body: () throws -> Void) rethrows -> Int {
        let counter = WorkCounter()
        try $current.withValue(counter) { try body() }
        return counter.count
    }
}
