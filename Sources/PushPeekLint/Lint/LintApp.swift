import PushPeekJSON
import PushPeekModel
import PushPeekApp

/// The app description as the payload rules see it: derived from the decoded `AppDescription`, with
/// the position of everything a rule may point at.
public struct LintApp: Sendable {
    /// An action as registered, with where it is written.
    public struct Action: Sendable {
        public var identifier: String
        public var isTextInput: Bool
        public var location: SourceLocation

        package init(_ action: NotificationAction) {
            identifier = action.identifier
            isTextInput = action.isTextInput
            location = action.location ?? .start
        }
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
    /// `app.entitlements`: what the app is signed with.
    public var entitlements: [String]
    /// `app.ios`: the iOS the app description presents for, when it says.
    public var presentationEra: PresentationEra?
    public var categories: [Category] = []
    public var extensions: [Extension] = []
    /// The Live Activities the app declares, for the ActivityKit rules.
    public var liveActivities: [LiveActivity] = []

    /// What the payload rules need of a decoded app description.
    public init(_ app: AppDescription, file: String) {
        self.file = file
        bundleIdentifier = app.app.bundleIdentifier
        entitlements = app.app.entitlements
        presentationEra = app.app.presentationEra
        liveActivities = app.liveActivities
        categories = app.categories.map { category in
            Category(identifier: category.identifier, actions: category.actions.map(Action.init), location: category.location ?? .start)
        }
        extensions = app.extensions.map { contentExtension in
            Extension(name: contentExtension.name, categories: contentExtension.attributes.categories, bindings: contentExtension.bindings,
                      location: contentExtension.location)
        }
    }

    public func category(_ identifier: String) -> Category? {
        WorkCounter.add(categories.count)
        return categories.first { $0.identifier == identifier }
    }

    /// The extension iOS loads for a category: the first that lists it (case-sensitive).
    public func contentExtension(for category: String) -> Extension? {
        WorkCounter.add(extensions.reduce(0) { $0 + $1.categories.count })
        return extensions.first { $0.categories.contains(category) }
    }
}
