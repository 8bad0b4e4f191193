/// Random (version 4) UUIDs as APNs wants them in `apns-id`: lower-case, 8-4-4-4-12.
public enum UUIDText {
    public static func random<G: RandomNumberGenerator>(using generator: inout G) -> String {
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.map { byte in String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16) }.joined()
        let characters = Array(hex)
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }
        return groups.joined(separator: "-")
    }

    /// Whether `text` is a UUID in the 8-4-4-4-12 form (either case).
    public static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.map(\.count) == [8, 4, 4, 4, 12] else { return false }
        return parts.allSatisfy { $0.allSatisfy { $0.isHexDigit && $0.isASCII } }
    }
}
