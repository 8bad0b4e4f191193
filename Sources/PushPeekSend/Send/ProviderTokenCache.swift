/// Keeps one provider token and decides when to make another. APNs accepts a token for an hour and
/// answers `TooManyProviderTokenUpdates` to a provider that changes it more often than every 20
/// minutes, so a token is reused until it is 20 minutes old and replaced then — never sooner, even
/// after APNs called it expired (a clock that is wrong is reported, not fought).
///
/// The clock is injected (`now` in seconds since 1970), so the timing is tested without waiting.
public struct ProviderTokenCache: Sendable {
    /// Age at which a token is replaced, in seconds (20 minutes).
    public static let refreshAge = 20 * 60
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

    /// Whether `token` is due for replacement at `now`: 20 minutes old, or issued in the future by
    /// more than a minute (the clock was set back), which APNs would refuse.
    public func needsRefresh(_ token: ProviderToken, now: Int) -> Bool {
        now - token.issuedAt >= Self.refreshAge || token.issuedAt - now > 60
    }
}
