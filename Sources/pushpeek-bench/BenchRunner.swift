import Foundation
import PushPeekModel
import PushPeekCanvas

/// Runs the selected sections and fills the table.
struct BenchRunner {
    let options: BenchOptions
    let binary: String
    let packageRoot: String
    static let terminalSize = Size(width: 100, height: 40)
    var table = ResultTable()

    init(options: BenchOptions) throws {
        self.options = options
        packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        #if os(Linux)
        let executable = URL(fileURLWithPath: "/proc/self/exe")
        #else
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
        let own = executable.resolvingSymlinksInPath().deletingLastPathComponent().path
        binary = options.binary ?? own + "/pushpeek"
        guard access(binary, X_OK) == 0 else {
            throw BenchError("\(binary) not found: run `swift build -c release` or pass --binary")
        }
    }

    mutating func run() throws -> ResultTable {
        let payloads = options.only.contains("bulk") ? options.payloadCount : 0
        log("generating \(payloads) payloads…")
        let fixtures = try BenchFixtures(count: payloads)
        defer { if !options.keep { fixtures.remove() } }
        if options.keep { log("payloads kept in \(fixtures.root)") }
        let chatPayload = fixtures.root + "/chat.json", chatApp = fixtures.root + "/chat-app.json"
        try Scenarios.chatPayload.write(toFile: chatPayload, atomically: true, encoding: .utf8)
        try Scenarios.chatApp.write(toFile: chatApp, atomically: true, encoding: .utf8)
        let files = Scenarios.Files(spyPayload: packageRoot + "/Examples/spy-agency/payload.json", spyApp: packageRoot + "/Examples/spy-agency/app.json",
                                    chatPayload: chatPayload, chatApp: chatApp)
        table.note("Machine: \(Machine.description()); load average \(Machine.load()) at the start.")
        if options.only.contains("bulk") { try bulk(fixtures) }
        if options.only.contains("keys") { try keys(files) }
        if options.only.contains("terminal") { try terminal(files) }
        if options.only.contains("frame") { try frame(files) }
        if options.only.contains("send") { send() }
        if options.only.contains("serve") { serve() }
        if options.only.contains("import") { try importProject(fixtures.root) }
        if options.only.contains("bombs") { try bombs(fixtures) }
        if options.only.contains("pictures") { try pictures(files) }
        table.note("Load average \(Machine.load()) at the end (2 cores: above ~1 means other work competed).")
        return table
    }

    /// 10,000 sends over one connection against h2load with the same requests, to the APNs stand-in
    /// and to nghttpd; skipped with a note when the server's Python packages are missing. Requests
    /// per second and CPU per push, each as pushpeek's over h2load's.
    private mutating func send() {
        let count = options.quick ? 1000 : 10_000
        log("send: \(count) pushes to the local APNs stand-in and to nghttpd, each beside h2load…")
        do {
            let result = try SendBenchmark.run(packageRoot: packageRoot, binary: binary, count: count)
            for pair in result.pairs {
                let pushpeek = pair.pushpeek
                let perSecond = Double(count) / pushpeek.seconds
                let throughput = pair.h2load.map { perSecond / (Double(count) / $0.seconds) } ?? .nan
                let cpu = pair.h2load.map { pushpeek.cpuSeconds / $0.cpuSeconds } ?? .nan
                let judged = pair.server == "nghttpd"
                table.add("send to \(pair.server), \(count) pushes on one connection (\(pushpeek.succeeded) sent): requests/s",
                          "\(Int(perSecond.rounded())) (\(Format.seconds(pushpeek.seconds)))",
                          floor: pair.h2load.map { "h2load \(Int((Double(count) / $0.seconds).rounded())) (\(Format.seconds($0.seconds)))" } ?? "",
                          ratio: Format.ratio(throughput), target: judged ? "≥ 0.5×" : "",
                          verdict: judged ? (throughput.isNaN ? "n/a" : throughput >= 0.5 ? "pass" : "FAIL") : "")
                table.add("send to \(pair.server): CPU per push (user + system)", Format.seconds(pushpeek.cpuSeconds / Double(count)),
                          floor: pair.h2load.map { "h2load " + Format.seconds($0.cpuSeconds / Double(count)) } ?? "",
                          ratio: Format.ratio(cpu), target: judged ? "≤ 5×" : "", verdict: judged ? ResultTable.verdict(cpu, atMost: 5) : "")
            }
            result.notes.forEach { table.note($0) }
        } catch {
            table.note("send not measured: \(error)")
        }
    }

