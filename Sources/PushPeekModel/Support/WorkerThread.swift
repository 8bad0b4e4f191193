#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One piece of work on a POSIX thread of its own, started at once: `join()` waits for it; a
/// thread never joined is detached when its `WorkerThread` goes, so it cleans up after itself.
/// Every signal is blocked on the thread, so a resize, a stop or an interrupt reaches (and
/// interrupts) the thread that reads the keys.
///
/// Invariant: the work runs exactly once, on the new thread; `start` returns nil (and runs
/// nothing) when no thread can be made, so the caller does the work itself.
public final class WorkerThread: @unchecked Sendable {
    private final class Job: Sendable {
        let work: @Sendable () -> Void

        init(_ work: @escaping @Sendable () -> Void) {
            self.work = work
        }
    }

    private let thread: pthread_t
    /// Touched only by the thread that owns this value (joins or lets it go).
    private var joined = false

    private init(_ thread: pthread_t) {
        self.thread = thread
    }

    deinit {
        if !joined { pthread_detach(thread) }
    }

    /// Starts `work` on a new thread with `stackSize` bytes of stack (the system's default when
    /// nil); nil when no thread could be made.
    public static func start(stackSize: Int? = nil, _ work: @escaping @Sendable () -> Void) -> WorkerThread? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
        let job = Unmanaged.passRetained(Job(work)).toOpaque()
        // The new thread starts with the mask of the one that made it.
        var all = sigset_t(), previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        #if canImport(Darwin)
        var handle: pthread_t?
        guard pthread_create(&handle, &attributes, entry, job) == 0, let handle else {
            Unmanaged<Job>.fromOpaque(job).release()
            return nil
        }
        #else
        var handle = pthread_t()
        guard pthread_create(&handle, &attributes, entry, job) == 0 else {
            Unmanaged<Job>.fromOpaque(job).release()
            return nil
        }
        #endif
        return WorkerThread(handle)
    }

    /// Starts `work` on a thread nothing waits for (`WorkerPool`'s: one left waiting by earlier
    /// work when there is one); false when no thread could be made (the work is then not done at all).
    @discardableResult
    public static func detached(_ work: @escaping @Sendable () -> Void) -> Bool {
        WorkerPool.shared.run(work)
    }

    /// Waits until the work has ended; at once after the first call.
    public func join() {
        guard !joined else { return }
        pthread_join(thread, nil)
        joined = true
    }

    #if canImport(Darwin)
    private static let entry: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
        Unmanaged<Job>.fromOpaque(context).takeRetainedValue().work()
        return nil
    }
    #else
    private static let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
        if let context { Unmanaged<Job>.fromOpaque(context).takeRetainedValue().work() }
        return nil
    }
    #endif
}
