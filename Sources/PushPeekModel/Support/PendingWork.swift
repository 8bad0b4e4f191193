/// One piece of work started on a thread of `WorkerPool` (a waiting one when there is one), that
/// its starter waits for with `wait()`: `WorkerThread.start` and `join` for work that ends, without
/// ending the thread.
///
/// Invariant: the work runs exactly once; `wait()` returns once it has ended, at once afterwards.
public final class PendingWork: @unchecked Sendable {
    private let state = ConditionLock()
    /// Guarded by `state`.
    private var done = false

    private init() {}

    /// Starts `work`; nil (and nothing run) when no thread could be made.
    public static func start(_ work: @escaping @Sendable () -> Void) -> PendingWork? {
        let pending = PendingWork()
        let started = WorkerPool.shared.run {
            work()
            pending.state.lock()
            pending.done = true
            pending.state.broadcast()
            pending.state.unlock()
        }
        return started ? pending : nil
    }

    /// Waits until the work has ended.
    public func wait() {
        state.lock()
        while !done { state.wait() }
        state.unlock()
    }
}
