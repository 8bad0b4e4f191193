import PushPeekCore
import PushPeekImages

/// Turns the command line into the sources and options a preview or render starts from.
enum SessionSetup {
    /// The payload, app, strings, map data and attachments named on the command line.
    static func sources(_ arguments: Arguments, payload: String) -> SessionSources {
        SessionSources(payloadPath: payload, appPath: arguments.value("--app"), stringsPath: arguments.value("--strings"),
                       mapDataPaths: arguments.all("--map-data"), attachmentPaths: arguments.all("--attachment"))
    }

    /// Reads everything; pictures are decoded with the system's libpng and libjpeg.
    static func load(_ sources: SessionSources, options: CardOptions, stage: Stage) throws(InputError) -> PreviewState {
        let cache = AttachmentCache()
        return try SessionLoader.load(sources, options: options, stage: stage) { source, identifier throws(InputError) in
            try cache.load(source, identifier: identifier)
        }
    }
}
