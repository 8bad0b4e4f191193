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
        /// Where the name starts in `path`, when the folder's listing reported a regular file: such
        /// a file is read relative to its folder (`ListedFileReader`).
        public var nameStart: Int?

        public init(path: String, fromDirectory: Bool, nameStart: Int? = nil) {
            self.path = path
            self.fromDirectory = fromDirectory
            self.nameStart = nameStart
        }
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
        guard let listing = DirectoryListing(directory) else {
            errors.append(InputError(.missingInput, file: directory, message: "cannot list the directory"))
            return
        }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for found in listing.entries {
            let (utf8, isPayload) = listing.withName(found) { raw in (isUTF8(raw), hasPayloadExtension(raw)) }
            guard utf8 else {
                if isPayload {
                    let path = base + listing.withName(found) { escaped(Array($0)) }
                    skipped.append(Skipped(path: path, reason: "its name is not valid UTF-8, and pushpeek opens files by UTF-8 names"))
                }
                continue
            }
            // The type the listing gave; only a file system that gives none is asked per file (each
            // `lstat` or `stat` is counted in `WorkCounter`).
            guard found.type == S_IFDIR || isPayload || found.type == nil else { continue }
            let path = listing.withName(found) { joined(base, $0) }
            var mode = found.type ?? 0
            if found.type == nil {
                WorkCounter.add(1)
                var link = stat()
                guard lstat(path, &link) == 0 else { continue }
                mode = link.st_mode & S_IFMT
            }
            if mode == S_IFDIR {
                collect(directory: path, into: &entries, errors: &errors, skipped: &skipped, excluding: excluding)
                continue
            }
            guard isPayload else { continue }
            if mode == S_IFLNK {
                WorkCounter.add(1)
                var target = stat()
                guard stat(path, &target) == 0 else {
                    skipped.append(Skipped(path: path, reason: "a symbolic link to nothing"))
                    continue
                }
                guard target.st_mode & S_IFMT == S_IFREG else {
                    skipped.append(Skipped(path: path, reason: "a symbolic link to \(kind(target.st_mode)), not to a regular file"))
                    continue
                }
            } else if mode != S_IFREG {
                skipped.append(Skipped(path: path, reason: "\(kind(mode)) is not read"))
                continue
            }
            // Normalising every path is costly in a folder of thousands: only for a name that matches.
            if !excluding.isEmpty, listing.withName(found, { raw in
                let name = String(decoding: raw, as: UTF8.self)
                return excluding.contains { $0 == name || $0.hasSuffix("/" + name) }
            }), excluding.contains(InputFile.normalize(path)) { continue }
            entries.append(Entry(path: path, fromDirectory: true, nameStart: mode == S_IFREG ? base.utf8.count : nil))
        }
    }

    /// Whether the name ends in one of `extensions`, in any case. On the bytes: "." is one byte that
    /// is never part of another character's, and no character outside ASCII lower-cases to these
    /// extensions' letters.
    static func hasPayloadExtension(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let dot = raw.lastIndex(of: UInt8(ascii: ".")), raw.count - dot - 1 <= 4 else { return false }
        return extensionKeys.contains(key(raw[(dot + 1)...]))
    }

    /// `extensions`, each up to 4 letters as one number.
    private static let extensionKeys = extensions.map { key(Array($0.utf8)[...]) }

    /// Up to 4 bytes, ASCII letters lower-cased, as one number (a name holds no zero byte, so
    /// different lengths differ).
    private static func key<Bytes: Collection>(_ bytes: Bytes) -> UInt32 where Bytes.Element == UInt8 {
        bytes.reduce(0) { $0 << 8 | UInt32((0x41...0x5A).contains($1) ? $1 | 0x20 : $1) }
    }

    /// Whether a name's bytes are UTF-8 (decoding them changes nothing). ASCII is UTF-8: the common
    /// case, checked without decoding.
    static func isUTF8(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        raw.allSatisfy { $0 < 0x80 } || String(decoding: raw, as: UTF8.self).utf8.elementsEqual(raw)
    }

    /// `base` followed by the UTF-8 `name`, made in one allocation.
    static func joined(_ base: String, _ name: UnsafeBufferPointer<UInt8>) -> String {
        let baseCount = base.utf8.count
        return String(unsafeUninitializedCapacity: baseCount + name.count) { buffer in
            _ = buffer.initialize(from: base.utf8)
            _ = UnsafeMutableBufferPointer(rebasing: buffer[baseCount...]).initialize(from: name)
            return baseCount + name.count
        }
    }

    /// The name with each byte that is not part of a UTF-8 character written `\xFF`.
    static func escaped(_ raw: [UInt8]) -> String {
        var result = ""
        var index = 0
        while index < raw.count {
            // The longest UTF-8 character is 4 bytes: try the shortest valid run first.
            let valid = (1...4).first { length in
                index + length <= raw.count && raw[index..<(index + length)].withUnsafeBufferPointer(isUTF8)
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
}
