import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekApp
import PushPeekPresentation
import PushPeekInteraction

/// What many payloads of one session share — the app description, the strings table, the map
/// overlays (the app's `mapData`, then `--map-data`) and the `--attachment` pictures — read and checked once, so a bulk `render` pays per
/// payload only for its parse, decode and layout. `SessionLoader.load` is this with one payload.
public struct SessionTemplate {
    public var app: AppDescription
    public var strings: LocalizedStrings?
    public var mapOverlays: [MapFeature]
    /// Why `--map-data` GeoJSON was drawn only in part (its budget was spent), if it was.
    public var mapOverlayNote: String?
    /// The vector tile archives (the app's `mapData`, then `--map-data`; possibly none) and the
    /// session's drawn maps, so a frame that shows the same map again does not draw it again.
    public var mapTiles: MapTileSet
    /// The `--attachment` files, decoded (empty without an attachment reader).
    public var attachments: [Attachment]
    private let readAttachment: SessionLoader.AttachmentReader?
    private let isBuiltin: Bool
    /// Service-extension downloads already decoded, by payload key and file.
    private var downloads: [String: Attachment] = [:]

    /// Reads everything in `sources` except the payload. Pictures are decoded by `readAttachment`
    /// (the edge supplies it); without one, attachments are left out.
    /// Archives are read with `mapSupport` (zlib and SQLite; the edge supplies it too).
    public init(_ sources: SessionSources, readAttachment: SessionLoader.AttachmentReader? = nil,
                mapSupport: (any MapArchiveSupport)? = nil) throws(InputError) {
        let readFile = SessionTemplate.fileReader(for: sources)
        isBuiltin = sources.builtinExample != nil
        self.readAttachment = readAttachment
        app = AppDescription.none
        if let appPath = sources.appPath {
            let readPlist = isBuiltin ? readFile : InputFile.reader(inFolderOf: appPath)
            let bytes: [UInt8]
            if let preloaded = sources.appBytes { bytes = preloaded } else { bytes = try readFile(appPath) }
            app = try AppDescriptionDecoder.decode(bytes, file: appPath, readFile: readPlist)
        }
        if let stringsPath = sources.stringsPath {
            strings = try LocalizedStrings.parse(try readFile(stringsPath), file: stringsPath)
        }
        mapOverlays = app.mapFeatures
        var archives = try Self.openArchives(of: app, builtin: isBuiltin, support: mapSupport)
        for path in sources.mapDataPaths {
            do throws(MapArchiveError) {
                if let archive = try MapArchiveLoader.open(path: path, support: mapSupport) {
                    archives.append(archive)
                    continue
                }
            } catch {
                throw error.located(file: path, part: "").inputError
            }
            let bytes = try InputFile.read(path, limit: 64 << 20)
            do {
                let read = try MapDataLoader.read(bytes, fileName: path)
                mapOverlays += read.features
                mapOverlayNote = mapOverlayNote ?? read.note
            } catch {
                throw InputError(file: path, location: error.location, path: error.path, message: error.message)
            }
        }
        mapTiles = MapTileSet(archives: archives)
        attachments = []
        if let readAttachment {
            for (index, path) in sources.attachmentPaths.enumerated() {
                attachments.append(try readAttachment(.file(path: path), "attachment-\(index + 1)"))
            }
            if let icon = app.app.iconFile { app.iconPicture = try read(icon, identifier: "app-icon", with: readAttachment) }
        }
    }

    /// Opens the vector tile archives the app description's `mapData` names: from the built-in
    /// example, or from disk only inside the app description's folder, checked on the open file (a
    /// link swapped in since the app description was read cannot lead out, a FIFO cannot hold the
    /// open). An error names the app description, where it names the archive and its JSON path, then
    /// the archive and what went wrong.
    public static func openArchives(of app: AppDescription, builtin: Bool = false,
                                    support: (any MapArchiveSupport)?) throws(InputError) -> [any TileArchive] {
        let folder = app.file.map(InputFile.confiningFolder(of:)) ?? "."
        var archives: [any TileArchive] = []
        for reference in app.mapArchives {
            let bytes = builtin ? try SessionLoader.builtinBinary(reference.file) : nil
            do throws(MapArchiveError) {
                if let bytes {
                    archives.append(try MapArchiveLoader.open(bytes: bytes, path: reference.file, support: support))
                } else if let archive = try MapArchiveLoader.open(path: reference.file, inside: folder, support: support) {
                    archives.append(archive)
                }
            } catch {
                let located = error.located(file: reference.file, part: "")
                throw InputError(located.inputError.kind, file: app.file, location: reference.location, path: reference.path,
                                 message: located.description)
            }
        }
        return archives
    }

