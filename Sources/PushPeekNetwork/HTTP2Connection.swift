import CNghttp2
import PushPeekSend

/// One HTTP/2 connection to APNs driven with libnghttp2: requests submitted, frames serialised into
/// one buffer and written with one call, answers parsed into `TransportResult`s that collect in
/// `completed` for the caller to hand to its `SendBatch`. The server's SETTINGS (its stream limit)
/// and GOAWAY (the last stream it will process) are read here.
final class HTTP2Connection {
    let socket: TLSStream
    private var session: OpaquePointer?
    private(set) var streams: [Int32: HTTP2Stream] = [:]
    /// Requests that ended, in order, not yet taken by the caller.
    var completed: [(index: Int, result: TransportResult)] = []
    private(set) var settingsReceived = false
    /// GOAWAY's last stream ID once the server sent one: no stream is opened after it.
    private(set) var goawayLastStream: Int32?
    /// Answers received on this connection.
    private(set) var answered = 0
    private var outgoing: [UInt8] = []
    private var outgoingStart = 0
    /// Bytes handed to the socket so far, and bytes serialised so far (written or not).
    private(set) var writtenBytes = 0
    private var queuedBytes = 0
    private var unplaced: [HTTP2Stream] = []
    private var readBuffer = [UInt8](repeating: 0, count: 65_536)

    init(socket: TLSStream) throws(SendError) {
        self.socket = socket
        var callbacks: OpaquePointer?
        guard nghttp2_session_callbacks_new(&callbacks) == 0, let callbacks else { throw SendError(.client, "nghttp2_session_callbacks_new failed") }
        defer { nghttp2_session_callbacks_del(callbacks) }
        Self.install(callbacks)
        guard nghttp2_session_client_new(&session, callbacks, Unmanaged.passUnretained(self).toOpaque()) == 0 else {
            throw SendError(.client, "nghttp2_session_client_new failed")
        }
        var settings = [nghttp2_settings_entry(settings_id: Int32(NGHTTP2_SETTINGS_ENABLE_PUSH.rawValue), value: 0)]
        nghttp2_submit_settings(session, UInt8(NGHTTP2_FLAG_NONE.rawValue), &settings, settings.count)
    }

    deinit {
        nghttp2_session_del(session)
    }

    /// How many streams the server allows at once (0 until its SETTINGS arrived).
    var streamLimit: Int {
        guard settingsReceived else { return 0 }
        return Int(min(nghttp2_session_get_remote_settings(session, NGHTTP2_SETTINGS_MAX_CONCURRENT_STREAMS), 10_000))
    }

    /// Whether another stream may be opened now.
    var canOpen: Bool { goawayLastStream == nil && streams.count < streamLimit }

    /// Whether serialised bytes wait for the socket.
    var hasOutput: Bool { outgoingStart < outgoing.count || nghttp2_session_want_write(session) != 0 }

    /// Opens a stream for `request` (delivery `index`) and returns its ID; when nghttp2 refuses it,
    /// nil, and the delivery ends as not sent.
    func submit(_ request: APNsRequest, index: Int, authority: String, deadline: Int) -> Int32? {
        var block: [UInt8] = []
        var spans: [(Int, Int, Int, Int)] = []
        func add(_ name: String, _ value: String) {
            let nameStart = block.count
            block += name.utf8
            let valueStart = block.count
            block += value.utf8
            spans.append((nameStart, valueStart - nameStart, valueStart, block.count - valueStart))
        }
        add(":method", request.method)
        add(":scheme", "https")
        add(":authority", authority)
        add(":path", request.path)
        for header in request.headers { add(header.name, header.value) }
        add("content-length", String(request.body.count))
        let stream = HTTP2Stream(index: index, body: request.body, deadline: deadline)
        var provider = nghttp2_data_provider(source: nghttp2_data_source(), read_callback: Self.readBody)
        let identifier = block.withUnsafeMutableBufferPointer { bytes -> Int32 in
            guard let base = bytes.baseAddress else { return -1 }
            var pairs = spans.map { span in
                nghttp2_nv(name: base + span.0, value: base + span.2, namelen: span.1, valuelen: span.3,
                           flags: UInt8(NGHTTP2_NV_FLAG_NONE.rawValue))
            }
            return nghttp2_submit_request(session, nil, &pairs, pairs.count, &provider, nil)
        }
        guard identifier > 0 else {
            let reason = String(cString: nghttp2_strerror(identifier))
            completed.append((index, .failure(TransportFailure(certainlyNotSent: true, message: "the request could not be made: \(reason)"))))
            return nil
        }
        streams[identifier] = stream
        unplaced.append(stream)
        return identifier
    }

    /// Serialises what nghttp2 has to send and writes it with one call; the reason when the
    /// connection is gone.
    func flush() -> String? {
        for stream in unplaced { stream.firstByte = queuedBytes }
        unplaced.removeAll(keepingCapacity: true)
        while true {
            var data: UnsafePointer<UInt8>?
            let count = nghttp2_session_mem_send(session, &data)
            if count < 0 { return "HTTP/2 error: \(String(cString: nghttp2_strerror(Int32(count))))" }
            guard count > 0, let data else { break }
            outgoing.append(contentsOf: UnsafeBufferPointer(start: data, count: count))
            queuedBytes += count
        }
        while outgoingStart < outgoing.count {
            switch socket.write(outgoing[outgoingStart...]) {
            case .bytes(let count):
                outgoingStart += count
                writtenBytes += count
            case .wouldBlock:
                return nil
            case .closed(let reason):
                return reason
            }
        }
        outgoing.removeAll(keepingCapacity: true)
        outgoingStart = 0
        return nil
    }

