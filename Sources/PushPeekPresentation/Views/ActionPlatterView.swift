import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// The platter of action rows under the notification, one row per action with a divider between
/// rows; each era draws the row itself (centred buttons, or menu items).
package enum ActionPlatterView {
    package typealias RowDrawer = (_ action: NotificationAction, _ focused: Bool, _ grid: inout CellGrid, _ rect: Rect) -> Void

    /// Rows the platter takes for `count` actions (0 for none).
    package static func height(count: Int) -> Int {
        count == 0 ? 0 : 1 + count * 2
    }

    /// Draws the platter from row `top`; returns each action's row.
    package static func draw(_ actions: [NotificationAction], focused: Int?, top: Int, width: Int, into grid: inout CellGrid, row drawRow: RowDrawer) -> [Rect] {
        guard !actions.isEmpty else { return [] }
        let frameStyle = CardRenderer.frameStyle
        var rects: [Rect] = []
        BoxDrawing.top(&grid, row: top, width: width, style: frameStyle)
        for (index, action) in actions.enumerated() {
            let row = top + 1 + index * 2
            BoxDrawing.sides(&grid, rows: row..<(row + 1), width: width, style: frameStyle)
            let rect = Rect(x: 1, y: row, width: width - 2, height: 1)
            drawRow(action, focused == index, &grid, rect)
            rects.append(rect)
            if index < actions.count - 1 {
                BoxDrawing.divider(&grid, row: row + 1, width: width, style: frameStyle)
            } else {
                BoxDrawing.bottom(&grid, row: row + 1, width: width, style: frameStyle)
            }
        }
        return rects
    }
}
