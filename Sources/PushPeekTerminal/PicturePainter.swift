import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation

/// Draws a frame's pictures in pixels over their symbols, after the cells are painted, and only when
/// they changed: a picture is sent again when it moved, when it is new, or (sixel, iTerm2, where
/// text replaces pixels) when a cell of its block was repainted. kitty keeps pictures on a layer of
/// their own, by id (`KittyPlacements`): a picture that scrolled out of view or is covered by an
/// overlay has its placement deleted, and its symbols show; one that moves or comes back is placed
/// again without its pixels.
final class PicturePainter {
    /// What identifies a picture on screen: its pixel storage and its cells.
    struct Shown: Equatable {
        let storage: UInt
        let rect: Rect

        init(_ picture: ScreenPicture) {
            storage = picture.image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
            rect = picture.rect
        }
    }

    let encoder: PictureEncoder
    private var shown: [Shown] = []
    /// The pictures' images, held so that their storage stays theirs while `shown` names it.
    private var held: [RasterImage] = []
    private var lastGrid: CellGrid?
    private(set) var cellPixels: Size
    let kitty = KittyPlacements()

    init(encoder: PictureEncoder, cellPixels: Size) {
        self.encoder = encoder
        self.cellPixels = cellPixels
    }

    /// The screen was cleared or resized: every picture is sent again, at `cellPixels`.
    func invalidate(cellPixels: Size) {
        self.cellPixels = cellPixels
        shown = []
        held = []
        lastGrid = nil
        kitty.invalidate()
    }

    /// The bytes that bring the pictures on screen in line with `pictures`, after `grid` was painted.
    func bytes(for pictures: [ScreenPicture], grid: CellGrid) -> [UInt8] {
        let now = pictures.map(Shown.init)
        var output: [UInt8] = []
        if encoder.graphics.textReplacesPixels {
            for (picture, key) in zip(pictures, now) where !(shown.contains(key) && regionUnchanged(key.rect, in: grid)) {
                output += place(picture)
            }
        } else if now != shown || kitty.hasStale {
            output += kitty.bytes(for: pictures, cellPixels: cellPixels, encoder: encoder)
        }
        shown = now
        held = pictures.map(\.image)
        lastGrid = grid
        return output
    }

    private func place(_ picture: ScreenPicture) -> [UInt8] {
        let sequence = encoder.bytes(for: picture.image, cells: picture.rect.size, cellPixels: cellPixels)
        guard !sequence.isEmpty else { return [] }
        return Array("\u{1B}[\(picture.rect.y + 1);\(picture.rect.x + 1)H".utf8) + sequence
    }

    private func regionUnchanged(_ rect: Rect, in grid: CellGrid) -> Bool {
        guard let lastGrid, lastGrid.width == grid.width, lastGrid.height == grid.height else { return false }
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX where lastGrid[x, y] != grid[x, y] { return false }
        }
        return true
    }
}
