/// A picture sequence a program wrote, as `VirtualScreen` read it: which protocol, where the cursor
/// stood, and its header (what precedes the pixel data), so tests can check placement, size and
/// deletion without decoding pixels.
public struct VirtualGraphic: Equatable, Sendable {
    /// Which protocol a picture sequence is in.
    public enum Kind: Equatable, Sendable {
        /// `DCS … q … ST`: the header is the parameters and raster attributes (`0;1;0q"1;1;80;78`).
        case sixel
        /// `APC G … ST`: the header is the control data (`a=T,f=32,s=80,v=80,c=8,r=4,m=1`).
        case kitty
        /// `OSC 1337 ; File= … BEL`: the header is the arguments (`inline=1;width=8;height=4;…`).
        case iterm2
    }

    public var kind: Kind
    /// The cursor's column and row (0-based) when the sequence began.
    public var x: Int
    public var y: Int
    public var header: String

    public init(kind: Kind, x: Int, y: Int, header: String) {
        self.kind = kind
        self.x = x
        self.y = y
        self.header = header
    }

    /// The header's `key=value` pairs (kitty's commas, iTerm2's semicolons).
    public var fields: [String: String] {
        var result: [String: String] = [:]
        for pair in header.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { result[String(parts[0])] = String(parts[1]) }
        }
        return result
    }
}
