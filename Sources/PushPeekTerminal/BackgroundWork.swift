#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a piece of work on a thread of its own, detached: nothing waits for it, and a process that
/// exits first simply stops it (`ScreenModel.workAhead`, whose only results are kept in caches).
enum BackgroundWork {
    private final class Job: Sendable {
        let work: @Sendable () -> Void

        init(_ work: @escaping @Sendable () -> Void) {
            self.work = work
        }
    }

    /// Starts `work`; false when no thread could be made (the work is then not done at all).
    @discardableResult
    static func start(_ work: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Job(work)).toOpaque()
#if canImport(Darwin)
        var thread: pthread_t?
#else
        var thread = pthread_t()
#endif
        guard pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<Job>.fromOpaque(context).takeRetainedValue().work()
            return nil
        }, box) == 0 else {
            Unmanaged<Job>.fromOpaque(box).release()
            return false
        }
#if canImport(Darwin)
        if let thread { pthread_detach(thread) }
#else
        pthread_detach(thread)
#endif
        return true
    }
}
