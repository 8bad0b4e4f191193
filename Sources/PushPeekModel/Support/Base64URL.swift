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
}
