import PushPeekModel
import PushPeekPresentation

/// How the lock screen / Notification Center list is shown: the card settings of each notification
/// (width, era, the device's lock), the "Show Previews" setting, and whether the set is shown as the
/// scheduled summary.
public struct LockScreenOptions: Sendable, Equatable {
    /// Each notification's card settings; `card.presentationEra` and `card.device` are the list's too.
    public var card: CardOptions
    public var previews: PreviewsSetting
    /// `--summary`: the set as the scheduled notification summary shows it.
    public var showsSummary: Bool
    /// The iOS 16 lock screen's Display As setting, its notifications at the bottom of the screen;
    /// nil for Notification Center and before iOS 16 (a list of stacks from the top).
    public var display: LockScreenDisplay?

    public init(card: CardOptions = CardOptions(), previews: PreviewsSetting = .always, showsSummary: Bool = false,
                display: LockScreenDisplay? = nil) {
        self.card = card
        self.previews = previews
        self.showsSummary = showsSummary
        self.display = display
    }

    /// The lock screen's collapsed form (Count or Stack) when it is drawn, not the summary.
    public var pileDisplay: LockScreenDisplay? {
        guard !showsSummary, let display, display != .list else { return nil }
        return display
    }

    public var era: PresentationEra { card.presentationEra ?? PresentationEra.current }
    public var isDeviceLocked: Bool { card.device.isLocked }
    /// Whether notification texts are replaced by the placeholder now.
    public var hidesPreviews: Bool { previews.hidesPreviews(locked: card.device.isLocked) }
    /// The width of each notification's card.
    public var cardWidth: Int { min(max(card.width ?? CardOptions.defaultWidth, CardOptions.minimumWidth), CardOptions.maximumWidth) }
}
