/// A safe subset of printf formats for one number: `%d` / `%i` (rounded to a whole number), `%f`
/// and `%.Nf` (N decimals, N ≤ 9), `%@` and `%g` (shortest form), `%%` (a percent sign). Anything
/// else is kept as written, so a bad format never crashes.
public enum ValueFormat {
    public static func format(_ template: String, _ value: Double) -> String {
        var result = ""
        var characters = Array(template)[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            var spec = ""
            while let next = characters.first, next == "." || next.isNumber || next == "l" {
                spec.append(next)
                characters.removeFirst()
            }
            guard let conversion = characters.popFirst() else {
                result += "%" + spec
                break
            }
            switch conversion {
            case "%" where spec.isEmpty:
                result += "%"
            case "d", "i":
                result += whole(value)
            case "f":
                var decimals = 6
                if let dot = spec.firstIndex(of: ".") {
                    decimals = Int(spec[spec.index(after: dot)...].filter(\.isNumber)) ?? 0
                }
                result += fixed(value, decimals: min(decimals, 9))
            case "@", "g":
                result += shortest(value)
            default:
                result += "%" + spec + String(conversion)
            }
        }
        return result
    }

    package static func whole(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return shortest(value) }
        return String(Int(value.rounded()))
    }

    package static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return shortest(value) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        // Int holds about 9.2e18: past that the scaled value cannot be an Int.
        guard abs(value) * scale < 9e18 else { return shortest(value) }
        let scaled = Int((abs(value) * scale).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        let integer = scaled / Int(scale)
        guard decimals > 0 else { return sign + String(integer) }
        let fraction = String(scaled % Int(scale))
        return sign + String(integer) + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    package static func shortest(_ value: Double) -> String {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
