import PushPeekJSON
import PushPeekModel
import PushPeekMaps

extension AppDescriptionDecoder {
    /// The first GeoJSON file `mapData` names, read before the rest of the description is decoded
    /// and parsed on a thread of its own meanwhile (`MapDataParse`); `decodeMapData` takes it at its
    /// index, so its features and errors come where they came when it was parsed there.
    package struct StartedOverlay {
        let index: Int
        /// The entry's file, as resolved when the parse started (`decodeMapData` does not resolve it again).
        let file: String
        /// The parse, or why the file could not be read (reported where the file was read before).
        let read: Read

        /// Not a `Result`: its generic metadata and the `Error` conformance it checks are made at
        /// their first use, 0.1 M instructions before the first frame.
        enum Read {
            case parsing(MapDataParse)
            case unreadable(InputError)
        }

        /// The parse under way, or the read's error.
        func parse() throws(InputError) -> MapDataParse {
            switch read {
            case .parsing(let parse): return parse
            case .unreadable(let error): throw error
            }
        }
    }

    /// Starts the parse of the first GeoJSON file `mapData` names, when every entry before it is a
    /// well-formed path: anything else is left for `decodeMapData` to report in its turn. Only the
    /// first, so that no more files are held at once than when each was parsed as it was read.
    static func startOverlayParse(_ reader: JSONReader, file: String?, readFile: FileReader) -> StartedOverlay? {
        guard let entries = reader.node["mapData"]?.elements else { return nil }
        for (index, entry) in entries.enumerated() {
            guard let relative = entry.string, let resolved = InputFile.resolve(relative, besides: file) else { return nil }
            if MapArchiveLoader.isArchiveName(resolved) { continue }
            do throws(InputError) {
                let bytes = try readFile(resolved)
                return StartedOverlay(index: index, file: resolved,
                                      read: .parsing(MapDataParse(bytes, fileName: resolved, onThread: bytes.count >= MapDataParse.threadedSize)))
            } catch {
                return StartedOverlay(index: index, file: resolved, read: .unreadable(error))
            }
        }
        return nil
    }
}
