/// What a cell shows, in the terms a theme assigns colours to.
public enum Role: String, CaseIterable, Sendable, Codable {
    case background
    case card
    case text
    case secondaryText
    case accent
    case destructive
    case focus
    case focusText
    case border
    case success
    case failure
    case inputBackground
    case mapLand
    case mapWater
    case mapPin
    case mapGrid
    case mapOverlay
    /// Roads and streets drawn from vector tiles.
    case mapRoad
    /// Parks, grass and woods drawn from vector tiles.
    case mapPark
}
