#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel
import PushPeekSend
import PushPeekLint

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
        let prepared: SendPreparation
        do throws(InputError) {
            options = try SendOptions(arguments)
            payload = try InputFile.read(options.payloadPath)
            prepared = try SendPreparation(options, payload: payload, verbose: arguments.has("--verbose"))
        } catch {
            return Output.fail(error, help: .send)
        }

        for diagnostic in prepared.diagnostics where diagnostic.severity != .note { Output.err(diagnostic.textLine + "\n") }
        if Linter.fails(prepared.diagnostics, strict: false) && !arguments.has("--force") {
            Output.err("pushpeek: lint found errors in \(TerminalSafeText.sanitize(options.payloadPath)); nothing sent (--force sends anyway)\n")
            return 1
        }

        if let simulator = options.simulator {
            if arguments.has("--dry-run") {
                let command = ["xcrun", "simctl", "push", simulator, options.topic, options.payloadPath]
                Output.out(command.map { TerminalSafeText.sanitize($0) }.joined(separator: " ") + "\n")
                return 0
            }
            return SimulatorPush.run(device: simulator, bundleID: options.topic, payloadPath: options.payloadPath)
        }
        for warning in prepared.warnings { Output.err("pushpeek: warning: \(warning)\n") }
        let job = prepared.job
        let push = prepared.push

        if arguments.has("--dry-run") {
            let authorization = job.key == nil ? nil : "redacted"
            for index in options.devices.indices {
                let request = APNsRequest(device: options.devices[index], apnsID: job.apnsIDs[index], push: push, body: Array(job.body.utf8),
                                          authorization: authorization)
                // To a file or a pipe, the bytes exactly as sent; to a terminal, the body sanitised.
                if Output.stdoutIsTerminal {
                    Output.out(request.described(host: job.shownHost) + "\n")
                } else {
                    Output.writeStandardOutput(request.exactBytes(host: job.shownHost) + [0x0A, 0x0A])
                }
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
}
