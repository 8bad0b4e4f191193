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

    /// The parts of a feature (see `VectorTileFeature.parts`). Work is linear in `integers.count`.
    package static func decode(_ integers: [UInt32], type: VectorTileFeature.GeometryType, layer: String) throws(ProtobufReader.Failure) -> [[Point]] {
        try decode(integers, type: type, layer: layer, placing: { $0 })
    }

    /// The parts as above, each position `place`d as it is decoded (no parts of tile units made first).
    package static func decode<Placed>(_ integers: [UInt32], type: VectorTileFeature.GeometryType, layer: String,
                                       placing place: (Point) -> Placed) throws(ProtobufReader.Failure) -> [[Placed]] {
        // The parts before the last; the last (open, or closed and not yet followed by a MoveTo)
        // is `current`, so that a feature of one part makes no array of parts to append to.
        var parts: [[Placed]] = []
        var current: [Placed] = []
        try walk(integers, type: type, layer: layer) { step in
            switch step {
            case .start(let point, let room):
                if !current.isEmpty { parts.append(current) }
                current = []
                current.reserveCapacity(room)
                current.append(place(point))
            case .lines(let count):
                current.reserveCapacity(current.count + count)
            case .line(let point):
                current.append(place(point))
            case .close:
                break
            }
        }
        if current.isEmpty { return parts }
        if parts.isEmpty, type != .point { return [current] }
        parts.append(current)
        if type == .point { return parts.flatMap { $0.map { [$0] } } }
        return parts
    }

    /// The positions of the commands, each `place`d, appended to `points` (which starts empty),
    /// and after each part the count of positions so far appended to `ends`: the parts of
    /// `decode`, flat, after the same checks (and errors), in arrays the caller keeps from feature
    /// to feature. `parts(_:ends:type:)` makes them the parts.
    package static func decode<Placed>(_ integers: [UInt32], type: VectorTileFeature.GeometryType, layer: String,
                                       placing place: (Point) -> Placed, into points: inout [Placed],
                                       ends: inout [Int]) throws(ProtobufReader.Failure) {
        try walk(integers, type: type, layer: layer) { step in
            switch step {
            case .start(let point, _):
                if !points.isEmpty { ends.append(points.count) }
                points.append(place(point))
            case .line(let point):
                points.append(place(point))
            case .lines, .close:
                break
            }
        }
        if !points.isEmpty { ends.append(points.count) }
    }

    /// The parts `decode` gives, from the flat `points` and `ends` of the other `decode`.
    package static func parts<Placed>(_ points: [Placed], ends: [Int], type: VectorTileFeature.GeometryType) -> [[Placed]] {
        if type == .point { return points.map { [$0] } }
        var start = 0
        return ends.map { end in
            defer { start = end }
            return Array(points[start..<end])
        }
    }

    /// What `walk` passes on, in order.
    private enum Step {
        /// A MoveTo's position: a part starts there, which will hold at least `room` positions.
        case start(Point, room: Int)
        /// A LineTo of `count` positions follows (each passed as `line`).
        case lines(Int)
        case line(Point)
        /// ClosePath: the part ends.
        case close
    }

    /// Passes each step of the commands to `visit`, checking them: work is linear in
    /// `integers.count` (every command's count is checked against the parameters that remain).
    /// Inlined, so that `visit` is too: a call per position would cost more than the decoding.
    @inline(__always)
    private static func walk(_ integers: [UInt32], type: VectorTileFeature.GeometryType, layer: String,
                             _ visit: (Step) -> Void) throws(ProtobufReader.Failure) {
        func fail(_ message: String) -> ProtobufReader.Failure {
            ProtobufReader.Failure(message: "a feature in layer \"\(layer)\": \(message)")
        }
        // Whether a part is open (a MoveTo since the last ClosePath).
        var open = false
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
                    guard open else { throw fail("LineTo before any MoveTo") }
                    visit(.lines(count))
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
                    if command == moveTo {
                        visit(.start(Point(x: x, y: y), room: 1 + following))
                        open = true
                    } else {
                        visit(.line(Point(x: x, y: y)))
                    }
                }
            case closePath:
                guard count == 1 else { throw fail("ClosePath with count \(count) (expected 1)") }
                guard open else { throw fail("ClosePath before any MoveTo") }
                visit(.close)
                open = false
            default:
                throw fail("unknown command \(command)")
            }
        }
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
