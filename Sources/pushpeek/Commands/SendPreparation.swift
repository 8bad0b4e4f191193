#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel
import PushPeekSend
import PushPeekLint

/// The one path from settings and a payload to the job `pushpeek-apns` runs, shared by
/// `pushpeek send` and the preview's send key: the payload parsed, its headers (`PushHeaders`), its
/// lint (with the push type's size limit), a fresh apns-id per device, and the credentials checked
/// readable. Nothing is printed here; each caller shows the diagnostics and warnings its own way.
struct SendPreparation {
    var push: PushHeaders
    var diagnostics: [Diagnostic]
    var job: SendJob
    /// Warnings about the credentials (a key file others can read).
    var warnings: [String] = []

    /// The lint errors, as `file:line:col: error: …` lines.
    var lintErrors: [String] { diagnostics.filter { $0.severity == .error }.map(\.textLine) }

    /// Prepares `payload` (read from `options.payloadPath`) for every device of `options`.
    /// Errors: the payload is not JSON (65), an override APNs would refuse (64), a key or
    /// certificate that cannot be opened (66).
    init(_ options: SendOptions, payload: [UInt8], verbose: Bool) throws(InputError) {
        let node: JSONNode
        do {
            node = try JSONParser.parse(payload)
        } catch {
            throw InputError(.badInput, file: options.payloadPath, location: error.location, message: error.message)
        }
        push = try PushHeaders.make(payload: node, bundleID: options.topic, overrides: options.overrides)
        diagnostics = PayloadLinter.lint(payload, file: options.payloadPath, options: LintOptions(pushType: push.pushType)) ?? []
        var body = payload
        if body.starts(with: [0xEF, 0xBB, 0xBF]) {
            body.removeFirst(3)
            warnings.append("\(TerminalSafeText.sanitize(options.payloadPath)) starts with a UTF-8 byte order mark; it is sent without it")
        }
        let limit = LintOptions(pushType: push.pushType).payloadLimit
        if body.count > limit {
            let compact = Array(OutputJSON(node).serialized().utf8)
            if compact.count <= limit {
                warnings.append("\(TerminalSafeText.sanitize(options.payloadPath)) is \(body.count) bytes with its whitespace, over APNs's \(limit); sending its compact form (\(compact.count) bytes)")
                body = compact
            }
        }
        var generator = SystemRandomNumberGenerator()
        let apnsIDs = options.devices.map { _ in options.apnsID ?? UUIDText.random(using: &generator) }
        job = SendJob(host: options.host, port: options.port, caFile: options.caFile, certificate: nil, certificateKey: nil,
                      key: nil, keyID: nil, teamID: nil, timeout: options.timeout, policy: options.policy,
                      verbose: verbose, push: push, body: String(decoding: body, as: UTF8.self),
                      devices: options.devices, apnsIDs: apnsIDs)
        if let caFile = options.caFile { try Self.checkReadable(caFile) }
        switch options.authentication {
        case .token(let keyPath, let keyID, let teamID):
            try Self.checkReadable(keyPath)
            for (option, value) in [("--key-id", keyID), ("--team-id", teamID)] where !Self.isAppleID(value) {
                throw InputError(.usage, message: "\(option) takes the 10 letters and digits from the developer account, not \"\(TerminalSafeText.sanitize(value))\"")
            }
            warnings += Self.sharedWarning(keyPath).map { [$0] } ?? []
            (job.key, job.keyID, job.teamID) = (keyPath, keyID, teamID)
        case .certificate(let file, let key):
            if push.pushType == "location" {
                throw InputError(.usage, message: "location pushes take token authentication only (--key, --key-id, --team-id), not --cert")
            }
            try Self.checkReadable(file)
            if let key { try Self.checkReadable(key) }
            if let passwordFile = options.certificateKeyPasswordFile { try Self.checkReadable(passwordFile) }
            job.certificateKeyPasswordFile = options.certificateKeyPasswordFile
            warnings += Self.sharedWarning(key ?? file).map { [$0] } ?? []
            (job.certificate, job.certificateKey) = (file, key)
        case .none:
            break
        }
    }

    /// Whether `text` has the form of a key ID or team ID: 10 ASCII letters and digits.
    static func isAppleID(_ text: String) -> Bool {
        text.utf8.count == 10 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    static func checkReadable(_ path: String) throws(InputError) {
        guard access(path, R_OK) == 0 else {
            throw InputError(.missingInput, file: path, message: "cannot open: \(String(cString: strerror(errno)))")
        }
    }

    /// A warning when a key file can be read by the group or others.
    static func sharedWarning(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & 0o077 != 0 else { return nil }
        return "\(TerminalSafeText.sanitize(path)) can be read by others (mode \(String(info.st_mode & 0o777, radix: 8))); chmod 600 it"
    }
}
