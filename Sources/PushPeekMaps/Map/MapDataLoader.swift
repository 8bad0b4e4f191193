import PushPeekJSON
import PushPeekModel

/// Reads user map data (`--map-data FILE`): GeoJSON (RFC 7946) as a FeatureCollection, a Feature or
/// a bare geometry — Point, MultiPoint, LineString, MultiLineString, Polygon, MultiPolygon,
/// GeometryCollection — parsed with the project's strict JSON parser.
///
/// Positions are `[longitude, latitude]` (more numbers, such as an altitude, are ignored). Latitudes
/// must lie within ±90°; longitudes within ±360° (unwrapped antimeridian crossings are accepted).
/// Polygon rings need three distinct positions; the closing one may be left out. Geometry collections
/// nest at most `maximumCollectionDepth` deep (RFC 7946 §3.1.8 advises against nesting them at all),
/// and the JSON itself at most `JSONParser.maximumDepth`, so reading is one visit per value.
///
/// What is kept is bounded as it is read: a line's position in the same `positionCell` as the one
/// before it is dropped, and reading stops, with a note, past `maximumFeatures`
/// features or `maximumPositions` positions kept.
public enum MapDataLoader {
    /// How deeply GeometryCollections may nest.
    public static let maximumCollectionDepth = 16
    /// Features kept from one file.
    public static let maximumFeatures = 50_000
    /// Positions kept from one file (after dropping repeats within a cell).
    public static let maximumPositions = 100_000
    /// Degrees per side of the cell within which consecutive positions count as one (about 1 cm;
    /// RFC 7946 §11.2: six decimal places, about 10 cm, suffice).
    public static let positionCell = 1e-7

    public static func parse(_ bytes: [UInt8], fileName: String) throws(MapDataError) -> [MapFeature] {
        try read(bytes, fileName: fileName).features
    }

    /// The features, and a note when reading stopped at a budget (the features before it are kept).
    /// A document past the position budget is cut there before it is parsed (`GeoJSONPrefix`), so
    /// the JSON tree never holds more than the budget's positions.
    public static func read(_ bytes: [UInt8], fileName: String) throws(MapDataError) -> (features: [MapFeature], note: String?) {
        let prefix = GeoJSONPrefix.cut(bytes, afterPositions: maximumPositions)
        let root: JSONNode
        do {
            root = try JSONParser.parse(prefix?.bytes ?? bytes)
        } catch {
            throw MapDataError(file: fileName, path: "", location: error.location, message: error.message)
        }
        var reader = Reader(file: fileName)
        do {
            try reader.readObject(root, path: "")
        } catch where error.message == Reader.budgetSpent || prefix?.openContainers.contains(error.location.offset) == true {
            let what = reader.features.count >= maximumFeatures ? "\(maximumFeatures) features" : "\(maximumPositions) positions"
            return (reader.features, "\(fileName): drawn up to \(error.path): the budget of \(what) per file is spent")
        }
        if prefix != nil {
            return (reader.features, "\(fileName): the budget of \(maximumPositions) positions per file is spent; the rest is not drawn")
        }
        return (reader.features, nil)
    }

    public static func parse(_ text: String, fileName: String) throws(MapDataError) -> [MapFeature] {
        try parse(Array(text.utf8), fileName: fileName)
    }

    private struct Reader {
        static let budgetSpent = "budget spent"
        let file: String
        var features: [MapFeature] = []
        var positions = 0

        init(file: String) { self.file = file }

        func fail(_ node: JSONNode, _ path: String, _ message: String) -> MapDataError {
            MapDataError(file: file, path: path, location: node.location, message: message)
        }

        func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

        func type(of node: JSONNode, path: String) throws(MapDataError) -> String {
            guard node.members != nil else {
                throw fail(node, path, "expected a GeoJSON object, found \(node.value.kindDescription)")
            }
            guard let typeNode = node["type"] else { throw fail(node, path, "missing \"type\"") }
            guard let type = typeNode.string else {
                throw fail(typeNode, join(path, "type"), "expected a string, found \(typeNode.value.kindDescription)")
            }
            return type
        }

        func member(_ node: JSONNode, _ key: String, path: String) throws(MapDataError) -> JSONNode {
            guard let value = node[key] else { throw fail(node, path, "missing \"\(key)\"") }
            return value
        }

