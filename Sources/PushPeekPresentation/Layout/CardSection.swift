import PushPeekModel

/// Where one part of the card lies, in card coordinates.
public struct CardSection: Sendable, Equatable {
    public var name: SectionName
    public var rect: Rect

    public init(_ name: SectionName, _ rect: Rect) {
        self.name = name
        self.rect = rect
    }
}
