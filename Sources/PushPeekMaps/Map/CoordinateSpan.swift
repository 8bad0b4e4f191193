/// The size of a region in degrees, named after `MKCoordinateSpan`: the full north–south extent
/// (`latitudeDelta`) and the full east–west extent (`longitudeDelta`), centre ± half of each.
public struct CoordinateSpan: Hashable, Sendable {
    public var latitudeDelta: Double
    public var longitudeDelta: Double

    public init(latitudeDelta: Double, longitudeDelta: Double) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}
