import Foundation

/// The rows with a picture on screen (`PictureBenchmark`).
extension BenchRunner {
    mutating func pictures(_ files: Scenarios.Files) throws {
        let keys = options.quick ? 300 : 3_000
        let turns = options.pictureTurns
        FileHandle.standardError.write(Data("pushpeek-bench: pictures on screen: first frame and \(keys) keys, symbols and pixels…\n".utf8))
        let results = try PictureBenchmark.run(payload: files.spyPayload, app: files.spyApp, attachment: packageRoot + "/Examples/spy-agency/headshot.jpg", binary: binary, size: BenchRunner.terminalSize,
                                               runs: turns, keys: keys)
        let symbols = results.first { $0.graphics == "none" }
        let symbolFrame = symbols.map { Statistics.median($0.firstFrames) } ?? .nan
        let symbolKey = symbols.map { Statistics.percentile($0.keyTimes, 0.99) } ?? .nan
        for result in results {
            let name = result.graphics == "none" ? "symbols" : "pixels, \(result.graphics)"
            let frame = Statistics.median(result.firstFrames)
            let isFloor = result.graphics == "none"
            // Pixels within 10% of the same frame in symbols, and keys likewise.
            table.add("first frame with a picture on screen (spy-agency, \(name))", Format.seconds(frame),
                      floor: isFloor ? "" : "symbols " + Format.seconds(symbolFrame), ratio: isFloor ? "" : Format.ratio(frame / symbolFrame),
                      target: isFloor ? "" : "≤ 1.1× symbols", verdict: isFloor ? "" : (frame <= 1.1 * symbolFrame ? "pass" : "FAIL"))
            let keyP99 = Statistics.percentile(result.keyTimes, 0.99)
            table.add("key p50 / p99 in the terminal, picture on screen (tab, \(name))",
                      Format.seconds(Statistics.percentile(result.keyTimes, 0.5)) + " / " + Format.seconds(keyP99),
                      target: isFloor ? "" : "p99 ≤ 1.1× symbols", verdict: isFloor ? "" : (keyP99 <= 1.1 * symbolKey ? "pass" : "FAIL"))
            table.add("bytes per key, picture on screen (tab, \(name)); pictures sent again", Format.fixed(result.bytesPerKey, 1) + " B; \(result.resentPictures)",
                      target: "0 sent again", verdict: result.resentPictures == 0 ? "pass" : "FAIL")
            if !result.allMatched { table.note("pictures (\(name)): the screen did not always equal the model") }
            if result.graphics != "none", result.firstFramePictures == 0 { table.note("pictures (\(name)): no picture sequence in the first frame") }
        }
        let paired = PictureBenchmark.pairedRatios(results)
        var spreads: [String] = []
        for mode in PictureBenchmark.modes {
            guard let ratios = paired[mode], let low = ratios.min(), let high = ratios.max() else { continue }
            spreads.append("\(mode) \(Format.ratio(Statistics.median(ratios))) (\(Format.ratio(low))–\(Format.ratio(high)))")
        }
        if !spreads.isEmpty {
            table.note("pictures: the first frame over symbols' in the same turn, median (lowest–highest) of \(turns) turns: " + spreads.joined(separator: ", "))
        }
    }
}
