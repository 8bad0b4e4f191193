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

/// Builds lint inputs in memory and finds where a piece of text sits, so tests can state expected
/// positions as "the key `\"badge\"`" instead of counting columns.
enum LintTestSupport {
    /// A clean app description: one category with two actions, one extension with a map and a label.
    static let cleanApp = """
    {
      "app": { "name": "Spy Agency", "bundleIdentifier": "com.example.Spy",
               "entitlements": ["com.apple.developer.usernotifications.time-sensitive"] },
      "categories": [
        { "identifier": "ShowMap",
          "actions": [ { "identifier": "accept", "title": "Accept" },
                       { "identifier": "comment", "title": "Comment", "textInput": { "buttonTitle": "Send" } } ] } ],
      "extensions": [
        { "name": "Custom UI",
          "attributes": { "UNNotificationExtensionCategory": ["ShowMap"], "UNNotificationExtensionInitialContentSizeRatio": 0.5 },
          "preferredContentSizeRatio": 0.55,
          "view": [ { "map": { "latitude": "latitude", "longitude": "longitude", "radius": "radius" } },
                    { "label": { "text": "Near {{place}}", "bold": true } } ] } ]
    }
    """

    /// A clean payload for `cleanApp`.
    static let cleanPayload = """
    {"aps":{"alert":{"title":"The Sydney Observatory","body":"Meet at noon"},"category":"ShowMap","sound":"default",\
    "mutable-content":1,"thread-id":"t1","interruption-level":"time-sensitive","relevance-score":0.5,"badge":0},\
    "latitude":-33.86,"longitude":151.2,"radius":500,"place":"Sydney","media-url":"https://example.com/a.jpg"}
    """

    static let strings = """
    "GREETING" = "Hello %@ and %@";
    "PLAIN" = "Plain";
    "COUNT" = "%d new messages from %@";
    """

    static func app(_ text: String = cleanApp, file: String = "app.json", plists: [String: String] = [:],
                    options: LintOptions = LintOptions()) throws -> (LintApp, [Diagnostic]) {
        let reader: AppDescriptionDecoder.FileReader = { path throws(InputError) in
            guard let text = plists[path] else { throw InputError(.missingInput, file: path, message: "no such file") }
            return Array(text.utf8)
        }
        let result = try AppLinter.lint(Array(text.utf8), file: file, options: options, readFile: reader)
        return (result.app, result.diagnostics)
    }

    static func lint(_ payload: String, app appText: String? = nil, strings stringsText: String? = nil,
                     options baseOptions: LintOptions = LintOptions()) throws -> [Diagnostic] {
        var options = baseOptions
        if let stringsText {
            options.strings = try LocalizedStrings.parse(Array(stringsText.utf8), file: "Localizable.strings")
            options.stringsFile = "Localizable.strings"
        }
        let app = try appText.map { try LintTestSupport.app($0, options: options).0 }
        return PayloadLinter.lint(Array(payload.utf8), file: "payload.json", options: options, app: app) ?? []
    }

    /// Line and column (Unicode scalars, 1-based) of the `occurrence`-th `needle` in `text`.
    static func position(of needle: String, in text: String, occurrence: Int = 0) -> (line: Int, column: Int)? {
        var searchStart = text.startIndex
        var found: Range<String.Index>?
        for _ in 0...occurrence {
            guard let range = text.range(of: needle, range: searchStart..<text.endIndex) else { return nil }
            found = range
            searchStart = range.upperBound
        }
        guard let found else { return nil }
        let before = text[..<found.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return (line, text[lineStart..<found.lowerBound].unicodeScalars.count + 1)
    }
}

extension Array where Element == Diagnostic {
    func with(_ rule: LintRule) -> [Diagnostic] { filter { $0.rule == rule } }
}
