import PushPeekJSON

/// An asset catalog's `AppIcon.appiconset/Contents.json`: which of its pictures is the icon pushpeek
/// draws — the largest PNG (its points times its scale: a single-size `1024x1024` icon, or the
/// `60x60` `3x` of an older set), with the line that names it.
enum AppIconSet {
    struct Picture: Equatable {
        /// The file name, inside the icon set's folder.
        var fileName: String
        var pixels: Int
        var line: Int
    }

    /// The largest PNG the set names; nil when it names none (or is not a set's JSON).
    static func largestPNG(_ contents: [UInt8]) -> Picture? {
        guard let root = try? JSONParser.parse(contents), let images = root["images"]?.elements else { return nil }
        var best: Picture?
        for image in images.prefix(1_000) {
            guard let node = image["filename"], let name = node.string, name.lowercased().hasSuffix(".png"),
                  !name.contains("/"), name != ".." else { continue }
            let points = (image["size"]?.string ?? "").split(separator: "x").first.flatMap { Double($0) } ?? 0
            let scaleText = image["scale"]?.string ?? "1x"
            let scale = scaleText.hasSuffix("x") ? Double(scaleText.dropLast()) ?? 1 : 1
            let pixels = points * scale
            guard pixels.isFinite, pixels >= 0, pixels < 1e6 else { continue }
            let picture = Picture(fileName: name, pixels: Int(pixels), line: node.location.line)
            if best.map({ picture.pixels > $0.pixels }) ?? true { best = picture }
        }
        return best
    }
}
