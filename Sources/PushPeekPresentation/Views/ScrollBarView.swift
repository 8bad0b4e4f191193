import PushPeekModel
import PushPeekCanvas

/// The scroll bar beside a card taller than the terminal: ▲ when there is more above, ▼ when there
/// is more below, and a thumb for where the rows shown lie in the card.
package enum ScrollBarView {
    package static func draw(_ viewport: CardViewport, into grid: inout CellGrid, column: Int, top: Int) {
        guard viewport.scrolls else { return }
        let height = viewport.height
        let thumbHeight = max(1, height * height / max(1, viewport.cardHeight))
        let thumbTop = viewport.maximumOffset == 0 ? 0 : viewport.offset * (height - thumbHeight) / viewport.maximumOffset
        let track = Style(foreground: .role(.border), background: .role(.background))
        let thumb = Style(foreground: .role(.secondaryText), background: .role(.background), bold: true)
        let arrow = Style(foreground: .role(.accent), background: .role(.background), bold: true)
        for row in 0..<height {
            let isThumb = row >= thumbTop && row < thumbTop + thumbHeight
            grid.put(isThumb ? "┃" : "│", at: Point(x: column, y: top + row), style: isThumb ? thumb : track)
        }
        if viewport.hasMoreAbove { grid.put("▲", at: Point(x: column, y: top), style: arrow) }
        if viewport.hasMoreBelow { grid.put("▼", at: Point(x: column, y: top + height - 1), style: arrow) }
    }
}
