/// Reads a payload, app description and strings table into the state a preview starts from.
public enum SessionLoader {
    public static func load(_ sources: SessionSources, options: CardOptions, stage: Stage) throws(InputError) -> PreviewState {
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
        let content = NotificationContent(payload: payload, strings: strings)
        var state = PreviewState(content: content, app: app, options: options, stage: stage)
        if stage == .expanded {
            _ = PreviewReducer.expand(&state)
        }
        return state
    }

    /// Reads a file of a built-in example (paths relative to `Examples/`).
    static func builtinFile(_ path: String) throws(InputError) -> [UInt8] {
        let key = InputFile.normalize(path)
        guard let text = BuiltinExamples.files[key] else {
            throw InputError(.missingInput, file: path, message: "no such built-in example file")
        }
        return Array(text.utf8)
    }

    /// The names of the built-in examples (their folders).
    public static var builtinExampleNames: [String] {
        Array(Set(BuiltinExamples.files.keys.compactMap { $0.split(separator: "/").first.map(String.init) })).sorted()
    }
}
