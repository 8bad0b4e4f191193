import PushPeekJSON
import PushPeekModel

/// A notification content extension: what its Info.plist, storyboard and view controller amount to.
public struct ContentExtension: Sendable {
    public var name: String
    public var attributes: ExtensionAttributes
    /// `extensionContext.notificationActions` set in `didReceive(_:)`; replaces the category's actions.
    public var notificationActions: [NotificationAction]?
    /// The view controller's `title` (shown when `overridesDefaultTitle`).
    public var title: String?
    /// `preferredContentSize` height ÷ width after loading, when it differs from the initial ratio.
    public var preferredContentSizeRatio: Double?
    /// Where the attributes, `preferredContentSizeRatio` and `inputView` are written.
    public var origins = ExtensionOrigins()
    /// `view` decoded, once at load: the custom view's elements, top to bottom (or positioned, per element).
    public var elements: [ViewElement] = []
    /// `responses` decoded; nil when the extension has no `didReceive(_:completionHandler:)`.
    public var responseTable: ResponseTable?
    /// `viewActions` decoded: what buttons with `onTap` do, by name.
    public var viewActions: [String: ExtensionResponse] = [:]
    /// `inputView` decoded.
    public var customInput: CustomInputView?
    /// `inputAccessory` decoded: buttons above the keyboard.
    public var inputAccessoryActions: [NotificationAction] = []
    /// `media` decoded.
    public var mediaButton: MediaButtonSpec?
    /// Where the extension was declared, for diagnostics.
    public var location: SourceLocation
    public var path: String

    public init(name: String, attributes: ExtensionAttributes, elements: [ViewElement] = [], location: SourceLocation = .start, path: String = "") {
        self.name = name
        self.attributes = attributes
        self.elements = elements
        self.location = location
        self.path = path
    }

    /// Whether the extension handles a category (`UNNotificationExtensionCategory`, case-sensitive).
    public func handles(category: String) -> Bool {
        !category.isEmpty && attributes.categories.contains(category)
    }

    /// Every payload value the view reads, in document order.
    public var bindings: [ViewBinding] { ViewElement.bindings(in: elements) }
}
