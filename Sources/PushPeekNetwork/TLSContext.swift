import CNghttp2
import PushPeekSend

/// OpenSSL's client context for APNs: TLS 1.2 or later, the server verified against `--ca` or the
/// system's roots, ALPN `h2`, and the client certificate with its key when given. A passphrase comes
/// only from the caller; OpenSSL's own prompt on the terminal is never reached, because the callback
/// answers for it (and fails cleanly when there is no passphrase).
final class TLSContext {
    /// The passphrase, and whether OpenSSL asked for one: read by the C callback through its user data.
    private final class Passphrase {
        let bytes: [UInt8]?
        var asked = false
        init(_ bytes: [UInt8]?) { self.bytes = bytes }
    }

    let context: OpaquePointer
    private let passphrase: Passphrase

    init(caFile: String?, certificate: String?, certificateKey: String?, passphrase: [UInt8]?) throws(SendError) {
        guard let context = SSL_CTX_new(TLS_client_method()) else { throw SendError(.client, "SSL_CTX_new failed") }
        self.context = context
        self.passphrase = Passphrase(passphrase)
        SSL_CTX_ctrl(context, SSL_CTRL_SET_MIN_PROTO_VERSION, Int(TLS1_2_VERSION), nil)
        SSL_CTX_ctrl(context, SSL_CTRL_MODE, Int(SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER), nil)
        SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
        let alpn: [UInt8] = [2, 0x68, 0x32]
        SSL_CTX_set_alpn_protos(context, alpn, UInt32(alpn.count))
        SSL_CTX_set_default_passwd_cb_userdata(context, Unmanaged.passUnretained(self.passphrase).toOpaque())
        SSL_CTX_set_default_passwd_cb(context) { buffer, size, _, userData in
            guard let buffer, let userData else { return -1 }
            let passphrase = Unmanaged<Passphrase>.fromOpaque(userData).takeUnretainedValue()
            passphrase.asked = true
            guard let bytes = passphrase.bytes, bytes.count <= Int(size) else { return -1 }
            buffer.withMemoryRebound(to: UInt8.self, capacity: bytes.count) { $0.update(from: bytes, count: bytes.count) }
            return Int32(bytes.count)
        }
        if let caFile {
            guard SSL_CTX_load_verify_locations(context, caFile, nil) == 1 else {
                throw SendError(.credentials, "not a PEM CA bundle: \(Self.lastError())", file: caFile)
            }
        } else {
            SSL_CTX_set_default_verify_paths(context)
        }
        if let certificate { try useCertificate(certificate, key: certificateKey ?? certificate) }
    }

    deinit {
        SSL_CTX_free(context)
    }

    private func useCertificate(_ certificate: String, key: String) throws(SendError) {
        guard SSL_CTX_use_certificate_chain_file(context, certificate) == 1 else {
            throw SendError(.credentials, "not a PEM certificate (a .p12 must be converted: openssl pkcs12 -in FILE -out cert.pem -clcerts -nokeys): \(Self.lastError())", file: certificate)
        }
        passphrase.asked = false
        guard SSL_CTX_use_PrivateKey_file(context, key, SSL_FILETYPE_PEM) == 1 else {
            let detail = Self.lastError()
            if passphrase.asked && passphrase.bytes == nil {
                throw SendError(.credentials, "the private key is encrypted; give its passphrase with --cert-key-password-file FILE or PUSHPEEK_CERT_KEY_PASSWORD", file: key)
            }
            if passphrase.asked {
                throw SendError(.credentials, "wrong passphrase for the private key (it did not decrypt)", file: key)
            }
            throw SendError(.credentials, "not a PEM private key: \(detail)", file: key)
        }
        guard SSL_CTX_check_private_key(context) == 1 else {
            throw SendError(.credentials, "the private key does not belong to the certificate \(certificate)", file: key)
        }
    }

    /// OpenSSL's queued errors as one line, the queue emptied.
    static func lastError() -> String {
        var lines: [String] = []
        while case let code = ERR_get_error(), code != 0 {
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            lines.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return lines.isEmpty ? "no detail from OpenSSL" : lines.joined(separator: "; ")
    }
}
