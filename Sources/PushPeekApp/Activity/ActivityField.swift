/// One stored property of a `Codable` struct: its name (the JSON key under the default
/// `keyDecodingStrategy`) and type.
public struct ActivityField: Sendable, Equatable {
    public var name: String
    public var type: ActivityValueType

    public init(name: String, type: ActivityValueType) {
        self.name = name
        self.type = type
    }
}
