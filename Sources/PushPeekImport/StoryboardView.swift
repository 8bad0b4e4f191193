/// A view of a notification view controller's scene in a storyboard or xib, as Interface Builder
/// saved it: its kind, frame in points, the attributes that matter and its subviews.
public struct StoryboardView: Sendable, Equatable {
    /// The Interface Builder class, as the import draws it.
    public enum Kind: String, Sendable {
        case label, imageView, mapView, button, textView, stackView, webView, view
        /// A kind the import does not draw (a table view, a custom class it cannot see).
        case other
    }

    public var kind: Kind
    /// The element's name in the document (`mapView`, `wkWebView`).
    public var element: String
    public var id: String
    public var frame: (x: Double, y: Double, width: Double, height: Double)
    /// `text`, `textAlignment`, `numberOfLines`, `image`, `showsScale`, `axis`, `spacing`, `title`, `pointSize`, …
    public var attributes: [String: String]
    public var subviews: [StoryboardView]
    public var line: Int

    public init(kind: Kind, element: String, id: String, frame: (x: Double, y: Double, width: Double, height: Double),
                attributes: [String: String], subviews: [StoryboardView], line: Int) {
        self.kind = kind
        self.element = element
        self.id = id
        self.frame = frame
        self.attributes = attributes
        self.subviews = subviews
        self.line = line
    }

    public static func == (lhs: StoryboardView, rhs: StoryboardView) -> Bool {
        lhs.kind == rhs.kind && lhs.id == rhs.id && lhs.frame == rhs.frame && lhs.attributes == rhs.attributes && lhs.subviews == rhs.subviews
    }
}
