import Foundation
import Testing
@testable import PushPeekCore

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

/// The schema against the decoder: its own examples are read by both, its counter-examples refused
/// by both (and every example app file is valid by the schema too).
@Suite("App description JSON Schema against the decoder")
struct AppSchemaDecoderTests {
    static let schemaPath = Fixtures.packageRoot.appendingPathComponent("Schemas/app-description.schema.json").path

    static func schema() throws -> JSONNode { try JSONParser.parse(try InputFile.read(schemaPath), file: schemaPath) }

    /// Where a definition's examples sit in a whole app description (`@@`), so the decoder can read them.
    static let wrappers: [String: String] = [
        "": "@@",
        "definitions.element": #"{"extensions": [{"view": [@@]}]}"#,
        "definitions.action": #"{"categories": [{"identifier": "c", "actions": [@@]}]}"#,
    ]

    /// Decodes `example` as render would: nil when accepted, else render's error.
    static func decoderError(_ example: JSONNode, wrapper: String) throws -> InputError? {
        let text = wrapper.replacingOccurrences(of: "@@", with: OutputJSON(example).serialized())
        do {
            _ = try AppDescriptionDecoder.decode(Array(text.utf8), file: "schema-example.json") { path throws(InputError) in
                throw InputError(.missingInput, file: path, message: "no files in schema examples")
            }
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: wrappers.keys.sorted())
    func examplesAndCounterExamplesAgree(location: String) throws {
        let schema = try Self.schema()
        let subschema = try #require(location.isEmpty ? schema : schema.value(atPath: location))
        let wrapper = try #require(Self.wrappers[location])
        let validator = SchemaValidator(schema)
        let examples = subschema["examples"]?.elements ?? []
        let counterExamples = subschema["x-counterexamples"]?.elements ?? []
        #expect(!examples.isEmpty && counterExamples.count >= 4, "\(location) has too few samples")
        for example in examples {
            let shown = OutputJSON(example).serialized()
            #expect(validator.validates(example, against: subschema), "the schema refuses its own example \(shown)")
            let error = try Self.decoderError(example, wrapper: wrapper)
            #expect(error == nil, "the decoder refuses the schema's example \(shown): \(error?.description ?? "")")
        }
        for counterExample in counterExamples {
            let shown = OutputJSON(counterExample).serialized()
            #expect(!validator.validates(counterExample, against: subschema), "the schema accepts its counter-example \(shown)")
            #expect(try Self.decoderError(counterExample, wrapper: wrapper) != nil, "the decoder accepts the schema's counter-example \(shown)")
        }
        #expect(validator.unknownKeywords.isEmpty, "keywords the test validator does not know: \(validator.unknownKeywords.sorted())")
    }

    @Test func everyExampleAppFileIsValid() throws {
        let validator = SchemaValidator(try Self.schema())
        var checked = 0
        for (relative, path) in AppSchemaTests.exampleApps() {
            #expect(validator.validates(try JSONParser.parse(try InputFile.read(path), file: path)), "\(relative) is not valid by the schema")
            checked += 1
        }
        #expect(checked >= 9)
        #expect(validator.unknownKeywords.isEmpty, "\(validator.unknownKeywords.sorted())")
    }
}