    /// Reads and processes what has arrived; the reason when the connection is gone.
    func receive() -> String? {
        while true {
            switch socket.read(into: &readBuffer) {
            case .bytes(let count):
                let used = readBuffer.withUnsafeBufferPointer { nghttp2_session_mem_recv(session, $0.baseAddress, count) }
                if used < 0 { return "HTTP/2 error from the server: \(String(cString: nghttp2_strerror(Int32(used))))" }
            case .wouldBlock:
                return nil
            case .closed(let reason):
                return reason
            }
        }
    }

    /// Ends the stream of delivery `identifier` as timed out: reset it, report it `unknown`.
    func expire(_ identifier: Int32, after timeout: Int) {
        guard let stream = streams.removeValue(forKey: identifier) else { return }
        nghttp2_submit_rst_stream(session, UInt8(NGHTTP2_FLAG_NONE.rawValue), identifier, NGHTTP2_CANCEL.rawValue)
        completed.append((stream.index, .failure(TransportFailure(certainlyNotSent: false, message: "no answer within \(timeout) ms"))))
    }

    /// Ends every open stream of a lost connection: `unknown` when any of its bytes may have gone
    /// out, refused (to be sent again) when none did.
    func abandon(_ reason: String) {
        for (_, stream) in streams.sorted(by: { $0.key < $1.key }) {
            let sent = writtenBytes > stream.firstByte
            completed.append((stream.index, .failure(sent
                ? TransportFailure(certainlyNotSent: false, message: "the connection was lost before the answer (\(reason))")
                : TransportFailure(certainlyNotSent: true, refused: true, message: "the connection was lost before the request went out"))))
        }
        streams.removeAll()
    }

    private func closed(_ identifier: Int32, errorCode: UInt32) {
        guard let stream = streams.removeValue(forKey: identifier) else { return }
        let result: TransportResult
        if errorCode == NGHTTP2_REFUSED_STREAM.rawValue {
            let why = goawayLastStream.map { identifier > $0 ? "not processed before the server's GOAWAY" : "refused by the server (REFUSED_STREAM)" }
            result = .failure(TransportFailure(certainlyNotSent: true, refused: true, message: why ?? "refused by the server (REFUSED_STREAM)"))
        } else if errorCode == 0, let status = stream.status {
            answered += 1
            result = .response(status: status, headers: stream.headers, body: stream.responseBody)
        } else {
            let name = String(cString: nghttp2_http2_strerror(errorCode))
            result = .failure(TransportFailure(certainlyNotSent: false, message: "the server reset the stream (\(name))"))
        }
        completed.append((stream.index, result))
    }

    private static func connection(_ userData: UnsafeMutableRawPointer?) -> HTTP2Connection? {
        userData.map { Unmanaged<HTTP2Connection>.fromOpaque($0).takeUnretainedValue() }
    }

    private static let readBody: nghttp2_data_source_read_callback = { _, identifier, buffer, length, flags, _, userData in
        guard let connection = HTTP2Connection.connection(userData), let stream = connection.streams[identifier], let buffer, let flags else {
            return Int(NGHTTP2_ERR_TEMPORAL_CALLBACK_FAILURE.rawValue)
        }
        let count = min(length, stream.body.count - stream.bodySent)
        stream.body.withUnsafeBufferPointer { body in
            if let base = body.baseAddress, count > 0 { buffer.update(from: base + stream.bodySent, count: count) }
        }
        stream.bodySent += count
        if stream.bodySent == stream.body.count { flags.pointee |= NGHTTP2_DATA_FLAG_EOF.rawValue }
        return count
    }

    private static func install(_ callbacks: OpaquePointer) {
        nghttp2_session_callbacks_set_on_frame_recv_callback(callbacks) { _, frame, userData in
            guard let frame, let connection = HTTP2Connection.connection(userData) else { return 0 }
            let type = UInt32(frame.pointee.hd.type)
            if type == NGHTTP2_SETTINGS.rawValue && frame.pointee.hd.flags & UInt8(NGHTTP2_FLAG_ACK.rawValue) == 0 {
                connection.settingsReceived = true
            } else if type == NGHTTP2_GOAWAY.rawValue {
                connection.goawayLastStream = frame.pointee.goaway.last_stream_id
            }
            return 0
        }
        nghttp2_session_callbacks_set_on_header_callback(callbacks) { _, frame, name, nameLength, value, valueLength, _, userData in
            guard let frame, let name, let value, let connection = HTTP2Connection.connection(userData),
                  let stream = connection.streams[frame.pointee.hd.stream_id] else { return 0 }
            let nameBytes = UnsafeBufferPointer(start: name, count: nameLength)
            let valueText = String(decoding: UnsafeBufferPointer(start: value, count: valueLength), as: UTF8.self)
            if nameBytes.elementsEqual(":status".utf8) {
                stream.status = Int(valueText)
            } else if stream.headers.count < HTTP2Stream.headerLimit {
                stream.headers.append(HTTPHeader(String(decoding: nameBytes, as: UTF8.self), valueText))
            }
            return 0
        }
        nghttp2_session_callbacks_set_on_data_chunk_recv_callback(callbacks) { _, _, identifier, data, length, userData in
            guard let data, let connection = HTTP2Connection.connection(userData), let stream = connection.streams[identifier] else { return 0 }
            let room = max(0, HTTP2Stream.bodyLimit - stream.responseBody.count)
            stream.responseBody.append(contentsOf: UnsafeBufferPointer(start: data, count: min(room, length)))
            return 0
        }
        nghttp2_session_callbacks_set_on_stream_close_callback(callbacks) { _, identifier, errorCode, userData in
            HTTP2Connection.connection(userData)?.closed(identifier, errorCode: errorCode)
            return 0
        }
    }
}
