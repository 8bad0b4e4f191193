import PushPeekModel
import PushPeekCanvas
import PushPeekJSON

/// Draws notification attachments where iOS shows them: a thumbnail beside the banner's text, and
/// the picture above the default content of a notification without a custom interface.
public enum AttachmentView {
    /// Thumbnail size in the banner: about square on screen.
    public static let thumbnailSize = Size(width: 8, height: 4)
    /// The tallest an attachment draws in the full interface.
    package static let maximumHeight = 20

    /// The first attachment, shrunk into `size`.
    public static func cells(of attachment: Attachment, size: Size, options: CardOptions) -> CellGrid {
        attachment.cells(size: size, depth: options.pictureDepth, mono: options.monochromePictures, renderer: options.pictureRenderer)
    }

    /// Draws the attachment into `box` of `grid`; for a picture, returns where it was placed.
    package static func draw(_ attachment: Attachment, in box: Rect, options: CardOptions, into grid: inout CellGrid) -> PicturePlacement? {
        let cells = cells(of: attachment, size: box.size, options: options)
        grid.draw(cells, at: box.origin)
        guard let image = attachment.image else { return nil }
        var frame = ImageCellRenderer.fittedFrame(imageWidth: image.width, imageHeight: image.height, box: box.size)
        frame.x += box.x
        frame.y += 2 * box.y
        return PicturePlacement(attachment: attachment, box: box, cells: cells, frame: frame)
    }

    /// Draws the picture the full interface shows above the default content (without a custom
    /// interface) and records it as an `attachment` element.
    package static func drawExpanded(_ picture: Attachment, in box: Rect, state: PreviewState, into grid: inout CellGrid, drawing: inout ViewDrawing) {
        if let placement = draw(picture, in: box, options: state.options, into: &grid) {
            drawing.pictures.append(placement)
        }
        drawing.elements.append(ElementInfo(kind: "attachment", rect: box,
                                            details: .object([("identifier", .string(picture.identifier)), ("file", .string(picture.fileName))])))
    }

    /// Rows the first attachment takes in the full interface, `width` columns wide.
    public static func expandedHeight(of attachment: Attachment, width: Int, cellAspect: Double) -> Int {
        guard let image = attachment.image, image.width > 0 else { return 3 }
        let rows = Double(width) * Double(image.height) / Double(image.width) * cellAspect
        guard rows.isFinite else { return 3 }
        return WholeNumber.clamped(rows, to: 2...max(2, maximumHeight))
    }
}
