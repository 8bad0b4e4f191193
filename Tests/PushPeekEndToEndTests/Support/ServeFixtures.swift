import Foundation

/// What the `serve` tests send with: an app description, device lists, `.p8` keys made with
/// `openssl ecparam`, and provider tokens signed by PyJWT (not by pushpeek's own code).
enum ServeFixtures {
    static let app = #"{"app":{"name":"Example","bundleIdentifier":"com.example.app"}}"#
    static let unregistered = String(repeating: "cd", count: 32)
    static let unregisteredAt = 1_700_000_000_123
    static let keyID = "KEY1234567"
    static let teamID = "TEAM123456"

    /// The files of a server that knows the app, two devices and one unregistered token.
    static var files: [String: String] {
        ["app.json": app, "devices.txt": "\(ServeTestServer.device)\n\(unregistered)\n",
         "unregistered.txt": "\(unregistered) \(unregisteredAt)\n"]
    }

    static let ruleArguments = ["--app", "app.json", "--devices", "devices.txt", "--unregistered", "unregistered.txt", "--accept-any-token"]

    /// A new P-256 key in PKCS#8 PEM (an AuthKey_….p8) at `path`.
    static func makeKey(_ path: String) throws {
        let result = try Spawn.run(["/bin/sh", "-c", "openssl ecparam -name prime256v1 -genkey -noout | openssl pkcs8 -topk8 -nocrypt -out \"$0\"", path])
        guard result.status == 0 else { throw HarnessError("openssl could not make a key: \(result)") }
    }

    /// An ES256 provider token signed with the key at `keyPath` by PyJWT, issued `age` seconds ago.
    static func token(keyPath: String, keyID: String = keyID, teamID: String = teamID, age: Int = 0) throws -> String {
        let script = "import jwt,sys,time;print(jwt.encode({'iss':sys.argv[3],'iat':int(time.time())-int(sys.argv[4])},open(sys.argv[1]).read(),algorithm='ES256',headers={'kid':sys.argv[2]}))"
        let result = try Spawn.run([APNsStandInTools.python ?? "/usr/bin/python3", "-c", script, keyPath, keyID, teamID, String(age)])
        guard result.status == 0 else { throw HarnessError("PyJWT could not sign: \(result)") }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
