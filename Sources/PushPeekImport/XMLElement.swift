/// An element of an Interface Builder document (storyboard or xib): its name, attributes, children
/// and text, with the line it starts on.
public struct XMLElement: Sendable, Equatable {
    public var name: String
    public var attributes: [String: String]
    public var children: [XMLElement]
    public var text: String
    public var line: Int

    public init(name: String, attributes: [String: String] = [:], children: [XMLElement] = [], text: String = "", line: Int = 1) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child with this name (and `key`, when given).
    public func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Every element below this one, in document order, to at most `XMLDocumentParser.maximumDepth` levels.
    public func descendants() -> [XMLElement] {
        var result: [XMLElement] = []
        var stack: [XMLElement] = children.reversed()
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: next.children.reversed())
        }
        return result
    }
}
