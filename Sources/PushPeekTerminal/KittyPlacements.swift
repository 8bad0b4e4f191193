import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation

/// kitty's pictures by id: each picture's pixels are transmitted once, named (`i`, and a placement
/// `p`: `a=T`), and when it leaves its cells (scrolled out, covered, moved) only that placement is
/// deleted (`a=d,d=i`), the data kept, so a picture that comes back or moves is placed again
/// without its pixels (`a=p`). Data no picture on screen uses is freed (`d=I`) once more than
/// `capacity` pictures are kept, and all of it after a clear or resize, when every picture is
/// transmitted again. Every command is quiet (`q=2`), so the terminal answers nothing.
final class KittyPlacements {
    static let capacity = 16

    /// A picture's pixels as transmitted: its storage, its cells' size and the cell's size in pixels.
    struct Transmitted: Hashable {
        let storage: UInt
        let cells: Size
        let cellPixels: Size
    }

    /// A transmitted picture's id.
    private struct Sent {
        let key: Transmitted
        let image: UInt32
    }

    private struct Placement {
        let shown: PicturePainter.Shown
        let image: UInt32
        let placement: UInt32
    }

    /// In the order they were transmitted (a list: a dictionary's first use cost the first frame
    /// more than all its searches of at most `capacity` pictures and those on screen).
    private var ids: [Sent] = []
    /// The transmitted pictures, least recently placed first, and their images (held so that their
    /// storage stays theirs while `ids` names it).
    private var recent: [(Transmitted, RasterImage)] = []
    private var placed: [Placement] = []
    private var stale: [UInt32] = []
    private var nextImage: UInt32 = 1
    private var nextPlacement: UInt32 = 1

    /// How many pictures' pixels were transmitted, and placed again without them.
    private(set) var transmissions = 0
    private(set) var placements = 0

    /// Whether data transmitted before a clear or resize is still to be freed.
    var hasStale: Bool { !stale.isEmpty }

    /// The screen was cleared or resized: what was transmitted is freed at the next update.
    func invalidate() {
        stale += ids.map(\.image)
        ids = []
        recent = []
        placed = []
    }

    /// The commands that bring kitty's placements in line with `pictures`.
    func bytes(for pictures: [ScreenPicture], cellPixels: Size, encoder: PictureEncoder) -> [UInt8] {
        let now = pictures.map(PicturePainter.Shown.init)
        var output: [UInt8] = []
        for image in stale { output += Self.command("a=d,d=I,i=\(image)") }
        stale = []
        let kept = placed.filter { now.contains($0.shown) }
        for gone in placed where !now.contains(gone.shown) {
            output += Self.command("a=d,d=i,i=\(gone.image),p=\(gone.placement)")
        }
        placed = kept
        for (picture, shown) in zip(pictures, now) where !kept.contains(where: { $0.shown == shown }) {
            let key = Transmitted(storage: shown.storage, cells: picture.rect.size, cellPixels: cellPixels)
            let placement = nextPlacement
            nextPlacement &+= 1
            let position = Array("\u{1B}[\(picture.rect.y + 1);\(picture.rect.x + 1)H".utf8)
            if let image = id(of: key) {
                output += position + Self.command("a=p,i=\(image),p=\(placement),c=\(picture.rect.width),r=\(picture.rect.height),C=1")
                placements += 1
                placed.append(Placement(shown: shown, image: image, placement: placement))
                touch(key, picture.image)
                continue
            }
            let sequence = encoder.bytes(for: picture.image, cells: picture.rect.size, cellPixels: cellPixels)
            guard sequence.count > 3 else { continue }
            let image = nextImage
            nextImage &+= 1
            output += position + sequence[0..<3] + Array("i=\(image),p=\(placement),q=2,".utf8) + sequence[3...]
            transmissions += 1
            ids.append(Sent(key: key, image: image))
            placed.append(Placement(shown: shown, image: image, placement: placement))
            touch(key, picture.image)
        }
        output += evicted()
        return output
    }

    private func touch(_ key: Transmitted, _ image: RasterImage) {
        recent.removeAll { $0.0 == key }
        recent.append((key, image))
    }

    /// Frees the least recently placed pictures' data beyond `capacity`, none of them on screen.
    private func evicted() -> [UInt8] {
        var output: [UInt8] = []
        let onScreen = Set(placed.map(\.image))
        while recent.count > Self.capacity, let index = recent.firstIndex(where: { id(of: $0.0).map { !onScreen.contains($0) } ?? true }) {
            let (key, _) = recent.remove(at: index)
            if let sent = ids.firstIndex(where: { $0.key == key }) { output += Self.command("a=d,d=I,i=\(ids.remove(at: sent).image)") }
        }
        return output
    }

    private func id(of key: Transmitted) -> UInt32? {
        ids.first { $0.key == key }?.image
    }

    static func command(_ control: String) -> [UInt8] {
        Array("\u{1B}_G\(control),q=2\u{1B}\\".utf8)
    }
}
