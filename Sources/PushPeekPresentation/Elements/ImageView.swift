import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// Draws an `image`: the attachment's picture when the notification has it (as the spy-agency
/// example's extension sets `imageView.image` to the headshot it was sent), otherwise a framed
/// placeholder box naming what is missing — the extension would show an empty image view.
package struct ImageView: ElementView {
    package var image: ImageElement
    package var element: ViewElement

    package func measure(width: Int, context: ElementContext) -> Size {
        ViewMetrics.size(width: element.width ?? ImageElement.defaultSize, height: element.height ?? ImageElement.defaultSize,
                         cellAspect: context.cellAspect)
    }

    package func render(in rect: Rect, into grid: inout CellGrid, context: ElementContext, drawing: inout ViewDrawing) {
        if let index = image.attachment, let attachment = context.values.attachment(at: index) {
            if let placement = AttachmentView.draw(attachment, in: rect, options: context.options, into: &grid) { drawing.pictures.append(placement) }
            drawing.elements.append(ElementInfo(kind: element.kind, rect: rect, details: .object([
                ("id", .optional(element.id)), ("caption", .string(image.caption)), ("attachment", .int(index)), ("file", .string(attachment.fileName)),
            ])))
            return
        }
        let style = Style(foreground: .role(.secondaryText), background: context.background)
        grid.fill(rect, style: style)
        if rect.width >= 2 && rect.height >= 2 {
            BoxDrawing.frame(&grid, rect, style: style.with(foreground: .role(.border)))
        }
        let inner = rect.width >= 2 && rect.height >= 2 ? rect.inset(by: 1) : rect
        var captions = ["image", image.caption]
        if image.name == nil, let attachment = image.attachment, DisplayWidth.of(image.caption) > inner.width { captions[1] = "#\(attachment)" }
        if image.caption == "image" { captions = ["image"] }
        let shown = Array(captions.prefix(max(1, inner.height)))
        let block = inner.centred(Size(width: inner.width, height: shown.count))
        for (offset, caption) in shown.enumerated() {
            let row = Rect(x: inner.x, y: block.y + offset, width: inner.width, height: 1)
            grid.put(TextLayout.truncate(caption, width: inner.width), centredIn: row.intersection(inner), style: style)
        }
        var details: [(String, OutputJSON)] = [("id", .optional(element.id)), ("caption", .string(image.caption))]
        if let attachment = image.attachment { details.append(("attachment", .int(attachment))) }
        drawing.elements.append(ElementInfo(kind: element.kind, rect: rect, details: .object(details)))
    }
}
