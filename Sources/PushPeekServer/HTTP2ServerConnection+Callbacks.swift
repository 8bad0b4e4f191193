import CNghttp2
import PushPeekSend

/// libnghttp2's callbacks: the connection comes back through `user_data`, the request's header
/// fields and body are collected per stream (bounded), and a complete request is handed on.
extension HTTP2ServerConnection {
    static func connection(_ userData: UnsafeMutableRawPointer?) -> HTTP2ServerConnection? {
        userData.map { Unmanaged<HTTP2ServerConnection>.fromOpaque($0).takeUnretainedValue() }
    }

    /// `body` with the connection in `userData`, used without a retain and release: the connection
    /// owns the session calling back, so it outlives the call. 0 when there is none.
    static func withConnection(_ userData: UnsafeMutableRawPointer?, _ body: (HTTP2ServerConnection) -> Int32) -> Int32 {
        guard let userData else { return 0 }
        return Unmanaged<HTTP2ServerConnection>.fromOpaque(userData)._withUnsafeGuaranteedRef(body)
    }

    static let failure = Int32(NGHTTP2_ERR_TEMPORAL_CALLBACK_FAILURE.rawValue)

    static func makeCallbacks() -> OpaquePointer? {
        var callbacks: OpaquePointer?
        nghttp2_session_callbacks_new(&callbacks)
        nghttp2_session_callbacks_set_on_begin_headers_callback(callbacks) { _, frame, userData in
            guard let frame, frame.pointee.hd.type == UInt8(NGHTTP2_HEADERS.rawValue), frame.pointee.headers.cat == NGHTTP2_HCAT_REQUEST else { return 0 }
            return HTTP2ServerConnection.withConnection(userData) { connection in
                connection.open(IncomingStream(previousFields: connection.input.lastFields), id: frame.pointee.hd.stream_id)
                return 0
            }
        }
        nghttp2_session_callbacks_set_on_header_callback(callbacks) { _, frame, name, nameLength, value, valueLength, _, userData in
            guard let frame, let name, let value else { return 0 }
            return HTTP2ServerConnection.withConnection(userData) { connection in
                let id = frame.pointee.hd.stream_id
                let name = UnsafeBufferPointer(start: name, count: nameLength), value = UnsafeBufferPointer(start: value, count: valueLength)
                let taken: Bool
                if connection.receivingID == id, let receiving = connection.receiving {
                    taken = receiving._withUnsafeGuaranteedRef { $0.take(name: name, value: value) }
                } else if let stream = connection.openStream(id) {
                    taken = stream.take(name: name, value: value)
                } else {
                    return 0
                }
                return taken ? 0 : HTTP2ServerConnection.failure
            }
        }
        nghttp2_session_callbacks_set_on_data_chunk_recv_callback(callbacks) { _, _, streamID, data, length, userData in
            guard let data else { return 0 }
            return HTTP2ServerConnection.withConnection(userData) { connection in
                guard let stream = connection.stream(streamID) else { return 0 }
                stream.receive(UnsafeBufferPointer(start: data, count: length))
                if stream.isOversized && !stream.dispatched {
                    stream.dispatched = true
                    connection.onRequest(connection, streamID, stream)
                }
                return 0
            }
        }
        nghttp2_session_callbacks_set_on_frame_recv_callback(callbacks) { _, frame, userData in
            guard let frame else { return 0 }
            return HTTP2ServerConnection.withConnection(userData) { connection in
                guard let stream = connection.stream(frame.pointee.hd.stream_id) else { return 0 }
                let type = frame.pointee.hd.type
                let ended = frame.pointee.hd.flags & UInt8(NGHTTP2_FLAG_END_STREAM.rawValue) != 0
                let headersDone = type == UInt8(NGHTTP2_HEADERS.rawValue)
                // A content-length over the limit is answered at once, without reading the body.
                if (ended && (headersDone || type == UInt8(NGHTTP2_DATA.rawValue))) || (headersDone && stream.isOversized), !stream.dispatched {
                    stream.dispatched = true
                    connection.onRequest(connection, frame.pointee.hd.stream_id, stream)
                }
                return 0
            }
        }
        nghttp2_session_callbacks_set_on_stream_close_callback(callbacks) { _, streamID, _, userData in
            guard let connection = HTTP2ServerConnection.connection(userData) else { return 0 }
            connection.closed(streamID)
            return 0
        }
        return callbacks
    }

