#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel

/// Expands the file arguments of `lint`, `render`, `lockscreen` and the folders they watch: files as given, directories recursed for `*.json` and `*.apns`
/// (sorted by name, hidden entries and symbolic links to directories skipped).
public enum PayloadFiles {
    /// One file to lint, and whether it was found inside a directory argument (such a file that is
    /// an app description rather than a payload is skipped).
    public struct Entry: Sendable, Equatable {
        public var path: String
        public var fromDirectory: Bool
    }

    /// A file inside a directory argument that is named like a payload but is not read, and why:
    /// reported as a note, never skipped without a word.
    public struct Skipped: Sendable, Equatable {
        /// The path, its bytes that are not UTF-8 written `\xFF`.
        public var path: String
        public var reason: String
        /// `pushpeek: note:` line text (path sanitised for the terminal).
        public var description: String { "\(TerminalSafeText.sanitize(path)) skipped: \(reason)" }
    }

    public static let extensions: Set<String> = ["json", "apns"]

    /// The files to lint, in argument order; `errors` for directories that cannot be listed.
    public static func expand(_ arguments: [String], excluding excluded: Set<String> = []) -> (entries: [Entry], errors: [InputError]) {
        let expanded = expandReportingSkipped(arguments, excluding: excluded)
        return (expanded.entries, expanded.errors)
    }

    /// `expand`, and the files named like payloads inside directories that are not read: a name
    /// that is not UTF-8, a FIFO, socket or device, a symbolic link to nothing or to anything but a
    /// regular file.
    public static func expandReportingSkipped(_ arguments: [String], excluding excluded: Set<String> = [])
        -> (entries: [Entry], errors: [InputError], skipped: [Skipped]) {
        var entries: [Entry] = []
        var errors: [InputError] = []
        var skipped: [Skipped] = []
        let excludedNormalised = Set(excluded.map(InputFile.normalize))
        for argument in arguments {
            var info = stat()
            if stat(argument, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                let before = entries.count
                let errorsBefore = errors.count
                collect(directory: argument, into: &entries, errors: &errors, skipped: &skipped, excluding: excludedNormalised)
                if entries.count == before && errors.count == errorsBefore && skipped.isEmpty {
                    errors.append(InputError(.missingInput, file: argument, message: "the directory holds no *.json or *.apns file"))
                }
            } else {
                entries.append(Entry(path: argument, fromDirectory: false))
            }
        }
        return (entries, errors, skipped)
    }

    private static func collect(directory: String, into entries: inout [Entry], errors: inout [InputError],
                                skipped: inout [Skipped], excluding: Set<String>) {
        guard let names = directoryEntries(directory) else {
            errors.append(InputError(.missingInput, file: directory, message: "cannot list the directory"))
            return
        }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for raw in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) where raw.first != UInt8(ascii: ".") {
            guard let name = utf8Name(raw) else {
                if hasPayloadExtension(String(decoding: raw, as: UTF8.self)) {
                    skipped.append(Skipped(path: base + escaped(raw), reason: "its name is not valid UTF-8, and pushpeek opens files by UTF-8 names"))
                }
                continue
            }
            let path = base + name
            var link = stat()
            guard lstat(path, &link) == 0 else { continue }
            let type = link.st_mode & S_IFMT
            if type == S_IFDIR {
                collect(directory: path, into: &entries, errors: &errors, skipped: &skipped, excluding: excluding)
                continue
            }
            guard hasPayloadExtension(name) else { continue }
            if type == S_IFLNK {
                var target = stat()
                guard stat(path, &target) == 0 else {
                    skipped.append(Skipped(path: path, reason: "a symbolic link to nothing"))
                    continue
                }
                guard target.st_mode & S_IFMT == S_IFREG else {
                    skipped.append(Skipped(path: path, reason: "a symbolic link to \(kind(target.st_mode)), not to a regular file"))
                    continue
                }
            } else if type != S_IFREG {
                skipped.append(Skipped(path: path, reason: "\(kind(link.st_mode)) is not read"))
                continue
            }
            // Normalising every path is costly in a folder of thousands: only for a name that matches.
            if excluding.contains(where: { $0 == name || $0.hasSuffix("/" + name) }), excluding.contains(InputFile.normalize(path)) { continue }
            entries.append(Entry(path: path, fromDirectory: true))
        }
    }

    static func hasPayloadExtension(_ name: String) -> Bool {
        // On the UTF-8 bytes: "." is one byte that is never part of another character's.
        let bytes = name.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return extensions.contains(String(decoding: bytes[bytes.index(after: dot)...], as: UTF8.self).lowercased())
    }

    /// The name when its bytes are UTF-8 (decoding changes nothing), else nil.
    static func utf8Name(_ raw: [UInt8]) -> String? {
        let name = String(decoding: raw, as: UTF8.self)
        return name.utf8.elementsEqual(raw) ? name : nil
    }

    /// The name with each byte that is not part of a UTF-8 character written `\xFF`.
    static func escaped(_ raw: [UInt8]) -> String {
        var result = ""
        var index = 0
        while index < raw.count {
            // The longest UTF-8 character is 4 bytes: try the shortest valid run first.
            let valid = (1...4).first { length in
                index + length <= raw.count && utf8Name(Array(raw[index..<(index + length)])) != nil
            }
            if let valid {
                result += String(decoding: raw[index..<(index + valid)], as: UTF8.self)
                index += valid
            } else {
                let hex = String(raw[index], radix: 16, uppercase: true)
                result += "\\x" + (hex.count < 2 ? "0" : "") + hex
                index += 1
            }
        }
        return result
    }

    /// `a FIFO`, `a device` …, for a note.
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFDIR: return "a directory"
        default: return "not a regular file"
        }
    }

    /// The names in a directory as bytes (`.` and `..` left out), or nil when it cannot be read.
    private static func directoryEntries(_ directory: String) -> [[UInt8]]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var names: [[UInt8]] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
        }
        return names
    }
}
