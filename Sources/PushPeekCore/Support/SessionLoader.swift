/// Reads a payload, app description and strings table into the state a preview starts from.
public enum SessionLoader {
    /// Decodes an attachment file (the edge supplies it: picture decoding uses system libraries).
    public typealias AttachmentReader = (_ source: AttachmentSource, _ identifier: String) throws(InputError) -> Attachment

    public static func load(_ sources: SessionSources, options: CardOptions, stage: Stage,
                            readAttachment: AttachmentReader? = nil) throws(InputError) -> PreviewState {
        let readFile: AppDescriptionDecoder.FileReader = sources.builtinExample == nil
            ? { path throws(InputError) in try InputFile.read(path) }
            : { path throws(InputError) in try builtinFile(path) }
        guard let payloadPath = sources.payloadPath else {
            throw InputError(.usage, message: "no payload given")
        }
        let payload = try PayloadDecoder.decode(try readFile(payloadPath), file: payloadPath)
        var app = AppDescription.none
        if let appPath = sources.appPath {
            app = try AppDescriptionDecoder.decode(try readFile(appPath), file: appPath, readFile: readFile)
        }
        var strings: LocalizedStrings?
        if let stringsPath = sources.stringsPath {
            strings = try LocalizedStrings.parse(try readFile(stringsPath), file: stringsPath)
        }
        try validateViews(app)
        var overlays: [MapFeature] = []
        for path in sources.mapDataPaths {
            let bytes = try InputFile.read(path, limit: 64 << 20)
            do {
                overlays += try MapDataLoader.parse(bytes, fileName: path)
            } catch {
                throw InputError(file: path, location: error.location, path: error.path, message: error.message)
            }
        }
        let content = NotificationContent(payload: payload, strings: strings)
        var state = PreviewState(content: content, app: app, options: options, stage: stage)
        state.mapOverlays = overlays
        if let readAttachment {
            for (index, path) in sources.attachmentPaths.enumerated() {
                state.attachments.append(try readAttachment(.file(path: path), "attachment-\(index + 1)"))
            }
            if payload.aps.mutableContent {
                for service in app.serviceAttachments where payload.root[service.payloadKey] != nil {
                    let source: AttachmentSource = sources.builtinExample == nil
                        ? .file(path: service.file) : .bytes(try builtinBinary(service.file), path: service.file)
                    state.attachments.append(try readAttachment(source, service.payloadKey))
                }
            }
        }
        if stage == .expanded {
            _ = PreviewReducer.expand(&state)
        }
        return state
    }

    /// Checks the view elements whose specs can be checked before drawing (maps), so a bad app file
    /// fails at once with its position rather than drawing a note.
    static func validateViews(_ app: AppDescription) throws(InputError) {
        for contentExtension in app.extensions {
            for spec in contentExtension.view where spec.kind == "map" {
                do {
                    _ = try MapElement.decode(spec.node, path: spec.path)
                } catch {
                    throw InputError(file: app.file, location: error.location, path: error.path, message: error.message)
                }
            }
        }
    }

    /// Reads a file of a built-in example (paths relative to `Examples/`).
    static func builtinFile(_ path: String) throws(InputError) -> [UInt8] {
        let key = InputFile.normalize(path)
        guard let text = BuiltinExamples.files[key] else {
            throw InputError(.missingInput, file: path, message: "no such built-in example file")
        }
        return Array(text.utf8)
    }

    /// A binary file (picture) of a built-in example.
    static func builtinBinary(_ path: String) throws(InputError) -> [UInt8] {
        guard let bytes = BuiltinExamples.binary(InputFile.normalize(path)) else {
            throw InputError(.missingInput, file: path, message: "no such built-in example file")
        }
        return bytes
    }

    /// The names of the built-in examples (their folders).
    public static var builtinExampleNames: [String] {
        Array(Set(BuiltinExamples.files.keys.compactMap { $0.split(separator: "/").first.map(String.init) })).sorted()
    }
}
