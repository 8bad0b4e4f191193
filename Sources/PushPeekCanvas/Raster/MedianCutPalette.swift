import PushPeekModel

/// A palette of at most `maximumCount` colours for one picture, by median cut (Heckbert): the
/// picture's colours, counted in bins of 5 bits a channel, are split at the median of the widest
/// channel of the box whose pixels times width is largest, until there are enough boxes; each
/// box's colour is the exact mean of the pixels in it. Pixels at least half transparent take no
/// colour (`transparent`).
///
/// The work is two passes over the pixels and, for each split, one over the bins of the box split:
/// about a hundred thousand instructions for a thumbnail, where a palette by libchafa cost tens of millions.
public struct MedianCutPalette: Sendable {
    /// The index of a pixel that is not drawn.
    public static let transparent: UInt8 = 255
    public static let maximumCount = 255

    public let colors: [RGB]
    /// One entry a pixel, row by row: an index into `colors`, or `transparent`.
    public let indices: [UInt8]

    /// The occupied bins (`keys[i]`: red, green, blue in 5 bits each; `counts[i]` pixels; `sums[3i...]`
    /// the pixels' red, green and blue summed) in an order where each box is a range.
    private struct Bins {
        var keys: [Int] = []
        var counts: [UInt32] = []
        var sums: [UInt32] = []

        func value(_ position: Int, _ channel: Int) -> Int { (keys[position] >> (10 - 5 * channel)) & 31 }
    }

    private struct Box {
        var range: Range<Int>
        var pixels: UInt32
        var channel: Int
        var width: Int

        var priority: Int { range.count > 1 ? Int(pixels) * width : 0 }
    }

    /// The bin of pixel `index`: its red, green and blue in 5 bits each.
    private static func key(_ pixels: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        Int(pixels[index &* 4] >> 3) << 10 | Int(pixels[index &* 4 &+ 1] >> 3) << 5 | Int(pixels[index &* 4 &+ 2] >> 3)
    }

    public init(_ image: RasterImage, maximumCount: Int = MedianCutPalette.maximumCount) {
        let limit = max(1, min(maximumCount, Self.maximumCount))
        let pixelCount = image.width * image.height
        // Per bin: its pixels, then (high bit set) its slot in `bins`.
        var binCounts = [UInt32](repeating: 0, count: 32_768)
        var slots = [Int32](repeating: -1, count: pixelCount)
        var occupied = 0
        image.pixels.withUnsafeBufferPointer { pixels in
            binCounts.withUnsafeMutableBufferPointer { binCounts in
                for index in 0..<pixelCount where pixels[index &* 4 &+ 3] >= 128 {
                    let key = Self.key(pixels, index)
                    if binCounts[key] == 0 { occupied &+= 1 }
                    binCounts[key] &+= 1
                }
            }
        }
        var bins = Bins(keys: [Int](repeating: 0, count: occupied), counts: [UInt32](repeating: 0, count: occupied),
                        sums: [UInt32](repeating: 0, count: occupied * 3))
        image.pixels.withUnsafeBufferPointer { pixels in
            binCounts.withUnsafeMutableBufferPointer { binCounts in
                slots.withUnsafeMutableBufferPointer { slots in
                    bins.keys.withUnsafeMutableBufferPointer { keys in
                        bins.counts.withUnsafeMutableBufferPointer { counts in
                            bins.sums.withUnsafeMutableBufferPointer { sums in
                                var next = 0
                                for index in 0..<pixelCount where pixels[index &* 4 &+ 3] >= 128 {
                                    let key = Self.key(pixels, index)
                                    var slot = binCounts[key]
                                    if slot & 0x8000_0000 == 0 {
                                        keys[next] = key
                                        counts[next] = slot
                                        slot = 0x8000_0000 | UInt32(next)
                                        binCounts[key] = slot
                                        next &+= 1
                                    }
                                    let at = Int(slot & 0x7FFF_FFFF)
                                    slots[index] = Int32(at)
                                    sums[at &* 3] &+= UInt32(pixels[index &* 4])
                                    sums[at &* 3 &+ 1] &+= UInt32(pixels[index &* 4 &+ 1])
                                    sums[at &* 3 &+ 2] &+= UInt32(pixels[index &* 4 &+ 2])
                                }
                            }
                        }
                    }
                }
            }
        }
        var boxes = bins.keys.isEmpty ? [] : [Self.box(0..<bins.keys.count, bins)]
        // Per box: its pixels times its width, 0 when it cannot be split.
        var priorities = boxes.map(\.priority)
        while boxes.count < limit, let chosen = priorities.indices.max(by: { priorities[$0] < priorities[$1] }), priorities[chosen] > 0 {
            let (low, high) = Self.split(boxes[chosen], &bins)
            boxes[chosen] = low
            priorities[chosen] = low.priority
            boxes.append(high)
            priorities.append(high.priority)
        }
        var boxOfSlot = [UInt8](repeating: 0, count: bins.keys.count)
        var palette: [RGB] = []
        palette.reserveCapacity(boxes.count)
        for (index, box) in boxes.enumerated() {
            var red: UInt64 = 0, green: UInt64 = 0, blue: UInt64 = 0
            for position in box.range {
                red += UInt64(bins.sums[position * 3])
                green += UInt64(bins.sums[position * 3 + 1])
                blue += UInt64(bins.sums[position * 3 + 2])
                boxOfSlot[Int(binCounts[bins.keys[position]] & 0x7FFF_FFFF)] = UInt8(index)
            }
            let count = UInt64(max(box.pixels, 1))
            palette.append(RGB(UInt8(clamping: (red + count / 2) / count), UInt8(clamping: (green + count / 2) / count),
                               UInt8(clamping: (blue + count / 2) / count)))
        }
        colors = palette
        indices = slots.map { $0 < 0 ? Self.transparent : boxOfSlot[Int($0)] }
    }

