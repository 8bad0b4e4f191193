#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNghttp2
import PushPeekSend

/// One client connection: the socket, TLS (unless cleartext), and libnghttp2's server session,
/// fed through memory (`mem_recv`/`mem_send`) so that the event loop alone does the I/O.
final class HTTP2ServerConnection {
    let descriptor: Int32
    var tls: OpaquePointer?
    var handshaking: Bool
    var session: OpaquePointer?
    /// The open streams; each one's slot number is its nghttp2 stream user data.
    var streams = StreamSlots()
    /// The stream whose frames are arriving (its header fields come one callback each) and its ID,
    /// 0 for none. Its slot in `streams` holds it until nghttp2 closes it, which also ends this
    /// reference: each field is taken without a retain and release.
    private(set) var receiving: Unmanaged<IncomingStream>?
    private(set) var receivingID: Int32 = 0
    var context: ConnectionContext
    /// The read buffer and the last request, shared with the server's other connections.
    let input: SharedInput
    /// When a request last completed (or the connection opened): the idle timeout counts from it.
    var lastProgress: Int
    var answered = 0
    /// GOAWAY sent: no new streams; closed once the open ones are answered.
    var goingAway = false
    /// Closed at once when the output is written (idle timeout, a protocol error).
    var closeWhenFlushed = false
    var isClosed = false
    private var outbox: [UInt8] = []
    private var outboxStart = 0
    /// Called when a request is complete (or known to be too large): the stream's ID and request.
    let onRequest: (HTTP2ServerConnection, Int32, IncomingStream) -> Void

    /// Bytes read per wake-up before others get their turn.
    static let readBudget = 262_144
    /// Output held before the session is asked for more.
    static let outboxLimit = 65_536

    init(descriptor: Int32, tls: OpaquePointer?, id: Int, now: Int, input: SharedInput,
         onRequest: @escaping (HTTP2ServerConnection, Int32, IncomingStream) -> Void) {
        self.descriptor = descriptor
        self.input = input
        self.tls = tls
        self.handshaking = tls != nil
        self.context = ConnectionContext(id: id)
        self.lastProgress = now
        self.onRequest = onRequest
    }

    /// Starts libnghttp2's session and queues the server's SETTINGS: 1000 concurrent streams,
    /// the header list size taken.
    func start() -> Bool {
        var session: OpaquePointer?
        let callbacks = HTTP2ServerConnection.makeCallbacks()
        defer { nghttp2_session_callbacks_del(callbacks) }
        var option: OpaquePointer?
        nghttp2_option_new(&option)
        defer { nghttp2_option_del(option) }
        nghttp2_option_set_max_deflate_dynamic_table_size(option, 4096)
        guard nghttp2_session_server_new2(&session, callbacks, Unmanaged.passUnretained(self).toOpaque(), option) == 0 else { return false }
        self.session = session
        var settings = [
            nghttp2_settings_entry(settings_id: Int32(NGHTTP2_SETTINGS_MAX_CONCURRENT_STREAMS.rawValue), value: 1000),
            nghttp2_settings_entry(settings_id: Int32(NGHTTP2_SETTINGS_MAX_HEADER_LIST_SIZE.rawValue), value: UInt32(IncomingStream.maximumHeaderBytes)),
        ]
        return nghttp2_submit_settings(session, UInt8(NGHTTP2_FLAG_NONE.rawValue), &settings, settings.count) == 0
    }

    /// The open stream `id`, the one arriving without a lookup.
    func stream(_ id: Int32) -> IncomingStream? {
        if receivingID == id, let receiving { return receiving.takeUnretainedValue() }
        return openStream(id)
    }

    /// The open stream `id`, found through the slot number nghttp2 keeps for it.
    func openStream(_ id: Int32) -> IncomingStream? {
        guard let session, let data = nghttp2_session_get_stream_user_data(session, id) else { return nil }
        return streams.stream(at: Int(bitPattern: data) - 1, id: id)
    }

    /// Keeps `stream`, which began as `id`, until nghttp2 closes it; it is the one arriving.
    func open(_ stream: IncomingStream, id: Int32) {
        guard let session else { return }
        let slot = streams.insert(stream, id: id)
        nghttp2_session_set_stream_user_data(session, id, UnsafeMutableRawPointer(bitPattern: slot + 1))
        receiving = Unmanaged.passUnretained(stream)
        receivingID = id
    }

    /// Lets go of stream `id`, which nghttp2 is closing.
    func closed(_ id: Int32) {
        if receivingID == id {
            receiving = nil
            receivingID = 0
        }
        guard let session, let data = nghttp2_session_get_stream_user_data(session, id) else { return }
        streams.remove(at: Int(bitPattern: data) - 1, id: id)
        nghttp2_session_set_stream_user_data(session, id, nil)
    }

