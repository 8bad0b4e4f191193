/// A card drawn into cells, with the layout that produced it.
public struct RenderedCard: Sendable {
    public var grid: CellGrid
    public var layout: CardLayout

    public init(grid: CellGrid, layout: CardLayout) {
        self.grid = grid
        self.layout = layout
    }
}
