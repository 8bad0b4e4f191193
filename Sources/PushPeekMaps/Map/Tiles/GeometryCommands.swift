import PushPeekModel

/// The geometry encoding of a vector tile feature: command integers (`id | count << 3`: MoveTo 1,
/// LineTo 2, ClosePath 7) each followed by `count` zigzag-encoded (dx, dy) pairs (none for
/// ClosePath), relative to a cursor that starts at (0, 0) for every feature.
package enum GeometryCommands {
    package static let moveTo: UInt32 = 1
    package static let lineTo: UInt32 = 2
    package static let closePath: UInt32 = 7
    /// Tile coordinates further than this from the origin are refused (a real tile stays within a
    /// few times its extent).
    package static let coordinateLimit = 1 << 24

    /// The parts of a feature (see `VectorTileFeature.parts`). Work is linear in `integers.count`:
    /// every command's count is checked against the parameters that remain.
    package static func decode(_ integers: [UInt32], type: VectorTileFeature.GeometryType, layer: String) throws(ProtobufReader.Failure) -> [[Point]] {
        try decode(integers, type: type, layer: layer, placing: { $0 })
    }

    /// The parts as above, each position `place`d as it is decoded (no parts of tile units made first).
    package static func decode<Placed>(_ integers: [UInt32], type: VectorTileFeature.GeometryType, layer: String,
                                       placing place: (Point) -> Placed) throws(ProtobufReader.Failure) -> [[Placed]] {
        func fail(_ message: String) -> ProtobufReader.Failure {
            ProtobufReader.Failure(message: "a feature in layer \"\(layer)\": \(message)")
        }
        var parts: [[Placed]] = []
        var current: [Placed] = []
        var x = 0
        var y = 0
        var index = 0
        while index < integers.count {
            let command = integers[index] & 7
            let count = Int(integers[index] >> 3)
            index += 1
            switch command {
            case moveTo, lineTo:
                guard count >= 1 else { throw fail("a command with count 0") }
                guard count <= (integers.count - index) / 2 else {
                    throw fail("\(command == moveTo ? "MoveTo" : "LineTo") with count \(count) runs past the geometry's end")
                }
                if command == lineTo {
                    guard !current.isEmpty else { throw fail("LineTo before any MoveTo") }
                    current.reserveCapacity(current.count + count)
                }
                // A part starts with one MoveTo, usually followed by one LineTo: room for both at once.
                let following = command == moveTo && count == 1 && type != .point ? lineToCount(integers, at: index + 2) : 0
                for _ in 0..<count {
                    x += zigzag(integers[index])
                    y += zigzag(integers[index + 1])
                    index += 2
                    guard abs(x) <= coordinateLimit, abs(y) <= coordinateLimit else {
                        throw fail("a coordinate beyond ±\(coordinateLimit) tile units")
                    }
                    if command == moveTo, !current.isEmpty || type == .point {
                        if !current.isEmpty { parts.append(current) }
                        current = []
                    }
                    if current.isEmpty { current.reserveCapacity(1 + following) }
                    current.append(place(Point(x: x, y: y)))
                }
            case closePath:
                guard count == 1 else { throw fail("ClosePath with count \(count) (expected 1)") }
                guard !current.isEmpty else { throw fail("ClosePath before any MoveTo") }
                parts.append(current)
                current = []
            default:
                throw fail("unknown command \(command)")
            }
        }
        if !current.isEmpty { parts.append(current) }
        if type == .point { return parts.flatMap { $0.map { [$0] } } }
        return parts
    }

    /// The count of the LineTo at `index`, at most what the integers after it can hold; 0 when
    /// there is none.
    private static func lineToCount(_ integers: [UInt32], at index: Int) -> Int {
        guard index < integers.count, integers[index] & 7 == lineTo else { return 0 }
        return Swift.min(Int(integers[index] >> 3), (integers.count - index - 1) / 2)
    }

    package static func zigzag(_ value: UInt32) -> Int {
        Int(value >> 1) ^ -Int(value & 1)
    }
}