    /// The box over `range` of `bins`: its pixels and its widest channel.
    private static func box(_ range: Range<Int>, _ bins: Bins) -> Box {
        var low = (31, 31, 31), high = (0, 0, 0)
        var pixels: UInt32 = 0
        for position in range {
            pixels += bins.counts[position]
            let red = bins.value(position, 0), green = bins.value(position, 1), blue = bins.value(position, 2)
            low = (min(low.0, red), min(low.1, green), min(low.2, blue))
            high = (max(high.0, red), max(high.1, green), max(high.2, blue))
        }
        let widths = (high.0 - low.0, high.1 - low.1, high.2 - low.2)
        let channel = widths.0 >= widths.1 && widths.0 >= widths.2 ? 0 : widths.1 >= widths.2 ? 1 : 2
        return Box(range: range, pixels: pixels, channel: channel, width: (channel == 0 ? widths.0 : channel == 1 ? widths.1 : widths.2) + 1)
    }

    /// Splits `box` at the median of its widest channel: the bins at or below it first (moved
    /// there with their sums), the rest after.
    private static func split(_ box: Box, _ bins: inout Bins) -> (Box, Box) {
        var histogram = [UInt32](repeating: 0, count: 32)
        for position in box.range { histogram[bins.value(position, box.channel)] += bins.counts[position] }
        var below: UInt32 = 0, median = 0
        for value in 0..<32 {
            below += histogram[value]
            median = value
            if below * 2 >= box.pixels { break }
        }
        // Never the highest value: the bins above the median must not be none.
        let highest = histogram.lastIndex { $0 > 0 } ?? 0
        if median >= highest { median = histogram[..<highest].lastIndex { $0 > 0 } ?? 0 }
        var boundary = box.range.lowerBound
        for position in box.range where bins.value(position, box.channel) <= median {
            if position != boundary {
                bins.keys.swapAt(position, boundary)
                bins.counts.swapAt(position, boundary)
                for channel in 0..<3 { bins.sums.swapAt(position * 3 + channel, boundary * 3 + channel) }
            }
            boundary += 1
        }
        return (Self.box(box.range.lowerBound..<boundary, bins), Self.box(boundary..<box.range.upperBound, bins))
    }
}
