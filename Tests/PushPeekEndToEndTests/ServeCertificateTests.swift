import Foundation
import Testing

/// Certificate-based authentication of `pushpeek serve --client-ca`: a client certificate signed by
/// that CA stands in for a provider token; one signed by another is answered BadCertificate.
@Suite(.needsAPNsStandIn, .serialized)
struct ServeCertificateTests {
    @Test("A client certificate from --client-ca is taken; another is BadCertificate; none is MissingProviderToken")
    func clientCertificates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-serve-certs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = """
        set -e
        ec="-newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 1"
        openssl req -x509 $ec -keyout ca.key -out ca.pem -subj /CN=ProviderCA -addext basicConstraints=critical,CA:TRUE 2>/dev/null
        openssl req $ec -keyout client.key -out client.csr -subj /UID=com.example.app/CN=Apple_Push_Services:com.example.app 2>/dev/null
        openssl x509 -req -in client.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out client.pem -days 1 2>/dev/null
        openssl req -x509 $ec -keyout stranger.key -out stranger.pem -subj /CN=stranger 2>/dev/null
        """
        let made = try ExternalTool.run(["/bin/sh", "-c", script], in: folder)
        try #require(made.status == 0, "\(made)")
        let server = try ServeTestServer(["--app", "app.json", "--client-ca", folder.appendingPathComponent("ca.pem").path], files: ServeFixtures.files)
        let path = "/3/device/" + ServeTestServer.device
        let topic = [("apns-topic", ServeTestServer.topic)]
        let trusted = try server.curl(path, headers: topic, extra: ["--cert", folder.appendingPathComponent("client.pem").path,
                                                                    "--key", folder.appendingPathComponent("client.key").path])
        #expect(trusted.status == 200, "\(trusted)")
        let stranger = try server.curl(path, headers: topic, extra: ["--cert", folder.appendingPathComponent("stranger.pem").path,
                                                                     "--key", folder.appendingPathComponent("stranger.key").path])
        #expect(stranger.status == 403 && stranger.body.contains("BadCertificate"), "\(stranger)")
        let none = try server.curl(path, headers: topic)
        #expect(none.status == 403 && none.body.contains("MissingProviderToken"))
        #expect(server.stop() == 1)
    }
}
