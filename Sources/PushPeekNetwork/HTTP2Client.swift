#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCurl
import PushPeekSend

/// Sends a `SendBatch`'s requests with libcurl's multi interface: HTTP/2 over TLS, every stream
/// multiplexed over one connection (`CURLMOPT_MAX_HOST_CONNECTIONS` 1, `CURLOPT_PIPEWAIT`), as many
/// in parallel as the server's SETTINGS_MAX_CONCURRENT_STREAMS lets libcurl open. What to send and
/// what an answer means stay in `SendBatch`; this type only moves bytes.
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
        /// Per-request limit in milliseconds (`--timeout`).
        public var timeout: Int
        /// Requests handed to libcurl at once; libcurl queues those beyond the stream limit.
        public var maximumInFlight: Int

        public init(host: String, port: Int = 443, caFile: String? = nil, certificate: String? = nil,
                    certificateKey: String? = nil, timeout: Int = 30_000, maximumInFlight: Int = 500) {
            self.host = host
            self.port = port
            self.caFile = caFile
            self.certificate = certificate
            self.certificateKey = certificateKey
            self.timeout = timeout
            self.maximumInFlight = maximumInFlight
        }
    }

    /// One request in flight: its easy handle, its header list, and what came back.
    private final class Transfer {
        let index: Int
        let handle: UnsafeMutableRawPointer
        var headerList: UnsafeMutablePointer<curl_slist>?
        var body: [UInt8] = []
        var headers: [HTTPHeader] = []
        var errorBuffer = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)

        init(index: Int, handle: UnsafeMutableRawPointer) {
            self.index = index
            self.handle = handle
        }
    }

    public let configuration: Configuration
    private let multi: UnsafeMutableRawPointer

    public init(_ configuration: Configuration) throws(SendError) {
        guard ccurl_supports_http2() == 1 else {
            throw SendError(.client, "this libcurl was built without HTTP/2 (nghttp2); APNs speaks only HTTP/2")
        }
        curl_global_init(Int(CURL_GLOBAL_DEFAULT))
        guard let multi = curl_multi_init() else { throw SendError(.client, "curl_multi_init failed") }
        self.configuration = configuration
        self.multi = multi
        ccurl_multi_setopt_long(multi, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
        ccurl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, 1)
        ccurl_multi_setopt_long(multi, CURLMOPT_MAX_TOTAL_CONNECTIONS, 1)
    }

    deinit {
        curl_multi_cleanup(multi)
    }

    /// Milliseconds on the monotonic clock.
    public static func monotonicMilliseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int(time.tv_sec) * 1000 + Int(time.tv_nsec) / 1_000_000
    }

    /// Runs `batch` to completion. `request` builds the request for a delivery at the moment it is
    /// sent (so the provider token is current); `sending` is told of each request as it goes out.
    public func run(_ batch: inout SendBatch, request: (Int) throws(SendError) -> APNsRequest,
                    sending: (APNsRequest) -> Void) throws(SendError) {
        var transfers: [UnsafeMutableRawPointer: Transfer] = [:]
        defer {
            for transfer in transfers.values { finishTransfer(transfer) }
        }
        while !batch.isComplete {
            let now = Self.monotonicMilliseconds()
            let room = configuration.maximumInFlight - transfers.count
            if room > 0 {
                for index in batch.due(now: now, limit: room) {
                    let built = try request(index)
                    sending(built)
                    let transfer = try start(built, index: index)
                    transfers[transfer.handle] = transfer
                }
            }
            var running: Int32 = 0
            curl_multi_perform(multi, &running)
            var queued: Int32 = 0
            while let message = curl_multi_info_read(multi, &queued) {
                guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle,
                      let transfer = transfers.removeValue(forKey: handle) else { continue }
                let code = message.pointee.data.result
                let result = self.result(of: transfer, code: code)
                finishTransfer(transfer)
                batch.finish(transfer.index, result, now: Self.monotonicMilliseconds())
            }
            if batch.isComplete { break }
            if transfers.isEmpty && !batch.hasDue(now: Self.monotonicMilliseconds()) {
                guard let wake = batch.nextWake else { break }
                let wait = max(0, wake - Self.monotonicMilliseconds())
                if wait > 0 { usleep(UInt32(min(wait, 1000)) * 1000) }
                continue
            }
            var wait: Int32 = 100
            if let wake = batch.nextWake { wait = Int32(max(0, min(100, wake - Self.monotonicMilliseconds()))) }
            curl_multi_poll(multi, nil, 0, wait, nil)
        }
    }

    private func start(_ request: APNsRequest, index: Int) throws(SendError) -> Transfer {
        guard let handle = curl_easy_init() else { throw SendError(.client, "curl_easy_init failed") }
        let transfer = Transfer(index: index, handle: handle)
        let portPart = configuration.port == 443 ? "" : ":\(configuration.port)"
        ccurl_easy_setopt_string(handle, CURLOPT_URL, "https://\(configuration.host)\(portPart)\(request.path)")
        ccurl_easy_setopt_long(handle, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS))
        ccurl_easy_setopt_long(handle, CURLOPT_PIPEWAIT, 1)
        ccurl_easy_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
        ccurl_easy_setopt_long(handle, CURLOPT_SSL_VERIFYPEER, 1)
        ccurl_easy_setopt_long(handle, CURLOPT_SSL_VERIFYHOST, 2)
        ccurl_easy_setopt_long(handle, CURLOPT_TIMEOUT_MS, configuration.timeout)
        ccurl_easy_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, min(configuration.timeout, 10_000))
        if let ca = configuration.caFile { ccurl_easy_setopt_string(handle, CURLOPT_CAINFO, ca) }
        if let certificate = configuration.certificate {
            ccurl_easy_setopt_string(handle, CURLOPT_SSLCERT, certificate)
            ccurl_easy_setopt_string(handle, CURLOPT_SSLCERTTYPE, "PEM")
        }
        if let key = configuration.certificateKey { ccurl_easy_setopt_string(handle, CURLOPT_SSLKEY, key) }
        ccurl_easy_setopt_long(handle, CURLOPT_POST, 1)
        ccurl_easy_setopt_long(handle, CURLOPT_POSTFIELDSIZE, request.body.count)
        request.body.withUnsafeBytes { bytes in
            _ = ccurl_easy_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
        }
        // No `Expect: 100-continue` and no `Accept`: APNs wants only its headers.
        for line in request.headers.map({ "\($0.name): \($0.value)" }) + ["Expect:", "Accept:"] {
            transfer.headerList = curl_slist_append(transfer.headerList, line)
        }
        ccurl_easy_setopt_pointer(handle, CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(transfer.headerList))
        let context = Unmanaged.passUnretained(transfer).toOpaque()
        ccurl_easy_setopt_write_function(handle, CURLOPT_WRITEFUNCTION) { data, size, count, context in
            guard let data, let context else { return 0 }
            let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
            let length = size * count
            guard transfer.body.count + length <= 65_536 else { return 0 }
            data.withMemoryRebound(to: UInt8.self, capacity: length) {
                transfer.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
            }
            return length
        }
        ccurl_easy_setopt_pointer(handle, CURLOPT_WRITEDATA, context)
        ccurl_easy_setopt_write_function(handle, CURLOPT_HEADERFUNCTION) { data, size, count, context in
            guard let data, let context else { return 0 }
            let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
            let length = size * count
            let line = data.withMemoryRebound(to: UInt8.self, capacity: length) {
                String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
            }
            if let colon = line.firstIndex(of: ":"), transfer.headers.count < 100 {
                let name = line[..<colon].lowercased()
                let value = line[line.index(after: colon)...].trimmingCharacters(in: " \r\n")
                transfer.headers.append(HTTPHeader(name, value))
            }
            return length
        }
        ccurl_easy_setopt_pointer(handle, CURLOPT_HEADERDATA, context)
        transfer.errorBuffer.withUnsafeMutableBufferPointer { buffer in
            _ = ccurl_easy_setopt_pointer(handle, CURLOPT_ERRORBUFFER, UnsafeMutableRawPointer(buffer.baseAddress))
        }
        curl_multi_add_handle(multi, handle)
        return transfer
    }

    private func result(of transfer: Transfer, code: CURLcode) -> TransportResult {
        if code == CURLE_OK {
            var status = 0
            ccurl_easy_getinfo_long(transfer.handle, CURLINFO_RESPONSE_CODE, &status)
            return .response(status: status, headers: transfer.headers, body: transfer.body)
        }
        let detail = String(decoding: transfer.errorBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let summary = String(cString: curl_easy_strerror(code))
        let message = detail.isEmpty ? summary : "\(summary): \(detail)"
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_CONNECT, CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION,
             CURLE_SSL_CERTPROBLEM, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CIPHER, CURLE_UNSUPPORTED_PROTOCOL,
             CURLE_URL_MALFORMAT:
            return .failure(TransportFailure(certainlyNotSent: true, message: message))
        case CURLE_OPERATION_TIMEDOUT where transfer.headers.isEmpty && !requestWentOut(transfer):
            return .failure(TransportFailure(certainlyNotSent: true, message: message))
        default:
            return .failure(TransportFailure(certainlyNotSent: false, message: message))
        }
    }

    /// Whether any of the request's header bytes were sent.
    private func requestWentOut(_ transfer: Transfer) -> Bool {
        var size = 0
        ccurl_easy_getinfo_long(transfer.handle, CURLINFO_REQUEST_SIZE, &size)
        return size > 0
    }

    private func finishTransfer(_ transfer: Transfer) {
        curl_multi_remove_handle(multi, transfer.handle)
        curl_easy_cleanup(transfer.handle)
        curl_slist_free_all(transfer.headerList)
        transfer.headerList = nil
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