        mutating func readObject(_ node: JSONNode, path: String) throws(MapDataError) {
            let kind = try type(of: node, path: path)
            switch kind {
            case "FeatureCollection":
                let listPath = join(path, "features")
                let elements = try array(try member(node, "features", path: path), listPath, "features")
                for (index, element) in elements.enumerated() {
                    let elementPath = "\(listPath)[\(index)]"
                    let elementKind = try type(of: element, path: elementPath)
                    guard elementKind == "Feature" else {
                        throw fail(element, elementPath, "expected a Feature, found \"\(elementKind)\"")
                    }
                    try readFeature(element, path: elementPath)
                }
            case "Feature":
                try readFeature(node, path: path)
            default:
                try readGeometry(node, kind: kind, path: path, name: nil, depth: 0)
            }
        }

        mutating func readFeature(_ node: JSONNode, path: String) throws(MapDataError) {
            var name: String?
            var tag: StreetMapTag?
            if let properties = node["properties"], !properties.isNull {
                guard properties.members != nil else {
                    throw fail(properties, join(path, "properties"), "expected an object or null, found \(properties.value.kindDescription)")
                }
                name = properties["name"]?.string ?? properties["title"]?.string
                tag = StreetMapTag(properties)
            }
            let geometry = try member(node, "geometry", path: path)
            if geometry.isNull { return }
            let geometryPath = join(path, "geometry")
            let first = features.count
            try readGeometry(geometry, kind: try type(of: geometry, path: geometryPath), path: geometryPath, name: name, depth: 0)
            if let tag {
                for index in first..<features.count { features[index].kind = tag.kind(for: features[index].geometry, named: name != nil) }
            }
        }

        mutating func readGeometry(_ node: JSONNode, kind: String, path: String, name: String?, depth: Int) throws(MapDataError) {
            if kind == "GeometryCollection" {
                guard depth < MapDataLoader.maximumCollectionDepth else {
                    throw fail(node, path, "GeometryCollections nested deeper than \(MapDataLoader.maximumCollectionDepth) levels")
                }
                let listPath = join(path, "geometries")
                let elements = try array(try member(node, "geometries", path: path), listPath, "geometries")
                for (index, element) in elements.enumerated() {
                    let elementPath = "\(listPath)[\(index)]"
                    try readGeometry(element, kind: try type(of: element, path: elementPath), path: elementPath, name: name, depth: depth + 1)
                }
                return
            }
            let coordinates = try member(node, "coordinates", path: path)
            let at = join(path, "coordinates")
            switch kind {
            case "Point":
                try keep(MapFeature(.point(try position(coordinates, at)), name: name), coordinates, at)
            case "MultiPoint":
                for (index, element) in try array(coordinates, at, "positions").enumerated() {
                    try keep(MapFeature(.point(try position(element, "\(at)[\(index)]")), name: name), element, "\(at)[\(index)]")
                }
            case "LineString":
                try keep(MapFeature(.lineString(try line(coordinates, at, simplify: true)), name: name), coordinates, at)
            case "MultiLineString":
                for (index, element) in try array(coordinates, at, "lines").enumerated() {
                    try keep(MapFeature(.lineString(try line(element, "\(at)[\(index)]", simplify: true)), name: name), element, "\(at)[\(index)]")
                }
            case "Polygon":
                try keep(MapFeature(.polygon(try polygon(coordinates, at)), name: name), coordinates, at)
            case "MultiPolygon":
                for (index, element) in try array(coordinates, at, "polygons").enumerated() {
                    try keep(MapFeature(.polygon(try polygon(element, "\(at)[\(index)]")), name: name), element, "\(at)[\(index)]")
                }
            default:
                let known = "Point, MultiPoint, LineString, MultiLineString, Polygon, MultiPolygon, GeometryCollection"
                throw fail(node["type"] ?? node, join(path, "type"), "unknown geometry type \"\(kind)\" (expected \(known), Feature or FeatureCollection)")
            }
        }

        /// Keeps `feature`, or stops reading (at `node`) when it would pass a budget.
        mutating func keep(_ feature: MapFeature, _ node: JSONNode, _ path: String) throws(MapDataError) {
            let count: Int
            switch feature.geometry {
            case .point: count = 1
            case .lineString(let points): count = points.count
            case .polygon(let rings): count = rings.reduce(0) { $0 + $1.count }
            }
            guard features.count < MapDataLoader.maximumFeatures, positions + count <= MapDataLoader.maximumPositions else {
                // A long line is drawn as far as the budget reaches.
                let room = MapDataLoader.maximumPositions - positions
                if case .lineString(let points) = feature.geometry, features.count < MapDataLoader.maximumFeatures, room >= 2 {
                    positions += room
                    features.append(MapFeature(.lineString(Array(points.prefix(room))), name: feature.name))
                }
                throw fail(node, path, Self.budgetSpent)
            }
            positions += count
            features.append(feature)
        }