    /// Reads files from disk, or from the built-in example the sources name.
    public static func fileReader(for sources: SessionSources) -> AppDescriptionDecoder.FileReader {
        sources.builtinExample == nil
            ? { path throws(InputError) in try InputFile.read(path) }
            : { path throws(InputError) in try SessionLoader.builtinFile(path) }
    }

    /// The session for one decoded payload.
    public mutating func state(_ payload: Payload, options: CardOptions, stage: Stage) throws(InputError) -> PreviewState {
        var state = PreviewState(try delivery(payload), session: session(options: options), stage: stage)
        if stage == .expanded {
            _ = PreviewReducer.expand(&state)
        }
        return state
    }

    /// A session with `options` and the template's map data, before any notification.
    public func session(options: CardOptions) -> PreviewSession {
        var session = PreviewSession(options: options)
        session.mapOverlays = mapOverlays
        session.mapOverlayNote = mapOverlayNote
        session.mapTiles = mapTiles
        return session
    }

    /// One decoded payload as delivered: its content (in the template's strings), the app, and the
    /// attachments and communication avatar the app gives it (each file read once).
    public mutating func delivery(_ payload: Payload) throws(InputError) -> PreviewDelivery {
        let content = NotificationContent(payload: payload, strings: strings)
        let media = try media(for: content)
        return PreviewDelivery(content: content, app: app, attachments: media.attachments, communicationAvatarFile: media.avatar)
    }

    /// The attachments and communication avatar the app gives a notification of `content` (each
    /// file read once); none without an attachment reader.
    public mutating func media(for content: NotificationContent) throws(InputError) -> (attachments: [Attachment], avatar: Attachment?) {
        try media(for: content.payload, category: content.categoryIdentifier)
    }

    /// The same for a payload whose content is in `category`, with no content made (the lock
    /// screen's list, which keeps only the texts).
    public mutating func media(for payload: Payload, category: String) throws(InputError) -> (attachments: [Attachment], avatar: Attachment?) {
        guard let readAttachment else { return ([], nil) }
        var found = attachments
        if payload.aps.mutableContent {
            for service in app.serviceAttachments where payload.root[service.payloadKey] != nil {
                let key = service.payloadKey + "\u{0}" + service.file
                if let cached = downloads[key] {
                    found.append(cached)
                    continue
                }
                let attachment = try read(service.reference, identifier: service.payloadKey, with: readAttachment)
                downloads[key] = attachment
                found.append(attachment)
            }
        }
        guard case .file(let reference)? = app.category(category)?.communication?.avatar else { return (found, nil) }
        let key = "avatar\u{0}" + reference.file
        if let cached = downloads[key] { return (found, cached) }
        let avatar = try read(reference, identifier: "avatar", with: readAttachment)
        downloads[key] = avatar
        return (found, avatar)
    }

    /// Reads a file the app description names: from the built-in example, or from disk only inside
    /// the app description's folder (checked on the open file too: a link swapped in since the app
    /// description was read cannot lead out). An error names the app description, where it names
    /// the file and its JSON path, then the file and what went wrong.
    private func read(_ reference: AppFileReference, identifier: String,
                      with readAttachment: SessionLoader.AttachmentReader) throws(InputError) -> Attachment {
        if isBuiltin { return try readAttachment(.bytes(try SessionLoader.builtinBinary(reference.file), path: reference.file), identifier) }
        do {
            return try readAttachment(.file(path: reference.file, inside: app.file.map(InputFile.confiningFolder(of:)) ?? "."), identifier)
        } catch {
            throw InputError(error.kind, file: app.file, location: reference.location, path: reference.path,
                             message: (error.file ?? reference.file) + ": " + error.message)
        }
    }

    /// Reads and decodes the payload at `path`, then builds its session.
    public mutating func state(payloadAt path: String, options: CardOptions, stage: Stage) throws(InputError) -> PreviewState {
        try state(try PayloadDecoder.decode(try InputFile.read(path), file: path), options: options, stage: stage)
    }
}
