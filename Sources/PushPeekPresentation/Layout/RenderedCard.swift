import PushPeekCanvas

/// A card drawn into cells, with the layout that produced it and the pictures on it.
public struct RenderedCard: Sendable {
    public var grid: CellGrid
    public var layout: CardLayout
    /// The image attachments drawn on the card, in drawing order.
    public var pictures: [PicturePlacement]

    public init(grid: CellGrid, layout: CardLayout, pictures: [PicturePlacement] = []) {
        self.grid = grid
        self.layout = layout
        self.pictures = pictures
    }

    /// A screen that is no single card (the lock screen list, a Live Activity's moment) for the
    /// picture writers: its layout is just the grid's size.
    public init(screen grid: CellGrid, pictures: [PicturePlacement] = []) {
        self.init(grid: grid, layout: CardLayout(width: grid.width, height: grid.height, stage: .banner), pictures: pictures)
    }
}