        func array(_ node: JSONNode, _ path: String, _ what: String) throws(MapDataError) -> [JSONNode] {
            guard let elements = node.elements else {
                throw fail(node, path, "expected an array of \(what), found \(node.value.kindDescription)")
            }
            return elements
        }

        /// A position; its path is made only for an error (a line reads thousands of positions).
        func position(_ node: JSONNode, _ path: @autoclosure () -> String) throws(MapDataError) -> Coordinate {
            guard let elements = node.elements else {
                throw fail(node, path(), "expected a position [longitude, latitude], found \(node.value.kindDescription)")
            }
            guard elements.count >= 2 else {
                throw fail(node, path(), "a position needs a longitude and a latitude, found \(elements.count) number\(elements.count == 1 ? "" : "s")")
            }
            let longitude = try number(elements[0], "\(path())[0]")
            let latitude = try number(elements[1], "\(path())[1]")
            guard abs(longitude.value) <= 360 else {
                throw fail(elements[0], "\(path())[0]", "longitude \(longitude.literal) is out of range (-360 to 360)")
            }
            guard abs(latitude.value) <= 90 else {
                throw fail(elements[1], "\(path())[1]", "latitude \(latitude.literal) is out of range (-90 to 90); positions are [longitude, latitude]")
            }
            return Coordinate(latitude: latitude.value, longitude: longitude.value)
        }

        /// A finite number of a position.
        func number(_ element: JSONNode, _ path: @autoclosure () -> String) throws(MapDataError) -> JSONNumber {
            guard case .number(let number) = element.value else {
                throw fail(element, path(), "expected a number, found \(element.value.kindDescription)")
            }
            guard number.value.isFinite else { throw fail(element, path(), "\(number.literal) is not a finite number") }
            return number
        }

        /// A line's positions; with `simplify`, each in the same cell as the one before it dropped.
        func line(_ node: JSONNode, _ path: String, simplify: Bool = false) throws(MapDataError) -> [Coordinate] {
            let elements = try array(node, path, "positions")
            var points: [Coordinate] = []
            var read = 0
            for (index, element) in elements.enumerated() {
                let point = try position(element, "\(path)[\(index)]")
                read += 1
                if simplify, let last = points.last, Self.sameCell(last, point) { continue }
                points.append(point)
            }
            guard read >= 2 else { throw fail(node, path, "a line needs at least two positions, found \(read)") }
            // A line whose positions all fell in one cell is drawn as a line of two.
            if points.count == 1 { points.append(points[0]) }
            return points
        }

        /// Whether `ring` holds at least three distinct positions (`Set(ring).count >= 3`, without
        /// hashing: it stops at the third).
        static func holdsThreeDistinct(_ ring: [Coordinate]) -> Bool {
            var distinct: [Coordinate] = []
            for point in ring where !distinct.contains(point) {
                distinct.append(point)
                if distinct.count == 3 { return true }
            }
            return false
        }

        static func sameCell(_ a: Coordinate, _ b: Coordinate) -> Bool {
            (a.latitude / MapDataLoader.positionCell).rounded(.down) == (b.latitude / MapDataLoader.positionCell).rounded(.down)
                && (a.longitude / MapDataLoader.positionCell).rounded(.down) == (b.longitude / MapDataLoader.positionCell).rounded(.down)
        }

        func polygon(_ node: JSONNode, _ path: String) throws(MapDataError) -> [[Coordinate]] {
            let elements = try array(node, path, "rings")
            guard !elements.isEmpty else { throw fail(node, path, "a polygon needs at least one ring") }
            var rings: [[Coordinate]] = []
            for (index, element) in elements.enumerated() {
                let ringPath = "\(path)[\(index)]"
                var ring = try line(element, ringPath)
                if ring.count > 1, ring.first == ring.last { ring.removeLast() }
                guard Self.holdsThreeDistinct(ring) else {
                    throw fail(element, ringPath, "a polygon ring needs at least three distinct positions")
                }
                rings.append(ring)
            }
            return rings
        }
    }
}
