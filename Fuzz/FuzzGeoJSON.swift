// libFuzzer target: `--map-data` GeoJSON. One input is read with MapDataLoader (its budgets and
// simplification), then drawn as the overlays of a map, with the note when the budget was spent.
// Built by Scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGeoJSONTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzGeoJSON.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// Reads one input as GeoJSON and draws it.
enum FuzzGeoJSON {
    static func run(_ bytes: [UInt8]) {
        let read: (features: [MapFeature], note: String?)
        do {
            read = try MapDataLoader.read(bytes, fileName: "fuzz.geojson")
        } catch {
            _ = error.description
            return
        }
        precondition(read.features.count <= MapDataLoader.maximumFeatures, "more features kept than the budget")
        for (radius, style) in [(500.0, MapStyle.ascii), (50_000.0, MapStyle.braille), (5_000_000.0, MapStyle.blocks)] {
            let region = CoordinateRegion(center: Coordinate(latitude: 0, longitude: 0), latitudinalMeters: radius, longitudinalMeters: radius)
            let rendering = MapRenderer.render(region: region, element: MapElement(style: style, pin: true), size: Size(width: 42, height: 13),
                                               overlays: read.features, annotations: [])
            _ = rendering.grid.lines()
        }
    }
}
