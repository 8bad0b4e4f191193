/// What many payloads of one bulk run share — the app description, the strings table and the map
/// overlays — read and checked once, so each payload costs only its own parse, decode and layout.
///
/// `state(payload:file:…)` builds the same `PreviewState` that `SessionLoader.load` builds for that
/// payload with the same sources (the bulk `render` relies on that: one file or many, the same card).
public struct SessionTemplate: Sendable {
    public var app: AppDescription
    public var strings: LocalizedStrings?
    public var mapOverlays: [MapFeature]

    /// Reads everything in `sources` except the payload (which is ignored).
    public init(_ sources: SessionSources) throws(InputError) {
        let readFile: AppDescriptionDecoder.FileReader = sources.builtinExample == nil
            ? { path throws(InputError) in try InputFile.read(path) }
            : { path throws(InputError) in try SessionLoader.builtinFile(path) }
        app = AppDescription.none
        if let appPath = sources.appPath {
            app = try AppDescriptionDecoder.decode(try readFile(appPath), file: appPath, readFile: readFile)
        }
        if let stringsPath = sources.stringsPath {
            strings = try LocalizedStrings.parse(try readFile(stringsPath), file: stringsPath)
        }
        try SessionLoader.validateViews(app)
        mapOverlays = []
        for path in sources.mapDataPaths {
            let bytes = try InputFile.read(path, limit: 64 << 20)
            do {
                mapOverlays += try MapDataLoader.parse(bytes, fileName: path)
            } catch {
                throw InputError(file: path, location: error.location, path: error.path, message: error.message)
            }
        }
    }

    /// The session for one payload file's bytes (`file` names it in errors).
    public func state(payload bytes: [UInt8], file: String, options: CardOptions, stage: Stage) throws(InputError) -> PreviewState {
        let payload = try PayloadDecoder.decode(bytes, file: file)
        let content = NotificationContent(payload: payload, strings: strings)
        var state = PreviewState(content: content, app: app, options: options, stage: stage)
        state.mapOverlays = mapOverlays
        if stage == .expanded {
            _ = PreviewReducer.expand(&state)
        }
        return state
    }

    /// Reads the payload at `path` and builds its session.
    public func state(payloadAt path: String, options: CardOptions, stage: Stage) throws(InputError) -> PreviewState {
        try state(payload: try InputFile.read(path), file: path, options: options, stage: stage)
    }
}
