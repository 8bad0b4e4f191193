#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel
import PushPeekSend
import PushPeekServer

/// `pushpeek serve [options]`: an APNs provider endpoint on this machine that answers as Apple
/// does and shows each push that arrives: headless one line per arrival (and `--log`), or the
/// lock screen.
enum ServeCommand {
    static func run(_ arguments: Arguments) -> Int32 {
        do throws(InputError) {
            let setup = try ServeSetup(arguments)
            let log = try setup.logPath.map { path throws(InputError) in try ServeLog(path: path) }
            let tls = try setup.cleartext ? nil : tlsContext(setup)
            let server = try HTTP2Server(settings: HTTP2Server.Settings(host: setup.host, port: setup.port, idleTimeout: setup.idleTimeout,
                                                                       goawayAfter: setup.goawayAfter), tls: tls)
            let scheme = setup.cleartext ? "http" : "https"
            let shownHost = setup.host.contains(":") ? "[\(setup.host)]" : setup.host
            Output.err("pushpeek serve: listening on \(scheme)://\(TerminalSafeText.sanitize(shownHost)):\(server.port)\(setup.cleartext ? " (h2c, cleartext)" : "")\n")
            if setup.policy.acceptsAnyToken { Output.err("pushpeek serve: --accept-any-token: any well-formed provider token is taken, its signature unchecked\n") }
            if !arguments.has("--headless") && isatty(STDIN_FILENO) == 1 && Output.stdoutIsTerminal {
                return try ServeLockScreen.run(arguments, server: server, setup: setup, log: log)
            }
            return headless(server, setup: setup, log: log)
        } catch {
            return Output.fail(error, help: error.kind == .usage ? .serve : nil)
        }
    }

    /// The local authority's TLS context; tells where the CA certificate is (and copies it to `--ca-out`).
    static func tlsContext(_ setup: ServeSetup) throws(InputError) -> TLSContext {
        let authority = try LocalAuthority(folder: try LocalAuthority.defaultFolder())
        if let caOut = setup.caOut {
            let bytes = try InputFile.read(authority.certificatePath)
            let log = try ServeCertificateCopy.save(bytes, to: caOut)
            Output.err("pushpeek serve: wrote the CA certificate to \(TerminalSafeText.sanitize(log))\n")
        }
        Output.err("pushpeek serve: the CA certificate clients trust is \(TerminalSafeText.sanitize(authority.certificatePath))\n")
        var names = ["localhost", "127.0.0.1", "::1"]
        if !names.contains(setup.host) && setup.host != "0.0.0.0" && setup.host != "::" { names.append(setup.host) }
        return try TLSContext(authority: authority, names: names, clientCA: setup.clientCA)
    }

    /// One line per arrival on stdout, `--log`, until `--exit-after` pushes, `--timeout`, or a signal.
    static func headless(_ server: HTTP2Server, setup: ServeSetup, log: ServeLog?) -> Int32 {
        StopSignal.install()
        var lines = OutputBuffer()
        var lineMemo = ServeLineMemo()
        let session = ServeSession(setup) { arrival in
            lines.append { lineMemo.append(arrival, to: &$0) }
            log?.append(arrival)
        }
        var logFailed = false
        let turnEnded = {
            lines.flush()
            if let log, !log.flush(), !logFailed {
                logFailed = true
                Output.err("pushpeek serve: error: \(TerminalSafeText.sanitize(log.path)): cannot write the log\n")
            }
        }
        let started = ServeSetup.nowMilliseconds()
        var timedOut = false
        server.run(handler: session.handle, turnEnded: turnEnded) {
            if let timeout = setup.timeout, ServeSetup.nowMilliseconds() - started >= timeout { timedOut = true }
            return StopSignal.requested || session.finished || timedOut
        }
        turnEnded()
        if timedOut, let expected = setup.exitAfter, session.count < expected {
            Output.err("pushpeek serve: --timeout: \(session.count) of \(expected) pushes arrived\n")
            return 1
        }
        return logFailed ? 74 : session.status
    }
}
