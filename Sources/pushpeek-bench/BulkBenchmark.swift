import PushPeekModel

/// Bulk lint and render over the generated payloads, each command in one process, against `jq -c .`
/// over the same files (the JSON-parsing floor). Runs are interleaved (jq, lint, render, jq, …) after
/// one untimed warm-up of each, so a burst of load elsewhere on the machine hits all of them.
enum BulkBenchmark {
    struct Measurement {
        var name: String
        var wall: [Double] = []
        var cpu: [Double] = []
        var maxRSSKilobytes = 0
        var statuses: Set<Int32> = []
        var medianWall: Double { Statistics.median(wall) }
        var medianCPU: Double { Statistics.median(cpu) }
    }

    struct Result {
        var jq: Measurement?
        var lint: Measurement?
        var render: Measurement
        /// Seconds per file of `render` started once per file, over a sample.
        var renderPerProcess: Double
        /// Median seconds to parse and decode every payload in this process (files already read):
        /// the JSON work a lint does, without process start or file reading.
        var inProcessDecode: Double
        var sampled: Int
        var notes: [String]
    }

    static func run(_ fixtures: BenchFixtures, binary: String, runs: Int, sample: Int) throws -> Result {
        let shared = ["--app", fixtures.appPath, "--strings", fixtures.stringsPath]
        var commands: [(String, [String])] = []
        var notes: [String] = []
        if ChildProcess.exists("jq") {
            commands.append(("jq", ["jq", "-c", "."] + fixtures.payloadFiles))
        } else {
            notes.append("jq is not installed: no JSON floor (apt-get install jq)")
        }
        if try lintAvailable(binary, fixtures) {
            commands.append(("lint", [binary, "lint", fixtures.payloadFolder] + shared))
        } else {
            notes.append("this build has no `pushpeek lint`: bulk lint not measured")
        }
        commands.append(("render", [binary, "render", fixtures.payloadFolder] + shared))

        var results: [String: Measurement] = [:]
        let errors = fixtures.root + "/stderr.txt"
        for round in 0...runs {
            for (name, arguments) in commands {
                let result = try ChildProcess.run(arguments, stdout: "/dev/null", stderr: errors)
                guard round > 0 else { continue }  // warm-up: page cache, dynamic loader
                var measurement = results[name] ?? Measurement(name: name)
                measurement.wall.append(result.wallSeconds)
                measurement.cpu.append(result.userSeconds + result.systemSeconds)
                measurement.statuses.insert(result.status)
                results[name] = measurement
            }
        }
        // Peak RSS: wait4's ru_maxrss of a child spawned from this (large) process counts this
        // process's memory too (posix_spawn shares it until exec), so each command runs once more
        // under GNU time, whose own child starts from time's small image.
        #if os(Linux)
        if ChildProcess.exists("time") {
            for (name, arguments) in commands {
                results[name]?.maxRSSKilobytes = try ChildProcess.peakResidentKilobytes(arguments, scratch: fixtures.root + "/time.txt")
            }
        } else {
            notes.append("GNU time is not installed: no peak RSS of the bulk runs (apt-get install time)")
        }
        #else
        notes.append("peak RSS of the bulk runs: not available on this system (it is read with GNU time's %M)")
        #endif
        if let render = results["render"], render.statuses != [0] {
            notes.append("bulk render exited with \(render.statuses.sorted()) (see a --keep run's stderr.txt)")
        }

        let files = Array(fixtures.payloadFiles.prefix(sample))
        let start = Clock.seconds()
        for file in files {
            _ = try ChildProcess.run([binary, "render", file] + shared)
        }
        let perProcess = (Clock.seconds() - start) / Double(max(1, files.count))
        return Result(jq: results["jq"], lint: results["lint"], render: results["render"] ?? Measurement(name: "render"),
                      renderPerProcess: perProcess, inProcessDecode: try decodeInProcess(fixtures, runs: runs),
                      sampled: files.count, notes: notes)
    }

    /// Parses and decodes every payload in memory, `runs` times; the median.
    static func decodeInProcess(_ fixtures: BenchFixtures, runs: Int) throws -> Double {
        var contents: [[UInt8]] = []
        for file in fixtures.payloadFiles {
            do { contents.append(try InputFile.read(file)) } catch { throw BenchError(error.description) }
        }
        var times: [Double] = []
        var decoded = 0
        for _ in 0..<runs {
            let start = Clock.seconds()
            for bytes in contents where (try? PayloadDecoder.decode(bytes)) != nil { decoded += 1 }
            times.append(Clock.seconds() - start)
        }
        guard decoded == contents.count * runs else { throw BenchError("\(contents.count * runs - decoded) generated payloads did not decode") }
        return Statistics.median(times)
    }

    /// Whether `lint` is a command of this build (before it lands, `lint` falls through to `preview`).
    static func lintAvailable(_ binary: String, _ fixtures: BenchFixtures) throws -> Bool {
        guard let file = fixtures.payloadFiles.first else { return false }
        let result = try ChildProcess.run([binary, "lint", file, "--app", fixtures.appPath])
        return result.status == 0 || result.status == 1
    }
}
