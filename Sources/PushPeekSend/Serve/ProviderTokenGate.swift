/// One connection's provider tokens, checked as APNs checks them ("Establishing a token-based
/// connection to APNs"): a token is refused when malformed or wrongly signed (InvalidProviderToken),
/// older than an hour (ExpiredProviderToken), signed by another key than the connection's first
/// (UnrelatedKeyIdInToken), or new within 20 minutes of the last (TooManyProviderTokenUpdates).
/// The signature is checked once per token, by the caller's `verify`; the clock is the caller's.
public struct ProviderTokenGate: Sendable {
    /// What a token is checked against.
    public struct Policy: Sendable {
        /// `--team`: the `iss` every token must carry (nil: any).
        public var teamID: String?
        /// The key IDs given with `--key`.
        public var keyIDs: Set<String>
        /// `--accept-any-token`: a well-formed token is taken without checking its signature.
        public var acceptsAnyToken: Bool
        public init(teamID: String?, keyIDs: Set<String>, acceptsAnyToken: Bool) {
            self.teamID = teamID
            self.keyIDs = keyIDs
            self.acceptsAnyToken = acceptsAnyToken
        }
    }

    /// Seconds a token stays valid.
    public static let lifetime = 3600
    /// Seconds between two token changes on one connection.
    public static let updateInterval = 1200
    /// Seconds an `iat` may lie ahead of the server's clock.
    public static let clockSkew = 300

    private var keyID: String?
    private var current: String?
    private var changedAt = 0
    /// The `authorization` value last taken and its `iat`: the same value again is only aged.
    private var taken: (authorization: String, issuedAt: Int)?

    public init() {}

    /// The refusal of `authorization` at `now` (seconds since 1970), or nil to take it; `verify`
    /// checks the signature with the named key. `certified` is a verified client certificate,
    /// which stands in for a token.
    public mutating func check(authorization: String?, certified: Bool, now: Int, policy: Policy,
                               verify: (BearerToken) -> Bool) -> String? {
        guard let authorization else { return certified ? nil : "MissingProviderToken" }
        if let taken, taken.authorization == authorization {
            return now - taken.issuedAt > ProviderTokenGate.lifetime ? "ExpiredProviderToken" : nil
        }
        guard let token = BearerToken.parse(authorization: authorization), token.algorithm == "ES256" else {
            return "InvalidProviderToken"
        }
        if let keyID, keyID != token.keyID { return "UnrelatedKeyIdInToken" }
        if now - token.issuedAt > ProviderTokenGate.lifetime { return "ExpiredProviderToken" }
        if token.issuedAt - now > ProviderTokenGate.clockSkew { return "InvalidProviderToken" }
        if token.text == current {
            taken = (authorization, token.issuedAt)
            return nil
        }
        if !policy.acceptsAnyToken {
            if let teamID = policy.teamID, teamID != token.teamID { return "InvalidProviderToken" }
            guard policy.keyIDs.contains(token.keyID), verify(token) else { return "InvalidProviderToken" }
        }
        if current != nil && now - changedAt < ProviderTokenGate.updateInterval { return "TooManyProviderTokenUpdates" }
        keyID = token.keyID
        current = token.text
        changedAt = now
        taken = (authorization, token.issuedAt)
        return nil
    }
}
