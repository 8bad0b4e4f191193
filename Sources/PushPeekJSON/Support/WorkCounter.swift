#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts units of work in the loops whose cost must grow no faster than the input — walks over the
/// view's elements, the focus ring, the reply text — so tests prove linearity by counting (10× the
/// input, about 10× the count) instead of timing. Counting is off (one thread-local read) unless a
/// test measures.
public final class WorkCounter: @unchecked Sendable {
    /// Units counted so far; only the thread that measures touches it.
    public private(set) var count = 0

    /// The thread's measurement in progress, if any. A thread-local rather than a task-local:
    /// `measure` runs its body on the calling thread, and a thread-local is read in a few
    /// instructions where a task-local takes over a hundred (work counted in every payload read).
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    private init() {}

    /// Adds `units` to the counter of the measurement in progress, if any.
    @inline(__always)
    package static func add(_ units: Int) {
        guard let key, let counter = pthread_getspecific(key) else { return }
        Unmanaged<WorkCounter>.fromOpaque(counter).takeUnretainedValue().count += units
    }

    /// The units of work `body` did (a measurement inside it counts only its own).
    public static func measure(_ body: () throws -> Void) rethrows -> Int {
        guard let key else { preconditionFailure("no thread-local key is left for WorkCounter") }
        let counter = WorkCounter()
        let outer = pthread_getspecific(key)
        _ = pthread_setspecific(key, Unmanaged.passUnretained(counter).toOpaque())
        defer { _ = pthread_setspecific(key, outer) }
        try withExtendedLifetime(counter) { try body() }
        return counter.count
    }
}
