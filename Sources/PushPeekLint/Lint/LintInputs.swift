#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel

/// Expands lint's file arguments: files as given, directories recursed for `*.json` and `*.apns`
/// (sorted by name, hidden entries and symbolic links to directories skipped).
public enum LintInputs {
    /// One file to lint, and whether it was found inside a directory argument (such a file that is
    /// an app description rather than a payload is skipped).
    public struct Entry: Sendable, Equatable {
        public var path: String
        public var fromDirectory: Bool
    }

    public static let extensions: Set<String> = ["json", "apns"]

    /// The files to lint, in argument order; `errors` for directories that cannot be listed.
    public static func expand(_ arguments: [String], excluding excluded: Set<String> = []) -> (entries: [Entry], errors: [InputError]) {
        var entries: [Entry] = []
        var errors: [InputError] = []
        let excludedNormalised = Set(excluded.map(InputFile.normalize))
        for argument in arguments {
            var info = stat()
            if stat(argument, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                let before = entries.count
                let errorsBefore = errors.count
                collect(directory: argument, into: &entries, errors: &errors, excluding: excludedNormalised)
                if entries.count == before && errors.count == errorsBefore {
                    errors.append(InputError(.missingInput, file: argument, message: "the directory holds no *.json or *.apns file"))
                }
            } else {
                entries.append(Entry(path: argument, fromDirectory: false))
            }
        }
        return (entries, errors)
    }

    private static func collect(directory: String, into entries: inout [Entry], errors: inout [InputError], excluding: Set<String>) {
        guard let names = directoryEntries(directory) else {
            errors.append(InputError(.missingInput, file: directory, message: "cannot list the directory"))
            return
        }
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) where !name.hasPrefix(".") {
            let path = base + name
            var link = stat()
            guard lstat(path, &link) == 0 else { continue }
            let type = link.st_mode & S_IFMT
            if type == S_IFDIR {
                collect(directory: path, into: &entries, errors: &errors, excluding: excluding)
                continue
            }
            guard let dot = name.lastIndex(of: "."), extensions.contains(name[name.index(after: dot)...].lowercased()) else { continue }
            if type == S_IFLNK {
                var target = stat()
                guard stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFREG else { continue }
            } else if type != S_IFREG {
                continue
            }
            // Normalising every path is costly in a folder of thousands: only for a name that matches.
            if excluding.contains(where: { $0 == name || $0.hasSuffix("/" + name) }), excluding.contains(InputFile.normalize(path)) { continue }
            entries.append(Entry(path: path, fromDirectory: true))
        }
    }

    /// The names in a directory (`.` and `..` left out), or nil when it cannot be read.
    private static func directoryEntries(_ directory: String) -> [String]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
