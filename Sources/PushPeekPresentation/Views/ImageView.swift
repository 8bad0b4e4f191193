import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// Draws an `image`: the attachment's picture when the notification has it (as the spy-agency
/// example's extension sets `imageView.image` to the headshot it was sent), otherwise a framed
/// placeholder box naming what is missing — the extension would show an empty image view.
package enum ImageView {
    package static func naturalSize(_ element: ViewElement, cellAspect: Double) -> Size {
        ViewMetrics.size(width: element.width ?? ImageElement.defaultSize, height: element.height ?? ImageElement.defaultSize, cellAspect: cellAspect)
    }

    package static func draw(_ image: ImageElement, element: ViewElement, state: PreviewState, into grid: inout CellGrid, rect: Rect,
                     pictures: inout [PicturePlacement]) -> ElementInfo {
        if let index = image.attachment, let attachment = state.attachments[safe: index] {
            if let placement = AttachmentView.draw(attachment, in: rect, options: state.options, into: &grid) { pictures.append(placement) }
            return ElementInfo(kind: element.kind, rect: rect, details: .object([
                ("id", .optional(element.id)), ("caption", .string(image.caption)), ("attachment", .int(index)), ("file", .string(attachment.fileName)),
            ]))
        }
        let style = Style(foreground: .role(.secondaryText), background: .role(.card))
        grid.fill(rect, style: style)
        if rect.width >= 2 && rect.height >= 2 {
            BoxDrawing.frame(&grid, rect, style: style.with(foreground: .role(.border)))
        }
        let inner = rect.width >= 2 && rect.height >= 2 ? rect.inset(by: 1) : rect
        var captions = ["image", image.caption]
        if image.name == nil, let attachment = image.attachment, DisplayWidth.of(image.caption) > inner.width { captions[1] = "#\(attachment)" }
        if image.caption == "image" { captions = ["image"] }
        let shown = Array(captions.prefix(max(1, inner.height)))
        let top = inner.y + max(0, (inner.height - shown.count) / 2)
        for (offset, caption) in shown.enumerated() {
            let text = TextLayout.truncate(caption, width: inner.width)
            grid.put(text, at: Point(x: inner.x + max(0, (inner.width - DisplayWidth.of(text)) / 2), y: top + offset), style: style, clip: inner)
        }
        var details: [(String, OutputJSON)] = [("id", .optional(element.id)), ("caption", .string(image.caption))]
        if let attachment = image.attachment { details.append(("attachment", .int(attachment))) }
        return ElementInfo(kind: element.kind, rect: rect, details: .object(details))
    }
}
