import PushPeekJSON

/// Reads a content extension's real Info.plist (XML or binary) for its `NSExtensionAttributes`.
public enum InfoPlistReader {
    public static let extensionPointIdentifier = "com.apple.usernotifications.content-extension"

    public static func attributes(fromPlist bytes: [UInt8], file: String) throws(InputError) -> ExtensionAttributes {
        let root: PropertyList
        do {
            root = try PropertyListReader.read(bytes)
        } catch {
            let location = error.line.map { SourceLocation(line: $0, column: error.column ?? 1, offset: error.offset ?? 0) }
            let place = location == nil ? error.offset.map { "at byte \($0): " } ?? "" : ""
            throw InputError(file: file, location: location, message: "not a readable property list: \(place)\(error.message)")
        }
        guard case .dictionary = root else {
            throw InputError(file: file, message: "the property list's root is not a dictionary")
        }
        guard let nsExtension = root["NSExtension"], case .dictionary = nsExtension else {
            throw InputError(file: file, path: "NSExtension", message: "missing: a content extension's Info.plist has an NSExtension dictionary")
        }
        if let point = nsExtension["NSExtensionPointIdentifier"]?.string, point != extensionPointIdentifier {
            throw InputError(file: file, path: "NSExtension.NSExtensionPointIdentifier",
                             message: "is \"\(point)\", not \"\(extensionPointIdentifier)\"")
        }
        guard let attributes = nsExtension["NSExtensionAttributes"], case .dictionary = attributes else {
            throw InputError(file: file, path: "NSExtension.NSExtensionAttributes", message: "missing")
        }
        return try decode(attributes, file: file)
    }

    package static func decode(_ dictionary: PropertyList, file: String) throws(InputError) -> ExtensionAttributes {
        let base = "NSExtension.NSExtensionAttributes."
        var result = ExtensionAttributes()
        switch dictionary[ExtensionAttributes.categoryKey] {
        case .string(let single)?: result.categories = [single]
        case .array(let list)?:
            var names: [String] = []
            for (index, item) in list.enumerated() {
                guard let name = item.string else {
                    throw InputError(file: file, path: "\(base)\(ExtensionAttributes.categoryKey)[\(index)]", message: "expected a string")
                }
                names.append(name)
            }
            result.categories = names
        case nil: result.categories = []
        default:
            throw InputError(file: file, path: base + ExtensionAttributes.categoryKey, message: "expected a string or an array of strings")
        }
        if let value = dictionary[ExtensionAttributes.ratioKey] {
            guard let number = value.number ?? value.string.flatMap(Double.init), number.isFinite else {
                throw InputError(file: file, path: base + ExtensionAttributes.ratioKey, message: "expected a number")
            }
            result.initialContentSizeRatio = number
        }
        func flag(_ key: String) throws(InputError) -> Bool {
            switch dictionary[key] {
            case nil: return false
            case .bool(let flag)?: return flag
            case .integer(let number)? where number == 0 || number == 1: return number == 1
            case .string(let text)? where ["YES", "NO", "true", "false"].contains(text): return text == "YES" || text == "true"
            default: throw InputError(file: file, path: base + key, message: "expected a Boolean (YES/NO)")
            }
        }
        result.defaultContentHidden = try flag(ExtensionAttributes.defaultContentHiddenKey)
        result.overridesDefaultTitle = try flag(ExtensionAttributes.overridesDefaultTitleKey)
        result.userInteractionEnabled = try flag(ExtensionAttributes.userInteractionEnabledKey)
        return result
    }
}
