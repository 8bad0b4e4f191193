#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work on a thread of its own whose starter waits for it (`join`) before reading what it wrote
/// (`MapDataParse`: the overlay's parse). The stack is the main thread's size (8 MiB), not a
/// secondary thread's smaller default on some systems, so a reader that recurses once per nesting
/// level has the same room as on the main thread.
package struct JoinableThread {
    private final class Work: Sendable {
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }

    #if os(Linux)
    private let thread: pthread_t
    #else
    private let thread: pthread_t?
    #endif

    /// Starts `body`; nil when no thread could be made (the caller then does the work itself).
    package init?(_ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 8 << 20)
        // The thread holds the work until it ends, whoever else lets go of it first.
        let context = Unmanaged.passRetained(Work(body)).toOpaque()
        #if os(Linux)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        guard pthread_create(&thread, &attributes, JoinableThread.entry, context) == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return nil
        }
        self.thread = thread
    }

    /// Waits for the work to end. Call it once, or `detach` instead, never both.
    package func join() {
        #if os(Linux)
        pthread_join(thread, nil)
        #else
        if let thread { pthread_join(thread, nil) }
        #endif
    }

    /// Lets the thread end on its own: for work nothing will wait for any more.
    package func detach() {
        #if os(Linux)
        pthread_detach(thread)
        #else
        if let thread { pthread_detach(thread) }
        #endif
    }

    /// Whether the calling thread is this one (which cannot join itself).
    package var isCurrent: Bool {
        #if os(Linux)
        pthread_equal(thread, pthread_self()) != 0
        #else
        thread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
        #endif
    }

    private static func run(_ context: UnsafeMutableRawPointer) {
        Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
    }

    #if os(Linux)
    private static let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
        if let context { JoinableThread.run(context) }
        return nil
    }
    #else
    private static let entry: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
        JoinableThread.run(context)
        return nil
    }
    #endif
}
