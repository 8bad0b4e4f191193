/// What a mouse press landed on.
public enum HitTarget: Sendable, Equatable {
    case action(Int)
    case dismiss
    case card
    /// A control of the custom view (by index into `PreviewState.controls`).
    case control(Int)
    /// One segment of a segmented control.
    case segment(control: Int, index: Int)
    /// The media play/pause button.
    case mediaButton
    /// Elsewhere in the custom view.
    case customView
    /// The reply's text field, its send button, an input accessory button.
    case inputField
    case sendButton
    case accessory(Int)
    /// The custom input view's slider track, at this place along it (0…1).
    case sliderTrack(fraction: Double)
    /// The "Unlock to continue" prompt.
    case unlockPrompt
    /// The payment sheet's pay line and its Cancel button.
    case paymentPay
    case paymentCancel
    /// An item of the lock screen's list (a stack, a notification, an open stack's header), or the
    /// arriving banner (its notification).
    case lockScreenItem(LockScreenItem)
}
