import Foundation

/// The rows with a picture on screen (`PictureBenchmark`).
extension BenchRunner {
    mutating func pictures(_ files: Scenarios.Files) throws {
        let keys = options.quick ? 100 : 400
        FileHandle.standardError.write(Data("pushpeek-bench: pictures on screen: first frame and \(keys) keys, symbols and pixels…\n".utf8))
        let results = try PictureBenchmark.run(payload: files.spyPayload, app: files.spyApp, attachment: packageRoot + "/Examples/spy-agency/headshot.jpg", binary: binary, size: BenchRunner.terminalSize,
                                               runs: options.frameRuns, keys: keys)
        let symbols = results.first { $0.graphics == "none" }
        let symbolFrame = symbols.map { Statistics.median($0.firstFrames) } ?? .nan
        for result in results {
            let name = result.graphics == "none" ? "symbols" : "pixels, \(result.graphics)"
            let frame = Statistics.median(result.firstFrames)
            let isFloor = result.graphics == "none"
            table.add("first frame with a picture on screen (spy-agency, \(name))", Format.seconds(frame),
                      floor: isFloor ? "" : "symbols " + Format.seconds(symbolFrame), ratio: isFloor ? "" : Format.ratio(frame / symbolFrame))
            table.add("key p50 / p99 in the terminal, picture on screen (tab, \(name))",
                      Format.seconds(Statistics.percentile(result.keyTimes, 0.5)) + " / " + Format.seconds(Statistics.percentile(result.keyTimes, 0.99)))
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
            table.note("pictures: the first frame over symbols' in the same turn, median (lowest–highest) of \(options.frameRuns) turns: " + spreads.joined(separator: ", "))
        }
    }
}
