/// A `Codable` type made ready for checking many values against it: for a struct, its fields by
/// name, which are required (not optional), their snake_case spellings; for an array or an
/// optional, the shape inside; for an enum, its raw values as a set. Built once per Live Activity, so checking a value costs the value's
/// size, not the type's size again for every object in it.
public final class ActivityShape: Sendable {
    public let type: ActivityValueType
    /// A struct's fields in declaration order (empty for other types).
    package let fields: [ActivityField]
    /// A struct's field shapes, in the order of `fields`.
    package let fieldShapes: [ActivityShape]
    /// Index into `fields` by name (the first of a repeated name).
    package let indexByName: [String: Int]
    /// The names of the fields that are not optional.
    package let required: Set<String>
    /// `courier_name` → `courierName`, for the fields whose name has a snake_case spelling.
    package let nameBySnakeCase: [String: String]
    /// The element of an array, the wrapped type of an optional.
    package let inner: ActivityShape?
    /// An enum's raw values.
    package let cases: Set<String>

    /// Types nest no deeper than `LiveActivityDecoder.maximumDepth`, so this recursion is bounded.
    public init(_ type: ActivityValueType) {
        self.type = type
        switch type {
        case .object(let fields):
            self.fields = fields
            fieldShapes = fields.map { ActivityShape($0.type) }
            indexByName = Dictionary(fields.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
            required = Set(fields.filter { !$0.type.isOptional }.map(\.name))
            nameBySnakeCase = Dictionary(fields.map { (ActivityStateChecker.snakeCase($0.name), $0.name) }, uniquingKeysWith: { first, _ in first })
            inner = nil
            cases = []
        case .array(let element), .optional(let element):
            fields = []
            fieldShapes = []
            indexByName = [:]
            required = []
            nameBySnakeCase = [:]
            inner = ActivityShape(element)
            cases = []
        default:
            fields = []
            fieldShapes = []
            indexByName = [:]
            required = []
            nameBySnakeCase = [:]
            inner = nil
            if case .enumeration(let values, _) = type { cases = Set(values) } else { cases = [] }
        }
    }

    /// The shape of a struct with these stored properties.
    public convenience init(fields: [ActivityField]) {
        self.init(.object(fields))
    }
}
