/// A call of one of the UserNotifications initialisers the import reads, Swift's
/// `UNNotificationAction(identifier: …, title: …)` or Objective-C's
/// `[UNNotificationAction actionWithIdentifier:… title:…]`, with its labelled arguments.
public struct SourceCall: Sendable {
    public var type: String
    /// Labels as Swift names them (`identifier`, `textInputButtonTitle`), with the argument's tokens.
    public var arguments: [(label: String, range: Range<Int>)]
    /// The token index of the type's name (how array elements that are calls find it).
    public var start: Int
    /// The variable it is assigned to (`let accept = …`, `UNNotificationAction *accept = …`).
    public var variable: String?
    public var line: Int

    public static let types: Set<String> = ["UNNotificationAction", "UNTextInputNotificationAction", "UNNotificationCategory",
                                            "UNNotificationActionIcon"]

    public func argument(_ label: String) -> Range<Int>? {
        arguments.first { $0.label == label }?.range
    }

    /// Every such call in a file, in order.
    public static func find(in source: SourceFile) -> [SourceCall] {
        let tokens = source.tokens
        var calls: [SourceCall] = []
        for index in tokens.indices where tokens[index].isIdentifier && types.contains(tokens[index].text) {
            let next = index + 1
            guard next < tokens.count else { continue }
            if tokens[next].isPunctuation("("), let close = SourceExpression.matching(tokens, next, tokens.count) {
                var arguments: [(String, Range<Int>)] = []
                for part in SourceExpression.split(tokens, next + 1, close) {
                    if part.count > 2, tokens[part.lowerBound].isIdentifier, tokens[part.lowerBound + 1].isPunctuation(":") {
                        arguments.append((tokens[part.lowerBound].text, (part.lowerBound + 2)..<part.upperBound))
                    }
                }
                calls.append(SourceCall(type: tokens[index].text, arguments: arguments, start: index,
                                        variable: variable(tokens, before: index), line: tokens[index].line))
            } else if index > 0, tokens[index - 1].isPunctuation("["), tokens[next].isIdentifier,
                      let close = SourceExpression.matching(tokens, index - 1, tokens.count) {
                calls.append(SourceCall(type: tokens[index].text, arguments: messageArguments(tokens, next, close), start: index,
                                        variable: variable(tokens, before: index - 1), line: tokens[index].line))
            }
        }
        return calls
    }

    /// `actionWithIdentifier:X title:Y options:Z` → identifier, title, options.
    static func messageArguments(_ tokens: [SourceToken], _ lower: Int, _ upper: Int) -> [(label: String, range: Range<Int>)] {
        var labels: [(String, Int)] = []
        var depth = 0
        var index = lower
        while index + 1 < upper {
            let token = tokens[index]
            if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
            if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth -= 1 }
            if depth == 0, token.isIdentifier, tokens[index + 1].isPunctuation(":") {
                labels.append((swiftLabel(token.text), index))
                index += 2
                continue
            }
            index += 1
        }
        return labels.enumerated().map { offset, entry in
            let end = offset + 1 < labels.count ? labels[offset + 1].1 : upper
            return (entry.0, (entry.1 + 2)..<end)
        }
    }

    /// `categoryWithIdentifier` → `identifier`; `iconWithSystemImageName` → `systemImageName`.
    static func swiftLabel(_ selectorPart: String) -> String {
        let scalars = Array(selectorPart)
        guard let at = (0..<max(0, scalars.count - 4)).first(where: { String(scalars[$0..<($0 + 4)]) == "With" }) else { return selectorPart }
        let rest = String(scalars[(at + 4)...])
        guard let first = rest.first else { return selectorPart }
        return first.lowercased() + rest.dropFirst()
    }

    /// The name assigned: `let NAME =`, `let NAME: Type =`, `Type *NAME =`.
    static func variable(_ tokens: [SourceToken], before index: Int) -> String? {
        guard index >= 2, tokens[index - 1].isPunctuation("=") else { return nil }
        if index >= 4, tokens[index - 3].isPunctuation(":"), tokens[index - 4].isIdentifier { return tokens[index - 4].text }
        return tokens[index - 2].isIdentifier ? tokens[index - 2].text : nil
    }
}
