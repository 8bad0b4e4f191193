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
        "definitions.liveActivity": #"{"liveActivities": [@@]}"#,
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
