import PushPeekJSON
import PushPeekModel

/// An APNs provider authentication token: a JSON Web Token signed with ES256 by the team's
/// `.p8` key. Header `{"alg":"ES256","kid":KEY-ID}`, claims `{"iss":TEAM-ID,"iat":SECONDS}`.
public struct ProviderToken: Sendable, Equatable {
    /// The compact form sent as `authorization: bearer …`.
    public let text: String
    /// When it was issued (`iat`), seconds since 1970.
    public let issuedAt: Int

    /// `base64url(header).base64url(claims)`: the bytes the key signs.
    public static func signingInput(keyID: String, teamID: String, issuedAt: Int) -> String {
        let header = OutputJSON.object([("alg", .string("ES256")), ("kid", .string(keyID))]).serialized()
        let claims = OutputJSON.object([("iss", .string(teamID)), ("iat", .int(issuedAt))]).serialized()
        return Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(Array(claims.utf8))
    }

    /// The token from a DER-encoded ECDSA signature of `signingInput` (as OpenSSL returns it), turned
    /// into the 64-byte `r || s` JOSE wants.
    public static func assemble(signingInput: String, derSignature: [UInt8], issuedAt: Int) throws(SendError) -> ProviderToken {
        let raw = try ECDSASignature.raw(fromDER: derSignature)
        return ProviderToken(text: signingInput + "." + Base64URL.encode(raw), issuedAt: issuedAt)
    }
}