    /// `serve` against nghttpd under the same h2load load, and its peak memory at 1,000 connections.
    private mutating func serve() {
        let count = options.quick ? 10_000 : 100_000
        log("serve: h2load -n \(count) -c 10 -m 100 against pushpeek serve, then nghttpd…")
        do {
            let result = try ServeBenchmark.run(binary: binary, count: count)
            let ratio = result.nghttpd.map { result.pushpeek / $0 } ?? .nan
            table.add("serve, h2load -n \(count) -c 10 -m 100 (TLS, logging)", String(format: "%.0f req/s", result.pushpeek),
                      floor: result.nghttpd.map { String(format: "nghttpd %.0f req/s", $0) } ?? "", ratio: Format.ratio(ratio),
                      target: "≥ 0.8× nghttpd", verdict: ratio.isNaN ? "" : (ratio >= 0.8 ? "pass" : "FAIL"))
            if let peak = result.peakKilobytes {
                table.add("serve, peak RSS after 1,000 concurrent connections", Self.peak(kilobytes: peak), target: "< 100 MB",
                          verdict: peak < 100 * 1024 ? "pass" : "FAIL")
            }
            result.notes.forEach { table.note($0) }
        } catch {
            table.note("serve not measured: \(error)")
        }
    }

    /// `pushpeek import` of a generated 5,000-file project (linear in the files: a counting test proves it).
    private mutating func importProject(_ root: String) throws {
        let count = options.quick ? 500 : 5000
        log("import: a generated \(count)-file project…")
        let seconds = try ImportBenchmark.run(binary: binary, root: root, files: count)
        table.add("import of a generated \(count)-file project", Format.seconds(seconds), target: count == 5000 ? "≤ 1 s" : "",
                  verdict: count == 5000 ? ResultTable.verdict(seconds, atMost: 1) : "")
    }

    /// Hostile map data (`MapBombBenchmark`): CPU and peak RSS of one render each.
    private mutating func bombs(_ fixtures: BenchFixtures) throws {
        log("bombs: writing the hostile files and the lock screen's 100,000 payloads, and rendering each…")
        for result in try MapBombBenchmark.run(packageRoot: packageRoot, binary: binary, folder: fixtures.root) {
            let peak = result.peakKilobytes
            let pass = result.cpuSeconds <= 1 && (peak == 0 || peak <= 100 * 1024) && result.status < 128
            table.add("\(result.name) (exit \(result.status))", Format.seconds(result.cpuSeconds) + " CPU, " + Self.peak(kilobytes: peak),
                      target: "≤ 1 s, ≤ 100 MB", verdict: pass ? "pass" : "FAIL")
        }
    }

    private func log(_ text: String) {
        FileHandle.standardError.write(Data(("pushpeek-bench: " + text + "\n").utf8))
    }

