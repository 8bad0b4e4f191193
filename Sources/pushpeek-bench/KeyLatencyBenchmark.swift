import PushPeekModel
import PushPeekCanvas

/// Per-key time of reducer + layout + render + the painter's cell comparison, in process, with the
/// monotonic clock around each key.
enum KeyLatencyBenchmark {
    struct Result {
        var name: String
        /// Sorted per-key times in seconds (monotonic clock).
        var samples: [Double]
        /// Sorted per-key thread CPU times in seconds.
        var cpuSamples: [Double]
        /// False when the scenario's marker never showed (the feature is not on this build).
        var available: Bool
        var p50: Double { Statistics.percentile(samples, 0.5) }
        var p99: Double { Statistics.percentile(samples, 0.99) }
        var maximum: Double { samples.last ?? .nan }
    }

    static func run(_ scenario: KeyScenario, keys count: Int, size: Size) throws -> Result {
        var session = try ModelSession(payload: scenario.payload, app: scenario.app, size: size)
        try session.press(script: scenario.setup)
        let cycle = try ModelSession.keys(scenario.cycle)
        guard !cycle.isEmpty else { throw BenchError("\(scenario.name): empty key cycle") }
        var previous = session.view()
        var available = scenario.marker == nil
        // One untimed cycle: warms caches and shows whether the feature is there.
        for key in cycle {
            guard session.press(key) else { throw BenchError("\(scenario.name): a key quit the preview") }
            previous = session.view()
            if let marker = scenario.marker, !available, previous.lines().contains(where: { $0.contains(marker) }) { available = true }
        }
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        samples.reserveCapacity(count)
        cpuSamples.reserveCapacity(count)
        var changedTotal = 0
        for index in 0..<count {
            let key = cycle[index % cycle.count]
            let cpuStart = Clock.threadCPUNanoseconds()
            let start = Clock.nanoseconds()
            session.press(key)
            let grid = session.view()
            changedTotal &+= changedCells(previous, grid)
            let end = Clock.nanoseconds()
            let cpuEnd = Clock.threadCPUNanoseconds()
            samples.append(Double(end - start) / 1e9)
            cpuSamples.append(Double(cpuEnd - cpuStart) / 1e9)
            previous = grid
        }
        if changedTotal < 0 { print("unreachable") }  // keeps the comparison from being optimised away
        return Result(name: scenario.name, samples: samples.sorted(), cpuSamples: cpuSamples.sorted(), available: available)
    }

    /// What the painter compares before it touches the terminal.
    static func changedCells(_ old: CellGrid, _ new: CellGrid) -> Int {
        guard old.width == new.width, old.height == new.height else { return new.cells.count }
        var count = 0
        for y in 0..<new.height where !new.rowEquals(old, y) {
            for x in 0..<new.width where old[x, y] != new[x, y] { count += 1 }
        }
        return count
    }
}
