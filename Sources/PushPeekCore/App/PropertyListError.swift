/// Why a property list could not be read.
public struct PropertyListError: Error, Sendable, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
