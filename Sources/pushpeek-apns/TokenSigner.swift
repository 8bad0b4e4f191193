#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel
import PushPeekSend
import PushPeekNetwork

/// The provider token for each request: `ProviderTokenCache` on the wall clock, signing with the key.
final class TokenSigner {
    private let key: ProviderKey
    private var cache: ProviderTokenCache

    init(keyPath: String, keyID: String, teamID: String) throws(SendError) {
        let pem: [UInt8]
        do throws(InputError) {
            pem = try InputFile.read(keyPath, limit: 16_384)
        } catch {
            throw SendError(.credentials, error.message, file: keyPath)
        }
        key = try ProviderKey(pem: pem, file: keyPath)
        cache = ProviderTokenCache(keyID: keyID, teamID: teamID)
    }

    func token() throws(SendError) -> String {
        try cache.token(now: Int(time(nil))) { input throws(SendError) in try key.sign(input) }.text
    }
}
