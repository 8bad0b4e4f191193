/// Coordinates as people read them: `33.8596°S 151.2046°E` (four decimals, about 11 m).
public enum CoordinateFormat {
    public static func string(_ coordinate: Coordinate) -> String {
        let latitude = degrees(abs(coordinate.latitude)) + "°" + (coordinate.latitude < 0 ? "S" : "N")
        let longitude = degrees(abs(coordinate.longitude)) + "°" + (coordinate.longitude < 0 ? "W" : "E")
        return latitude + " " + longitude
    }

    /// A non-negative number with exactly four decimals, without Foundation's `String(format:)`.
    package static func degrees(_ value: Double) -> String {
        guard let scaled = MapMath.roundInt(value * 10_000), scaled >= 0 else { return "?" }
        let fraction = String(scaled % 10_000)
        return "\(scaled / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }
}
