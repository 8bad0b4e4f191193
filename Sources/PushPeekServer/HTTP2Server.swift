#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNghttp2
import PushPeekJSON
import PushPeekSend

/// `pushpeek serve`'s HTTP/2 endpoint: one poll loop over the listening socket and every
/// connection (no thread per connection), TLS with ALPN `h2` or cleartext h2 with prior
/// knowledge, and the handler's answers sent when due. Bounded: connections, header bytes,
/// streams (1000 at once), body bytes (one past the payload limit kept).
public final class HTTP2Server {
    /// How the server listens and what it allows.
    public struct Settings: Sendable {
        public var host: String
        public var port: Int
        /// Milliseconds a connection may go without completing a request before GOAWAY IdleTimeout.
        public var idleTimeout: Int
        /// GOAWAY after this many answers on a connection (`--goaway-after`).
        public var goawayAfter: Int?
        public var maximumConnections: Int
        public init(host: String, port: Int, idleTimeout: Int, goawayAfter: Int?, maximumConnections: Int = 4096) {
            self.host = host
            self.port = port
            self.idleTimeout = idleTimeout
            self.goawayAfter = goawayAfter
            self.maximumConnections = maximumConnections
        }
    }

    /// Answers a request on a connection (whose token state it may change), at the edge's clock.
    public typealias Handler = (ProviderRequest, inout ConnectionContext) -> ServedResponse

    let settings: Settings
    let listener: ListeningSocket
    let tls: TLSContext?
    var connections: [HTTP2ServerConnection] = []
    var nextConnectionID = 1
    var pending: [(due: Int, connection: HTTP2ServerConnection, stream: Int32, answer: ProviderAnswer)] = []
    var handler: Handler = { _, _ in ServedResponse(answer: ProviderAnswer(status: 500, apnsID: "", reason: "InternalServerError")) }
    var shutdownDeadline: Int?
    let input = SharedInput()

    /// The port listened on.
    public var port: Int { listener.port }

    public init(settings: Settings, tls: TLSContext?) throws(InputError) {
        self.settings = settings
        self.tls = tls
        listener = try ListeningSocket(host: settings.host, port: settings.port)
        signal(SIGPIPE, SIG_IGN)
    }

    /// Runs until `shouldStop` says so and every connection has drained (GOAWAY Shutdown, the open
    /// streams answered), or `drainLimit` milliseconds after the stop. `turnEnded` is called after
    /// each turn of the loop, once what was read has been answered (to write out what the answers
    /// left behind in one block).
    public func run(drainLimit: Int = 10_000, handler: @escaping Handler, turnEnded: () -> Void = {}, shouldStop: () -> Bool) {
        self.handler = handler
        var listening = true
        while true {
            let now = ServerClock.milliseconds()
            if listening && shouldStop() {
                listening = false
                listener.close()
                shutdownDeadline = now + drainLimit
                for connection in connections { connection.goAway(reason: "Shutdown", immediately: false); settle(connection) }
            }
            if !listening && (connections.isEmpty || now >= (shutdownDeadline ?? now)) { break }
            step(listening: listening, now: now)
            turnEnded()
        }
        for connection in connections { connection.close() }
        connections = []
    }

    /// One turn: wait for sockets (at most until the next due answer or 100 ms), then accept,
    /// read, answer what is due, write, and close what ended.
    func step(listening: Bool, now: Int) {
        var descriptors = [pollfd]()
        descriptors.reserveCapacity(connections.count + 1)
        descriptors.append(pollfd(fd: listening ? listener.descriptor : -1, events: Int16(POLLIN), revents: 0))
        for connection in connections {
            let events = Int16(POLLIN) | (connection.wantsWrite ? Int16(POLLOUT) : 0)
            descriptors.append(pollfd(fd: connection.descriptor, events: events, revents: 0))
        }
        let wait = pending.first.map { max(0, min(100, $0.due - now)) } ?? 100
        _ = poll(&descriptors, nfds_t(descriptors.count), Int32(wait))
        let current = connections
        for (index, connection) in current.enumerated() {
            let events = descriptors[index + 1].revents
            guard events != 0, !connection.isClosed else { continue }
            let open = events & Int16(POLLIN | POLLHUP | POLLERR) != 0 ? connection.readable() : connection.flush()
            if !open { connection.close() }
        }
        if listening && descriptors[0].revents & Int16(POLLIN) != 0 { acceptWaiting(now: ServerClock.milliseconds()) }
        answerDue(now: ServerClock.milliseconds())
        expireIdle(now: ServerClock.milliseconds())
        connections.removeAll { $0.isClosed }
    }

    func acceptWaiting(now: Int) {
        for _ in 0..<64 {
            guard let descriptor = listener.accept() else { return }
            guard connections.count < settings.maximumConnections else {
                ListeningSocket.close(descriptor)
                continue
            }
            var session: OpaquePointer?
            if let tls {
                session = SSL_new(tls.context)
                SSL_set_fd(session, descriptor)
            }
            let connection = HTTP2ServerConnection(descriptor: descriptor, tls: session, id: nextConnectionID, now: now, input: input) { [unowned self] in
                self.received($0, stream: $1, $2)
            }
            nextConnectionID += 1
            connections.append(connection)
            if tls == nil, !connection.start() { connection.close() }
        }
    }

    func received(_ connection: HTTP2ServerConnection, stream: Int32, _ incoming: IncomingStream) {
        connection.lastProgress = ServerClock.milliseconds()
        let request = incoming.request
        input.lastRequest = request
        let response = handler(request, &connection.context)
        if response.delayMilliseconds <= 0 {
            answer(connection, stream, response.answer)
        } else {
            let due = connection.lastProgress + response.delayMilliseconds
            let index = pending.lastIndex { $0.due <= due }.map { $0 + 1 } ?? 0
            pending.insert((due, connection, stream, response.answer), at: index)
        }
    }

    func answer(_ connection: HTTP2ServerConnection, _ stream: Int32, _ answer: ProviderAnswer) {
        guard !connection.isClosed else { return }
        connection.respond(stream, answer)
        connection.answered += 1
        if let limit = settings.goawayAfter, connection.answered >= limit { connection.goAway(reason: "Shutdown", immediately: false) }
    }

    func answerDue(now: Int) {
        var count = 0
        while count < pending.count, pending[count].due <= now { count += 1 }
        let due = pending.prefix(count)
        pending.removeFirst(count)
        for item in due { answer(item.connection, item.stream, item.answer) }
        for connection in Set(due.map { ObjectIdentifier($0.connection) }).compactMap({ id in connections.first { ObjectIdentifier($0) == id } }) {
            settle(connection)
        }
    }

    /// GOAWAY IdleTimeout for a connection that completed no request within the idle timeout
    /// (a slow or silent client, or one stuck in the handshake).
    func expireIdle(now: Int) {
        for connection in connections where !connection.isClosed && now - connection.lastProgress > settings.idleTimeout {
            if connection.handshaking || connection.closeWhenFlushed {
                connection.close()
            } else {
                connection.goAway(reason: "IdleTimeout", immediately: true)
                settle(connection)
            }
        }
    }

    /// Writes what a connection has to send after a change outside its own read, closing it if it ended.
    func settle(_ connection: HTTP2ServerConnection) {
        if !connection.isClosed && !connection.flush() { connection.close() }
    }
}
