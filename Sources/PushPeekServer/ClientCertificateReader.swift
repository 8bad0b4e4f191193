import CNghttp2
import PushPeekSend

/// A client certificate's push environments and topics (`PushCertificate`), read with OpenSSL:
/// Apple's extensions by their OIDs and the subject's UID.
enum ClientCertificateReader {
    static func read(_ certificate: OpaquePointer) -> PushCertificate {
        var environments = Set<APNsEnvironment>()
        if index(certificate, PushCertificate.developmentOID) >= 0 { environments.insert(.sandbox) }
        if index(certificate, PushCertificate.productionOID) >= 0 { environments.insert(.production) }
        var topics: [String] = []
        if let uid = subjectUID(certificate) { topics.append(uid) }
        if let value = extensionValue(certificate, PushCertificate.topicsOID) {
            for topic in PushCertificate.topics(extensionValue: value) where !topics.contains(topic) { topics.append(topic) }
        }
        return PushCertificate(environments: environments, topics: topics)
    }

    /// The position of the extension `oid` in `certificate`, or -1.
    static func index(_ certificate: OpaquePointer, _ oid: String) -> Int32 {
        guard let object = OBJ_txt2obj(oid, 1) else { return -1 }
        defer { ASN1_OBJECT_free(object) }
        return X509_get_ext_by_OBJ(certificate, object, -1)
    }

    /// The DER bytes inside the extension `oid`'s OCTET STRING.
    static func extensionValue(_ certificate: OpaquePointer, _ oid: String) -> [UInt8]? {
        let position = index(certificate, oid)
        guard position >= 0, let found = X509_get_ext(certificate, position), let data = X509_EXTENSION_get_data(found),
              let start = ASN1_STRING_get0_data(data) else { return nil }
        return Array(UnsafeBufferPointer(start: start, count: Int(max(0, ASN1_STRING_length(data)))))
    }

    /// The subject's UID (0.9.2342.19200300.100.1.1), where Apple's push certificates name the bundle ID.
    static func subjectUID(_ certificate: OpaquePointer) -> String? {
        guard let name = X509_get_subject_name(certificate) else { return nil }
        let position = X509_NAME_get_index_by_NID(name, NID_userId, -1)
        guard position >= 0, let entry = X509_NAME_get_entry(name, position), let data = X509_NAME_ENTRY_get_data(entry) else { return nil }
        var text: UnsafeMutablePointer<UInt8>?
        let length = ASN1_STRING_to_UTF8(&text, data)
        guard length > 0, let text else { return nil }
        defer { CRYPTO_free(text, nil, 0) }
        return String(decoding: UnsafeBufferPointer(start: text, count: Int(length)), as: UTF8.self)
    }
}
