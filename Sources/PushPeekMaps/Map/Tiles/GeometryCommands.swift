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
        func fail(_ message: String) -> ProtobufReader.Failure {
            ProtobufReader.Failure(message: "a feature in layer \"\(layer)\": \(message)")
        }
        var parts: [[Point]] = []
        var current: [Point] = []
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
                if command == lineTo, current.isEmpty { throw fail("LineTo before any MoveTo") }
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
                    current.append(Point(x: x, y: y))
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

    package static func zigzag(_ value: UInt32) -> Int {
        Int(value >> 1) ^ -Int(value & 1)
    }
}
