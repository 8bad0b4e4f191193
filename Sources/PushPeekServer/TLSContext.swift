import CNghttp2
import PushPeekJSON

/// OpenSSL's server context: TLS 1.2 and later, ALPN `h2` only, the server certificate the local
/// authority signed (with the authority's certificate in the chain), and, with `--client-ca`,
/// client certificates asked for and checked against that CA.
public final class TLSContext {
    let context: OpaquePointer

    public init(authority: LocalAuthority, names: [String], clientCA: String?) throws(InputError) {
        guard let context = SSL_CTX_new(TLS_server_method()) else {
            throw InputError(.io, message: "OpenSSL could not make a TLS context")
        }
        self.context = context
        guard let server = authority.serverCertificate(names: names) else {
            throw InputError(.io, file: authority.folder, message: "OpenSSL could not make the server certificate")
        }
        defer { X509_free(server.certificate); EVP_PKEY_free(server.key) }
        SSL_CTX_ctrl(context, SSL_CTRL_SET_MIN_PROTO_VERSION, Int(TLS1_2_VERSION), nil)
        // Partial writes: the loop writes what the socket takes and keeps the rest.
        SSL_CTX_ctrl(context, SSL_CTRL_MODE, Int(SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER), nil)
        guard SSL_CTX_use_certificate(context, server.certificate) == 1, SSL_CTX_use_PrivateKey(context, server.key) == 1,
              X509_up_ref(authority.certificate) == 1,
              SSL_CTX_ctrl(context, SSL_CTRL_EXTRA_CHAIN_CERT, 0, UnsafeMutableRawPointer(authority.certificate)) == 1 else {
            throw InputError(.io, file: authority.folder, message: "OpenSSL refused the server certificate")
        }
        SSL_CTX_set_alpn_select_cb(context, { _, out, outLength, input, inputLength, _ in
            // nghttp2 picks "h2" among the client's protocols; anything else ends the handshake.
            guard let out else { return SSL_TLSEXT_ERR_ALERT_FATAL }
            let chosen = out.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 1) {
                nghttp2_select_next_protocol($0, outLength, input, inputLength)
            }
            return chosen == 1 ? SSL_TLSEXT_ERR_OK : SSL_TLSEXT_ERR_ALERT_FATAL
        }, nil)
        if let clientCA {
            guard SSL_CTX_load_verify_locations(context, clientCA, nil) == 1 else {
                throw InputError(.badInput, file: clientCA, message: "--client-ca is not a PEM certificate OpenSSL can read")
            }
            // Asked for, not required: a client without one may still bring a provider token, and
            // a certificate that fails is answered BadCertificate rather than with a TLS alert.
            SSL_CTX_set_verify(context, SSL_VERIFY_PEER, { _, _ in 1 })
        }
    }

    deinit { SSL_CTX_free(context) }
}
