#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation
import PushPeekLint
import PushPeekInteraction
import PushPeekSession
import PushPeekImages
import PushPeekMapArchives

/// `pushpeek render FILE|DIR …` for many payloads: every file in one process, the app description,
/// strings, map data and pictures read once, output in input order. Paths expand as for `lint`
/// (`PayloadFiles`: directories searched for `*.json` / `*.apns`, sorted, hidden entries skipped, the
/// `--app` and `--strings` files and app descriptions met in a directory left out).
///
/// Text and ANSI: each card follows a `==> FILE <==` line, cards separated by a blank line (as `head`
/// prints several files). JSON: JSON Lines — one compact object per line, the card document of
/// `render --format json` with a leading `"file"` member. A file that fails is reported on stderr
/// with its name and the others go on; the exit status is the worst (highest) of any file, 0 when
/// every card rendered.
enum RenderBatch {
    /// Bulk mode: more than one path, or a directory.
    static func applies(to arguments: Arguments) -> Bool {
        guard arguments.positionals.count == 1, let only = arguments.positionals.first else { return arguments.positionals.count > 1 }
        var info = stat()
        return stat(only, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    static func run(_ arguments: Arguments) -> Int32 {
        do throws(InputError) {
            let format = try arguments.choice("--format", OutputFormat.allCases, default: .text)
            if format.isPicture {
                throw InputError(.usage, message: "--format \(format.rawValue) draws one payload at a time; render each file on its own")
            }
            let theme = try ThemeChoice.theme(arguments)
            let depth = try ThemeChoice.depth(arguments, forTerminal: false) ?? .ansi256
            let keys = try KeyScript.scriptedKeys(arguments.value("--keys") ?? "")
            var options = try arguments.cardOptions()
            format.drawPictures(&options, theme: theme, depth: depth)
            let stage: Stage = arguments.has("--banner") ? .banner : .expanded
            var template = try SessionTemplate(try AppSource.prepare(SessionSources(appPath: arguments.value("--app"), stringsPath: arguments.value("--strings"),
                                                              mapDataPaths: arguments.all("--map-data"), attachmentPaths: arguments.all("--attachment"))),
                                               readAttachment: AttachmentCache().load, mapSupport: MapArchiveReader())
            let logWriter = try arguments.value("--log").map { path throws(InputError) in try LogWriter(path: path) }
            let excluded = Set([arguments.value("--app"), arguments.value("--strings")].compactMap { $0 })
            let (entries, listErrors) = PayloadFiles.expand(arguments.positionals, excluding: excluded)
            var output = OutputBuffer()
            var worst: Int32 = 0
            for error in listErrors { worst = max(worst, Output.fail(error)) }
            var first = true
            let files = ListedFileReader()
            for entry in entries {
                do throws(InputError) {
                    let path = entry.path
                    guard let payload = try payload(try files.read(path, nameStart: entry.nameStart), file: path,
                                                    skippingAppDescription: entry.fromDirectory) else { continue }
                    var replayed = try template.state(payload, options: options, stage: stage)
                    for entry in replayed.log.events { logWriter?.append(entry) }
                    let replay = ScriptedReplay.run(keys, on: &replayed)
                    for entry in replay.entries { logWriter?.append(entry) }
                    // Drawn from a constant: a variable was copied whole to be drawn.
                    let state = consume replayed
                    if !replay.textsWithoutField.isEmpty {
                        output.flush()
                        RenderCommand.warnAboutUntypedText(replay, state: state, file: path)
                    }
                    let card = CardRenderer.render(state, width: state.options.width ?? CardOptions.defaultWidth)
                    switch format {
                    case .json:
                        var document = CardJSON.document(for: card, state: state)
                        if case .object(let members) = document { document = .object([("file", .string(path))] + members) }
                        output.append(document.serialized() + "\n")
                    case .text, .ansi, .svg, .html:
                        if entries.count > 1 || arguments.positionals.count > 1 {
                            output.append((first ? "" : "\n") + "==> \(TerminalSafeText.sanitize(path)) <==\n")
                        }
                        if format == .ansi {
                            output.append(RenderCommand.ansi(card.grid, theme: theme, depth: depth))
                        } else {
                            output.appendBytes { TextSnapshot.append(card.grid, to: &$0) }
                        }
                    }
                    first = false
                } catch {
                    output.flush()
                    worst = max(worst, Output.fail(error))
                }
            }
            output.flush()
            return logWriter?.finalStatus(worst) ?? worst
        } catch {
            return Output.fail(error)
        }
    }

    /// The payload in a file; nil for an app description found in a directory (as `lint` skips it).
    static func payload(at path: String, skippingAppDescription: Bool) throws(InputError) -> Payload? {
        try payload(try InputFile.read(path), file: path, skippingAppDescription: skippingAppDescription)
    }

    /// The payload in `bytes`, read from `path`; nil for an app description found in a directory.
    static func payload(_ bytes: [UInt8], file path: String, skippingAppDescription: Bool) throws(InputError) -> Payload? {
        guard skippingAppDescription else { return try PayloadDecoder.decode(bytes, file: path) }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw InputError(file: path, location: error.location, message: error.message)
        }
        if root["aps"] == nil, root["categories"] != nil || root["extensions"] != nil { return nil }
        do {
            return try PayloadDecoder.decode(root, byteCount: bytes.count)
        } catch {
            throw error.inFile(path)
        }
    }
}
