/// The declarative `didReceive(_:completionHandler:)`: a response per action identifier, and `"*"`
/// for every other action. An extension with a table receives every action of its categories.
public struct ResponseTable: Sendable, Equatable {
    public var responses: [String: ExtensionResponse]
    /// The `"*"` entry.
    public var fallback: ExtensionResponse?

    public init(responses: [String: ExtensionResponse] = [:], fallback: ExtensionResponse? = nil) {
        self.responses = responses
        self.fallback = fallback
    }

    public static let fallbackKey = "*"

    /// The response for an action: its own entry, else `"*"`, else nothing and `.dismiss`.
    public func response(for actionIdentifier: String) -> ExtensionResponse {
        responses[actionIdentifier] ?? fallback ?? .none
    }

    /// Every action any response may show (for checks such as text input vs. a custom input view).
    public var allActions: [NotificationAction] {
        let entries = Array(responses.values) + (fallback.map { [$0] } ?? [])
        return entries.flatMap { ($0.notificationActions ?? []) + $0.replacements.map(\.action) }
    }
}