    var wantsWrite: Bool {
        outboxStart < outbox.count || (session.map { nghttp2_session_want_write($0) != 0 } ?? false)
    }

    /// Reads what arrived and answers it; false when the connection is to be closed.
    func readable() -> Bool {
        if handshaking { return handshake() }
        let buffer = input.bytes
        var total = 0
        while total < HTTP2ServerConnection.readBudget {
            let count = tls.map { Int(SSL_read($0, buffer.baseAddress, Int32(buffer.count))) } ?? read(descriptor, buffer.baseAddress, buffer.count)
            if count > 0 {
                total += count
                guard let session, nghttp2_session_mem_recv(session, buffer.baseAddress, count) >= 0 else { return false }
                continue
            }
            if let tls {
                let error = SSL_get_error(tls, Int32(count))
                if error == SSL_ERROR_WANT_READ || error == SSL_ERROR_WANT_WRITE { break }
                return false
            }
            if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) { break }
            return false
        }
        return flush()
    }

    private func handshake() -> Bool {
        guard let tls else { return false }
        let result = SSL_accept(tls)
        if result == 1 {
            handshaking = false
            var protocolName: UnsafePointer<UInt8>?
            var length: UInt32 = 0
            SSL_get0_alpn_selected(tls, &protocolName, &length)
            // No ALPN at all is HTTP/2 with prior knowledge, as APNs takes it (aioapns offers none).
            let isH2 = length == 2 && protocolName?[0] == UInt8(ascii: "h") && protocolName?[1] == UInt8(ascii: "2")
            guard length == 0 || isH2 else { return false }
            context.certificate = HTTP2ServerConnection.certificate(of: tls)
            return start() && readable()
        }
        let error = SSL_get_error(tls, result)
        return error == SSL_ERROR_WANT_READ || error == SSL_ERROR_WANT_WRITE
    }

    static func certificate(of tls: OpaquePointer) -> ConnectionContext.Certificate {
        guard let peer = SSL_get1_peer_certificate(tls) else { return .none }
        defer { X509_free(peer) }
        guard SSL_get_verify_result(tls) == X509_V_OK else { return .refused }
        return .verified(ClientCertificateReader.read(peer))
    }

    /// Writes what the session has to send; false when the connection is to be closed.
    func flush() -> Bool {
        if handshaking { return true }
        guard let session else { return false }
        while outbox.count - outboxStart < HTTP2ServerConnection.outboxLimit {
            var data: UnsafePointer<UInt8>?
            let count = nghttp2_session_mem_send(session, &data)
            if count < 0 { return false }
            guard count > 0, let data else { break }
            outbox.append(contentsOf: UnsafeBufferPointer(start: data, count: count))
        }
        while outboxStart < outbox.count {
            let written = outbox.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return -1 }
                let start = base + outboxStart
                let remaining = raw.count - outboxStart
                if let tls { return Int(SSL_write(tls, start, Int32(min(remaining, Int(Int32.max))))) }
                return write(descriptor, start, remaining)
            }
            if written > 0 {
                outboxStart += written
                continue
            }
            if let tls {
                let error = SSL_get_error(tls, Int32(written))
                if error == SSL_ERROR_WANT_WRITE || error == SSL_ERROR_WANT_READ { break }
                return false
            }
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { break }
            return false
        }
        if outboxStart == outbox.count {
            outbox.removeAll(keepingCapacity: outbox.capacity <= HTTP2ServerConnection.outboxLimit * 2)
            outboxStart = 0
            if closeWhenFlushed && nghttp2_session_want_write(session) == 0 { return false }
        }
        if goingAway && streams.count == 0 && !wantsWrite { return false }
        return nghttp2_session_want_read(session) != 0 || wantsWrite
    }

    /// Sends GOAWAY with APNs' JSON reason (`{"reason":"Shutdown"}`); `immediately` closes once written.
    func goAway(reason: String, immediately: Bool) {
        guard let session, !goingAway || immediately else { return }
        goingAway = true
        closeWhenFlushed = closeWhenFlushed || immediately
        let debug = Array("{\"reason\":\"\(reason)\"}".utf8)
        let last = nghttp2_session_get_last_proc_stream_id(session)
        nghttp2_submit_goaway(session, UInt8(NGHTTP2_FLAG_NONE.rawValue), last, UInt32(NGHTTP2_NO_ERROR.rawValue), debug, debug.count)
    }

    /// Frees the session and TLS and closes the socket.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        if let session { nghttp2_session_del(session) }
        session = nil
        if let tls {
            SSL_shutdown(tls)
            SSL_free(tls)
        }
        tls = nil
        streams.removeAll()
        receiving = nil
        receivingID = 0
        closeDescriptor(descriptor)
    }
}

/// `close(2)`, outside the type whose `close()` would hide it.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
