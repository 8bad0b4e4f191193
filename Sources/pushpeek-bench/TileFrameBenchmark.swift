import PushPeekModel

/// Time to the first frame that shows a map drawn from vector tiles: `pushpeek preview` of the
/// Helsinki courier (its app's `mapData` is a PMTiles archive) in a pseudo-terminal, from exec to
/// the banner, then from Enter to the last byte of the expanded card with the map — the first frame
/// that opens the archive's tiles. The settle waits between are not counted. The same is timed with
/// the archive left out of the app description, so the tiles' own cost shows.
enum TileFrameBenchmark {
    struct Result {
        var withTiles: [Double]
        var withoutTiles: [Double]
        var allMatched: Bool
    }

    static func run(payload: String, app: String, appWithoutTiles: String, binary: String, size: Size, runs: Int) throws -> Result {
        var withTiles: [Double] = []
        var withoutTiles: [Double] = []
        var allMatched = true
        for _ in 0..<runs {
            for (file, into) in [(app, 0), (appWithoutTiles, 1)] {
                let (seconds, matched) = try time(payload: payload, app: file, binary: binary, size: size)
                if into == 0 { withTiles.append(seconds) } else { withoutTiles.append(seconds) }
                allMatched = allMatched && matched
            }
        }
        return Result(withTiles: withTiles, withoutTiles: withoutTiles, allMatched: allMatched)
    }

    static func time(payload: String, app: String, binary: String, size: Size) throws -> (Double, Bool) {
        var model = try ModelSession(payload: payload, app: app, size: size)
        let banner = model.view().lines()
        let enter = try ModelSession.keys("enter")
        for key in enter { model.press(key) }
        let expanded = model.view().lines()
        let start = Clock.seconds()
        let terminal = try PseudoTerminal([binary, "preview", payload, "--app", app, "--graphics", "none"], size: size, environment: TerminalKeys.environment())
        var matched = terminal.read(until: { $0.lines == banner }, quiet: TerminalBenchmark.settle, limit: 10)
        let toBanner = terminal.lastOutputTime - start
        let pressed = Clock.seconds()
        for key in enter { terminal.send(TerminalKeys.bytes(key)) }
        matched = terminal.read(until: { $0.lines == expanded }, quiet: TerminalBenchmark.settle, limit: 10) && matched
        let toMap = terminal.lastOutputTime - pressed
        terminal.send(TerminalKeys.bytes(.control("c")))
        terminal.finish()
        return (toBanner + toMap, matched)
    }
}
