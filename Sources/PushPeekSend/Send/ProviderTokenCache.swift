import PushPeekModel

/// Keeps one provider token and decides when to make another. APNs expects a provider to keep one
/// token for close to an hour (it refuses tokens older than an hour) and answers
/// `TooManyProviderTokenUpdates` to one that changes it more often than every 20 minutes, so a
/// token is reused until it is 50 minutes old — across runs too, through the file the network side
/// keeps (`adopt`) — and replaced then; sooner only once after APNs called it expired (`discard`).
///
/// The clock is injected (`now` in seconds since 1970), so the timing is tested without waiting.
public struct ProviderTokenCache: Sendable {
    /// Age at which a token is replaced, in seconds (50 minutes).
    public static let refreshAge = 50 * 60
    /// Age after which APNs refuses a token, in seconds (one hour).
    public static let maximumAge = 60 * 60

    public let keyID: String
    public let teamID: String
    public private(set) var current: ProviderToken?
    /// How many tokens were signed: the count APNs would see as updates.
    public private(set) var signedCount = 0

    public init(keyID: String, teamID: String) {
        self.keyID = keyID
        self.teamID = teamID
    }

    /// The token to send at `now`: the current one while younger than `refreshAge`, else a new one
    /// signed by `sign` (which gets the signing input and returns a DER ECDSA signature).
    public mutating func token(now: Int, sign: (String) throws(SendError) -> [UInt8]) throws(SendError) -> ProviderToken {
        if let current, !needsRefresh(current, now: now) { return current }
        let input = ProviderToken.signingInput(keyID: keyID, teamID: teamID, issuedAt: now)
        let token = try ProviderToken.assemble(signingInput: input, derSignature: try sign(input), issuedAt: now)
        current = token
        signedCount += 1
        return token
    }

    /// Takes a token kept from an earlier run, written as `iat` and the token on two lines, when it
    /// was made for this team and key ID, is still young enough at `now`, and `verify` (given the
    /// signing input and the raw signature) finds it signed by this key; returns whether it did.
    public mutating func adopt(stored bytes: [UInt8], now: Int, verify: (String, [UInt8]) -> Bool) -> Bool {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.count >= 2, let issuedAt = Int(String(decoding: lines[0], as: UTF8.self)) else { return false }
        let text = String(decoding: lines[1], as: UTF8.self)
        let prefix = ProviderToken.signingInput(keyID: keyID, teamID: teamID, issuedAt: issuedAt) + "."
        guard text.hasPrefix(prefix), text.utf8.count > prefix.utf8.count + 80, text.utf8.count < 1024 else { return false }
        let token = ProviderToken(text: text, issuedAt: issuedAt)
        guard !needsRefresh(token, now: now), now - issuedAt >= -60,
              let signature = Base64URL.decode(String(text.dropFirst(prefix.count))),
              verify(String(prefix.dropLast()), signature) else { return false }
        current = token
        return true
    }

    /// `token` as `adopt(stored:now:)` reads it.
    public static func stored(_ token: ProviderToken) -> [UInt8] {
        Array("\(token.issuedAt)\n\(token.text)\n".utf8)
    }

    /// Forgets the current token, so the next request gets a new one (APNs called it expired).
    public mutating func discard() {
        current = nil
    }

    /// Whether `token` is due for replacement at `now`: 20 minutes old, or issued in the future by
    /// more than a minute (the clock was set back), which APNs would refuse.
    public func needsRefresh(_ token: ProviderToken, now: Int) -> Bool {
        now - token.issuedAt >= Self.refreshAge || token.issuedAt - now > 60
    }
}
