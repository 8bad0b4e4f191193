import PushPeekJSON
import PushPeekModel
import PushPeekPresentation
import PushPeekInteraction
import PushPeekTerminal
import PushPeekServer

/// `serve` on a terminal: the lock screen (`pushpeek lockscreen`'s list), each accepted push
/// arriving on it as it comes and every push's line in the status. The server runs its event
/// loop on a thread of its own; the run loop's poll takes the arrivals and turns them into
/// notifications (no I/O in the reducer).
enum ServeLockScreen {
    /// The server with its session, moved to the server's thread once.
    final class Running: @unchecked Sendable {
        let server: HTTP2Server
        let session: ServeSession
        let queue: ServeArrivalQueue
        let log: ServeLog?
        init(_ server: HTTP2Server, _ session: ServeSession, _ queue: ServeArrivalQueue, _ log: ServeLog?) {
            self.server = server
            self.session = session
            self.queue = queue
            self.log = log
        }
        func run() {
            server.run(handler: session.handle, turnEnded: { log?.flush() }) { queue.stopRequested || session.finished }
            log?.flush()
            queue.end()
        }
    }

    static func run(_ arguments: Arguments, server: HTTP2Server, setup: ServeSetup, log: ServeLog?) throws(InputError) -> Int32 {
        let theme = try ThemeChoice.theme(arguments)
        let options = try LockScreenCommand.lockScreenOptions(arguments)
        var loader = try LockScreenLoader(arguments, options: options, sender: nil)
        var state = LockScreenState(notifications: [], options: options, app: loader.template.app)
        state.statusMessage = "Port \(server.port)" + (setup.policy.acceptsAnyToken ? ", any token (--accept-any-token)" : "")
        let queue = ServeArrivalQueue()
        let session = ServeSession(setup) { arrival in
            log?.append(arrival)
            queue.put(arrival)
        }
        let running = Running(server, session, queue, log)
        guard let thread = WorkerThread.start({ running.run() }) else {
            throw InputError(.io, message: "cannot start the server's thread")
        }
        let inbox = LockScreenInbox()
        var model = LockScreenModel(state: state, inbox: inbox)
        var nextID = 1
        let poll: () -> [Event] = {
            var events: [Event] = []
            var arrived = false
            for arrival in queue.take() {
                events.append(.reloadFailed(arrival.line))
                guard arrival.answer.accepted || arrival.verdict == .faulted else { continue }
                if let notification = try? loader.notification(arrival.request.body, source: "push \(arrival.number)", fromDirectory: false, id: nextID) {
                    inbox.put(notification)
                    nextID += 1
                    arrived = true
                }
            }
            return events + (arrived ? [.filesChanged] : []) + [.tick]
        }
        let status: Int32
        do {
            status = try TerminalRunLoop.run(&model, theme: theme, colorDepth: nil, pollInterval: 100, poll: poll)
        } catch {
            queue.stop()
            thread.join()
            throw InputError.terminal(error, headless: "`pushpeek serve --headless`")
        }
        queue.stop()
        thread.join()
        return status == 0 ? session.status : status
    }
}
