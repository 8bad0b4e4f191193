import PushPeekJSON
import PushPeekModel

/// Reads theme JSON (`{"name": …, "colors": {"card": "#FFFFFF", …}}`) and knows the built-in themes.
public enum ThemeLoader {
    public static let builtinNames = ["ios-light", "ios-dark", "high-contrast", "mono"]

    /// A built-in theme by name, parsed from the copy compiled into the binary.
    public static func builtin(named name: String) -> Theme? {
        guard let text = BuiltinThemes.files[name + ".json"] else { return nil }
        return try? parse(text)
    }

    public static func parse(_ text: String) throws(ThemeError) -> Theme {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw ThemeError("\(error.location.description): \(error.message)")
        }
        guard let name = root["name"]?.string else { throw ThemeError("a theme needs a \"name\" string") }
        guard let colorMembers = root["colors"]?.members else { throw ThemeError("a theme needs a \"colors\" object") }
        var colors = [Role: RGB](minimumCapacity: colorMembers.count)
        for member in colorMembers {
            guard let role = Role(rawValue: member.key) else {
                let known = Role.allCases.map(\.rawValue).joined(separator: ", ")
                throw ThemeError("colors.\(member.key): unknown role (roles: \(known))")
            }
            guard let hex = member.value.string, let rgb = RGB(hex: hex) else {
                throw ThemeError("colors.\(member.key): expected a colour like \"#1C1C1E\"")
            }
            colors[role] = rgb
        }
        return Theme(name: name, colors: colors)
    }
}
