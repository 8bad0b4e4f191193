extension JSONNode {
    /// A number's literal for messages (shortened).
    package var numberLiteral: String {
        if case .number(let number) = value { return String(number.literal.prefix(24)) }
        return value.kindDescription
    }
}
