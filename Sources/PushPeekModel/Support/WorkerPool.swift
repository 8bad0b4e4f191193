/// Threads kept for work that nothing joins (`WorkerThread.detached`, `PendingWork`): a thread that
/// finished its work waits for the next instead of ending, so the next piece of work costs no
/// `clone` on the thread that hands it over (0.07–0.19 ms each here, `perf trace`): a large map's
/// parse, a picture's encoding and the frame drawn ahead share one thread.
///
/// Invariant: each piece of work runs exactly once; a waiting thread takes it if there is one,
/// else a new thread is started for it (and stays afterwards); if none can be started, `run`
/// returns false and runs nothing. Waiting threads use no CPU and end with the process.
final class WorkerPool: @unchecked Sendable {
    static let shared = WorkerPool()

    /// The stack of every thread (the main thread's usual 8 MiB: the map's parser recurses once per
    /// nesting level).
    static let stackSize = 8 << 20

    private let state = ConditionLock()
    /// Guarded by `state`: work handed to waiting threads, not taken yet.
    private var queue: [@Sendable () -> Void] = []
    /// Guarded by `state`: threads waiting for work, less the work handed to them that they have
    /// not taken yet.
    private var idle = 0

    /// A pool of its own (tests); the program uses `shared`.
    init() {}

    /// Threads waiting for work now (tests).
    var waitingThreads: Int {
        state.lock()
        defer { state.unlock() }
        return idle
    }

    /// Runs `work` on a waiting thread, or on a new one; false when no thread could be made.
    func run(_ work: @escaping @Sendable () -> Void) -> Bool {
        state.lock()
        if idle > 0 {
            idle -= 1
            queue.append(work)
            state.signal()
            state.unlock()
            return true
        }
        state.unlock()
        return WorkerThread.start(stackSize: Self.stackSize, { [self] in serve(first: work) }) != nil
    }

    /// A thread's life: its first piece of work, then whatever it is handed, for ever.
    private func serve(first: @escaping @Sendable () -> Void) {
        var work = first
        while true {
            work()
            state.lock()
            idle += 1
            while queue.isEmpty { state.wait() }
            work = queue.removeFirst()
            state.unlock()
        }
    }
}
