#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `MapDataLoader.parse` of bytes already read, on a thread of its own from `init` until `features()`
/// asks for the result: whoever started it goes on with other work meanwhile, and still meets the
/// features or the error at the point where it would have parsed them itself. Where no thread can
/// be started, `features()` parses on the caller's.
public final class MapDataParse: @unchecked Sendable {
    private let bytes: [UInt8]
    private let fileName: String
    /// Written by the thread before it ends; read only after joining it.
    private var outcome: Result<[MapFeature], MapDataError>?
    #if os(Linux)
    private var thread = pthread_t()
    #else
    private var thread: pthread_t?
    #endif
    private var running = false

    /// Starts parsing `bytes` (read from `fileName`); with `onThread` false, `features()` parses them.
    public init(_ bytes: [UInt8], fileName: String, onThread: Bool = true) {
        self.bytes = bytes
        self.fileName = fileName
        guard onThread else { return }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // The parser recurses once per nesting level (at most `JSONParser.maximumDepth`): the main
        // thread's stack size, not a secondary thread's smaller default on some systems.
        pthread_attr_setstacksize(&attributes, 8 << 20)
        // The thread holds a reference until it ends, so the parse may outlive an abandoned caller.
        let context = Unmanaged.passRetained(self).toOpaque()
        running = pthread_create(&thread, &attributes, MapDataParse.entry, context) == 0
        if !running { Unmanaged<MapDataParse>.fromOpaque(context).release() }
    }

    deinit {
        // Abandoned (the caller threw first): nothing will join the thread, so it cleans up after itself.
        #if os(Linux)
        if running { pthread_detach(thread) }
        #else
        if running, let thread { pthread_detach(thread) }
        #endif
    }

    /// The features, or why the file is not GeoJSON: waits for the thread to end.
    public func features() throws(MapDataError) -> [MapFeature] {
        if running {
            #if os(Linux)
            pthread_join(thread, nil)
            #else
            if let thread { pthread_join(thread, nil) }
            #endif
            running = false
        }
        let result = outcome ?? MapDataParse.parse(bytes, fileName: fileName)
        outcome = result
        return try result.get()
    }

    private static func parse(_ bytes: [UInt8], fileName: String) -> Result<[MapFeature], MapDataError> {
        do throws(MapDataError) {
            return .success(try MapDataLoader.parse(bytes, fileName: fileName))
        } catch {
            return .failure(error)
        }
    }

    private static func run(_ context: UnsafeMutableRawPointer) {
        let parse = Unmanaged<MapDataParse>.fromOpaque(context).takeRetainedValue()
        parse.outcome = MapDataParse.parse(parse.bytes, fileName: parse.fileName)
    }

    #if os(Linux)
    private static let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
        if let context { MapDataParse.run(context) }
        return nil
    }
    #else
    private static let entry: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
        MapDataParse.run(context)
        return nil
    }
    #endif
}
