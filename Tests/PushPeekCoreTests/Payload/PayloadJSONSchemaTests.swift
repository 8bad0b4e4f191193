import Foundation
import Testing
@testable import PushPeekJSON
@testable import PushPeekModel

/// `Schemas/apns-payload.schema.json` is written from the decoder's own table (`PayloadSchema`), so an
/// editor checks a payload by the rules `render` and `lint` read it with: the file is the table
/// written out, every example validates, and each wrong payload is refused by the schema and
/// reported by the decoder alike.
@Suite("The payload's JSON Schema")
struct PayloadJSONSchemaTests {
    static let schemas = Fixtures.packageRoot.appendingPathComponent("Schemas")
    static let file = schemas.appendingPathComponent("apns-payload.schema.json").path

    @Test("Schemas/apns-payload.schema.json is the decoder's key table, written out (PUSHPEEK_RECORD_SNAPSHOTS=1 writes it)")
    func fileIsTheTable() {
        Snapshot.assert(PayloadJSONSchema.document().serialized(pretty: true), named: "apns-payload.schema", fileExtension: "json",
                        in: Self.schemas)
    }

    static func validator() throws -> SchemaValidator {
        SchemaValidator(try JSONParser.parse(try InputFile.read(file)))
    }

    /// The example payloads: every `.json` and `.apns` under Examples/ whose root holds `aps`.
    static func examplePayloads() throws -> [(relative: String, root: JSONNode)] {
        let examples = Fixtures.packageRoot.appendingPathComponent("Examples")
        let enumerator = FileManager.default.enumerator(atPath: examples.path)
        var found: [(relative: String, root: JSONNode)] = []
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".json") || relative.hasSuffix(".apns") else { continue }
            let root = try JSONParser.parse(try InputFile.read(examples.appendingPathComponent(relative).path))
            if root["aps"] != nil { found.append((relative, root)) }
        }
        return found
    }

    @Test("every example payload is valid under the schema")
    func examplesValidate() throws {
        let validator = try Self.validator()
        let payloads = try Self.examplePayloads()
        #expect(payloads.count >= 10)
        for (relative, root) in payloads {
            #expect(validator.validates(root), "Examples/\(relative) is refused by the schema")
        }
        #expect(validator.unknownKeywords.isEmpty, "\(validator.unknownKeywords)")
    }

    static let wrong: [(name: String, json: String)] = [
        ("a badge as a string", #"{"aps":{"badge":"3"}}"#),
        ("a negative badge", #"{"aps":{"badge":-1}}"#),
        ("an alert that is a number", #"{"aps":{"alert":5}}"#),
        ("an unknown interruption level", #"{"aps":{"alert":"x","interruption-level":"urgent"}}"#),
        ("a flag of 2", #"{"aps":{"content-available":2}}"#),
        ("a flag written as a string", #"{"aps":{"mutable-content":"1","alert":"x"}}"#),
        ("a misspelt aps key", #"{"aps":{"alrt":"hi"}}"#),
        ("a misspelt alert key", #"{"aps":{"alert":{"titel":"hi"}}}"#),
        ("no aps", #"{"hello":1}"#),
        ("a critical sound louder than 1", #"{"aps":{"alert":"x","sound":{"critical":1,"name":"a","volume":2}}}"#),
        ("loc-args that are numbers", #"{"aps":{"alert":{"loc-key":"K","loc-args":[1]}}}"#),
        ("a timestamp before 1970", #"{"aps":{"timestamp":-5,"event":"update","content-state":{}}}"#),
    ]

    @Test("a wrong payload is refused by the schema and reported by the decoder", arguments: wrong.map(\.name))
    func wrongPayloadsAreRefused(_ name: String) throws {
        let json = try #require(Self.wrong.first { $0.name == name }).json
        let root = try JSONParser.parse(json)
        #expect(!(try Self.validator().validates(root)), "the schema takes \(json)")
        #expect(!PayloadDecoder.decodeAll(root).isEmpty, "the decoder takes \(json) without a word")
    }

    @Test("the schema declares every key of the decoder's table, with the kind it reads")
    func everyKeyIsDeclared() throws {
        let schema = try JSONParser.parse(try InputFile.read(Self.file))
        for (definition, names) in [("aps", PayloadSchema.apsNames), ("alert", PayloadSchema.alertNames), ("sound", PayloadSchema.soundNames)] {
            let properties = try #require(schema.value(atPath: "definitions.\(definition).properties")?.members)
            #expect(Array(properties.map(\.key).prefix(names.count)) == names, "\(definition)")
        }
        #expect(schema.value(atPath: "definitions.aps.properties.badge.minimum")?.number == 0)
        #expect(schema.value(atPath: "definitions.aps.properties.interruption-level.enum")?.elements?.compactMap(\.string)
                    == InterruptionLevel.allCases.map(\.rawValue))
    }
}
