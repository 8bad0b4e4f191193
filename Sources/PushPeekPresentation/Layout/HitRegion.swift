import PushPeekModel

/// A place on a drawn frame and what a press there lands on: the lock screen's list items and its
/// arriving banner, in screen cells.
public struct HitRegion: Sendable, Equatable {
    public var rect: Rect
    public var target: HitTarget

    public init(rect: Rect, target: HitTarget) {
        self.rect = rect
        self.target = target
    }
}
