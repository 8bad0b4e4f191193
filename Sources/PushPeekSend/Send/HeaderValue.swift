import PushPeekJSON

/// Checks a value that becomes an HTTP/2 header field of a push (`apns-topic`, `apns-collapse-id`,
/// `apns-push-type` …) or the server's name: a CR, LF or NUL would end the field and start another
/// (HTTP/2 servers and libcurl differ on what they do with it), and RFC 9110 allows no other control
/// character but tab. Refused with a usage error naming the option, so `--dry-run` prints every
/// header exactly as it is sent.
public enum HeaderValue {
    /// A usage error when `value` holds a character no header value may hold; `option` names where
    /// the value came from (`--topic`).
    public static func check(_ value: String, option: String) throws(InputError) {
        for (offset, byte) in value.utf8.enumerated() where (byte < 0x20 && byte != 0x09) || byte == 0x7F {
            throw InputError(.usage, message: "\(option) holds \(name(of: byte)) at byte \(offset + 1): a header value cannot hold CR, LF, NUL or another control character")
        }
    }

    static func name(of byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        let code = "0x" + (hex.count < 2 ? "0" + hex : hex)
        switch byte {
        case 0x0D: return "a carriage return (CR, \(code))"
        case 0x0A: return "a line feed (LF, \(code))"
        case 0x00: return "a NUL byte (\(code))"
        default: return "a control character (\(code))"
        }
    }
}
