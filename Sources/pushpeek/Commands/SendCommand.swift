#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekCore
import PushPeekNetwork

/// `pushpeek send PAYLOAD --device TOKEN… --topic BUNDLE-ID`: lints the payload, then sends it to
/// every device over one HTTP/2 connection (`HTTP2Client`), and reports each device's outcome
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
        var signer: TokenSigner?
        var certificate: (String, String?)?
        do throws(SendError) {
            switch options.authentication {
            case .token(let keyPath, let keyID, let teamID):
                signer = try TokenSigner(keyPath: keyPath, keyID: keyID, teamID: teamID)
            case .certificate(let file, let key):
                try checkReadable(file)
                if let key { try checkReadable(key) }
                warnIfShared(key ?? file)
                certificate = (file, key)
            case .none:
                break
            }
        } catch {
            Output.err("pushpeek: error: \(error.description)\n")
            return error.message.hasPrefix("cannot open") ? 66 : 65
        }

        func request(_ index: Int) throws(SendError) -> APNsRequest {
            APNsRequest(device: options.devices[index], apnsID: apnsIDs[index], push: push, body: payload,
                        authorization: try signer?.token())
        }
        let shownHost = options.port == 443 ? options.host : "\(options.host):\(options.port)"
        if arguments.has("--dry-run") {
            do throws(SendError) {
                for index in options.devices.indices { Output.out(try request(index).described(host: shownHost) + "\n") }
            } catch {
                Output.err("pushpeek: error: \(error.description)\n")
                return 65
            }
            return 0
        }

        var batch = SendBatch(devices: options.devices, apnsIDs: apnsIDs, policy: options.policy)
        do throws(SendError) {
            let client = try HTTP2Client(HTTP2Client.Configuration(
                host: options.host, port: options.port, caFile: options.caFile, certificate: certificate?.0,
                certificateKey: certificate?.1, timeout: options.timeout))
            try client.run(&batch, request: request) { sent in
                if arguments.has("--verbose") { Output.err(sent.described(host: shownHost) + "\n") }
            }
        } catch {
            Output.err("pushpeek: error: \(error.description)\n")
            batch.abandon(error.message)
        }
        for note in batch.notes { Output.err("pushpeek: \(TerminalSafeText.sanitize(note))\n") }
        let report = SendReport(deliveries: batch.deliveries, environment: options.environment)
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
