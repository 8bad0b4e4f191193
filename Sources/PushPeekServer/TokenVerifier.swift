import CNghttp2
import PushPeekJSON
import PushPeekModel
import PushPeekSend

/// The `.p8` keys of `--key KEYID=FILE`, each kept as OpenSSL's key to verify the ES256 provider
/// tokens signed with it. (On macOS CryptoKit's `P256.Signing` would take this part.)
public final class TokenVerifier: @unchecked Sendable {
    private var keys: [String: OpaquePointer] = [:]

    public init() {}

    /// Adds the key in `pem` (a `.p8` file's bytes) under `keyID`; `file` names it in the error.
    public func add(keyID: String, pem: [UInt8], file: String) throws(InputError) {
        guard let key = PEMFile.key(pem: pem), EVP_PKEY_get_base_id(key) == EVP_PKEY_EC else {
            throw InputError(.badInput, file: file, message: "is not an EC private key in PEM (an AuthKey_KEYID.p8 from the developer account)")
        }
        if let old = keys[keyID] { EVP_PKEY_free(old) }
        keys[keyID] = key
    }

    public var keyIDs: Set<String> { Set(keys.keys) }

    /// Whether `token`'s signature was made by the key it names.
    public func verify(_ token: BearerToken) -> Bool {
        guard let key = keys[token.keyID], let der = ECDSASignature.der(fromRaw: token.signature),
              let context = EVP_MD_CTX_new() else { return false }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key) == 1 else { return false }
        return EVP_DigestVerify(context, der, der.count, token.signingInput, token.signingInput.count) == 1
    }

    deinit { for key in keys.values { EVP_PKEY_free(key) } }
}
