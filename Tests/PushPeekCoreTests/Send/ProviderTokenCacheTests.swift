import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession

/// Token reuse and refresh timing on an injected clock, and the JOSE form of the signature.
@Suite("provider token cache")
struct ProviderTokenCacheTests {
    /// A DER signature whose r and s encode the count of signatures made, so tokens differ.
    static func fakeDER(_ counter: inout Int) -> [UInt8] {
        counter += 1
        let r: [UInt8] = [0x00, 0x80] + Array(repeating: 1, count: 30) + [UInt8(counter)]
        let s: [UInt8] = [0x7F] + Array(repeating: 2, count: 31)
        return [0x30, UInt8(2 + r.count + 2 + s.count), 0x02, UInt8(r.count)] + r + [0x02, UInt8(s.count)] + s
    }

    @Test func reusedForFiftyMinutesThenRefreshed() throws {
        var cache = ProviderTokenCache(keyID: "ABC123DEFG", teamID: "DEF123GHIJ")
        var signatures = 0
        let start = 1_800_000_000
        let first = try cache.token(now: start) { _ throws(SendError) in Self.fakeDER(&signatures) }
        #expect(first.issuedAt == start)
        for offset in [1, 60, 600, 20 * 60, 49 * 60 + 59] {
            let again = try cache.token(now: start + offset) { _ throws(SendError) in Self.fakeDER(&signatures) }
            #expect(again == first, "reused at +\(offset) s")
        }
        #expect(signatures == 1)
        let second = try cache.token(now: start + 50 * 60) { _ throws(SendError) in Self.fakeDER(&signatures) }
        #expect(second != first && second.issuedAt == start + 50 * 60)
        #expect(cache.signedCount == 2)
        let third = try cache.token(now: start + 50 * 60 + 1) { _ throws(SendError) in Self.fakeDER(&signatures) }
        #expect(third == second)
        // Two hours of sending make three tokens, each used under an hour and none changed within 20 minutes.
        for minute in stride(from: 51, through: 120, by: 1) {
            _ = try cache.token(now: start + minute * 60) { _ throws(SendError) in Self.fakeDER(&signatures) }
        }
        #expect(cache.signedCount == 3)
        #expect(ProviderTokenCache.refreshAge < ProviderTokenCache.maximumAge)
    }

    @Test func aClockSetBackMakesANewToken() throws {
        var cache = ProviderTokenCache(keyID: "K", teamID: "T")
        var signatures = 0
        _ = try cache.token(now: 10_000) { _ throws(SendError) in Self.fakeDER(&signatures) }
        _ = try cache.token(now: 10_000 - 30) { _ throws(SendError) in Self.fakeDER(&signatures) }
        #expect(signatures == 1)
        _ = try cache.token(now: 10_000 - 3600) { _ throws(SendError) in Self.fakeDER(&signatures) }
        #expect(signatures == 2)
    }

    @Test func tokenIsHeaderClaimsAndRawSignature() throws {
        var cache = ProviderTokenCache(keyID: "ABC123DEFG", teamID: "DEF123GHIJ")
        var signatures = 0
        var signed: String?
        let token = try cache.token(now: 1_700_000_000) { input throws(SendError) in
            signed = input
            return Self.fakeDER(&signatures)
        }
        let parts = token.text.split(separator: ".").map(String.init)
        #expect(parts.count == 3)
        #expect(signed == parts[0] + "." + parts[1])
        #expect(parts[0] == Base64URL.encode(Array(#"{"alg":"ES256","kid":"ABC123DEFG"}"#.utf8)))
        #expect(parts[1] == Base64URL.encode(Array(#"{"iss":"DEF123GHIJ","iat":1700000000}"#.utf8)))
        // 64 bytes of r || s: 86 base64url characters without padding.
        #expect(parts[2].count == 86 && !parts[2].contains("=") && !parts[2].contains("+") && !parts[2].contains("/"))
    }

    @Test func derSignaturesBecomeFixedWidth() throws {
        // r with a leading zero (high bit set), s short (31 bytes): both padded to 32.
        let r: [UInt8] = [0x00, 0xFF] + Array(repeating: 0xAA, count: 31)
        let s: [UInt8] = Array(repeating: 0x11, count: 31)
        let der: [UInt8] = [0x30, UInt8(2 + r.count + 2 + s.count), 0x02, UInt8(r.count)] + r + [0x02, UInt8(s.count)] + s
        let raw = try ECDSASignature.raw(fromDER: der)
        #expect(raw.count == 64)
        #expect(Array(raw[0..<32]) == [0xFF] + Array(repeating: 0xAA, count: 31))
        #expect(Array(raw[32..<64]) == [0x00] + s)
        #expect(throws: SendError.self) { try ECDSASignature.raw(fromDER: [0x30, 0x02, 0x02, 0x00]) }
        #expect(throws: SendError.self) { try ECDSASignature.raw(fromDER: Array(der.dropLast())) }
    }

    @Test func aStoredTokenIsAdoptedOnlyForItsTeamAndKeyWhileYoung() throws {
        var signatures = 0
        var first = ProviderTokenCache(keyID: "ABC123DEFG", teamID: "DEF123GHIJ")
        let start = 1_800_000_000
        let token = try first.token(now: start) { _ throws(SendError) in Self.fakeDER(&signatures) }
        let stored = ProviderTokenCache.stored(token)
        var again = ProviderTokenCache(keyID: "ABC123DEFG", teamID: "DEF123GHIJ")
        let adopted = again.adopt(stored: stored, now: start + 49 * 60) { _, _ in true }
        #expect(adopted)
        #expect(try again.token(now: start + 49 * 60) { _ throws(SendError) in Self.fakeDER(&signatures) } == token)
        #expect(again.signedCount == 0 && signatures == 1)
        var late = ProviderTokenCache(keyID: "ABC123DEFG", teamID: "DEF123GHIJ")
        let lateAdopted = late.adopt(stored: stored, now: start + 50 * 60) { _, _ in true }
        #expect(!lateAdopted)
        var otherKey = ProviderTokenCache(keyID: "ZZZ123DEFG", teamID: "DEF123GHIJ")
        let otherKeyAdopted = otherKey.adopt(stored: stored, now: start + 1) { _, _ in true }
        #expect(!otherKeyAdopted)
        var otherTeam = ProviderTokenCache(keyID: "ABC123DEFG", teamID: "ZZZ123GHIJ")
        let otherTeamAdopted = otherTeam.adopt(stored: stored, now: start + 1) { _, _ in true }
        #expect(!otherTeamAdopted)
        var garbled = ProviderTokenCache(keyID: "ABC123DEFG", teamID: "DEF123GHIJ")
        let garbledAdopted = [
            garbled.adopt(stored: Array("12\nnot a token\n".utf8), now: start) { _, _ in true },
            garbled.adopt(stored: [], now: start) { _, _ in true },
            garbled.adopt(stored: stored, now: start + 1) { _, _ in false },
        ]
        #expect(garbledAdopted == [false, false, false])
    }
}
