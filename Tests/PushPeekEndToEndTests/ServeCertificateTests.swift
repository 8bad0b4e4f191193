import Foundation
import Testing

/// Certificate-based authentication of `pushpeek serve --client-ca`: a client certificate signed by
/// that CA stands in for a provider token; one signed by another is answered BadCertificate. The
/// certificates are made by openssl as Apple makes push certificates: the bundle ID as the
/// subject's UID, the environment as extension 1.2.840.113635.100.6.3.1 (development) or .3.2
/// (production), a universal certificate's topics in extension .3.6.
@Suite(.needsAPNsStandIn, .serialized)
final class ServeCertificateTests {
    let folder: URL

    deinit { try? FileManager.default.removeItem(at: folder) }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-serve-certs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let made = try ExternalTool.run(["/bin/sh", "-c", """
            openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 1 -keyout ca.key -out ca.pem \
              -subj /CN=ProviderCA -addext basicConstraints=critical,CA:TRUE 2>/dev/null
            """], in: folder)
        try #require(made.status == 0, "\(made)")
    }

    /// A client certificate `name`.pem (and .key) with `subject`, signed by the test CA (or
    /// self-signed when `trusted` is false), carrying `extensions` (`OID=DER:hex`).
    func certificate(_ name: String, subject: String, extensions: [String] = [], trusted: Bool = true) throws -> [String] {
        let added = extensions.map { "-addext '\($0)'" }.joined(separator: " ")
        let ec = "-newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes"
        let script = trusted
            ? "set -e; openssl req \(ec) -keyout \(name).key -out \(name).csr -subj '\(subject)' \(added) 2>/dev/null; "
                + "openssl x509 -req -in \(name).csr -CA ca.pem -CAkey ca.key -CAcreateserial -out \(name).pem -days 1 -copy_extensions copy 2>/dev/null"
            : "openssl req -x509 \(ec) -days 1 -keyout \(name).key -out \(name).pem -subj '\(subject)' \(added) 2>/dev/null"
        let made = try ExternalTool.run(["/bin/sh", "-c", script], in: folder)
        try #require(made.status == 0, "\(made)")
        return ["--cert", folder.appendingPathComponent("\(name).pem").path, "--key", folder.appendingPathComponent("\(name).key").path]
    }

    static let development = "1.2.840.113635.100.6.3.1=DER:0500"
    static let production = "1.2.840.113635.100.6.3.2=DER:0500"

    /// Extension 1.2.840.113635.100.6.3.6 as Apple writes it: each topic (UTF8String) followed by a
    /// SEQUENCE naming its kind.
    static func topics(_ topics: [(String, String)]) -> String {
        func element(_ tag: UInt8, _ content: [UInt8]) -> [UInt8] { [tag, UInt8(content.count)] + content }
        let inner = topics.flatMap { element(0x0C, Array($0.0.utf8)) + element(0x30, element(0x0C, Array($0.1.utf8))) }
        return "1.2.840.113635.100.6.3.6=DER:" + element(0x30, inner).map { String(format: "%02x", $0) }.joined()
    }

    func server(_ extra: [String] = []) throws -> ServeTestServer {
        try ServeTestServer(["--app", "app.json", "--client-ca", folder.appendingPathComponent("ca.pem").path] + extra, files: ServeFixtures.files)
    }

    /// The status and reason (or OK) of one push with `certificate` and these headers.
    static func answer(_ server: ServeTestServer, _ certificate: [String], headers: [(String, String)] = [("apns-topic", ServeTestServer.topic)]) throws -> String {
        let answer = try server.curl("/3/device/" + ServeTestServer.device, headers: headers, extra: certificate)
        let reason = (try? JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])?["reason"] as? String
        return "\(answer.status) \(reason ?? "OK")"
    }

    @Test("A client certificate from --client-ca is taken; another is BadCertificate; none is MissingProviderToken")
    func clientCertificates() throws {
        let client = try certificate("client", subject: "/UID=com.example.app/CN=Apple Push Services: com.example.app")
        let stranger = try certificate("stranger", subject: "/UID=com.example.app/CN=stranger", trusted: false)
        let server = try server()
        #expect(try Self.answer(server, client) == "200 OK")
        #expect(try Self.answer(server, stranger) == "403 BadCertificate")
        #expect(try Self.answer(server, []) == "403 MissingProviderToken")
        #expect(server.stop() == 1)
    }

    @Test("A certificate for the other environment is BadCertificateEnvironment; a universal one is taken by both")
    func environments() throws {
        let subject = "/UID=com.example.app/CN=Apple Push Services: com.example.app"
        let development = try certificate("development", subject: subject, extensions: [Self.development])
        let production = try certificate("production", subject: subject, extensions: [Self.production])
        let universal = try certificate("universal", subject: subject, extensions: [Self.development, Self.production])
        let sandbox = try server()
        #expect(try Self.answer(sandbox, development) == "200 OK")
        #expect(try Self.answer(sandbox, production) == "403 BadCertificateEnvironment")
        #expect(try Self.answer(sandbox, universal) == "200 OK")
        #expect(sandbox.stop() == 1)
        let live = try server(["--production"])
        #expect(try Self.answer(live, development) == "403 BadCertificateEnvironment")
        #expect(try Self.answer(live, production) == "200 OK")
        #expect(try Self.answer(live, universal) == "200 OK")
        #expect(live.stop() == 1)
    }

    @Test("The topic must be one the certificate names: its UID, or a universal certificate's topics; else TopicDisallowed")
    func topics() throws {
        let universal = try certificate("universal", subject: "/UID=com.example.app/CN=Apple Push Services: com.example.app",
                                        extensions: [Self.development, Self.production,
                                                     Self.topics([("com.example.app", "app"), ("com.example.app.voip", "voip")])])
        let other = try certificate("other", subject: "/UID=com.other.app/CN=Apple Push Services: com.other.app")
        let nameless = try certificate("nameless", subject: "/CN=no topic")
        let server = try server()
        let voip = [("apns-topic", "com.example.app.voip"), ("apns-push-type", "voip")]
        let complication = [("apns-topic", "com.example.app.complication"), ("apns-push-type", "complication")]
        #expect(try Self.answer(server, universal) == "200 OK")
        #expect(try Self.answer(server, universal, headers: voip) == "200 OK")
        #expect(try Self.answer(server, universal, headers: complication) == "400 TopicDisallowed")
        // Several topics: apns-topic is required. One (the UID): it is the default.
        #expect(try Self.answer(server, universal, headers: []) == "400 MissingTopic")
        #expect(try Self.answer(server, other) == "400 TopicDisallowed")
        #expect(try Self.answer(server, other, headers: []) == "400 DeviceTokenNotForTopic")
        #expect(try Self.answer(server, nameless) == "403 BadCertificate")
        #expect(server.stop() == 1)
        #expect(try server.logLines().map { $0["reason"] as? String ?? "OK" }
                == ["OK", "OK", "TopicDisallowed", "MissingTopic", "TopicDisallowed", "DeviceTokenNotForTopic", "BadCertificate"])
    }

    @Test("A certificate with one topic may leave apns-topic out: the UID is the topic")
    func defaultTopic() throws {
        let client = try certificate("client", subject: "/UID=com.example.app/CN=Apple Push Services: com.example.app")
        let server = try server()
        #expect(try Self.answer(server, client, headers: []) == "200 OK")
        #expect(server.stop() == 0)
    }
}
