import PushPeekModel
import PushPeekCanvas

/// Which cells of a card its embedded pictures take: the cells under each picture's frame (of a
/// picture whose file is at hand and whose frame lies on the card), and of those the ones that
/// still show it (a view drawn later may have covered some).
package struct ShownPictures {
    package let placements: [PicturePlacement]
    private var covered: Set<Int> = []
    private var showing: Set<Int> = []
    private let width: Int

    package init(_ card: RenderedCard) {
        width = card.grid.width
        placements = card.pictures.filter { picture in
            picture.attachment.imageFileBytes != nil && !picture.frame.isEmpty
                && card.grid.bounds.intersection(ShownPictures.cellRect(of: picture)) == ShownPictures.cellRect(of: picture)
        }
        for picture in placements {
            let cells = ShownPictures.cellRect(of: picture)
            for y in cells.y..<cells.maxY {
                for x in cells.x..<cells.maxX {
                    covered.insert(y * width + x)
                    if picture.showsPicture(in: card.grid, x: x, y: y) { showing.insert(y * width + x) }
                }
            }
        }
    }

    /// The cells a picture's frame (in half rows) lies on.
    package static func cellRect(of picture: PicturePlacement) -> Rect {
        let frame = picture.frame
        return Rect(x: frame.x, y: frame.y / 2, width: frame.width, height: (frame.maxY + 1) / 2 - frame.y / 2)
    }

    package func covers(x: Int, y: Int) -> Bool { covered.contains(y * width + x) }
    package func shows(x: Int, y: Int) -> Bool { showing.contains(y * width + x) }
}
