import PushPeekJSON

/// The JSON Schema (draft-07) of an APNs payload for editors, written from `PayloadSchema`, the one
/// table the decoder reads by: `Schemas/apns-payload.schema.json` is this document (a test fails when
/// the file and the table drift apart). What the schema cannot say — a Live Activity's rules, the
/// app's categories, sizes — is lint's.
public enum PayloadJSONSchema {
    /// The schema, its keys in the table's order.
    public static func document() -> OutputJSON {
        .object([
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("$id", .string("https://pushpeek.invalid/apns-payload.schema.json")),
            ("title", .string("APNs payload")),
            ("description", .string("A remote notification's payload: the aps dictionary Apple documents, beside the app's own keys. "
                                    + "Written by pushpeek from the table its decoder reads by; `pushpeek lint` checks what a schema cannot.")),
            ("type", .string("object")),
            ("required", .array([.string("aps")])),
            ("properties", .object([("aps", reference("aps"))])),
            ("definitions", .object([
                ("aps", dictionary(PayloadSchema.aps, extra: [],
                                   description: "What the system acts on (Apple, \"Generating a remote notification\"; Live Activity keys from "
                                       + "\"Starting and updating Live Activities with ActivityKit push notifications\").")),
                ("alert", dictionary(PayloadSchema.alert,
                                     extra: PayloadSchema.activityAlertNames.sorted().map { ($0, schema(for: PayloadKey<Sound>.Kind.sound)) },
                                     description: "The alert's texts and localisation keys; `sound` only in a Live Activity's alert.")),
                ("sound", dictionary(PayloadSchema.sound, extra: [], description: "A critical alert's sound.")),
            ])),
        ])
    }

    static func reference(_ name: String) -> OutputJSON {
        .object([("$ref", .string("#/definitions/\(name)"))])
    }

    /// An object of `keys` and nothing else (lint warns about a key Apple does not document).
    static func dictionary<Target>(_ keys: [PayloadKey<Target>], extra: [(String, OutputJSON)], description: String) -> OutputJSON {
        .object([
            ("description", .string(description)),
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            ("properties", .object(keys.map { ($0.name, schema(for: $0.kind)) } + extra)),
        ])
    }

    /// What a value of `kind` may be, as the decoder reads it without an error.
    static func schema<Target>(for kind: PayloadKey<Target>.Kind) -> OutputJSON {
        switch kind {
        case .text: return .object([("type", .string("string"))])
        case .texts: return .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))])
        case .wholeNumber(let minimum): return .object([("type", .string("integer")), ("minimum", .int(minimum))])
        case .fraction(let rule) where rule == .relevanceScoreRange:
            return .object([("description", .string("0 to 1 for a notification; relative to the app's other activities for a Live Activity")),
                            ("type", .string("number"))])
        case .fraction: return .object([("type", .string("number")), ("minimum", .int(0)), ("maximum", .int(1))])
        case .flag: return .object([("description", .string("1 for on; 0, or leave the key out, for off")), ("enum", .array([.int(0), .int(1)]))])
        case .date:
            return .object([("description", .string("seconds since 1970")), ("type", .string("integer")), ("minimum", .int(0)),
                            ("maximum", .int(WholeNumber.clamped(DateLimits.apsSeconds.upperBound, to: 0...Int.max)))])
        case .object: return .object([("type", .string("object"))])
        case .interruptionLevel: return .object([("enum", .array(InterruptionLevel.allCases.map { .string($0.rawValue) }))])
        case .alert: return .object([("oneOf", .array([.object([("type", .string("string"))]), reference("alert")]))])
        case .sound:
            return .object([("oneOf", .array([.object([("description", .string("a sound file's name, or \"default\"")), ("type", .string("string"))]),
                                              reference("sound")]))])
        }
    }
}
