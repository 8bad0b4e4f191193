/// Reads property lists without Foundation: binary (`bplist00`, see `BinaryPropertyListReader`) or
/// XML (`<plist>` with dict, array, key, string, integer, real, true, false, date, data), the two
/// forms an Info.plist comes in.
public enum PropertyListReader {
    /// How deeply arrays and dictionaries may nest (in either form); an Info.plist needs about five.
    public static let maximumDepth = 128

    public static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
        if bytes.starts(with: Array("bplist".utf8)) {
            return try BinaryPropertyListReader.read(bytes)
        }
        var parser = XMLPropertyListParser(bytes)
        return try parser.parseDocument()
    }
}
