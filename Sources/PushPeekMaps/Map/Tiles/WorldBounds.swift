/// A box in world units (see `WebMercator`), its edges included: the part of the world near a view
/// whose tile shapes are decoded (`TileDetail.near`).
public struct WorldBounds: Hashable, Sendable {
    package var low: SIMD2<Double>
    package var high: SIMD2<Double>

    package init(low: SIMD2<Double>, high: SIMD2<Double>) {
        self.low = low
        self.high = high
    }

    /// The view with `margin` cells around it, in the world `shift` units to the west (the
    /// coordinates of a tile that is drawn shifted by `shift`).
    package init(_ viewport: MapViewport, margin: Double, shift: Double = 0) {
        let around = SIMD2(margin * viewport.unitsPerColumn, margin * viewport.unitsPerRow)
        let corner = SIMD2(viewport.left - shift, viewport.top)
        low = corner - around
        high = corner + SIMD2(viewport.viewWidth, viewport.viewHeight) + around
    }

    /// Whether the box from `low` to `high` touches this one.
    package func meets(_ low: SIMD2<Double>, _ high: SIMD2<Double>) -> Bool {
        high.x >= self.low.x && low.x <= self.high.x && high.y >= self.low.y && low.y <= self.high.y
    }

    /// Whether `other` lies wholly inside this box.
    package func contains(_ other: WorldBounds) -> Bool {
        low.x <= other.low.x && low.y <= other.low.y && other.high.x <= high.x && other.high.y <= high.y
    }
}
