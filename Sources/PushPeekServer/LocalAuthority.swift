#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CNghttp2
import PushPeekJSON

/// The certificate authority `pushpeek serve` makes on first use (an EC P-256 key and a
/// self-signed certificate, kept in a folder of the user's data directory) and the server
/// certificate it signs at each start for the names the server listens on.
public struct LocalAuthority {
    /// The folder holding `ca.pem` and `ca-key.pem`.
    public let folder: String
    public var certificatePath: String { folder + "/ca.pem" }
    var keyPath: String { folder + "/ca-key.pem" }

    let certificate: OpaquePointer
    let key: OpaquePointer

    /// The folder: `$XDG_DATA_HOME/pushpeek/ca`, else `~/.local/share/pushpeek/ca`.
    public static func defaultFolder() throws(InputError) -> String {
        if let data = environment("XDG_DATA_HOME"), data.hasPrefix("/") { return data + "/pushpeek/ca" }
        guard let home = environment("HOME"), !home.isEmpty else {
            throw InputError(.usage, message: "serve keeps its certificate authority under $XDG_DATA_HOME or $HOME; neither is set")
        }
        return home + "/.local/share/pushpeek/ca"
    }

    static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// The authority in `folder`, made there (folder 0700, key 0600) when it is not there yet.
    public init(folder: String) throws(InputError) {
        self.folder = folder
        if access(folder + "/ca.pem", F_OK) == 0 {
            guard let certificate = PEMFile.readCertificate(folder + "/ca.pem"), let key = PEMFile.readKey(folder + "/ca-key.pem") else {
                throw InputError(.badInput, file: folder + "/ca.pem", message: "the local certificate authority cannot be read (remove the folder to make a new one)")
            }
            self.certificate = certificate
            self.key = key
            return
        }
        try LocalAuthority.makeFolder(folder)
        guard let key = CertificateMaker.newKey(),
              let certificate = CertificateMaker.certificate(subject: "pushpeek local APNs CA", publicKey: key, issuer: nil,
                                                              signingKey: key, days: 3650, authority: true, names: []) else {
            throw InputError(.io, file: folder, message: "OpenSSL could not make the certificate authority")
        }
        guard PEMFile.write(key: key, to: folder + "/ca-key.pem"), PEMFile.write(certificate: certificate, to: folder + "/ca.pem") else {
            throw InputError(.io, file: folder, message: "cannot write the certificate authority")
        }
        self.certificate = certificate
        self.key = key
    }

    /// A new server key and certificate for `names` (DNS names and IP addresses), signed by the authority.
    func serverCertificate(names: [String]) -> (certificate: OpaquePointer, key: OpaquePointer)? {
        guard let key = CertificateMaker.newKey(),
              let certificate = CertificateMaker.certificate(subject: names.first ?? "localhost", publicKey: key, issuer: self.certificate,
                                                              signingKey: self.key, days: 30, authority: false, names: names) else { return nil }
        return (certificate, key)
    }

    static func makeFolder(_ folder: String) throws(InputError) {
        var path = ""
        for part in folder.split(separator: "/") {
            path += "/" + part
            if mkdir(path, 0o700) != 0 && errno != EEXIST {
                throw InputError(.io, file: path, message: "cannot make the folder: \(String(cString: strerror(errno)))")
            }
        }
    }
}
