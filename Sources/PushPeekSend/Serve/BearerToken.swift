import PushPeekJSON
import PushPeekModel

/// A provider token as a request carries it (`authorization: bearer …`), taken apart: the header's
/// `alg` and `kid`, the claims' `iss` and `iat`, the bytes signed and the `r || s` signature.
public struct BearerToken: Sendable, Equatable {
    public var algorithm: String
    public var keyID: String
    public var teamID: String
    public var issuedAt: Int
    /// `base64url(header).base64url(claims)`, the bytes the signature covers.
    public var signingInput: [UInt8]
    /// The JOSE signature: 64 bytes, `r || s`.
    public var signature: [UInt8]
    /// The whole compact token, to tell one token from the next.
    public var text: String

    /// Longest token taken; APNs' are about 200 bytes.
    public static let maximumLength = 4096

    /// The token in an `authorization` value, or nil for one that is not `bearer` and a compact JWT
    /// with JSON header and claims holding `alg`, `kid`, `iss` and an integer `iat`.
    public static func parse(authorization: String) -> BearerToken? {
        guard authorization.utf8.count <= maximumLength else { return nil }
        let words = authorization.split(separator: " ", maxSplits: 1)
        guard words.count == 2, words[0].lowercased() == "bearer" else { return nil }
        let text = String(words[1])
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let header = json(parts[0]), let claims = json(parts[1]),
              let signature = decode(parts[2]), signature.count == 2 * ECDSASignature.componentLength,
              let algorithm = header["alg"]?.string, let keyID = header["kid"]?.string,
              let teamID = claims["iss"]?.string, let issued = claims["iat"]?.number,
              issued.isFinite, issued == issued.rounded(), abs(issued) < 1e12 else { return nil }
        return BearerToken(algorithm: algorithm, keyID: keyID, teamID: teamID, issuedAt: Int(issued),
                           signingInput: Array(parts[0].utf8) + [UInt8(ascii: ".")] + Array(parts[1].utf8),
                           signature: signature, text: text)
    }

    static func json(_ part: Substring) -> JSONNode? {
        guard let bytes = decode(part), let node = try? JSONParser.parse(bytes), node.members != nil else { return nil }
        return node
    }

    /// base64url without padding; nil for any other character.
    static func decode(_ part: Substring) -> [UInt8]? {
        guard part.utf8.allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "=") }) else { return nil }
        let standard = String(part.map { $0 == "-" ? "+" : $0 == "_" ? "/" : $0 })
        return Base64.decode(standard)
    }
}
