#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekSend

/// Sends a `SendBatch`'s requests over one HTTP/2 connection at a time (libnghttp2 over OpenSSL).
/// No push waits blind: no more streams are opened than the server's SETTINGS_MAX_CONCURRENT_STREAMS
/// allows, so nothing queues below this type; a push's timeout starts when its stream is opened; its
/// request (and so its provider token) is made at that moment. A connection lost without GOAWAY is
/// opened again: pushes in flight end `unknown` at once, pushes never sent (and REFUSED_STREAM, and
/// streams above GOAWAY's last stream ID) go out on the new one. What an answer means stays in
/// `SendBatch`; this type only moves bytes.
public final class HTTP2Client {
    /// Where and how to connect.
    public struct Configuration: Sendable {
        public var host: String
        public var port: Int
        /// CA bundle to verify the server with instead of the system's (`--ca`).
        public var caFile: String?
        /// TLS client certificate and its key, PEM (`--cert`, `--cert-key`).
        public var certificate: String?
        public var certificateKey: String?
        /// The certificate key's passphrase (`--cert-key-password-file`), never prompted for.
        public var certificateKeyPassphrase: [UInt8]?
        /// Per-request limit in milliseconds from the moment its stream opens (`--timeout`).
        public var timeout: Int

        public init(host: String, port: Int = 443, caFile: String? = nil, certificate: String? = nil,
                    certificateKey: String? = nil, certificateKeyPassphrase: [UInt8]? = nil, timeout: Int = 30_000) {
            self.host = host
            self.port = port
            self.caFile = caFile
            self.certificate = certificate
            self.certificateKey = certificateKey
            self.certificateKeyPassphrase = certificateKeyPassphrase
            self.timeout = timeout
        }
    }

    /// Connections in a row that may end without a single answer before the rest is given up.
    static let fruitlessConnectionLimit = 3

    public let configuration: Configuration
    private let context: TLSContext
    /// Connections opened so far (a reconnect adds one).
    public private(set) var connectionsOpened = 0

    /// Prepares TLS; a certificate, key or CA file that cannot be used is a `.credentials` error here,
    /// before anything is sent.
    public init(_ configuration: Configuration) throws(SendError) {
        self.configuration = configuration
        context = try TLSContext(caFile: configuration.caFile, certificate: configuration.certificate,
                                 certificateKey: configuration.certificateKey, passphrase: configuration.certificateKeyPassphrase)
    }

    /// Milliseconds on the monotonic clock.
    public static func monotonicMilliseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int(time.tv_sec) * 1000 + Int(time.tv_nsec) / 1_000_000
    }

    private var authority: String {
        configuration.port == 443 ? configuration.host : "\(configuration.host):\(configuration.port)"
    }

    /// Runs `batch` to completion. `request` builds the request for a delivery at the moment its
    /// stream opens (so the provider token is current), given the batch's token generation (a new
    /// one means APNs called the last token expired); `sending` is told of each request as it goes
    /// out, `noting` of each note of the batch (a retry, a refused stream) as it is made.
    public func run(_ batch: inout SendBatch, request: (_ index: Int, _ tokenGeneration: Int) throws(SendError) -> APNsRequest,
                    sending: (APNsRequest) -> Void, noting: (String) -> Void = { _ in }) throws(SendError) {
        var connection: HTTP2Connection?
        var connectedAt = 0
        var deadlines = DeadlineQueue()
        var fruitless = 0
        var notesShown = batch.notes.count
        while !batch.isComplete {
            var now = Self.monotonicMilliseconds()
            if connection == nil {
                guard batch.hasDue(now: now) else {
                    if let wake = batch.nextWake { usleep(UInt32(min(1000, max(1, wake - now))) * 1000) }
                    continue
                }
                do throws(TransportFailure) {
                    connection = try open()
                    connectedAt = now
                    deadlines = DeadlineQueue()
                } catch {
                    fruitless += 1
                    guard connectionsOpened > 0, fruitless < Self.fruitlessConnectionLimit else {
                        batch.abandon(error.message)
                        break
                    }
                    usleep(UInt32(100_000 * fruitless))
                    continue
                }
            }
            guard let live = connection else { break }
            if live.canOpen {
                for index in batch.due(now: now, limit: live.streamLimit - live.streams.count) {
                    let built = try request(index, batch.tokenGeneration)
                    sending(built)
                    if let identifier = live.submit(built, index: index, authority: authority, deadline: now + configuration.timeout) {
                        deadlines.append(now + configuration.timeout, identifier)
                    }
                }
            }
            var lost = live.flush()
            if lost == nil {
                var descriptor = pollfd(fd: live.socket.descriptor, events: Int16(POLLIN) | (live.hasOutput ? Int16(POLLOUT) : 0), revents: 0)
                _ = poll(&descriptor, 1, Int32(wait(batch, live, deadlines, now: now)))
                lost = live.receive() ?? live.flush()
            }
            now = Self.monotonicMilliseconds()
            if lost == nil, !live.settingsReceived, now - connectedAt > min(configuration.timeout, 10_000) {
                lost = "the server sent no HTTP/2 SETTINGS within \(min(configuration.timeout, 10_000)) ms"
            }
            while let identifier = deadlines.popExpired(now: now) { live.expire(identifier, after: configuration.timeout) }
            if let lost { live.abandon(lost) }
            for (index, result) in live.completed { batch.finish(index, result, now: now) }
            live.completed.removeAll(keepingCapacity: true)
            while notesShown < batch.notes.count {
                noting(batch.notes[notesShown])
                notesShown += 1
            }
            if lost != nil || (live.goawayLastStream != nil && live.streams.isEmpty) {
                fruitless = live.answered == 0 ? fruitless + 1 : 0
                connection = nil
                if fruitless >= Self.fruitlessConnectionLimit {
                    batch.abandon("\(Self.fruitlessConnectionLimit) connections in a row ended without an answer (\(lost ?? "GOAWAY"))")
                }
            }
        }
    }

    private func open() throws(TransportFailure) -> HTTP2Connection {
        let socket = try TLSStream(host: configuration.host, port: configuration.port, context: context,
                                   timeout: min(configuration.timeout, 10_000))
        do throws(SendError) {
            let connection = try HTTP2Connection(socket: socket)
            connectionsOpened += 1
            return connection
        } catch {
            throw TransportFailure(certainlyNotSent: true, message: error.message)
        }
    }

    /// How long to wait for the socket: until the next stream's deadline or retry, at most a second.
    private func wait(_ batch: SendBatch, _ connection: HTTP2Connection, _ deadlines: DeadlineQueue, now: Int) -> Int {
        var until = now + 1000
        if let deadline = deadlines.next { until = min(until, deadline) }
        if connection.canOpen, let wake = batch.nextWake { until = min(until, wake) }
        if connection.canOpen && batch.hasDue(now: now) { return 0 }
        return max(0, until - now)
    }
}
