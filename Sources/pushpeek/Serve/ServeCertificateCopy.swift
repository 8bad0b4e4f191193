#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON

/// `--ca-out FILE`: the CA certificate written where the client will look for it.
enum ServeCertificateCopy {
    /// Writes `bytes` to `path` (replacing it) and returns the path.
    static func save(_ bytes: [UInt8], to path: String) throws(InputError) -> String {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw InputError(.io, file: path, message: "cannot write --ca-out: \(String(cString: strerror(errno)))") }
        defer { _ = close(descriptor) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw InputError(.io, file: path, message: "cannot write --ca-out") }
        return path
    }
}
