import PushPeekJSON
import PushPeekApp
import PushPeekModel
import PushPeekInteraction
import PushPeekPresentation
import PushPeekSession
import PushPeekImages
import PushPeekMapArchives

/// Reads the lock screen's notifications: the app description, strings and pictures once
/// (`SessionTemplate`), then each payload file into a `LockScreenNotification`.
struct LockScreenLoader {
    var template: SessionTemplate
    let options: LockScreenOptions
    /// The `--app` and `--strings` files, never taken for payloads when met in a folder.
    let excluded: Set<String>
    /// The `--watch` folders.
    let watchedFolders: [String]
    var listErrors: [InputError] = []
    /// The send key's edge, told each payload as it is read (nil headless, where nothing is sent).
    let sender: PreviewSender?
    /// Reads the payload files: from disk, or from the built-in example (`pushpeek demo lock-screen`).
    let readFile: AppDescriptionDecoder.FileReader
    /// Reads the files a folder's listing found, when they are on disk.
    private let listedFiles = ListedFileReader()
    /// Whether the files are the built-in example's.
    private let builtin: Bool
    /// The session and app every notification read is delivered in (one for the list, not one each).
    private var sharedSession: SharedPreviewSession?

    /// The loader for `arguments`' `--app` and `--strings`, or for `builtin`'s app and strings
    /// (the example's name, with those files' paths inside it).
    init(_ arguments: Arguments, options: LockScreenOptions, sender: PreviewSender?,
         builtin: (example: String, app: String, strings: String?)? = nil) throws(InputError) {
        self.options = options
        self.sender = sender
        let sources: SessionSources
        if let builtin {
            sources = SessionSources(appPath: builtin.app, stringsPath: builtin.strings, builtinExample: builtin.example)
        } else {
            sources = try AppSource.prepare(SessionSources(appPath: arguments.value("--app"), stringsPath: arguments.value("--strings")))
        }
        readFile = SessionTemplate.fileReader(for: sources)
        self.builtin = sources.builtinExample != nil
        template = try SessionTemplate(sources, readAttachment: AttachmentCache().load, mapSupport: MapArchiveReader())
        excluded = Set([arguments.value("--app"), arguments.value("--strings"), sources.appPath, sources.stringsPath].compactMap { $0 })
        watchedFolders = arguments.all("--watch")
        for folder in watchedFolders where !FolderWatcher.isDirectory(folder) {
            throw InputError(.missingInput, file: folder, message: "--watch needs a folder")
        }
    }

    /// The notification in `path`; nil for an app description found in a folder.
    mutating func notification(at path: String, fromDirectory: Bool, nameStart: Int? = nil, id: Int) throws(InputError) -> LockScreenNotification? {
        let bytes = try nameStart == nil || builtin ? readFile(path) : listedFiles.read(path, nameStart: nameStart)
        return try notification(bytes, source: path, fromDirectory: fromDirectory, id: id)
    }

    /// The notification a payload's bytes make (read from `source`: a file, or a push `serve` took).
    mutating func notification(_ bytes: [UInt8], source path: String, fromDirectory: Bool, id: Int) throws(InputError) -> LockScreenNotification? {
        guard let payload = try RenderBatch.payload(bytes, file: path, skippingAppDescription: fromDirectory) else { return nil }
        // Its texts and pictures, as `SessionTemplate.delivery` gives them, without a content or a
        // delivery (and its copy of the app description) made for each notification.
        let texts = NotificationContent.texts(payload.aps.alert, strings: template.strings)
        let media = try template.media(for: payload, category: payload.aps.category ?? "")
        sender?.loaded(bytes, from: path, notification: id)
        let shared = sharedSession ?? SharedPreviewSession(template.session(options: options.card), app: template.app)
        sharedSession = shared
        return LockScreenNotification(id: id, source: path, payload: payload, texts: texts, attachments: media.attachments,
                                      avatar: media.avatar, stage: .banner, bytes: bytes, in: shared)
    }
}
