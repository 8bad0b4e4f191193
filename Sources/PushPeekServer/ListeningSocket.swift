#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON

/// The server's TCP socket, bound to `--listen HOST:PORT` (port 0: one the system picks), non-blocking.
struct ListeningSocket {
    let descriptor: Int32
    /// The port bound (the one asked for, or the system's pick).
    let port: Int

    init(host: String, port: Int) throws(InputError) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &found)
        guard status == 0, let address = found else {
            throw InputError(.usage, message: "--listen: cannot resolve \"\(TerminalSafeText.sanitize(host))\": \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(found) }
        let descriptor = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard descriptor >= 0 else { throw InputError(.io, message: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        guard bind(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0, listen(descriptor, 1024) == 0 else {
            let reason = String(cString: strerror(errno))
            ListeningSocket.close(descriptor)
            throw InputError(.io, message: "cannot listen on \(TerminalSafeText.sanitize(host)):\(port): \(reason)")
        }
        ListeningSocket.makeNonBlocking(descriptor)
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let bound = withUnsafeMutablePointer(to: &storage) { pointer -> Int in
            _ = pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
        }
        self.descriptor = descriptor
        self.port = bound
    }

    /// The next waiting connection, non-blocking and close-on-exec, with Nagle off; nil when none waits.
    func accept() -> Int32? {
        let client = acceptConnection(descriptor)
        guard client >= 0 else { return nil }
        ListeningSocket.makeNonBlocking(client)
        var one: Int32 = 1
        setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        return client
    }

    static func makeNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    func close() { ListeningSocket.close(descriptor) }

    static func close(_ descriptor: Int32) {
        closeSocket(descriptor)
    }
}

/// `accept(2)` and `close(2)`, outside the type whose `accept()` and `close()` would hide them.
private func acceptConnection(_ descriptor: Int32) -> Int32 {
    accept(descriptor, nil, nil)
}

private func closeSocket(_ descriptor: Int32) {
    _ = close(descriptor)
}
