import Foundation

/// Reads a content extension's real Info.plist (XML or binary) for its `NSExtensionAttributes`.
public enum InfoPlistReader {
    public static let extensionPointIdentifier = "com.apple.usernotifications.content-extension"

    public static func attributes(fromPlist bytes: [UInt8], file: String) throws(InputError) -> ExtensionAttributes {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error.localizedDescription)"
            throw InputError(file: file, message: "not a readable property list: \(detail)")
        }
        guard let root = object as? [String: Any] else {
            throw InputError(file: file, message: "the property list's root is not a dictionary")
        }
        guard let nsExtension = root["NSExtension"] as? [String: Any] else {
            throw InputError(file: file, path: "NSExtension", message: "missing: a content extension's Info.plist has an NSExtension dictionary")
        }
        if let point = nsExtension["NSExtensionPointIdentifier"] as? String, point != extensionPointIdentifier {
            throw InputError(file: file, path: "NSExtension.NSExtensionPointIdentifier",
                             message: "is \"\(point)\", not \"\(extensionPointIdentifier)\"")
        }
        guard let attributes = nsExtension["NSExtensionAttributes"] as? [String: Any] else {
            throw InputError(file: file, path: "NSExtension.NSExtensionAttributes", message: "missing")
        }
        return try decode(attributes, file: file)
    }

    static func decode(_ dictionary: [String: Any], file: String) throws(InputError) -> ExtensionAttributes {
        let base = "NSExtension.NSExtensionAttributes."
        var result = ExtensionAttributes()
        switch dictionary[ExtensionAttributes.categoryKey] {
        case let single as String: result.categories = [single]
        case let list as [Any]:
            var names: [String] = []
            for (index, item) in list.enumerated() {
                guard let name = item as? String else {
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
            guard let number = number(value), number.isFinite else {
                throw InputError(file: file, path: base + ExtensionAttributes.ratioKey, message: "expected a number")
            }
            result.initialContentSizeRatio = number
        }
        func flag(_ key: String) throws(InputError) -> Bool {
            guard let value = dictionary[key] else { return false }
            if let number = value as? NSNumber, String(cString: number.objCType) == "c" { return number.boolValue }
            if let bool = value as? Bool { return bool }
            if let text = value as? String, ["YES", "NO", "true", "false"].contains(text) { return text == "YES" || text == "true" }
            throw InputError(file: file, path: base + key, message: "expected a Boolean (YES/NO)")
        }
        result.defaultContentHidden = try flag(ExtensionAttributes.defaultContentHiddenKey)
        result.overridesDefaultTitle = try flag(ExtensionAttributes.overridesDefaultTitleKey)
        result.userInteractionEnabled = try flag(ExtensionAttributes.userInteractionEnabledKey)
        return result
    }

    private static func number(_ value: Any) -> Double? {
        if let number = value as? NSNumber {
            return String(cString: number.objCType) == "c" ? nil : number.doubleValue
        }
        if value is Bool { return nil }
        if let double = value as? Double { return double }
        if let int = value as? Int { return Double(int) }
        if let text = value as? String { return Double(text) }
        return nil
    }
}
