import Foundation

// Writes a Swift source file holding the files of a folder (`Examples/`, `Themes/`), run by the
// EmbedFolders build-tool plugin at build time, so the binary carries them without a resource bundle
// to find at run time and no generated copy is committed.
//
// Usage: pushpeek-embed TYPE FOLDER OUTPUT [--skip-xcode-imports]
//   TYPE     the enum the file declares (`BuiltinExamples`)
//   FOLDER   the folder read; the keys are paths relative to it (`calendar/app.json`)
//   OUTPUT   the Swift file written
// Text files (.json .apns .plist .strings .md .geojson) become `files`, verbatim; pictures and
// movies (.png .jpg .jpeg .gif .mp4 .pmtiles) become `binaryFiles`, base64-encoded. With
// --skip-xcode-imports, an app description that imports an Xcode project is left out: the project
// is not carried, so it is read from disk only.

let textSuffixes = [".json", ".apns", ".plist", ".strings", ".md", ".geojson"]
let binarySuffixes = [".png", ".jpg", ".jpeg", ".gif", ".mp4", ".pmtiles"]

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("pushpeek-embed: \(message)\n".utf8))
    exit(1)
}

/// `text` as the body of a multi-line string literal that yields it exactly: backslashes, quotes,
/// carriage returns and other control characters escaped, line feeds kept as lines.
func literalBody(_ text: String) -> String {
    var body = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": body += "\\\\"
        case "\"": body += "\\\""
        case "\n": body += "\n"
        case "\t": body += "\\t"
        case "\r": body += "\\r"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                body += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                body.unicodeScalars.append(scalar)
            }
        }
    }
    return body
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, arguments.dropFirst(3).allSatisfy({ $0 == "--skip-xcode-imports" }) else {
    fail("usage: pushpeek-embed TYPE FOLDER OUTPUT [--skip-xcode-imports]")
}
let (typeName, folder, output) = (arguments[0], arguments[1], arguments[2])
let skipsXcodeImports = arguments.contains("--skip-xcode-imports")

let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
guard let walker = FileManager.default.enumerator(atPath: root.path) else { fail("\(folder): cannot read the folder") }
var relativePaths: [String] = []
while let relative = walker.nextObject() as? String {
    relativePaths.append(relative)
}

var texts: [(String, String)] = []
var binaries: [(String, String)] = []
for relative in relativePaths.sorted() {
    let lowered = relative.lowercased()
    let isText = textSuffixes.contains { lowered.hasSuffix($0) }
    guard isText || binarySuffixes.contains(where: { lowered.hasSuffix($0) }) else { continue }
    let url = root.appendingPathComponent(relative)
    guard let data = FileManager.default.contents(atPath: url.path) else { fail("\(folder)/\(relative): cannot read the file") }
    if isText {
        guard let text = String(data: data, encoding: .utf8) else { fail("\(folder)/\(relative): not UTF-8 text") }
        if skipsXcodeImports && lowered.hasSuffix(".json") && text.contains("\"import\":") { continue }
        texts.append((relative, text))
    } else {
        binaries.append((relative, data.base64EncodedString(options: [.lineLength76Characters, .endLineWithLineFeed])))
    }
}
if texts.isEmpty && binaries.isEmpty { fail("\(folder): no files to embed") }

var source = """
    // Written at build time by pushpeek-embed from \(root.lastPathComponent)/; not committed.

    /// The files of `\(root.lastPathComponent)/`, compiled in so the binary needs no file beside it.
    package enum \(typeName) {
        /// Text files: path relative to the folder → contents.
        package static let files: [String: String] = [

    """
for (relative, text) in texts {
    source += "        \"\(literalBody(relative))\": \"\"\"\n\(literalBody(text))\n\"\"\",\n"
}
source += texts.isEmpty ? "    :]\n" : "    ]\n"
source += """

        /// Pictures and movies, base64-encoded over lines: path relative to the folder → contents.
        package static let binaryFiles: [String: String] = [

    """
for (relative, encoded) in binaries {
    source += "        \"\(literalBody(relative))\": \"\"\"\n\(encoded)\n\"\"\",\n"
}
source += binaries.isEmpty ? "    :]\n}\n" : "    ]\n}\n"

do {
    let outputURL = URL(fileURLWithPath: output)
    try FileManager.default.createDirectory(at: outputURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(source.utf8).write(to: outputURL, options: .atomic)
} catch {
    fail("\(output): \(error.localizedDescription)")
}
