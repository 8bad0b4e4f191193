import PushPeekCore

/// The preview's send key at the edge: the send settings (the config file, the environment and the
/// preview's own send options, read as `pushpeek send` reads them), the payload as last loaded, and
/// the `pushpeek-apns` helper while it runs. It answers the core's effects with events:
/// `Effect.planSend` with `Event.sendPlanned` (or `.sendFinished(.notConfigured)`), `Effect.send`
/// with a started helper whose end `check()` reports, between keys, as `Event.sendFinished`.
final class PreviewSender {
    private let options: SendOptions
    /// Why the config file could not be used, if it could not.
    private let settingsProblem: String?
    private let force: Bool
    private let readPayload: AppDescriptionDecoder.FileReader
    /// The payload's bytes as last loaded into the preview.
    private var payload: [UInt8]?
    private var running: HelperProcess.Running?

    /// The settings for `sources`' payload. A wrong value on the command line is an error; a
    /// missing device, topic or credential, or a broken config file, is what the key explains.
    init(_ arguments: Arguments, sources: SessionSources) throws(InputError) {
        let payloadPath = sources.payloadPath ?? ""
        var problem: String?
        var settings = SendSettings()
        do throws(InputError) {
            settings = try SendOptions.settings()
        } catch {
            problem = error.description
            settings = settings.overridden(byEnvironment: Output.environment)
        }
        do throws(InputError) {
            options = try SendOptions(arguments, settings: settings, payloadPath: payloadPath, allowingMissing: true)
        } catch {
            // A wrong value from the config file or the environment (`server = host:port:x`) is the
            // key's to explain; one from the command line is an error now.
            options = try SendOptions(arguments, settings: SendSettings(), payloadPath: payloadPath, allowingMissing: true)
            problem = problem ?? "send settings: " + error.description
        }
        settingsProblem = problem
        force = arguments.has("--force")
        readPayload = SessionTemplate.fileReader(for: sources)
    }

    /// Notes the payload the preview has just loaded (at start and after each good reload).
    func loaded() {
        payload = try? readPayload(options.payloadPath)
    }

    /// Whether a send is under way.
    var isSending: Bool { running != nil }

    /// The plan for the payload as last loaded, or what is missing.
    func plan() -> Event {
        if let settingsProblem { return .sendFinished(.notConfigured(settingsProblem)) }
        if !options.missing.isEmpty {
            return .sendFinished(.notConfigured(options.missing.joined(separator: ", ") + "; see pushpeek help preview, or send.conf"))
        }
        guard let payload else { return .sendFinished(.notConfigured("\(options.payloadPath) could not be read")) }
        let prepared: SendPreparation
        do throws(InputError) {
            prepared = try SendPreparation(options, payload: payload, verbose: false)
        } catch {
            return .sendFinished(.notConfigured(error.description))
        }
        let warnings = prepared.diagnostics.filter { $0.severity == .warning }.count
        return .sendPlanned(SendPlan(job: prepared.job, environment: options.environment, authentication: authentication,
                                     payloadFile: options.payloadPath, payloadSize: payload.count, lintErrors: prepared.lintErrors,
                                     lintWarnings: warnings, force: force, caution: prepared.warnings.first))
    }

    /// How the plan authenticates, without the key: its ID and team, or the certificate's file name.
    private var authentication: String {
        switch options.authentication {
        case .token(_, let keyID, let teamID): return "token, key ID \(keyID), team \(teamID)"
        case .certificate(let file, _): return "certificate " + String(file.split(separator: "/").last ?? Substring(file))
        case .none: return "none"
        }
    }

    /// Starts the helper with the plan's job; an event at once only when it could not start.
    func start(_ plan: SendPlan) -> [Event] {
        guard running == nil else { return [] }
        switch HelperProcess.start("pushpeek-apns", input: Array(plan.job.json().utf8), collectingErrors: true) {
        case .running(let helper):
            running = helper
            return []
        case .failed(let outcome):
            return [.sendFinished(self.outcome(outcome))]
        }
    }

    /// The send's end, once it has ended; never blocks.
    func check() -> [Event] {
        guard let running, let ended = running.check() else { return [] }
        self.running = nil
        return [.sendFinished(outcome(ended))]
    }

    /// Waits for a send still under way (the preview was quit meanwhile); nil when none was.
    func finish() -> SendOutcome? {
        guard let running else { return nil }
        self.running = nil
        return outcome(running.wait())
    }

    private func outcome(_ ended: HelperProcess.Outcome) -> SendOutcome {
        guard ended.status == 0 else { return .failed(ended.problem ?? "pushpeek-apns ended with status \(ended.status)") }
        do throws(InputError) {
            return .finished(try SendReport(json: ended.output, environment: options.environment))
        } catch {
            return .failed(error.description)
        }
    }
}