    private mutating func bulk(_ fixtures: BenchFixtures) throws {
        log("bulk lint/render vs jq, \(options.bulkRuns) runs each…")
        let result = try BulkBenchmark.run(fixtures, binary: binary, runs: options.bulkRuns, sample: options.perProcessSample)
        let count = fixtures.payloadFiles.count
        let size = Format.fixed(Double(fixtures.totalBytes) / 1_048_576, 1) + " MB"
        let jq = result.jq?.medianWall ?? .nan
        if let lint = result.lint {
            table.add("bulk lint, \(count) files (\(size))", Format.seconds(lint.medianWall), floor: result.jq == nil ? "" : "jq " + Format.seconds(jq),
                      ratio: Format.ratio(lint.medianWall / jq), target: "≤ 0.8× jq", verdict: ResultTable.verdict(lint.medianWall / jq, atMost: 0.8))
            table.add("bulk lint CPU time (user+sys)", Format.seconds(lint.medianCPU), floor: result.jq.map { "jq " + Format.seconds($0.medianCPU) } ?? "",
                      ratio: Format.ratio(lint.medianCPU / (result.jq?.medianCPU ?? .nan)))
            table.add("peak RSS, bulk lint", Self.peak(kilobytes: lint.maxRSSKilobytes),
                      floor: result.jq.map { "jq " + Format.megabytes(kilobytes: $0.maxRSSKilobytes) } ?? "")
        } else {
            table.add("bulk lint, \(count) files (\(size))", "not on this build", floor: result.jq == nil ? "" : "jq " + Format.seconds(jq),
                      target: "≤ 0.8× jq", verdict: "n/a")
        }
        let render = result.render
        table.add("bulk render (text), \(count) files", Format.seconds(render.medianWall), floor: result.jq == nil ? "" : "jq " + Format.seconds(jq),
                  ratio: Format.ratio(render.medianWall / jq), target: "≤ 1.0× jq", verdict: ResultTable.verdict(render.medianWall / jq, atMost: 1))
        table.add("bulk render CPU time (user+sys)", Format.seconds(render.medianCPU), floor: result.jq.map { "jq " + Format.seconds($0.medianCPU) } ?? "",
                  ratio: Format.ratio(render.medianCPU / (result.jq?.medianCPU ?? .nan)))
        table.add("render, a process per file (\(result.sampled) sampled, × \(count))", Format.seconds(result.renderPerProcess * Double(count)),
                  floor: "bulk " + Format.seconds(render.medianWall), ratio: Format.ratio(result.renderPerProcess * Double(count) / render.medianWall),
                  compared: false)  // what bulk mode saves: a faster bulk run raises it
        table.add("peak RSS, bulk render", Self.peak(kilobytes: render.maxRSSKilobytes))
        table.add("parse + decode in process, \(count) files", Format.seconds(result.inProcessDecode),
                  floor: result.jq == nil ? "" : "jq " + Format.seconds(jq), ratio: Format.ratio(result.inProcessDecode / jq))
        result.notes.forEach { table.note($0) }
    }

    private mutating func keys(_ files: Scenarios.Files) throws {
        let scenarios = Scenarios.keyLatency(files)
        let total = scenarios.reduce(0) { $0 + $1.share }
        var all: [Double] = []
        var allCPU: [Double] = []
        for scenario in scenarios {
            let count = Int((Double(options.keyCount) * scenario.share / total).rounded())
            log("key latency: \(scenario.name), \(count) keys…")
            let result = try KeyLatencyBenchmark.run(scenario, keys: count, size: BenchRunner.terminalSize)
            let missing = result.available ? "" : " (feature not on this build)"
            table.add("key p50 / p99: \(scenario.name)\(missing)", Format.seconds(result.p50) + " / " + Format.seconds(result.p99),
                      target: "p99 ≤ 0.25 ms", verdict: result.available ? ResultTable.verdict(result.p99, atMost: 0.25e-3) : "n/a")
            all += result.samples
            allCPU += result.cpuSamples
        }
        all.sort()
        allCPU.sort()
        table.add("key p50 / p99 / max: all \(all.count) keys", Format.seconds(Statistics.percentile(all, 0.5)) + " / "
                  + Format.seconds(Statistics.percentile(all, 0.99)) + " / " + Format.seconds(all.last ?? .nan),
                  target: "p99 ≤ 0.25 ms", verdict: ResultTable.verdict(Statistics.percentile(all, 0.99), atMost: 0.25e-3))
        table.add("key p50 / p99, thread CPU time: all \(allCPU.count) keys", Format.seconds(Statistics.percentile(allCPU, 0.5)) + " / "
                  + Format.seconds(Statistics.percentile(allCPU, 0.99)))
    }

    private mutating func terminal(_ files: Scenarios.Files) throws {
        let theme = ThemeLoader.builtin(named: "ios-dark") ?? Theme(name: "mono", colors: [:])
        var peak = 0
        for scenario in Scenarios.terminal(files) {
            log("pseudo-terminal: \(scenario.name)…")
            let session = try TerminalBenchmark.run(scenario, binary: binary, size: BenchRunner.terminalSize, theme: theme)
            table.add("bytes, first frame (\(scenario.name))", "\(session.firstFrameBytes) B")
            for step in session.steps {
                let missing = step.available ? "" : " (feature not on this build)"
                let verdict = step.target.map { step.available ? ResultTable.verdict(Double(step.bytes), atMost: Double($0)) : "n/a" } ?? ""
                table.add("bytes: \(step.label)\(missing), \(step.changedCells) cells changed", "\(step.bytes) B",
                          floor: "\(step.estimate) B", ratio: step.estimate > 0 ? Format.ratio(Double(step.bytes) / Double(step.estimate)) : "",
                          target: step.target.map { "≤ \($0) B" } ?? "", verdict: verdict)
            }
            let allMatch = session.firstFrameMatches && session.steps.allSatisfy(\.screenMatches)
            table.add("screen equals the model after each step (\(scenario.name))", allMatch ? "yes" : "NO", verdict: allMatch ? "pass" : "FAIL")
            session.mismatches.forEach { table.note("\(scenario.name): \($0)") }
            peak = max(peak, session.peakRSSKilobytes ?? 0)
        }
        table.add("peak RSS, preview (VmHWM before quitting)", Self.peak(kilobytes: peak), target: "≤ 30 MB",
                  verdict: peak == 0 ? "n/a" : ResultTable.verdict(Double(peak), atMost: 30 * 1024))
    }

