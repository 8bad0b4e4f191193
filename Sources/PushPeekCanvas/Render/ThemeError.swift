/// Why a theme file could not be used.
public struct ThemeError: Error, Sendable, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
