#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNghttp2
import PushPeekSend

/// `connect(2)`, named apart from the type members that would hide it.
private let systemConnect = connect

/// One TCP connection with TLS on top, non-blocking once the handshake is done: `read` and `write`
/// move what the socket takes now and say when the connection is gone.
final class TLSStream {
    /// What a read or a write came to.
    enum Progress: Equatable {
        case bytes(Int)
        case wouldBlock
        case closed(String)
    }

    let descriptor: Int32
    private let ssl: OpaquePointer

    /// Connects to `host:port` and completes the TLS handshake within `timeout` milliseconds. A
    /// failure is a `TransportFailure` that certainly sent nothing.
    init(host: String, port: Int, context: TLSContext, timeout: Int) throws(TransportFailure) {
        descriptor = try Self.connect(host: host, port: port, timeout: timeout)
        guard let ssl = SSL_new(context.context) else {
            close(descriptor)
            throw TransportFailure(certainlyNotSent: true, message: "SSL_new failed")
        }
        self.ssl = ssl
        SSL_set_fd(ssl, descriptor)
        if Self.isAddressLiteral(host) {
            X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(ssl), host)
        } else {
            SSL_set1_host(ssl, host)
            host.withCString { _ = SSL_ctrl(ssl, SSL_CTRL_SET_TLSEXT_HOSTNAME, Int(TLSEXT_NAMETYPE_host_name), UnsafeMutableRawPointer(mutating: $0)) }
        }
        var window = timeval(tv_sec: timeout / 1000, tv_usec: .init(timeout % 1000 * 1000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &window, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &window, socklen_t(MemoryLayout<timeval>.size))
        guard SSL_connect(ssl) == 1 else {
            let verify = SSL_get_verify_result(ssl)
            let detail = verify == X509_V_OK ? TLSContext.lastError()
                : "certificate verification failed: " + String(cString: X509_verify_cert_error_string(verify))
            SSL_free(ssl)
            close(descriptor)
            throw TransportFailure(certainlyNotSent: true, message: "TLS handshake with \(host):\(port) failed: \(detail)")
        }
        var selected: UnsafePointer<UInt8>?
        var length: UInt32 = 0
        SSL_get0_alpn_selected(ssl, &selected, &length)
        guard let selected, length == 2, selected[0] == 0x68, selected[1] == 0x32 else {
            SSL_free(ssl)
            close(descriptor)
            throw TransportFailure(certainlyNotSent: true, message: "\(host):\(port) does not speak HTTP/2 (no h2 in ALPN); APNs speaks only HTTP/2")
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        SSL_free(ssl)
        close(descriptor)
    }

    /// Reads into `buffer`.
    func read(into buffer: inout [UInt8]) -> Progress {
        let count = buffer.withUnsafeMutableBytes { SSL_read(ssl, $0.baseAddress, Int32($0.count)) }
        if count > 0 { return .bytes(Int(count)) }
        return progress(after: count, doing: "reading")
    }

    /// Writes as much of `bytes` as the socket takes now.
    func write(_ bytes: ArraySlice<UInt8>) -> Progress {
        let count = bytes.withUnsafeBytes { SSL_write(ssl, $0.baseAddress, Int32($0.count)) }
        if count > 0 { return .bytes(Int(count)) }
        return progress(after: count, doing: "writing")
    }

    private func progress(after result: Int32, doing what: String) -> Progress {
        let code = SSL_get_error(ssl, result)
        switch code {
        case SSL_ERROR_WANT_READ, SSL_ERROR_WANT_WRITE:
            return .wouldBlock
        case SSL_ERROR_ZERO_RETURN:
            return .closed("the server closed the connection")
        case SSL_ERROR_SYSCALL:
            let error = errno
            ERR_clear_error()
            if error == EINTR || error == EAGAIN { return .wouldBlock }
            return .closed(error == 0 ? "the server closed the connection" : "\(what) failed: \(String(cString: strerror(error)))")
        default:
            return .closed("\(what) failed: \(TLSContext.lastError())")
        }
    }

    private static func isAddressLiteral(_ host: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }

    private static func connect(host: String, port: Int, timeout: Int) throws(TransportFailure) -> Int32 {
        var hints = addrinfo()
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        let closeOnExec = Int32(SOCK_CLOEXEC.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        let closeOnExec: Int32 = 0
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let resolved = getaddrinfo(host, String(port), &hints, &list)
        guard resolved == 0, let first = list else {
            throw TransportFailure(certainlyNotSent: true, message: "cannot resolve \(host): \(String(cString: gai_strerror(resolved)))")
        }
        defer { freeaddrinfo(list) }
        var problem = "no address"
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let address = entry {
            entry = address.pointee.ai_next
            let descriptor = socket(address.pointee.ai_family, address.pointee.ai_socktype | closeOnExec, address.pointee.ai_protocol)
            guard descriptor >= 0 else { continue }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            var result = systemConnect(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen)
            if result < 0 && errno == EINPROGRESS {
                var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                if poll(&waiting, 1, Int32(timeout)) == 1 {
                    var error: Int32 = 0
                    var size = socklen_t(MemoryLayout<Int32>.size)
                    getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &size)
                    errno = error
                    result = error == 0 ? 0 : -1
                } else {
                    errno = ETIMEDOUT
                }
            }
            if result == 0 {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
                var on: Int32 = 1
                setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
                return descriptor
            }
            problem = String(cString: strerror(errno))
            close(descriptor)
        }
        throw TransportFailure(certainlyNotSent: true, message: "cannot connect to \(host):\(port): \(problem)")
    }
}
