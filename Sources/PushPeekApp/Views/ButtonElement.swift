import PushPeekModel

/// A `button` in the custom view (`UIButton`), interactive only with
/// `UNNotificationExtensionUserInteractionEnabled`. A button with `selectedTitle` toggles (the
/// podcast's favourite ♡ / ♥); one with `action` delivers that action identifier as if its action
/// button were chosen, so `responses` decide what happens; one with `onTap` runs that entry of the
/// extension's `viewActions` directly, as an `@IBAction` would (no completion handler).
public struct ButtonElement: Sendable, Equatable {
    public var title: String
    /// `selectedTitle`: the title while selected; makes the button a toggle.
    public var selectedTitle: String?
    /// `selected`: the toggle's initial state.
    public var selected: Bool
    /// `action`: an action identifier delivered to `didReceive(_:completionHandler:)`.
    public var action: String?
    /// `tint`: the title colour.
    public var tint: Color?
    /// `onTap`: the name of an entry in the extension's `viewActions`.
    public var onTap: String?

    public init(title: String, selectedTitle: String? = nil, selected: Bool = false, action: String? = nil, tint: Color? = nil, onTap: String? = nil) {
        self.title = title
        self.selectedTitle = selectedTitle
        self.selected = selected
        self.action = action
        self.tint = tint
        self.onTap = onTap
    }

    public var isToggle: Bool { selectedTitle != nil }

    public func title(selected: Bool) -> String {
        selected ? (selectedTitle ?? title) : title
    }
}
