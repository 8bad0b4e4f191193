import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// Draws the system media play/pause button over the custom view at `mediaPlayPauseButtonFrame`
/// (points → cells by `ViewMetrics`): `▶` while paused, `❚❚` while playing, in the tint colour; a
/// frame when it is at least 4 × 3 cells. An `overlay` button is hidden while playing.
package enum MediaButtonView {
    package static func frame(_ spec: MediaButtonSpec, in rect: Rect, cellAspect: Double) -> Rect {
        let values = spec.frame.count == 4 ? spec.frame : [0, 0, 44, 44]
        let x = rect.x + ViewMetrics.columns(values[0])
        let y = rect.y + ViewMetrics.rows(values[1], cellAspect: cellAspect)
        let size = ViewMetrics.size(width: values[2], height: values[3], cellAspect: cellAspect)
        return Rect(x: x, y: y, width: max(3, size.width), height: size.height).intersection(rect)
    }

    package static func draw(_ state: PreviewState, into grid: inout CellGrid, rect: Rect) -> Rect? {
        guard let spec = state.mediaButton, state.showsMediaButton else { return nil }
        let button = frame(spec, in: rect, cellAspect: state.options.cellAspect)
        guard !button.isEmpty else { return nil }
        let focused = state.focus == .mediaButton && state.focusRing.contains(.mediaButton)
        let tint = spec.tint ?? .role(.accent)
        let style = focused ? Style(foreground: .role(.focusText), background: .role(.focus), bold: true)
                            : Style(foreground: tint, background: .role(.card), bold: true)
        grid.fill(button, style: style)
        if button.width >= 4 && button.height >= 3 {
            BoxDrawing.frame(&grid, button, style: style)
        }
        let glyph = state.extensionView.isMediaPlaying ? "❚❚" : "▶"
        grid.put(glyph, centredIn: button, style: style)
        return button
    }
}
