import PushPeekModel

/// Where things were on a frame that was drawn: the screen layout and the card's layout (or, for the
/// lock screen's list, its regions), kept by the run loop with the frame so that a mouse report is
/// resolved against what the user saw (the edge turns a click into `Event.press(HitTarget)`; the
/// reducer never lays the screen out for a click).
public struct HitMap: Sendable, Equatable {
    /// Nil on a frame that shows no card to click (the terminal is too small, or a list).
    package let screen: ScreenLayout?
    package let card: CardLayout?
    /// On a frame without a card: what a press lands on, the first region holding the point.
    package let regions: [HitRegion]
    /// On a frame without a card: the wheel scrolls what it shows (a list's key help).
    package let takesWheel: Bool

    public init(screen: ScreenLayout?, card: CardLayout?) {
        self.screen = screen
        self.card = card
        regions = []
        takesWheel = false
    }

    /// A frame of places to press (the lock screen's list) and, when `takesWheel`, a wheel that
    /// scrolls: nothing else means something on it.
    public init(regions: [HitRegion], takesWheel: Bool = false) {
        screen = nil
        card = nil
        self.regions = regions
        self.takesWheel = takesWheel
    }

    /// A frame with nothing to click: below the size floor, mouse reports mean nothing.
    public static let empty = HitMap(screen: nil, card: nil)

    /// The event a mouse report means on this frame: a press on what it landed on, a drag or release
    /// with its place along the slider's track, a wheel notch as rows. Nil when the frame has nothing
    /// to click (then the report is dropped).
    public func event(for mouse: MouseEvent) -> Event? {
        guard screen != nil else {
            switch mouse.kind {
            case .press: return regions.isEmpty ? nil : .press(target(at: mouse.point))
            case .scrollUp, .scrollDown: return takesWheel ? mouse.wheelRows.map { .scroll(rows: $0) } : nil
            case .drag, .release: return nil
            }
        }
        switch mouse.kind {
        case .press: return .press(target(at: mouse.point))
        case .drag: return .drag(trackFraction: trackFraction(x: mouse.point.x))
        case .release: return .release(trackFraction: trackFraction(x: mouse.point.x))
        case .scrollUp, .scrollDown: return mouse.wheelRows.map { .scroll(rows: $0) }
        }
    }

    /// What a press at a screen cell lands on (nil: outside the card, or the status bar).
    public func target(at point: Point) -> HitTarget? {
        if screen == nil { return regions.first { $0.rect.contains(point) }?.target }
        guard let screen, let layout = card, screen.showsCard, point.y >= screen.cardArea.y, point.y < screen.cardArea.maxY else { return nil }
        let local = Point(x: point.x - screen.cardOrigin.x, y: point.y - screen.cardOrigin.y)
        if let input = layout.input, input.rect.contains(local) {
            if input.promptRect != nil { return .unlockPrompt }
            if let cancel = input.cancelRect, cancel.contains(local) { return .paymentCancel }
            if let pay = input.payRect, pay.contains(local) { return .paymentPay }
            if let track = input.trackRect, track.inset(left: -1, right: -1).contains(local) {
                return .sliderTrack(fraction: trackFraction(x: point.x) ?? 0)
            }
            if let index = input.accessoryRects.firstIndex(where: { $0.contains(local) }) { return .accessory(index) }
            if let send = input.sendRect, send.contains(local) { return .sendButton }
            if let field = input.fieldRect, field.inset(left: -1).contains(local) { return .inputField }
            return .card
        }
        if let index = layout.actionRects.firstIndex(where: { $0.contains(local) }) { return .action(index) }
        if let dismiss = layout.dismissRect, dismiss.inset(left: -1, right: -1).contains(local) { return .dismiss }
        if let media = layout.mediaButtonRect, media.contains(local) { return .mediaButton }
        for control in layout.controls where control.rect.contains(local) {
            if let segment = control.segmentRects.firstIndex(where: { $0.contains(local) }) {
                return .segment(control: control.index, index: segment)
            }
            return control.segmentRects.isEmpty ? .control(control.index) : .customView
        }
        if let custom = layout.section(.custom), custom.rect.contains(local), layout.stage == .expanded { return .customView }
        return Rect(x: 0, y: 0, width: layout.width, height: layout.height).contains(local) ? .card : nil
    }

    /// Where a screen column falls on the slider's track, 0…1 (clamped); nil when no track shows.
    public func trackFraction(x: Int) -> Double? {
        guard let screen, screen.showsCard, let track = card?.input?.trackRect else { return nil }
        let local = x - screen.cardOrigin.x - track.x
        guard track.width > 1 else { return 0 }
        return min(max(Double(local) / Double(track.width - 1), 0), 1)
    }
}
