import PushPeekJSON
import PushPeekApp

/// The built-in examples (`Examples/` compiled in): what each folder offers and how `pushpeek demo`
/// names its payloads and app variants.
///
/// A folder's payloads are its `.json` and `.apns` files other than app descriptions; its main payload
/// is its `.apns` (the file one would drop on the Simulator). Its app variants are `app-NAME.json`
/// beside the main `app.json`. A `Localizable.strings` in the folder is always loaded.
public enum ExampleCatalog {
    /// One built-in example.
    public struct Example: Sendable, Equatable {
        public var name: String
        /// The first line of the folder's README after the name (`# NAME — description`).
        public var summary: String
        /// Payload file names, main first.
        public var payloads: [String]
        /// App variant names (`comment` for `app-comment.json`).
        public var variants: [String]
        public var hasStrings: Bool

        public var mainPayload: String? { payloads.first }
    }

    /// The pushes of an example whose app declares a Live Activity (in order, as `Examples/NAME/`
    /// names them), with its app file; nil for a notification example. Paths relative to `Examples/`.
    public static func activityPushes(_ name: String) -> (pushes: [String], app: String)? {
        let app = name + "/app.json"
        guard let text = BuiltinExamples.files[app],
              let decoded = try? AppDescriptionDecoder.decode(Array(text.utf8), file: app, readFile: SessionLoader.builtinFile),
              !decoded.liveActivities.isEmpty else { return nil }
        return (example(name).payloads.filter { $0.hasSuffix(".json") }.sorted().map { name + "/" + $0 }, app)
    }

    /// Reads a file of a built-in example (a path relative to `Examples/`).
    public static func file(_ path: String) throws(InputError) -> [UInt8] {
        try SessionLoader.builtinFile(path)
    }

    /// Every example, by name.
    public static var examples: [Example] {
        SessionLoader.builtinExampleNames.map(example)
    }

    package static func example(_ name: String) -> Example {
        let prefix = name + "/"
        let files = BuiltinExamples.files.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
            .filter { !$0.contains("/") }.sorted()
        let isApp = { (file: String) in file == "app.json" || (file.hasPrefix("app-") && file.hasSuffix(".json")) }
        var payloads = files.filter { ($0.hasSuffix(".json") || $0.hasSuffix(".apns")) && !isApp($0) }
        payloads.sort { lhs, rhs in
            let (left, right) = (lhs.hasSuffix(".apns"), rhs.hasSuffix(".apns"))
            return left != right ? left : lhs < rhs
        }
        let variants = files.filter { $0.hasPrefix("app-") && $0.hasSuffix(".json") }.map { String($0.dropFirst(4).dropLast(5)) }.sorted()
        return Example(name: name, summary: summary(BuiltinExamples.files[prefix + "README.md"] ?? ""), payloads: payloads,
                       variants: variants, hasStrings: files.contains("Localizable.strings"))
    }

    /// `# spy-agency — an agent's assignment: …` → `an agent's assignment: …`.
    package static func summary(_ readme: String) -> String {
        guard let first = readme.split(separator: "\n", omittingEmptySubsequences: true).first else { return "" }
        guard let dash = first.firstRange(of: " — ") else { return "" }
        return String(first[dash.upperBound...])
    }

    /// The sources for `NAME[/PAYLOAD]` and an optional variant (`comment`, `app-comment` or
    /// `app-comment.json`). PAYLOAD may leave out `.json`.
    public static func sources(for selection: String, variant: String?) throws(InputError) -> SessionSources {
        let parts = selection.split(separator: "/", maxSplits: 1).map(String.init)
        guard let name = parts.first, SessionLoader.builtinExampleNames.contains(name) else {
            throw InputError(.usage, message: "no built-in example \"\(TerminalSafeText.sanitize(selection))\"; run 'pushpeek demo' for the list")
        }
        let example = example(name)
        var payload = example.mainPayload ?? "payload.json"
        if parts.count == 2 {
            let wanted = parts[1]
            guard let found = example.payloads.first(where: { $0 == wanted || $0 == wanted + ".json" }) else {
                throw InputError(.usage, message: "\(name) has no payload \"\(TerminalSafeText.sanitize(wanted))\"; it has \(example.payloads.joined(separator: ", "))")
            }
            payload = found
        }
        var app = "app.json"
        if let variant {
            var short = variant.hasSuffix(".json") ? String(variant.dropLast(5)) : variant
            if short.hasPrefix("app-") { short = String(short.dropFirst(4)) }
            guard example.variants.contains(short) else {
                let known = example.variants.isEmpty ? "none" : example.variants.joined(separator: ", ")
                throw InputError(.usage, message: "\(name) has no variant \"\(TerminalSafeText.sanitize(variant))\"; its variants: \(known)")
            }
            app = "app-\(short).json"
        }
        return SessionSources(payloadPath: "\(name)/\(payload)", appPath: "\(name)/\(app)",
                              stringsPath: example.hasStrings ? "\(name)/Localizable.strings" : nil, builtinExample: name)
    }
}
