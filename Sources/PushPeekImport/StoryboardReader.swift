import PushPeekJSON

/// Reads the notification view controller's scene from a storyboard or xib: the initial view
/// controller (or the one whose `customClass` is the extension's principal class), its root view's
/// size, its subviews in document order with their frames, and its outlets.
public enum StoryboardReader {
    static let kinds: [String: StoryboardView.Kind] = [
        "label": .label, "imageView": .imageView, "mapView": .mapView, "button": .button, "textView": .textView,
        "stackView": .stackView, "wkWebView": .webView, "webView": .webView, "view": .view,
    ]
    static let keptAttributes = ["text", "textAlignment", "numberOfLines", "image", "showsScale", "showsCompass", "axis", "spacing",
                                 "customClass", "userLabel", "title"]

    public static func read(_ bytes: [UInt8], file: String, principalClass: String? = nil) throws(InputError) -> StoryboardScene {
        let document = try XMLDocumentParser.parse(bytes, file: file)
        guard document.name == "document" else {
            throw InputError(file: file, location: SourceLocation(line: document.line, column: 1, offset: 0),
                             message: "the root element is <\(document.name)>, not an Interface Builder <document>")
        }
        let controllers = document.descendants().filter { $0.name.hasSuffix("iewController") && $0.child("view", key: "view") != nil }
        let wanted = principalClass.flatMap { name in controllers.first { $0["customClass"] == name } }
            ?? document["initialViewController"].flatMap { id in controllers.first { $0["id"] == id } }
            ?? controllers.first
        // A xib has no view controller: its first top-level view is the root.
        let root: XMLElement
        var outlets: [String: String] = [:]
        var customClass: String?
        if let wanted, let view = wanted.child("view", key: "view") {
            root = view
            customClass = wanted["customClass"]
            for outlet in wanted.child("connections")?.children ?? [] where outlet.name == "outlet" {
                if let property = outlet["property"], let destination = outlet["destination"] { outlets[property] = destination }
            }
        } else if let view = document.child("objects")?.children.first(where: { $0.name == "view" }) {
            root = view
            for placeholder in document.child("objects")?.children ?? [] where placeholder.name == "placeholder" {
                for outlet in placeholder.child("connections")?.children ?? [] where outlet.name == "outlet" {
                    if let property = outlet["property"], let destination = outlet["destination"] { outlets[property] = destination }
                }
                customClass = customClass ?? placeholder["customClass"]
            }
        } else {
            throw InputError(file: file, message: "no view controller with a view, and no top-level view")
        }
        let size = frame(of: root)
        return StoryboardScene(customClass: customClass, rootWidth: size.width > 0 ? size.width : 320,
                               rootHeight: size.height > 0 ? size.height : 320,
                               subviews: subviews(of: root), outlets: outlets, line: root.line)
    }

    /// A view's subviews (or a stack view's arranged subviews), in document order.
    static func subviews(of element: XMLElement) -> [StoryboardView] {
        let list = element.child("subviews")?.children ?? element.child("arrangedSubviews")?.children ?? []
        return list.map { child in
            var attributes: [String: String] = [:]
            for key in keptAttributes { attributes[key] = child[key] }
            if let font = child.child("fontDescription") {
                attributes["pointSize"] = font["pointSize"]
                attributes["fontType"] = font["type"] ?? font["style"]
            }
            if let title = child.children.first(where: { $0.name == "state" && $0["key"] == "normal" })?["title"] {
                attributes["title"] = title
            }
            if let text = child.child("string", key: "text")?.text { attributes["text"] = text }
            return StoryboardView(kind: kinds[child.name] ?? .other, element: child.name, id: child["id"] ?? "", frame: frame(of: child),
                                  attributes: attributes, subviews: subviews(of: child), line: child.line)
        }
    }

    static func frame(of element: XMLElement) -> (x: Double, y: Double, width: Double, height: Double) {
        guard let rect = element.child("rect", key: "frame") else { return (0, 0, 0, 0) }
        func number(_ key: String) -> Double { rect[key].flatMap(Double.init).map { $0.isFinite ? $0 : 0 } ?? 0 }
        return (number("x"), number("y"), number("width"), number("height"))
    }
}
