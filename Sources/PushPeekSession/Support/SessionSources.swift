/// Where a preview's inputs come from: files on disk, or a built-in example.
public struct SessionSources: Sendable, Equatable {
    public var payloadPath: String?
    public var appPath: String?
    public var stringsPath: String?
    /// A built-in example's folder name (`spy-agency`); its files are read from `BuiltinExamples`.
    public var builtinExample: String?
    /// `--map-data` GeoJSON files drawn on every map.
    public var mapDataPaths: [String] = []
    /// `--attachment` files, in order.
    public var attachmentPaths: [String] = []
    /// The app description already read, when `appPath` names a project imported at the edge (or a
    /// file that imports one); decoded as if read from `appPath`.
    public var appBytes: [UInt8]?
    /// The payload already read from `payloadPath` (by the edge, which keeps the bytes it previewed).
    public var payloadBytes: [UInt8]?

    public init(payloadPath: String? = nil, appPath: String? = nil, stringsPath: String? = nil, builtinExample: String? = nil,
                mapDataPaths: [String] = [], attachmentPaths: [String] = []) {
        self.mapDataPaths = mapDataPaths
        self.attachmentPaths = attachmentPaths
        self.payloadPath = payloadPath
        self.appPath = appPath
        self.stringsPath = stringsPath
        self.builtinExample = builtinExample
    }

    /// The built-in demo, as `pushpeek demo spy-agency` opens it: the Sydney Observatory `ShowMap`
    /// payload the Simulator would get (with the headshot the service extension downloads), the
    /// spy-agency app and its map data.
    public static let demo = SessionSources(payloadPath: "spy-agency/payload.apns", appPath: "spy-agency/app.json",
                                            stringsPath: "spy-agency/Localizable.strings", builtinExample: "spy-agency")
}
