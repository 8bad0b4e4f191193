#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a piece of work on a thread of its own, detached, with every signal blocked there: a
/// resize, a stop or an interrupt still reaches (and interrupts) the thread that reads the keys, as
/// for libchafa's set-up thread (`ChafaSymbols.prepareInBackground`).
enum SideThread {
    private final class Job: Sendable {
        let work: @Sendable () -> Void

        init(_ work: @escaping @Sendable () -> Void) {
            self.work = work
        }
    }

    /// Starts `work`; false when no thread could be made (the work is then not done at all).
    static func start(_ work: @escaping @Sendable () -> Void) -> Bool {
        let job = Unmanaged.passRetained(Job(work)).toOpaque()
        var all = sigset_t(), previous = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_SETMASK, &all, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        #if canImport(Darwin)
        var thread: pthread_t?
        guard pthread_create(&thread, nil, entry, job) == 0, let thread else {
            Unmanaged<Job>.fromOpaque(job).release()
            return false
        }
        #else
        var thread = pthread_t()
        guard pthread_create(&thread, nil, entry, job) == 0 else {
            Unmanaged<Job>.fromOpaque(job).release()
            return false
        }
        #endif
        pthread_detach(thread)
        return true
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
