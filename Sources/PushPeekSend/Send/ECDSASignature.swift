/// Converts an ECDSA signature from DER (`SEQUENCE { INTEGER r, INTEGER s }`) to the fixed-width
/// `r || s` of JOSE (RFC 7518 §3.4): 32 bytes each for P-256.
public enum ECDSASignature {
    public static let componentLength = 32

    public static func raw(fromDER der: [UInt8]) throws(SendError) -> [UInt8] {
        var index = 0
        func fail() -> SendError { SendError(.signing, "the ECDSA signature is not DER SEQUENCE { r, s }") }
        func length() throws(SendError) -> Int {
            guard index < der.count else { throw fail() }
            let first = Int(der[index]); index += 1
            if first < 0x80 { return first }
            guard first == 0x81, index < der.count else { throw fail() }
            let value = Int(der[index]); index += 1
            return value
        }
        func integer() throws(SendError) -> [UInt8] {
            guard index < der.count, der[index] == 0x02 else { throw fail() }
            index += 1
            let count = try length()
            guard count > 0, index + count <= der.count else { throw fail() }
            var bytes = Array(der[index..<(index + count)])
            index += count
            while bytes.count > componentLength, bytes.first == 0 { bytes.removeFirst() }
            guard bytes.count <= componentLength else { throw fail() }
            return Array(repeating: 0, count: componentLength - bytes.count) + bytes
        }
        guard der.first == 0x30 else { throw fail() }
        index = 1
        let total = try length()
        guard index + total == der.count else { throw fail() }
        let r = try integer()
        let s = try integer()
        guard index == der.count else { throw fail() }
        return r + s
    }

    /// The DER form of a JOSE `r || s` signature (64 bytes for P-256), nil when it has another length.
    public static func der(fromRaw raw: [UInt8]) -> [UInt8]? {
        guard raw.count == 2 * componentLength else { return nil }
        func integer(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
            var value = Array(bytes.drop { $0 == 0 })
            if value.isEmpty || value[0] & 0x80 != 0 { value.insert(0, at: 0) }
            return [0x02, UInt8(value.count)] + value
        }
        let body = integer(raw[..<componentLength]) + integer(raw[componentLength...])
        return [0x30, UInt8(body.count)] + body
    }
}
