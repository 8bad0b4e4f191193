/// The app description as lint sees it: read from the raw JSON (tolerant of wrong types, which it
/// reports), with the position of everything a rule may point at.
public struct LintApp: Sendable {
    /// An action as registered, with where it is written.
    public struct Action: Sendable {
        public var identifier: String
        public var isTextInput: Bool
        public var location: SourceLocation
    }

    /// A registered category.
    public struct Category: Sendable {
        public var identifier: String
        public var actions: [Action]
        public var location: SourceLocation
    }

    /// A content extension: the categories it covers, and what its view reads.
    public struct Extension: Sendable {
        public var name: String
        public var categories: [String]
        public var bindings: [ViewBinding]
        public var location: SourceLocation
    }

    public var file: String
    public var bundleIdentifier: String?
    public var categories: [Category] = []
    public var extensions: [Extension] = []

    public init(file: String) {
        self.file = file
    }

    public func category(_ identifier: String) -> Category? {
        categories.first { $0.identifier == identifier }
    }

    /// The extension iOS loads for a category: the first that lists it (case-sensitive).
    public func contentExtension(for category: String) -> Extension? {
        extensions.first { $0.categories.contains(category) }
    }
}
