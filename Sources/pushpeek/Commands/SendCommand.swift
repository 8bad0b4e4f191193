#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekCore

/// `pushpeek send PAYLOAD --device TOKEN… --topic BUNDLE-ID`: lints the payload, then sends it to
/// every device over one HTTP/2 connection — through the `pushpeek-apns` helper, which holds libcurl
/// and OpenSSL so that this program stays one static executable — and reports each device's outcome
/// (`SendReport`). The decisions — headers, token timing, retries, accounting — are PushPeekCore's.
///
/// Exit: 0 all sent, 1 lint errors (nothing sent), 2 partial, 3 none sent, 64 usage, 65 bad payload,
/// key or config, 66 a missing file, 69 APNs unreachable, 74 a failed write.
enum SendCommand {
    static func run(_ arguments: Arguments) -> Int32 {
        let options: SendOptions
        let payload: [UInt8]
        let push: PushHeaders
        do throws(InputError) {
            options = try SendOptions(arguments)
            payload = try InputFile.read(options.payloadPath)
            let node: JSONNode
            do {
                node = try JSONParser.parse(payload)
            } catch {
                throw InputError(.badInput, file: options.payloadPath, location: error.location, message: error.message)
            }
            push = try PushHeaders.make(payload: node, bundleID: options.topic, overrides: options.overrides)
        } catch {
            return Output.fail(error, help: .send)
        }

        let diagnostics = PayloadLinter.lint(payload, file: options.payloadPath, options: LintOptions(pushType: push.pushType)) ?? []
        for diagnostic in diagnostics where diagnostic.severity != .note { Output.err(diagnostic.textLine + "\n") }
        if Linter.fails(diagnostics, strict: false) && !arguments.has("--force") {
            Output.err("pushpeek: lint found errors in \(TerminalSafeText.sanitize(options.payloadPath)); nothing sent (--force sends anyway)\n")
            return 1
        }

        if let simulator = options.simulator {
            return SimulatorPush.run(device: simulator, bundleID: options.topic, payloadPath: options.payloadPath)
        }

        var generator = SystemRandomNumberGenerator()
        let apnsIDs = options.devices.map { _ in options.apnsID ?? UUIDText.random(using: &generator) }
        var job = SendJob(host: options.host, port: options.port, caFile: options.caFile, certificate: nil, certificateKey: nil,
                          key: nil, keyID: nil, teamID: nil, timeout: options.timeout, policy: options.policy,
                          verbose: arguments.has("--verbose"), push: push, body: String(decoding: payload, as: UTF8.self),
                          devices: options.devices, apnsIDs: apnsIDs)
        do throws(SendError) {
            switch options.authentication {
            case .token(let keyPath, let keyID, let teamID):
                try checkReadable(keyPath)
                warnIfShared(keyPath)
                (job.key, job.keyID, job.teamID) = (keyPath, keyID, teamID)
            case .certificate(let file, let key):
                try checkReadable(file)
                if let key { try checkReadable(key) }
                warnIfShared(key ?? file)
                (job.certificate, job.certificateKey) = (file, key)
            case .none:
                break
            }
        } catch {
            Output.err("pushpeek: error: \(error.description)\n")
            return 66
        }

        if arguments.has("--dry-run") {
            let authorization = job.key == nil ? nil : "redacted"
            for index in options.devices.indices {
                let request = APNsRequest(device: options.devices[index], apnsID: apnsIDs[index], push: push, body: payload,
                                          authorization: authorization)
                Output.out(request.described(host: job.shownHost) + "\n")
            }
            return 0
        }

        let outcome = HelperProcess.run("pushpeek-apns", input: Array(job.json().utf8))
        guard outcome.status == 0 else {
            if let problem = outcome.problem { Output.err("pushpeek: error: \(problem)\n") }
            return outcome.status
        }
        let report: SendReport
        do throws(InputError) {
            report = try SendReport(json: outcome.output, environment: options.environment)
        } catch {
            return Output.fail(error)
        }
        Output.out(options.json ? report.json() : report.text())
        return report.exitStatus
    }

    static func checkReadable(_ path: String) throws(SendError) {
        guard access(path, R_OK) == 0 else { throw SendError(.credentials, "cannot open: \(String(cString: strerror(errno)))", file: path) }
    }

    /// A warning when a key file can be read by the group or others.
    static func warnIfShared(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & 0o077 != 0 else { return }
        Output.err("pushpeek: warning: \(TerminalSafeText.sanitize(path)) can be read by others (mode \(String(info.st_mode & 0o777, radix: 8))); chmod 600 it\n")
    }
}
