import PushPeekModel

/// `MapDataLoader.parse` of bytes already read, on a thread of its own from `init` until `features()`
/// asks for the result: whoever started it goes on with other work meanwhile, and still meets the
/// features or the error at the point where it would have parsed them itself. Where no thread can
/// be started, `features()` parses on the caller's.
public final class MapDataParse: @unchecked Sendable {
    private let bytes: [UInt8]
    private let fileName: String
    /// Written by the thread before it ends; read only after joining it.
    private var outcome: Outcome?
    /// Not a `Result`: that generic type's metadata checks `Error` at its first use on each thread,
    /// a scan of every conformance whose types lie on pages all over the binary.
    private enum Outcome {
        case parsed([MapFeature])
        case failed(MapDataError)
    }
    private var thread: PendingWork?

    /// Files smaller than this are parsed when their features are asked for, on the caller's
    /// thread: starting a thread (`clone`, 0.07–0.19 ms here) costs more than parsing a few
    /// kilobytes of GeoJSON.
    public static let threadedSize = 16 << 10

    /// Starts parsing `bytes` (read from `fileName`); with `onThread` false, `features()` parses them.
    public init(_ bytes: [UInt8], fileName: String, onThread: Bool = true) {
        self.bytes = bytes
        self.fileName = fileName
        guard onThread else { return }
        // The parser recurses once per nesting level (at most `JSONParser.maximumDepth`): the pool's
        // threads have the main thread's stack size, not a secondary thread's smaller default on
        // some systems. The work holds a reference until it ends, so the parse may outlive an
        // abandoned caller.
        thread = PendingWork.start { [self] in
            outcome = MapDataParse.parse(bytes, fileName: fileName)
        }
    }

    /// The features, or why the file is not GeoJSON: waits for the parse to end.
    public func features() throws(MapDataError) -> [MapFeature] {
        if let thread {
            thread.wait()
            self.thread = nil
        }
        let result = outcome ?? MapDataParse.parse(bytes, fileName: fileName)
        outcome = result
        switch result {
        case .parsed(let features): return features
        case .failed(let error): throw error
        }
    }

    private static func parse(_ bytes: [UInt8], fileName: String) -> Outcome {
        do throws(MapDataError) {
            return .parsed(try MapDataLoader.parse(bytes, fileName: fileName))
        } catch {
            return .failed(error)
        }
    }
}
