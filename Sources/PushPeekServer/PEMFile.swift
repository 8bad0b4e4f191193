#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNghttp2

/// Reading and writing keys and certificates as PEM files through OpenSSL's BIO.
enum PEMFile {
    static func readCertificate(_ path: String) -> OpaquePointer? {
        guard let bio = BIO_new_file(path, "r") else { return nil }
        defer { BIO_free(bio) }
        return PEM_read_bio_X509(bio, nil, nil, nil)
    }

    static func readKey(_ path: String) -> OpaquePointer? {
        guard let bio = BIO_new_file(path, "r") else { return nil }
        defer { BIO_free(bio) }
        return PEM_read_bio_PrivateKey(bio, nil, nil, nil)
    }

    /// The key from PEM text in memory (a `.p8` read through a checked descriptor).
    static func key(pem bytes: [UInt8]) -> OpaquePointer? {
        bytes.withUnsafeBytes { raw -> OpaquePointer? in
            guard let bio = BIO_new_mem_buf(raw.baseAddress, Int32(raw.count)) else { return nil }
            defer { BIO_free(bio) }
            return PEM_read_bio_PrivateKey(bio, nil, nil, nil)
        }
    }

    static func write(key: OpaquePointer, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        guard let bio = BIO_new_file(path, "w") else { return false }
        defer { BIO_free(bio) }
        return PEM_write_bio_PrivateKey(bio, key, nil, nil, 0, nil, nil) == 1
    }

    static func write(certificate: OpaquePointer, to path: String) -> Bool {
        guard let bio = BIO_new_file(path, "w") else { return false }
        defer { BIO_free(bio) }
        return PEM_write_bio_X509(bio, certificate) == 1
    }
}
