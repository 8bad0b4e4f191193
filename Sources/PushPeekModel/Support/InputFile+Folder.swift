#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON

/// Files that must stay inside an app description's folder (its `infoPlist`): `resolve` refuses a
/// path that leads out by name or through a symbolic link, and the read checks the open descriptor
/// again, so a link swapped in between the two cannot lead out either.
extension InputFile {
    /// Reads files that must lie inside the folder of `base` (an app description).
    public static func reader(inFolderOf base: String) -> (String) throws(InputError) -> [UInt8] {
        let folder = confiningFolder(of: base)
        return { path throws(InputError) in try read(path, inside: folder) }
    }

    /// The folder the files `base` (an app description) names must lie inside: its own (`.` for a
    /// bare file name).
    public static func confiningFolder(of base: String) -> String {
        let folder = folder(of: base)
        return folder.isEmpty ? "." : folder
    }

    /// Whether the file at `path` exists and, symbolic links followed, lies outside `folder`. Checked
    /// before a file is examined; `read(_:limit:inside:)` checks the open file again.
    public static func leadsOutside(_ path: String, folder: String) -> Bool {
        guard let real = realPath(path), let realFolder = realPath(folder) else { return false }
        return !isInside(real, realFolder)
    }

    /// The folder part of `path` (`""` for a bare name, `/` for a file at the root).
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// Throws unless the file open on `descriptor` lies inside `folder` (both as real paths).
    package static func checkInside(_ descriptor: Int32, path: String, folder: String) throws(InputError) {
        guard let realFolder = realPath(folder), let opened = openedPath(descriptor) ?? realPath(path), isInside(opened, realFolder) else {
            throw outsideError(path)
        }
    }

    /// The error for a file named inside an app description's folder that leads out of it.
    public static func outsideError(_ path: String) -> InputError {
        InputError(.badInput, file: path, message: "leads outside the app description's folder (a symbolic link); it is not read")
    }

    /// Whether the real path `real` is `realFolder` or below it.
    package static func isInside(_ real: String, _ realFolder: String) -> Bool {
        real == realFolder || real.hasPrefix(realFolder.hasSuffix("/") ? realFolder : realFolder + "/")
    }

    /// The path of the file open on `descriptor`, as the kernel knows it (nil where it cannot tell).
    package static func openedPath(_ descriptor: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        #if os(Linux)
        guard readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1) > 0 else { return nil }
        #elseif canImport(Darwin)
        guard fcntl(descriptor, F_GETPATH, &buffer) != -1 else { return nil }
        #endif
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
