import PushPeekJSON
import PushPeekApp
import PushPeekSend
import PushPeekPresentation
import PushPeekSession

/// The send key (`S`) at the edge, for the preview and the lock screen's expanded notification: the
/// send settings (the config file, the environment and the command's own send options, read as
/// `pushpeek send` reads them), the payloads as last loaded, and the `pushpeek-apns` helper while
/// it runs. It answers the core's effects with events (`handle`): `Effect.planSend` with
/// `Event.sendPlanned` (or `.sendFinished(.notConfigured)`), `Effect.send` with a started helper
/// whose end `check()` reports, between keys, as `Event.sendFinished`.
final class PreviewSender {
    private let options: SendOptions
    /// Why the config file could not be used, if it could not.
    private let settingsProblem: String?
    private let force: Bool
    /// The preview's payload as last loaded, with its file.
    private var previewPayload: (file: String, bytes: [UInt8])?
    /// The lock screen's notifications' payloads as loaded, under their arrival numbers (a dictionary
    /// made only where there are notifications, not at the preview's start).
    private var notificationPayloads: [Int: (file: String, bytes: [UInt8])] = [:]
    private var running: HelperProcess.Running?

    /// The settings for the payload in `payloadPath` (its bytes handed over by `loaded(_:)`), or for the lock
    /// screen's notifications (`loaded(_:from:notification:)`). A wrong value on the command line is
    /// an error; a missing device, topic or credential, or a broken config file, is what the key
    /// explains.
    init(_ arguments: Arguments, payloadPath: String = "") throws(InputError) {
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
    }

    /// Notes the payload the preview has just loaded (at start and after each good reload), as it
    /// was read for the preview.
    func loaded(_ payload: [UInt8]?) {
        previewPayload = payload.map { (options.payloadPath, $0) }
    }

    /// Notes a lock screen notification's payload, as it was read into the list.
    func loaded(_ bytes: [UInt8], from file: String, notification: Int) {
        notificationPayloads[notification] = (file, bytes)
    }

    /// Carries out the send effects (`planSend`, `send`) and returns the events they produce; nil
    /// for any other effect.
    func handle(_ effect: Effect) -> [Event]? {
        switch effect {
        case .planSend(let notification): return [plan(notification: notification)]
        case .send(let plan): return start(plan)
        default: return nil
        }
    }

    /// Whether a send is under way.
    var isSending: Bool { running != nil }

    /// The plan for a payload as last loaded (the preview's, or a notification's), or what is missing.
    func plan(notification: Int? = nil) -> Event {
        if let settingsProblem { return .sendFinished(.notConfigured(settingsProblem)) }
        if !options.missing.isEmpty {
            return .sendFinished(.notConfigured(options.missing.joined(separator: ", ") + "; see pushpeek help preview, or send.conf"))
        }
        let loaded = if let notification { notificationPayloads[notification] } else { previewPayload }
        guard let (file, payload) = loaded else {
            return .sendFinished(.notConfigured("\(notification.map { "notification \($0)" } ?? options.payloadPath) could not be read"))
        }
        var options = options
        options.payloadPath = file
        let prepared: SendPreparation
        do throws(InputError) {
            prepared = try SendPreparation(options, payload: payload, verbose: false)
        } catch {
            return .sendFinished(.notConfigured(error.description))
        }
        let warnings = prepared.diagnostics.filter { $0.severity == .warning }.count
        return .sendPlanned(SendPlan(job: prepared.job, environment: options.environment, authentication: authentication,
                                     payloadFile: file, payloadSize: payload.count, lintErrors: prepared.lintErrors,
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

    /// Waits for a send still under way (the screen was quit meanwhile) and tells its end on
    /// standard error and in the log.
    func finish(logWriter: LogWriter?) {
        guard let running else { return }
        self.running = nil
        let ended = outcome(running.wait())
        Output.err("pushpeek: \(TerminalSafeText.sanitize(ended.statusText))\n")
        if let problem = logWriter?.append(.send(ended)) { Output.err("pushpeek: error: \(problem.description)\n") }
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
