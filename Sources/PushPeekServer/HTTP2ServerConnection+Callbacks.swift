import CNghttp2
import PushPeekJSON
import PushPeekSend

/// libnghttp2's callbacks: the connection comes back through `user_data`, the request's header
/// fields and body are collected per stream (bounded), and a complete request is handed on.
extension HTTP2ServerConnection {
    static func connection(_ userData: UnsafeMutableRawPointer?) -> HTTP2ServerConnection? {
        userData.map { Unmanaged<HTTP2ServerConnection>.fromOpaque($0).takeUnretainedValue() }
    }

    static let failure = Int32(NGHTTP2_ERR_TEMPORAL_CALLBACK_FAILURE.rawValue)

    static func makeCallbacks() -> OpaquePointer? {
        var callbacks: OpaquePointer?
        nghttp2_session_callbacks_new(&callbacks)
        nghttp2_session_callbacks_set_on_begin_headers_callback(callbacks) { _, frame, userData in
            guard let frame, let connection = HTTP2ServerConnection.connection(userData), frame.pointee.hd.type == UInt8(NGHTTP2_HEADERS.rawValue),
                  frame.pointee.headers.cat == NGHTTP2_HCAT_REQUEST else { return 0 }
            let stream = IncomingStream()
            connection.streams[frame.pointee.hd.stream_id] = stream
            connection.receiving = (frame.pointee.hd.stream_id, stream)
            return 0
        }
        nghttp2_session_callbacks_set_on_header_callback(callbacks) { _, frame, name, nameLength, value, valueLength, _, userData in
            guard let frame, let name, let value, let connection = HTTP2ServerConnection.connection(userData),
                  let stream = connection.stream(frame.pointee.hd.stream_id) else { return 0 }
            stream.headerBytes += nameLength + valueLength
            guard stream.headerBytes <= IncomingStream.maximumHeaderBytes, stream.headers.count < IncomingStream.maximumHeaderCount else {
                return HTTP2ServerConnection.failure
            }
            let fieldName = String(decoding: UnsafeBufferPointer(start: name, count: nameLength), as: UTF8.self)
            let fieldValue = String(decoding: UnsafeBufferPointer(start: value, count: valueLength), as: UTF8.self)
            switch fieldName {
            case ":method": stream.method = fieldValue
            case ":path": stream.path = fieldValue
            case ":scheme", ":authority": break
            default: stream.headers.append(HTTPHeader(fieldName, fieldValue))
            }
            return 0
        }
        nghttp2_session_callbacks_set_on_data_chunk_recv_callback(callbacks) { _, _, streamID, data, length, userData in
            guard let data, let connection = HTTP2ServerConnection.connection(userData), let stream = connection.stream(streamID) else { return 0 }
            stream.receive(UnsafeBufferPointer(start: data, count: length))
            if stream.isOversized && !stream.dispatched {
                stream.dispatched = true
                connection.onRequest(connection, streamID, stream)
            }
            return 0
        }
        nghttp2_session_callbacks_set_on_frame_recv_callback(callbacks) { _, frame, userData in
            guard let frame, let connection = HTTP2ServerConnection.connection(userData), let stream = connection.stream(frame.pointee.hd.stream_id) else { return 0 }
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
        nghttp2_session_callbacks_set_on_stream_close_callback(callbacks) { _, streamID, _, userData in
            guard let connection = HTTP2ServerConnection.connection(userData) else { return 0 }
            connection.streams[streamID] = nil
            if connection.receiving?.id == streamID { connection.receiving = nil }
            return 0
        }
        return callbacks
    }

    /// Submits APNs' response to `streamID`: `:status`, `apns-id`, and the JSON body for an error.
    func respond(_ streamID: Int32, _ answer: ProviderAnswer) {
        guard let session, let stream = streams[streamID] else { return }
        stream.response = answer.body
        // The fields' names and values in one buffer (nghttp2 copies them when the response is submitted).
        var storage: [UInt8] = []
        storage.reserveCapacity(128)
        var lengths: [(name: Int, value: Int)] = []
        lengths.reserveCapacity(4)
        func field(_ name: StaticString, _ value: (inout [UInt8]) -> Void) {
            let start = storage.count
            name.withUTF8Buffer { storage.append(contentsOf: $0) }
            let valueStart = storage.count
            value(&storage)
            lengths.append((valueStart - start, storage.count - valueStart))
        }
        field(":status") { JSONLineWriter.appendDecimal(answer.status, to: &$0) }
        field("apns-id") { $0.append(contentsOf: answer.apnsID.utf8) }
        if !stream.response.isEmpty {
            field("content-type") { $0.append(contentsOf: "application/json".utf8) }
            field("content-length") { JSONLineWriter.appendDecimal(stream.response.count, to: &$0) }
        }
        storage.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            var headers: [nghttp2_nv] = []
            headers.reserveCapacity(lengths.count)
            for (nameLength, valueLength) in lengths {
                headers.append(nghttp2_nv(name: base + offset, value: base + offset + nameLength, namelen: nameLength, valuelen: valueLength,
                                          flags: UInt8(NGHTTP2_NV_FLAG_NONE.rawValue)))
                offset += nameLength + valueLength
            }
            if stream.response.isEmpty {
                nghttp2_submit_response(session, streamID, headers, headers.count, nil)
            } else {
                var provider = nghttp2_data_provider(source: nghttp2_data_source(ptr: nil), read_callback: { _, streamID, buffer, length, flags, _, userData in
                    guard let buffer, let flags, let connection = HTTP2ServerConnection.connection(userData), let stream = connection.streams[streamID] else {
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
                nghttp2_submit_response(session, streamID, headers, headers.count, &provider)
            }
        }
    }
}
