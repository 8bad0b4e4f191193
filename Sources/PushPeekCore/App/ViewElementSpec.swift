/// One element of an extension's `view` array as written (`{"map": {...}}`), decoded into a typed
/// element by the view that draws it.
public struct ViewElementSpec: Sendable {
    /// The element's kind: `map`, `image`, `label`, `button`, `segmented` ...
    public var kind: String
    /// The element's own object (the value under its kind key).
    public var node: JSONNode
    /// JSON path of `node`, for error messages (`extensions[0].view[1].image`).
    public var path: String

    public init(kind: String, node: JSONNode, path: String) {
        self.kind = kind
        self.node = node
        self.path = path
    }
}
