/// Base64 with the URL alphabet and no padding (RFC 7515 §2).
public enum Base64URL {
    public static func encode(_ bytes: [UInt8]) -> String {
        var text = ""
        for character in Base64.encode(bytes) {
            switch character {
            case "+": text.append("-")
            case "/": text.append("_")
            case "=": continue
            default: text.append(character)
            }
        }
        return text
    }

    /// The bytes of `text` in the URL alphabet, nil when it holds another character.
    public static func decode(_ text: String) -> [UInt8]? {
        guard !text.utf8.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "=") }) else { return nil }
        var standard = ""
        standard.unicodeScalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            standard.unicodeScalars.append(scalar == "-" ? "+" : scalar == "_" ? "/" : scalar)
        }
        return Base64.decode(standard)
    }
}
