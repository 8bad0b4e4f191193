import PushPeekModel

/// A `TerminalSession` being opened while its caller reads what the first frame will show: the quiet
/// half (`TerminalPreparation.prepare`: terminfo, the screen's windows, tty modes — nothing written)
/// runs on a thread of its own from `init`; `session()` waits for it and opens the rest on the
/// caller's thread, `cancel()` waits for it and undoes it without writing a byte, so a caller that
/// fails first (a broken payload) leaves the terminal as it found it and prints its error as before.
/// ncurses is used by one thread at a time: the thread has ended before either goes on. Where no
/// thread can be started, the preparation runs when it is asked for.
public final class TerminalOpening: @unchecked Sendable {
    private var preparation: TerminalPreparation
    private var thread: JoinableThread?
    private var settled = false

    /// Checks and takes the terminal and sets the locale here (`TerminalSession.begin`), then starts
    /// the preparation. Call it only once nothing else reads from or writes to the terminal until
    /// `session()` or `cancel()`.
    public init() {
        preparation = TerminalSession.begin()
        guard case .begun = preparation.outcome else { return }
        // The thread holds a reference until it ends, so an abandoned opening is still undone in deinit.
        thread = JoinableThread { [self] in
            preparation.prepare()
        }
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
        if let thread {
            self.thread = nil
            // Dropped unsettled by its caller, the opening is last released by its own thread.
            if thread.isCurrent { thread.detach() } else { thread.join() }
        } else if !settled {
            preparation.prepare()
        }
        return preparation
    }
}
