#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `read(2)` and `write(2)`, named apart from the type members that would hide them.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// Where the provider token is kept between runs, so that every `send` and every press of the
/// preview's send key uses one token for as long as APNs wants it: `$XDG_CACHE_HOME/pushpeek/`
/// (else `~/.cache/pushpeek/`; `~/Library/Caches/pushpeek/` on the Mac), one file per team and key
/// ID, mode 600 in a folder of mode 700. The file holds the token and its `iat`, never the key.
/// A file that is not the user's own or others can read is ignored; failing to write it is not an error.
struct ProviderTokenFile {
    let path: String?

    init(teamID: String, keyID: String) {
        let environment = { (name: String) in getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } }
        #if canImport(Darwin)
        let folder = environment("HOME").map { $0 + "/Library/Caches/pushpeek" }
        #else
        let folder = environment("XDG_CACHE_HOME").map { $0 + "/pushpeek" } ?? environment("HOME").map { $0 + "/.cache/pushpeek" }
        #endif
        let safe = { (text: String) in text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) } }
        guard let folder, safe(teamID), safe(keyID), !teamID.isEmpty, !keyID.isEmpty else {
            path = nil
            return
        }
        path = folder + "/provider-token-\(teamID)-\(keyID)"
    }

    /// The file's bytes when it is a regular file of this user that only they can read and write.
    func read() -> [UInt8]? {
        guard let path else { return nil }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == getuid(),
              info.st_mode & 0o077 == 0, info.st_size < 4096 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer.prefix(count)) : nil
    }

    /// Replaces the file with `bytes` (written to a new file of mode 600, then renamed over it).
    func write(_ bytes: [UInt8]) {
        guard let path, let slash = path.lastIndex(of: "/") else { return }
        let folder = String(path[..<slash])
        if let parent = folder.lastIndex(of: "/") { mkdir(String(folder[..<parent]), 0o700) }
        mkdir(folder, 0o700)
        let temporary = path + ".\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return }
        let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        if written != bytes.count || rename(temporary, path) != 0 { unlink(temporary) }
    }
}
