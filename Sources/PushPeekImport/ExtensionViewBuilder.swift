import PushPeekJSON

/// Turns a storyboard scene and its view controller's code into the extension's `view` elements:
/// views spanning the root's width stack top to bottom (a map filling the root fills the card);
/// narrower ones are placed by their frame (`align`, `margin`, `width`, `height`), as their
/// constraints to the edges would place them.
struct ExtensionViewBuilder {
    let scene: StoryboardScene
    let code: ExtensionCode
    let file: String
    let path: String
    /// The images of the project's asset catalogs, which an image view's `image` must name (nil: the
    /// project has no catalog, and nothing is checked).
    var assetNames: Set<String>?
    private(set) var notes: [ImportNote] = []

    init(scene: StoryboardScene, code: ExtensionCode, file: String, path: String) {
        self.scene = scene
        self.code = code
        self.file = file
        self.path = path
    }

    mutating func elements() -> [OutputJSON] {
        var outletOf: [String: String] = [:]
        for (property, id) in scene.outlets { outletOf[id] = property }
        return build(scene.subviews, outlets: outletOf, containerWidth: scene.rootWidth, containerHeight: scene.rootHeight,
                     path: path, placed: true)
    }

    private mutating func build(_ views: [StoryboardView], outlets: [String: String], containerWidth: Double, containerHeight: Double,
                                path: String, placed: Bool) -> [OutputJSON] {
        var result: [OutputJSON] = []
        for view in views {
            let elementPath = path + "[\(result.count)]"
            let origin = SourceOrigin(file: file, line: view.line)
            let outlet = outlets[view.id]
            var members: [(String, OutputJSON)]
            let kind: String
            switch view.kind {
            case .mapView:
                kind = "map"
                members = []
                for role in ["latitude", "longitude", "radius"] {
                    if let (key, keyOrigin) = code.mapKey(role) {
                        members.append((role, .string(key)))
                        notes.append(.value(elementPath + ".map." + role, keyOrigin, "the payload's \"\(TerminalSafeText.sanitize(key))\""))
                    } else {
                        notes.append(.gap(elementPath + ".map." + role, origin, "the map's \(role) is not read from userInfo in a way the import can see",
                                          fill: "\"\(role)\": \"KEY\""))
                    }
                }
                if code.addsAnnotation { members.append(("pin", .bool(true))) }
                if view.attributes["showsScale"] == "YES" { members.append(("showsScale", .bool(true))) }
                if view.attributes["showsCompass"] == "YES" { members.append(("showsCompass", .bool(true))) }
            case .imageView:
                kind = "image"
                if let outlet, code.attachmentImages.contains(outlet) {
                    members = [("attachment", .int(0))]
                    notes.append(.value(elementPath + ".image.attachment", origin, "the outlet \(outlet) shows the first attachment"))
                } else {
                    let name = view.attributes["image"] ?? ""
                    members = [("name", .string(name))]
                    if !name.isEmpty, let assetNames, !assetNames.contains(name) {
                        notes.append(.warning(elementPath + ".image.name", origin, AppImporter.missingAsset(name)))
                    }
                }
            case .label, .textView:
                kind = "label"
                members = []
                if let outlet, let text = code.labelTexts[outlet] {
                    members.append(("text", .string(text)))
                    notes.append(.value(elementPath + ".label.text", origin, "the outlet \(outlet) shows \(text)"))
                } else if let outlet, let keyPath = code.labelKeyPaths[outlet] {
                    members.append(("keyPath", .string(keyPath)))
                    notes.append(.value(elementPath + ".label.keyPath", origin, "the outlet \(outlet) shows the payload's \"\(TerminalSafeText.sanitize(keyPath))\""))
                } else {
                    members.append(("text", .string(view.attributes["text"] ?? "")))
                }
                switch view.attributes["textAlignment"] {
                case "center"?: members.append(("alignment", .string("center")))
                case "right"?, "trailing"?: members.append(("alignment", .string("trailing")))
                default: break
                }
                if let lines = view.attributes["numberOfLines"].flatMap(Int.init), lines > 0 { members.append(("lines", .int(lines))) }
                if view.attributes["fontType"]?.lowercased().contains("bold") == true { members.append(("bold", .bool(true))) }
            case .button:
                kind = "button"
                members = [("title", .string(view.attributes["title"] ?? ""))]
            case .stackView, .view:
                kind = "stack"
                let children = build(view.subviews, outlets: outlets, containerWidth: view.frame.width, containerHeight: view.frame.height,
                                     path: elementPath + ".stack.elements", placed: view.kind == .view)
                members = [("elements", .array(children)), ("axis", .string(view.attributes["axis"] == "horizontal" ? "horizontal" : "vertical"))]
                if let spacing = view.attributes["spacing"].flatMap(Double.init), spacing > 0 { members.append(("spacing", .int(Int(spacing / 8)))) }
                members.append(("padding", .int(0)))
            case .webView, .other:
                notes.append(.gap(elementPath, origin, "a <\(view.element)> the preview cannot draw; left out",
                                  fill: "{\"label\": {\"text\": \"…\"}} standing in for it"))
                continue
            }
            if placed { members += placement(view.frame, containerWidth: containerWidth, containerHeight: containerHeight, isMap: view.kind == .mapView) }
            if let outlet { notes.append(.value(elementPath, origin, "<\(view.element)> (outlet \(outlet))")) } else {
                notes.append(.value(elementPath, origin, "<\(view.element)>"))
            }
            result.append(.object([(kind, .object(members))]))
        }
        return result
    }

    /// Where a frame sits in its container: nothing for a view filling it, a height for a full-width
    /// one, else the nearest corner or edge with its margin and the size.
    private func placement(_ frame: (x: Double, y: Double, width: Double, height: Double), containerWidth: Double,
                           containerHeight: Double, isMap: Bool) -> [(String, OutputJSON)] {
        let tolerance = 1.0
        let spansWidth = frame.x <= tolerance && frame.x + frame.width >= containerWidth - tolerance
        let spansHeight = frame.y <= tolerance && frame.y + frame.height >= containerHeight - tolerance
        if spansWidth && spansHeight { return [] }
        if spansWidth { return [("height", .int(WholeNumber.clamped(frame.height.rounded(), to: 0...100_000)))] }
        let leading = frame.x
        let trailing = containerWidth - frame.x - frame.width
        let top = frame.y
        let bottom = containerHeight - frame.y - frame.height
        let horizontal = abs(leading - trailing) <= tolerance ? "" : (leading < trailing ? "Leading" : "Trailing")
        let vertical = abs(top - bottom) <= tolerance ? "" : (top < bottom ? "top" : "bottom")
        let align: String
        switch (vertical, horizontal) {
        case ("", ""): align = "center"
        case ("", let side): align = side.lowercased()
        case (let edge, ""): align = edge
        case (let edge, let side): align = edge + side
        }
        let margin = max(0, min(horizontal.isEmpty ? .infinity : min(leading, trailing), vertical.isEmpty ? .infinity : min(top, bottom)))
        var result: [(String, OutputJSON)] = [("width", .int(WholeNumber.clamped(frame.width.rounded(), to: 0...100_000))), ("height", .int(WholeNumber.clamped(frame.height.rounded(), to: 0...100_000))),
                                              ("align", .string(align))]
        if margin.isFinite, margin > 0 { result.append(("margin", .int(WholeNumber.clamped(margin.rounded(), to: 0...100_000)))) }
        return result
    }
}
