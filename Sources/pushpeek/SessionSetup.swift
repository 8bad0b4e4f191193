import PushPeekJSON
import PushPeekPresentation
import PushPeekSession
import PushPeekImages
import PushPeekMapArchives

/// Turns the command line into the sources and options a preview or render starts from.
enum SessionSetup {
    /// The payload, app, strings, map data and attachments named on the command line.
    static func sources(_ arguments: Arguments, payload: String) -> SessionSources {
        SessionSources(payloadPath: payload, appPath: arguments.value("--app"), stringsPath: arguments.value("--strings"),
                       mapDataPaths: arguments.all("--map-data"), attachmentPaths: arguments.all("--attachment"))
    }

    /// The built-in demo, with the map data and attachments named on the command line.
    static func demo(_ arguments: Arguments) -> SessionSources {
        var sources = SessionSources.demo
        sources.mapDataPaths = arguments.all("--map-data")
        sources.attachmentPaths = arguments.all("--attachment")
        return sources
    }

    /// Reads everything; pictures are decoded with the system's libpng and libjpeg, map archives read
    /// with zlib and SQLite. `onPicture` is called after each picture read.
    static func load(_ sources: SessionSources, options: CardOptions, stage: Stage, onPicture: (() -> Void)? = nil) throws(InputError) -> PreviewState {
        try loadKeepingPayload(sources, options: options, stage: stage, onPicture: onPicture).state
    }

    /// `load`, and the payload's bytes as read for it (nil without a payload path), each file read once.
    static func loadKeepingPayload(_ sources: SessionSources, options: CardOptions, stage: Stage,
                                   onPicture: (() -> Void)? = nil) throws(InputError) -> (state: PreviewState, payload: [UInt8]?) {
        let cache = AttachmentCache()
        let read: SessionLoader.AttachmentReader = onPicture.map { SessionLoader.reader(cache.load, onPicture: $0) } ?? cache.load
        var prepared = try AppSource.prepare(sources)
        // Read after the app description and before the rest, where `SessionLoader.load` reads it.
        if let path = prepared.payloadPath { prepared.payloadBytes = try SessionTemplate.fileReader(for: prepared)(path) }
        let state = try SessionLoader.load(prepared, options: options, stage: stage, readAttachment: read, mapSupport: MapArchiveReader())
        return (state, prepared.payloadBytes)
    }
}
