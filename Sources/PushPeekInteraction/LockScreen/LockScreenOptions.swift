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

    public init(card: CardOptions = CardOptions(), previews: PreviewsSetting = .always, showsSummary: Bool = false) {
        self.card = card
        self.previews = previews
        self.showsSummary = showsSummary
    }

    public var era: PresentationEra { card.presentationEra ?? PresentationEra.current }
    public var isDeviceLocked: Bool { card.device.isLocked }
    /// Whether notification texts are replaced by the placeholder now.
    public var hidesPreviews: Bool { previews.hidesPreviews(locked: card.device.isLocked) }
    /// The width of each notification's card.
    public var cardWidth: Int { min(max(card.width ?? CardOptions.defaultWidth, CardOptions.minimumWidth), CardOptions.maximumWidth) }
}
