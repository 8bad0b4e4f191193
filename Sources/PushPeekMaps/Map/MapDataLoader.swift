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
public enum MapDataLoader {
    /// How deeply GeometryCollections may nest.
    public static let maximumCollectionDepth = 16

    public static func parse(_ bytes: [UInt8], fileName: String) throws(MapDataError) -> [MapFeature] {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw MapDataError(file: fileName, path: "", location: error.location, message: error.message)
        }
        var reader = Reader(file: fileName)
        try reader.readObject(root, path: "")
        return reader.features
    }

    public static func parse(_ text: String, fileName: String) throws(MapDataError) -> [MapFeature] {
        try parse(Array(text.utf8), fileName: fileName)
    }

    private struct Reader {
        let file: String
        var features: [MapFeature] = []

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
                features.append(MapFeature(.point(try position(coordinates, at)), name: name))
            case "MultiPoint":
                for (index, element) in try array(coordinates, at, "positions").enumerated() {
                    features.append(MapFeature(.point(try position(element, "\(at)[\(index)]")), name: name))
                }
            case "LineString":
                features.append(MapFeature(.lineString(try line(coordinates, at)), name: name))
            case "MultiLineString":
                for (index, element) in try array(coordinates, at, "lines").enumerated() {
                    features.append(MapFeature(.lineString(try line(element, "\(at)[\(index)]")), name: name))
                }
            case "Polygon":
                features.append(MapFeature(.polygon(try polygon(coordinates, at)), name: name))
            case "MultiPolygon":
                for (index, element) in try array(coordinates, at, "polygons").enumerated() {
                    features.append(MapFeature(.polygon(try polygon(element, "\(at)[\(index)]")), name: name))
                }
            default:
                let known = "Point, MultiPoint, LineString, MultiLineString, Polygon, MultiPolygon, GeometryCollection"
                throw fail(node["type"] ?? node, join(path, "type"), "unknown geometry type \"\(kind)\" (expected \(known), Feature or FeatureCollection)")
            }
        }

        func array(_ node: JSONNode, _ path: String, _ what: String) throws(MapDataError) -> [JSONNode] {
            guard let elements = node.elements else {
                throw fail(node, path, "expected an array of \(what), found \(node.value.kindDescription)")
            }
            return elements
        }

        func position(_ node: JSONNode, _ path: String) throws(MapDataError) -> Coordinate {
            guard let elements = node.elements else {
                throw fail(node, path, "expected a position [longitude, latitude], found \(node.value.kindDescription)")
            }
            guard elements.count >= 2 else {
                throw fail(node, path, "a position needs a longitude and a latitude, found \(elements.count) number\(elements.count == 1 ? "" : "s")")
            }
            var numbers: [JSONNumber] = []
            for (index, element) in elements.prefix(2).enumerated() {
                guard case .number(let number) = element.value else {
                    throw fail(element, "\(path)[\(index)]", "expected a number, found \(element.value.kindDescription)")
                }
                guard number.value.isFinite else { throw fail(element, "\(path)[\(index)]", "\(number.literal) is not a finite number") }
                numbers.append(number)
            }
            guard abs(numbers[0].value) <= 360 else {
                throw fail(elements[0], "\(path)[0]", "longitude \(numbers[0].literal) is out of range (-360 to 360)")
            }
            guard abs(numbers[1].value) <= 90 else {
                throw fail(elements[1], "\(path)[1]", "latitude \(numbers[1].literal) is out of range (-90 to 90); positions are [longitude, latitude]")
            }
            return Coordinate(latitude: numbers[1].value, longitude: numbers[0].value)
        }

        func line(_ node: JSONNode, _ path: String) throws(MapDataError) -> [Coordinate] {
            let elements = try array(node, path, "positions")
            var points: [Coordinate] = []
            for (index, element) in elements.enumerated() { points.append(try position(element, "\(path)[\(index)]")) }
            guard points.count >= 2 else { throw fail(node, path, "a line needs at least two positions, found \(points.count)") }
            return points
        }

        func polygon(_ node: JSONNode, _ path: String) throws(MapDataError) -> [[Coordinate]] {
            let elements = try array(node, path, "rings")
            guard !elements.isEmpty else { throw fail(node, path, "a polygon needs at least one ring") }
            var rings: [[Coordinate]] = []
            for (index, element) in elements.enumerated() {
                let ringPath = "\(path)[\(index)]"
                var ring = try line(element, ringPath)
                if ring.count > 1, ring.first == ring.last { ring.removeLast() }
                guard Set(ring).count >= 3 else {
                    throw fail(element, ringPath, "a polygon ring needs at least three distinct positions")
                }
                rings.append(ring)
            }
            return rings
        }
    }
}
