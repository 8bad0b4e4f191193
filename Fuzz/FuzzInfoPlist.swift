// libFuzzer target: Info.plist files, XML and binary — the property-list readers, the extension
// attributes, and an app description whose extension reads the fuzzed Info.plist. Built by
// Scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInfoPlistTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzInfoPlist.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// Feeds one input to the property-list readers and to everything that reads an Info.plist.
enum FuzzInfoPlist {
    /// An app whose only extension takes its attributes from `Info.plist` (the fuzzed bytes).
    static let app = Array(#"""
    {"app":{"name":"Spy","icon":"S"},"categories":[{"identifier":"ShowMap","actions":[{"identifier":"accept","title":"Accept"}]}],
     "extensions":[{"name":"Custom UI","infoPlist":"Info.plist","view":[{"label":{"text":"{{latitude}}"}},{"button":{"title":"Go","align":"bottom"}}]}]}
    """#.utf8)

    static func run(_ bytes: [UInt8]) {
        if let value = try? PropertyListReader.read(bytes) {
            // Walking the whole value is bounded too: at most `maximumValues` values, shared or not.
            var count = 0
            walk(value, count: &count)
            precondition(count <= BinaryPropertyListReader.maximumValues, "expanded to \(count) values")
        }
        _ = try? InfoPlistReader.attributes(fromPlist: bytes, file: "Info.plist")
        // Binary plists begin with a fixed header; try the bytes after it as a binary list too.
        if !bytes.starts(with: Array("bplist".utf8)) {
            _ = try? PropertyListReader.read(Array("bplist00".utf8) + bytes)
        }
        let reader: AppDescriptionDecoder.FileReader = { path throws(InputError) in
            guard path.hasSuffix("Info.plist") else { return try FuzzSupport.builtinReader(path) }
            return bytes
        }
        FuzzSupport.fuzzAppDescription(app, keys: [.tab, .enter], readFile: reader)
    }

    static func walk(_ value: PropertyList, count: inout Int) {
        count += 1
        switch value {
        case .array(let elements): for element in elements { walk(element, count: &count) }
        case .dictionary(let entries): for (_, element) in entries { walk(element, count: &count) }
        default: break
        }
    }
}
