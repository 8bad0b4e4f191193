/// A rectangle of cells. Width and height are never negative.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(width: width, height: height) }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The part of both rectangles; empty (at this origin) when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let left = Swift.max(x, other.x)
        let top = Swift.max(y, other.y)
        let right = Swift.min(maxX, other.maxX)
        let bottom = Swift.min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Shrinks each side by the given number of cells, never below an empty rectangle.
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
    }

    public func inset(by amount: Int) -> Rect {
        inset(top: amount, left: amount, bottom: amount, right: amount)
    }

    /// A rectangle of `size` in the middle of this one, the odd cell of room after it (right and
    /// below); one larger starts at this one's edge rather than before it.
    public func centred(_ size: Size) -> Rect {
        Rect(x: x + Swift.max(0, (width - size.width) / 2), y: y + Swift.max(0, (height - size.height) / 2), width: size.width, height: size.height)
    }

    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
}
