import Foundation
import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession

/// `Schemas/app-description.schema.json` (for editors) must know every key the examples use.
@Suite("App description JSON Schema")
struct AppSchemaTests {
    static func keys(of node: JSONNode, into keys: inout Set<String>) {
        if let members = node.members {
            for member in members {
                keys.insert(member.key)
                Self.keys(of: member.value, into: &keys)
            }
        }
        for element in node.elements ?? [] { Self.keys(of: element, into: &keys) }
    }

    /// Property names the schema declares anywhere (under any `properties`).
    static func declared(in node: JSONNode, into names: inout Set<String>) {
        for member in node.members ?? [] {
            if member.key == "properties" {
                for property in member.value.members ?? [] { names.insert(property.key) }
            }
            declared(in: member.value, into: &names)
        }
        for element in node.elements ?? [] { declared(in: element, into: &names) }
    }

    /// Every `Examples/*/app*.json`: its path from `Examples/`, and its full path.
    static func exampleApps() -> [(relative: String, path: String)] {
        let examples = Fixtures.packageRoot.appendingPathComponent("Examples")
        let enumerator = FileManager.default.enumerator(atPath: examples.path)
        var apps: [(relative: String, path: String)] = []
        while let relative = enumerator?.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix("app"), name.hasSuffix(".json") { apps.append((relative, examples.appendingPathComponent(relative).path)) }
        }
        return apps
    }

    /// A Live Activity's property names (nested ones too) are the app's, not schema keys.
    static func fieldNames(_ field: ActivityField) -> [String] {
        func nested(_ type: ActivityValueType) -> [String] {
            switch type {
            case .object(let fields): return fields.flatMap(fieldNames)
            case .array(let element), .optional(let element): return nested(element)
            default: return []
            }
        }
        return [field.name] + nested(field.type)
    }

    @Test func everyKeyTheExamplesUseIsInTheSchema() throws {
        let schemaPath = Fixtures.packageRoot.appendingPathComponent("Schemas/app-description.schema.json").path
        let schema = try JSONParser.parse(try InputFile.read(schemaPath), file: schemaPath)
        var declared: Set<String> = []
        Self.declared(in: schema, into: &declared)
        var checked = 0
        for (relative, path) in Self.exampleApps() {
            var used: Set<String> = []
            Self.keys(of: try JSONParser.parse(try InputFile.read(path), file: path), into: &used)
            // Keys that name things (action identifiers under responses, payload keys) are values, not schema keys.
            let app = try AppDescriptionDecoder.decode(try InputFile.read(path), file: path)
            var names = Set(app.categories.flatMap { $0.actions.map(\.identifier) })
            for contentExtension in app.extensions {
                names.formUnion(contentExtension.responseTable?.responses.keys.map { $0 } ?? [])
                if contentExtension.responseTable?.fallback != nil { names.insert(ResponseTable.fallbackKey) }
                names.formUnion(contentExtension.notificationActions?.map(\.identifier) ?? [])
                names.formUnion(contentExtension.viewActions.keys)
            }
            names.formUnion(app.serviceAttachments.map(\.payloadKey))
            names.formUnion(app.liveActivities.flatMap { ($0.attributes + $0.contentState).flatMap(Self.fieldNames) })
            for contentExtension in app.extensions {
                for response in contentExtension.responseTable?.responses.values.map({ $0 }) ?? [] {
                    names.formUnion(response.replacements.map(\.identifier))
                }
            }
            let unknown = used.subtracting(declared).subtracting(names)
            #expect(unknown.isEmpty, "\(relative) uses keys the schema does not declare: \(unknown.sorted())")
            checked += 1
        }
        #expect(checked >= 4)
    }
}
