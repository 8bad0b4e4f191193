import CNghttp2

/// EC P-256 keys and X.509 certificates made with OpenSSL: the local authority's and the server's.
enum CertificateMaker {
    static func newKey() -> OpaquePointer? {
        guard let context = EVP_PKEY_CTX_new_id(EVP_PKEY_EC, nil) else { return nil }
        defer { EVP_PKEY_CTX_free(context) }
        var key: OpaquePointer?
        guard EVP_PKEY_keygen_init(context) == 1, EVP_PKEY_CTX_set_ec_paramgen_curve_nid(context, NID_X9_62_prime256v1) == 1,
              EVP_PKEY_keygen(context, &key) == 1 else { return nil }
        return key
    }

    /// A certificate for `subject`'s public key, signed by `signingKey` (self-signed without `issuer`);
    /// `names` become the subject alternative names (IP addresses as IP entries).
    static func certificate(subject: String, publicKey: OpaquePointer, issuer: OpaquePointer?, signingKey: OpaquePointer,
                            days: Int, authority: Bool, names: [String]) -> OpaquePointer? {
        guard let certificate = X509_new() else { return nil }
        let number = Int.random(in: 1...Int.max)
        guard X509_set_version(certificate, 2) == 1, ASN1_INTEGER_set(X509_get_serialNumber(certificate), number) == 1,
              X509_gmtime_adj(X509_getm_notBefore(certificate), -3600) != nil,
              X509_gmtime_adj(X509_getm_notAfter(certificate), days * 86_400) != nil,
              X509_set_pubkey(certificate, publicKey) == 1, let name = X509_get_subject_name(certificate),
              X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, subject, -1, -1, 0) == 1,
              X509_set_issuer_name(certificate, issuer.map { X509_get_subject_name($0) } ?? name) == 1 else {
            X509_free(certificate)
            return nil
        }
        var extensions = authority
            ? [(NID_basic_constraints, "critical,CA:TRUE"), (NID_key_usage, "critical,keyCertSign,cRLSign")]
            : [(NID_basic_constraints, "CA:FALSE"), (NID_key_usage, "critical,digitalSignature"), (NID_ext_key_usage, "serverAuth")]
        if !names.isEmpty {
            extensions.append((NID_subject_alt_name, names.map { isAddress($0) ? "IP:" + $0 : "DNS:" + $0 }.joined(separator: ",")))
        }
        var context = X509V3_CTX()
        X509V3_set_ctx(&context, issuer ?? certificate, certificate, nil, nil, 0)
        for (nid, value) in extensions {
            guard let made = X509V3_EXT_conf_nid(nil, &context, nid, value) else { X509_free(certificate); return nil }
            let added = X509_add_ext(certificate, made, -1)
            X509_EXTENSION_free(made)
            guard added == 1 else { X509_free(certificate); return nil }
        }
        guard X509_sign(certificate, signingKey, EVP_sha256()) > 0 else { X509_free(certificate); return nil }
        return certificate
    }

    /// Whether `name` is an IPv4 or IPv6 address rather than a host name.
    static func isAddress(_ name: String) -> Bool {
        name.contains(":") || (!name.isEmpty && name.allSatisfy { $0 == "." || ($0.isASCII && $0.isNumber) })
    }
}