    /// A peak resident set size, or why there is none (0: not measured on this system).
    private static func peak(kilobytes: Int) -> String {
        kilobytes > 0 ? Format.megabytes(kilobytes: kilobytes) : "not available on this system"
    }

    private mutating func frame(_ files: Scenarios.Files) throws {
        guard let scenario = Scenarios.terminal(files).first else { return }
        log("time to first frame, \(options.dialogTurns) runs each…")
        let result = try FirstFrameBenchmark.run(scenario, binary: binary, size: BenchRunner.terminalSize, runs: options.dialogTurns)
        let ours = Statistics.median(result.pushpeek)
        let dialog = result.dialog.map(Statistics.median) ?? .nan
        table.add("time to first frame (\(scenario.name), \(result.characters) characters)", Format.seconds(ours),
                  floor: result.dialog == nil ? "" : "dialog " + Format.seconds(dialog), ratio: Format.ratio(ours / dialog),
                  target: "≤ 0.8× dialog", verdict: result.dialog == nil ? "n/a" : ResultTable.verdict(ours / dialog, atMost: 0.8))
        let ourCPU = Statistics.median(result.pushpeekCPU), dialogCPU = Statistics.median(result.dialogCPU)
        table.add("CPU time, exec to exit after the first frame", Format.seconds(ourCPU),
                  floor: result.dialog == nil ? "" : "dialog " + Format.seconds(dialogCPU), ratio: Format.ratio(ourCPU / dialogCPU))
        if let dialogTimes = result.dialog {
            let paired = zip(result.pushpeek, dialogTimes).map { $0 / $1 }
            if let low = paired.min(), let high = paired.max() {
                table.note("first frame: pushpeek's over dialog's in the same turn, median (lowest–highest) of \(paired.count) turns: "
                           + "\(Format.ratio(Statistics.median(paired))) (\(Format.ratio(low))–\(Format.ratio(high)))")
            }
        } else {
            table.note("dialog is not installed: no first-frame floor (apt-get install dialog)")
        }
        if !result.allMatched { table.note("first frame: the screen did not always equal the model (timed at the last byte anyway)") }
        try tileFrame()
    }

    /// The Helsinki courier's expanded card, with its PMTiles archive and without.
    private mutating func tileFrame() throws {
        let payload = packageRoot + "/Examples/helsinki-courier/payload.json"
        let app = packageRoot + "/Examples/helsinki-courier/app.json"
        let bare = packageRoot + "/.build/helsinki-courier-app-without-tiles.json"
        let text = try String(contentsOfFile: app, encoding: .utf8)
        try text.replacingOccurrences(of: #""mapData": ["helsinki.pmtiles"],"#, with: "").write(toFile: bare, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: bare) }
        log("first frame with tiles, \(options.frameRuns) runs each…")
        let result = try TileFrameBenchmark.run(payload: payload, app: app, appWithoutTiles: bare, binary: binary,
                                                size: BenchRunner.terminalSize, runs: options.frameRuns)
        let ours = Statistics.median(result.withTiles)
        let without = Statistics.median(result.withoutTiles)
        table.add("first frame with tiles (helsinki-courier: exec to banner + enter to the map)", Format.seconds(ours),
                  floor: "no archive " + Format.seconds(without), ratio: Format.ratio(ours / without), target: "≤ 1.3× no archive",
                  verdict: ResultTable.verdict(ours / without, atMost: 1.3))
        if !result.allMatched { table.note("first frame with tiles: the screen did not always equal the model") }
    }
}
