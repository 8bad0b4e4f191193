/// Expands `$(VAR)`, `${VAR}` and `$VAR` in a build setting as Xcode does: other settings, the
/// built-in ones, `$(inherited)` as nothing, and the `:rfc1034identifier`, `:c99extidentifier`,
/// `:lower` and `:upper` operators. Expansion nests at most `maximumDepth` levels, so a setting that
/// names itself ends instead of looping.
public struct BuildSettingExpander: Sendable {
    public static let maximumDepth = 16
    /// `SRCROOT` and `PROJECT_DIR` are the project's folder: paths stay relative to it.
    public static let builtins: Set<String> = ["SRCROOT", "PROJECT_DIR", "TARGET_NAME", "PRODUCT_NAME", "PRODUCT_MODULE_NAME", "inherited"]

    let settings: [String: String]
    let targetName: String

    public init(settings: [String: String], targetName: String) {
        self.settings = settings
        self.targetName = targetName
    }

    public func expand(_ text: String) -> String {
        expand(Array(text.unicodeScalars), depth: 0)
    }

    private func expand(_ scalars: [Unicode.Scalar], depth: Int) -> String {
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "$", index + 1 < scalars.count else { out.append(scalar); index += 1; continue }
            let next = scalars[index + 1]
            var name: [Unicode.Scalar] = []
            var end = index + 1
            if next == "(" || next == "{" {
                let close: Unicode.Scalar = next == "(" ? ")" : "}"
                var cursor = index + 2
                while cursor < scalars.count, scalars[cursor] != close { cursor += 1 }
                guard cursor < scalars.count else { out.append(scalar); index += 1; continue }
                name = Array(scalars[(index + 2)..<cursor])
                end = cursor + 1
            } else {
                var cursor = index + 1
                while cursor < scalars.count, Self.isNameScalar(scalars[cursor]) { cursor += 1 }
                guard cursor > index + 1 else { out.append(scalar); index += 1; continue }
                name = Array(scalars[(index + 1)..<cursor])
                end = cursor
            }
            out.append(contentsOf: value(of: String(String.UnicodeScalarView(name)), depth: depth).unicodeScalars)
            index = end
        }
        return String(out)
    }

    private func value(of reference: String, depth: Int) -> String {
        var parts = reference.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let name = parts.removeFirst()
        var result: String
        if depth >= Self.maximumDepth {
            result = ""
        } else if let written = settings[name] {
            result = expand(Array(written.unicodeScalars), depth: depth + 1)
        } else {
            switch name {
            case "SRCROOT", "PROJECT_DIR": result = "."
            case "TARGET_NAME": result = targetName
            case "PRODUCT_NAME": result = targetName
            case "PRODUCT_MODULE_NAME": result = Self.c99Identifier(value(of: "PRODUCT_NAME", depth: depth + 1))
            default: result = ""
            }
        }
        for operation in parts {
            switch operation {
            case "rfc1034identifier": result = String(result.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "-" })
            case "c99extidentifier", "identifier": result = Self.c99Identifier(result)
            case "lower": result = result.lowercased()
            case "upper": result = result.uppercased()
            default: break
            }
        }
        return result
    }

    static func c99Identifier(_ text: String) -> String {
        var out = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        if let first = out.first, first.isNumber { out = "_" + out }
        return out
    }

    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || scalar == "_"
    }
}
