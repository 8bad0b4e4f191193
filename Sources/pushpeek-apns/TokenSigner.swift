#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel
import PushPeekSend
import PushPeekNetwork

/// The provider token for each request: `ProviderTokenCache` on the wall clock, signing with the
/// key, the token kept on disk between runs (`ProviderTokenFile`).
final class TokenSigner {
    private let key: ProviderKey
    private var cache: ProviderTokenCache
    private let file: ProviderTokenFile

    init(keyPath: String, keyID: String, teamID: String) throws(SendError) {
        let pem: [UInt8]
        do throws(InputError) {
            pem = try InputFile.read(keyPath, limit: 16_384)
        } catch {
            throw SendError(.credentials, error.message, file: keyPath)
        }
        key = try ProviderKey(pem: pem, file: keyPath)
        cache = ProviderTokenCache(keyID: keyID, teamID: teamID)
        file = ProviderTokenFile(teamID: teamID, keyID: keyID)
        if let stored = file.read() {
            _ = cache.adopt(stored: stored, now: Int(time(nil))) { [key] input, signature in key.verifies(input, rawSignature: signature) }
        }
    }

    private var generation = 0

    /// The token for a request of the batch's token `generation`: a higher one than last time
    /// means APNs called the current token expired, so a new one is signed.
    func token(generation: Int) throws(SendError) -> String {
        if generation > self.generation {
            self.generation = generation
            cache.discard()
        }
        let signed = cache.signedCount
        let token = try cache.token(now: Int(time(nil))) { input throws(SendError) in try key.sign(input) }
        if cache.signedCount != signed { file.write(ProviderTokenCache.stored(token)) }
        return token.text
    }
}