    /// Submits APNs' response to `streamID`: `:status`, `apns-id`, and the JSON body for an error.
    /// The fields point into stack memory (nghttp2 copies them when the response is submitted);
    /// `apns-id`, new with every answer, is not put in the HPACK table, where it would only push
    /// out fields that repeat.
    func respond(_ streamID: Int32, _ answer: ProviderAnswer) {
        guard let session, let stream = openStream(streamID) else { return }
        stream.response = answer.body
        let hasBody = !stream.response.isEmpty
        var apnsID = answer.apnsID
        apnsID.withUTF8 { id in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { digits in
                withUnsafeTemporaryAllocation(of: nghttp2_nv.self, capacity: 4) { headers in
                    guard let digitBase = digits.baseAddress, let headerBase = headers.baseAddress else { return }
                    let status = HTTP2ServerConnection.decimal(answer.status, into: UnsafeMutableBufferPointer(start: digitBase, count: 24))
                    headerBase[0] = HTTP2ServerConnection.field(":status", status.baseAddress, status.count)
                    headerBase[1] = HTTP2ServerConnection.field("apns-id", UnsafeMutablePointer(mutating: id.baseAddress), id.count,
                                                                flags: UInt8(NGHTTP2_NV_FLAG_NO_INDEX.rawValue))
                    guard hasBody else {
                        nghttp2_submit_response(session, streamID, headerBase, 2, nil)
                        return
                    }
                    let contentType: StaticString = "application/json"
                    headerBase[2] = HTTP2ServerConnection.field("content-type", UnsafeMutablePointer(mutating: contentType.utf8Start), contentType.utf8CodeUnitCount)
                    let length = HTTP2ServerConnection.decimal(stream.response.count, into: UnsafeMutableBufferPointer(start: digitBase + 24, count: 24))
                    headerBase[3] = HTTP2ServerConnection.field("content-length", length.baseAddress, length.count)
                    var provider = nghttp2_data_provider(source: nghttp2_data_source(ptr: nil), read_callback: { _, streamID, buffer, length, flags, _, userData in
                        guard let buffer, let flags, let connection = HTTP2ServerConnection.connection(userData), let stream = connection.openStream(streamID) else {
                            return Int(NGHTTP2_ERR_TEMPORAL_CALLBACK_FAILURE.rawValue)
                        }
                        let count = min(length, stream.response.count - stream.responseOffset)
                        stream.response.withUnsafeBytes { raw in
                            if let source = raw.baseAddress { buffer.update(from: source.assumingMemoryBound(to: UInt8.self) + stream.responseOffset, count: count) }
                        }
                        stream.responseOffset += count
                        if stream.responseOffset == stream.response.count { flags.pointee |= UInt32(NGHTTP2_DATA_FLAG_EOF.rawValue) }
                        return count
                    })
                    nghttp2_submit_response(session, streamID, headerBase, 4, &provider)
                }
            }
        }
    }

    /// A header field for nghttp2: a static name and `length` bytes of value at `value`.
    static func field(_ name: StaticString, _ value: UnsafeMutablePointer<UInt8>?, _ length: Int, flags: UInt8 = UInt8(NGHTTP2_NV_FLAG_NONE.rawValue)) -> nghttp2_nv {
        nghttp2_nv(name: UnsafeMutablePointer(mutating: name.utf8Start), value: value, namelen: name.utf8CodeUnitCount, valuelen: length, flags: flags)
    }

    /// `number` (not negative) in decimal at the end of `buffer`: the digits written.
    static func decimal(_ number: Int, into buffer: UnsafeMutableBufferPointer<UInt8>) -> UnsafeMutableBufferPointer<UInt8> {
        var magnitude = number.magnitude
        var count = 0
        repeat {
            buffer[buffer.count - 1 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            count += 1
        } while magnitude > 0 && count < buffer.count
        return UnsafeMutableBufferPointer(rebasing: buffer[(buffer.count - count)...])
    }
}
