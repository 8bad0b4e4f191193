import Foundation
import Testing

/// Writes hostile inputs into a fresh temporary folder at test time (large files are never
/// committed): each case builds only its own files and is removed afterwards.
enum HostileCorpus {
    /// One hostile input: how to build it, which file the error must name, and what may happen.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Builds the files in the folder; returns the payload path (relative) and the app path, if any.
        var build: @Sendable (URL) throws -> (payload: String, app: String?)
        /// The file an error must name ("payload" or "app").
        var blamesApp = false
        /// Whether a failing run must give LINE:COL.
        var expectsPosition = false
        var renderStatuses: Set<Int32> = HostileCorpus.renderStatuses
        var lintStatuses: Set<Int32> = HostileCorpus.lintStatuses

        var testDescription: String { name }
    }

    /// Documented exit statuses.
    static let renderStatuses: Set<Int32> = [0, 64, 65, 66, 74]
    static let lintStatuses: Set<Int32> = [0, 1, 64, 65, 66]

    /// An app with the ShowMap category, a map and a label bound to payload keys, and two actions.
    static let app = #"""
    {"app":{"name":"Spy","icon":"S","bundleIdentifier":"com.example.Spy"},
     "categories":[{"identifier":"ShowMap","actions":[{"identifier":"accept","title":"Accept"},{"identifier":"comment","title":"Comment","textInput":true}]}],
     "extensions":[{"name":"Custom UI","attributes":{"UNNotificationExtensionCategory":["ShowMap"],"UNNotificationExtensionInitialContentSizeRatio":0.5},
       "view":[{"map":{"latitude":"latitude","longitude":"longitude","radius":"radius"}},{"label":{"text":"{{place}}"}}]}]}
    """#

    static let payload = #"{"aps":{"alert":{"title":"T","body":"B"},"category":"ShowMap"},"latitude":1,"longitude":2,"radius":300,"place":"P"}"#

    static func write(_ text: String, _ name: String, in folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    static func writeBytes(_ bytes: [UInt8], _ name: String, in folder: URL) throws {
        try Data(bytes).write(to: folder.appendingPathComponent(name))
    }

    /// A payload file (and the standard app) from text.
    static func payloadCase(_ name: String, position: Bool = false, render: Set<Int32>? = nil, lint: Set<Int32>? = nil,
                            _ text: @escaping @Sendable () -> String) -> Case {
        var testCase = Case(name: name, build: { folder in
            try write(text(), "payload.json", in: folder)
            try write(app, "app.json", in: folder)
            return ("payload.json", "app.json")
        }, expectsPosition: position)
        if let render { testCase.renderStatuses = render }
        if let lint { testCase.lintStatuses = lint }
        return testCase
    }

    /// An app file (with the standard payload) from text.
    static func appCase(_ name: String, position: Bool = false, _ text: @escaping @Sendable () -> String) -> Case {
        Case(name: name, build: { folder in
            try write(payload, "payload.json", in: folder)
            try write(text(), "app.json", in: folder)
            return ("payload.json", "app.json")
        }, blamesApp: true, expectsPosition: position)
    }

    /// Runs `body` with a new folder holding the case's files, then removes the folder.
    static func withFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }
}
