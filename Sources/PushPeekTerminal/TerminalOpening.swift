#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `TerminalSession` being opened while its caller reads what the first frame will show: the quiet
/// half (`TerminalPreparation.prepare`: terminfo, the screen's windows, tty modes — nothing written)
/// runs on a thread of its own from `init`; `session()` waits for it and opens the rest on the
/// caller's thread, `cancel()` waits for it and undoes it without writing a byte, so a caller that
/// fails first (a broken payload) leaves the terminal as it found it and prints its error as before.
/// ncurses is used by one thread at a time: the thread has ended before either goes on. Where no
/// thread can be started, the preparation runs when it is asked for.
public final class TerminalOpening: @unchecked Sendable {
    private var preparation: TerminalPreparation
    #if os(Linux)
    private var thread = pthread_t()
    #else
    private var thread: pthread_t?
    #endif
    private var running = false
    private var settled = false

    /// Checks and takes the terminal and sets the locale here (`TerminalSession.begin`), then starts
    /// the preparation. Call it only once nothing else reads from or writes to the terminal until
    /// `session()` or `cancel()`.
    public init() {
        preparation = TerminalSession.begin()
        guard case .begun = preparation.outcome else { return }
        // The thread holds a reference until it ends, so an abandoned opening is still joined in deinit.
        let context = Unmanaged.passRetained(self).toOpaque()
        running = pthread_create(&thread, nil, TerminalOpening.entry, context) == 0
        if !running { Unmanaged<TerminalOpening>.fromOpaque(context).release() }
    }

    deinit { cancel() }

    /// The open session (`TerminalSession.init`): throws as it would, with the terminal put back.
    public func session() throws(TerminalError) -> TerminalSession {
        let preparation = finishedPreparation()
        guard !settled else { throw .alreadyOpen }
        settled = true
        return try TerminalSession(preparation)
    }

    /// Undoes the preparation, writing nothing to the terminal; does nothing after `session()`.
    public func cancel() {
        let preparation = finishedPreparation()
        guard !settled else { return }
        settled = true
        preparation.abandon()
    }

    /// The preparation once the thread has ended (run here if no thread was started).
    private func finishedPreparation() -> TerminalPreparation {
        if running {
            running = false
            #if os(Linux)
            let thread: pthread_t? = self.thread
            #else
            let thread = self.thread
            #endif
            // Dropped unsettled by its caller, the opening is last released by its own thread.
            if let thread, pthread_equal(thread, pthread_self()) != 0 {
                pthread_detach(thread)
            } else if let thread {
                pthread_join(thread, nil)
            }
        } else if !settled {
            preparation.prepare()
        }
        return preparation
    }

    private static func run(_ context: UnsafeMutableRawPointer) {
        let opening = Unmanaged<TerminalOpening>.fromOpaque(context).takeRetainedValue()
        opening.preparation.prepare()
    }

    #if os(Linux)
    private static let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
        if let context { TerminalOpening.run(context) }
        return nil
    }
    #else
    private static let entry: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
        TerminalOpening.run(context)
        return nil
    }
    #endif
}
