import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// A dotted area naming elements that are not drawn: an unknown kind, or the extension named with
/// no elements at all.
package struct PlaceholderView: ElementView {
    package var kinds: [String]
    package var element: ViewElement?
    /// The extension's name, for a view with no elements.
    package var extensionName = ""

    package var fillsSpareRows: Bool { true }

    package func measure(width: Int, context: ElementContext) -> Size {
        Size(width: width, height: 3)
    }

    package func render(in rect: Rect, into grid: inout CellGrid, context: ElementContext, drawing: inout ViewDrawing) {
        if let element { drawing.elements.append(ElementInfo(kind: element.kind, rect: rect)) }
        guard !rect.isEmpty else { return }
        let style = Style(foreground: .role(.secondaryText), background: context.background)
        grid.fill(rect, with: "·", style: style.with(foreground: .role(.border)))
        let names = kinds.joined(separator: " · ")
        let label = extensionName.isEmpty ? names : (kinds.isEmpty ? extensionName : extensionName + ": " + names)
        grid.put(" " + TextLayout.truncate(label, width: max(0, rect.width - 4)) + " ", centredIn: rect, style: style)
    }
}
