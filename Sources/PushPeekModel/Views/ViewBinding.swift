import PushPeekJSON

/// A payload value a content extension's view reads: a map coordinate, a label's key path, or a
/// `{{path}}` in a text template — where the app file binds it, and what it must be.
public struct ViewBinding: Sendable, Equatable {
    /// What the view does with the value.
    public enum Use: String, Sendable {
        /// `map.latitude`: a number in −90…90 (`CLLocationDistance`); otherwise the map is not configured.
        case latitude
        /// `map.longitude`: a number in −180…180.
        case longitude
        /// `map.radius`: metres, a number > 0.
        case radius
        /// Shown as text (label `keyPath`, `{{…}}`): any string, number or boolean.
        case text
        /// A map annotation's latitude / longitude: out of range or missing, the annotation is not
        /// added (no pin), and the map still shows.
        case annotationLatitude
        case annotationLongitude
    }

    /// The key path in the payload (`latitude`, `userInfo.location`, `aps.alert.subtitle`).
    public var path: String
    public var use: Use
    /// The element kind that reads it (`map`, `label` …).
    public var elementKind: String
    /// Where the binding is written in the app file.
    public var location: SourceLocation

    public init(path: String, use: Use, elementKind: String, location: SourceLocation) {
        self.path = path
        self.use = use
        self.elementKind = elementKind
        self.location = location
    }

    /// Whether a missing or wrong value breaks the element (the map's region) or only leaves text
    /// empty (label) or an annotation out.
    public var isEssential: Bool { use == .latitude || use == .longitude || use == .radius }

    /// The `{{path}}` placeholders of a template, trimmed; `content.*` placeholders (the delivered
    /// texts, not payload keys) are left out.
    public static func templatePaths(_ template: String) -> [String] {
        var paths: [String] = []
        var rest = template[...]
        while let open = rest.firstRange(of: "{{") {
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.firstRange(of: "}}") else { break }
            let path = afterOpen[..<close.lowerBound].trimmingSpaces
            if !path.isEmpty, !path.hasPrefix("content.") { paths.append(path) }
            rest = afterOpen[close.upperBound...]
        }
        return paths
    }
}

extension Substring {
    package var trimmingSpaces: String {
        var copy = self
        while copy.first == " " { copy.removeFirst() }
        while copy.last == " " { copy.removeLast() }
        return String(copy)
    }
}
