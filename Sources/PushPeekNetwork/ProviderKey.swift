#if canImport(CryptoKit)
import CryptoKit
#elseif canImport(COpenSSL)
import COpenSSL
#endif
import PushPeekSend

/// The team's APNs authentication key (`AuthKey_KEYID.p8`, PKCS#8 PEM, ECDSA P-256), held in memory
/// to sign provider tokens. It is read once and never written or printed.
public final class ProviderKey: @unchecked Sendable {
    #if canImport(CryptoKit)
    private let key: P256.Signing.PrivateKey
    #elseif canImport(COpenSSL)
    private let key: OpaquePointer
    #endif

    /// Reads the key from the PEM text `pem` of `file` (named in errors).
    public init(pem: [UInt8], file: String) throws(SendError) {
        #if canImport(CryptoKit)
        do {
            key = try P256.Signing.PrivateKey(pemRepresentation: String(decoding: pem, as: UTF8.self))
        } catch {
            throw SendError(.credentials, "not an ECDSA P-256 private key in PEM form", file: file)
        }
        #elseif canImport(COpenSSL)
        guard let key = pem.withUnsafeBytes({ copenssl_read_private_key($0.baseAddress, Int32($0.count)) }) else {
            throw SendError(.credentials, "not a PEM private key (expected the .p8 file from the developer account, unencrypted)", file: file)
        }
        guard copenssl_is_p256(key) == 1 else {
            EVP_PKEY_free(key)
            throw SendError(.credentials, "not an ECDSA P-256 key; APNs provider tokens are signed with ES256", file: file)
        }
        self.key = key
        #endif
    }

    deinit {
        #if !canImport(CryptoKit) && canImport(COpenSSL)
        EVP_PKEY_free(key)
        #endif
    }

    /// The DER ECDSA signature (SHA-256) of `input`.
    public func sign(_ input: String) throws(SendError) -> [UInt8] {
        let message = Array(input.utf8)
        #if canImport(CryptoKit)
        do {
            return Array(try key.signature(for: message).derRepresentation)
        } catch {
            throw SendError(.signing, "signing the provider token failed")
        }
        #elseif canImport(COpenSSL)
        var signature = [UInt8](repeating: 0, count: 80)
        let length = message.withUnsafeBytes { messageBytes in
            signature.withUnsafeMutableBufferPointer { out in
                copenssl_sign_sha256(key, messageBytes.baseAddress, messageBytes.count, out.baseAddress, out.count)
            }
        }
        guard length > 0 else {
            var buffer = [CChar](repeating: 0, count: 256)
            copenssl_last_error(&buffer, buffer.count)
            throw SendError(.signing, "signing the provider token failed: \(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))")
        }
        return Array(signature.prefix(length))
        #endif
    }

    /// Whether `rawSignature` (JOSE `r || s`) is this key's signature of `input`: a token kept on
    /// disk is used only when this key made it.
    public func verifies(_ input: String, rawSignature: [UInt8]) -> Bool {
        let message = Array(input.utf8)
        #if canImport(CryptoKit)
        guard let signature = try? P256.Signing.ECDSASignature(rawRepresentation: rawSignature) else { return false }
        return key.publicKey.isValidSignature(signature, for: message)
        #elseif canImport(COpenSSL)
        guard let der = ECDSASignature.der(fromRaw: rawSignature) else { return false }
        return message.withUnsafeBytes { messageBytes in
            copenssl_verify_sha256(key, messageBytes.baseAddress, messageBytes.count, der, der.count) == 1
        }
        #endif
    }
}
