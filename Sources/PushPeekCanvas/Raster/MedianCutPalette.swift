import PushPeekModel

/// A palette of at most `maximumCount` colours for one picture, by median cut (Heckbert): the
/// picture's colours, counted in bins of 5 bits a channel, are split at the median of the widest
/// channel of the box whose pixels times width is largest (the first such), until there are enough
/// boxes; each box's colour is the exact mean of the pixels in it. Pixels at least half transparent
/// take no colour (`transparent`).
///
/// The work is one pass over the pixels, two over the bins of each box split (its median; then
/// the halves, each half's pixels and extent counted as its bins are moved), the boxes to split
/// kept in order by `MedianCutOrder`, and one pass to give each pixel its colour's index.
public struct MedianCutPalette: Sendable {
    /// The index of a pixel that is not drawn.
    public static let transparent: UInt8 = 255
    public static let maximumCount = 255

    public let colors: [RGB]
    /// One entry a pixel, row by row: an index into `colors`, or `transparent`.
    public let indices: [UInt8]

    /// A range of bins: its pixels, its widest channel and that channel's span of values plus one.
    private struct Box {
        var range: Range<Int>
        var pixels: UInt32
        var channel: Int
        var width: Int

        /// What the box to split next has most of; 0 when it cannot be split.
        var priority: Int { range.count > 1 ? Int(pixels) &* width : 0 }

        /// The box over `range` of `pixels` whose bins' values run from `low` to `high` (red, green, blue).
        init(_ range: Range<Int>, pixels: UInt32, low: SIMD3<Int32>, high: SIMD3<Int32>) {
            self.range = range
            self.pixels = pixels
            let widths = high &- low
            channel = widths.x >= widths.y && widths.x >= widths.z ? 0 : widths.y >= widths.z ? 1 : 2
            width = Int(widths[channel]) &+ 1
        }
    }

    public init(_ image: RasterImage, maximumCount: Int = MedianCutPalette.maximumCount) {
        let limit = max(1, min(maximumCount, Self.maximumCount))
        let pixelCount = image.width * image.height
        // Per bin (red, green, blue in 5 bits each): its slot plus one, numbered as first seen; 0 for none.
        var slotOfBin = [UInt16](repeating: 0, count: 32_768)
        // Per pixel: its bin's slot plus one; 0 when it is not drawn.
        var pixelSlots = [UInt16](repeating: 0, count: pixelCount)
        // Per slot: its pixels' red, green and blue summed, and their count.
        var sums = [UInt32](repeating: 0, count: 4 * min(pixelCount, 32_768))
        // Per slot, in an order where each box is a range: key << 48 | slot << 32 | pixels.
        var bins: [UInt64] = []
        bins.reserveCapacity(min(pixelCount, 32_768))
        image.pixels.withUnsafeBufferPointer { pixels in
            slotOfBin.withUnsafeMutableBufferPointer { slotOfBin in
                pixelSlots.withUnsafeMutableBufferPointer { pixelSlots in
                    sums.withUnsafeMutableBufferPointer { sums in
                        for index in 0..<pixelCount where pixels[index &* 4 &+ 3] >= 128 {
                            let pixel = index &* 4
                            let red = pixels[pixel], green = pixels[pixel &+ 1], blue = pixels[pixel &+ 2]
                            let key = Int(red >> 3) << 10 | Int(green >> 3) << 5 | Int(blue >> 3)
                            var slot = slotOfBin[key]
                            if slot == 0 {
                                bins.append(UInt64(key) << 48 | UInt64(bins.count) << 32)
                                slot = UInt16(truncatingIfNeeded: bins.count)
                                slotOfBin[key] = slot
                            }
                            let sum = Int(slot &- 1) &* 4
                            sums[sum] &+= UInt32(red)
                            sums[sum &+ 1] &+= UInt32(green)
                            sums[sum &+ 2] &+= UInt32(blue)
                            sums[sum &+ 3] &+= 1
                            pixelSlots[index] = slot
                        }
                    }
                }
            }
        }
        var boxes: [Box] = []
        var boxOfSlot = [UInt8](repeating: 0, count: bins.count)
        var palette: [RGB] = []
        sums.withUnsafeBufferPointer { sums in
            bins.withUnsafeMutableBufferPointer { bins in
                guard !bins.isEmpty else { return }
                var pixels: UInt32 = 0, low = SIMD3<Int32>(repeating: 31), high = SIMD3<Int32>(repeating: 0)
                for slot in bins.indices {
                    bins[slot] |= UInt64(sums[slot &* 4 &+ 3])
                    let values = Self.values(bins[slot])
                    pixels &+= sums[slot &* 4 &+ 3]
                    low = pointwiseMin(low, values)
                    high = pointwiseMax(high, values)
                }
                boxes.append(Box(bins.indices, pixels: pixels, low: low, high: high))
                var order = MedianCutOrder(capacity: limit)
                order.insert(boxes[0].priority, index: 0)
                while boxes.count < limit, let chosen = order.removeFirst() {
                    let (lower, upper) = Self.split(boxes[chosen], bins)
                    boxes[chosen] = lower
                    order.insert(lower.priority, index: chosen)
                    order.insert(upper.priority, index: boxes.count)
                    boxes.append(upper)
                }
                palette.reserveCapacity(boxes.count)
                for (index, box) in boxes.enumerated() {
                    var red: UInt64 = 0, green: UInt64 = 0, blue: UInt64 = 0
                    for position in box.range {
                        let slot = Int(truncatingIfNeeded: bins[position] >> 32) & 0x7FFF
                        red &+= UInt64(sums[slot &* 4])
                        green &+= UInt64(sums[slot &* 4 &+ 1])
                        blue &+= UInt64(sums[slot &* 4 &+ 2])
                        boxOfSlot[slot] = UInt8(truncatingIfNeeded: index)
                    }
                    let count = UInt64(max(box.pixels, 1))
                    palette.append(RGB(UInt8(clamping: (red + count / 2) / count), UInt8(clamping: (green + count / 2) / count),
                                       UInt8(clamping: (blue + count / 2) / count)))
                }
            }
        }
        colors = palette
        indices = [UInt8](unsafeUninitializedCapacity: pixelCount) { indices, initialized in
            pixelSlots.withUnsafeBufferPointer { pixelSlots in
                boxOfSlot.withUnsafeBufferPointer { boxOfSlot in
                    for index in 0..<pixelCount {
                        let slot = Int(pixelSlots[index])
                        indices[index] = slot == 0 ? Self.transparent : boxOfSlot[slot &- 1]
                    }
                }
            }
            initialized = pixelCount
        }
    }

    /// A bin's red, green and blue in 5 bits each.
    @inline(__always)
    private static func values(_ bin: UInt64) -> SIMD3<Int32> {
        SIMD3(Int32(truncatingIfNeeded: bin >> 58) & 31, Int32(truncatingIfNeeded: bin >> 53) & 31, Int32(truncatingIfNeeded: bin >> 48) & 31)
    }

    /// Splits `box` at the median of its widest channel: the bins at or below it first, the rest
    /// after, each half's pixels and extent counted as they are moved.
    private static func split(_ box: Box, _ bins: UnsafeMutableBufferPointer<UInt64>) -> (Box, Box) {
        let shift = UInt64(58 &- 5 &* box.channel)
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 32) { counts in
            counts.initialize(repeating: 0)
            for position in box.range {
                let bin = bins[position]
                counts[Int(truncatingIfNeeded: bin >> shift) & 31] &+= UInt32(truncatingIfNeeded: bin)
            }
            var below: UInt32 = 0, median = 0
            for value in 0..<32 {
                below &+= counts[value]
                median = value
                if below &* 2 >= box.pixels { break }
            }
            // Never the highest value: the bins above the median must not be none.
            var highest = 31
            while highest > 0, counts[highest] == 0 { highest &-= 1 }
            if median >= highest {
                median = highest &- 1
                while median > 0, counts[median] == 0 { median &-= 1 }
                median = max(median, 0)
            }
            var boundary = box.range.lowerBound
            var lowerPixels: UInt32 = 0, upperPixels: UInt32 = 0
            var lowerLow = SIMD3<Int32>(repeating: 31), lowerHigh = SIMD3<Int32>(repeating: 0)
            var upperLow = lowerLow, upperHigh = lowerHigh
            for position in box.range {
                let bin = bins[position]
                let values = Self.values(bin)
                if Int(truncatingIfNeeded: bin >> shift) & 31 <= median {
                    lowerPixels &+= UInt32(truncatingIfNeeded: bin)
                    lowerLow = pointwiseMin(lowerLow, values)
                    lowerHigh = pointwiseMax(lowerHigh, values)
                    bins[position] = bins[boundary]
                    bins[boundary] = bin
                    boundary &+= 1
                } else {
                    upperPixels &+= UInt32(truncatingIfNeeded: bin)
                    upperLow = pointwiseMin(upperLow, values)
                    upperHigh = pointwiseMax(upperHigh, values)
                }
            }
            return (Box(box.range.lowerBound..<boundary, pixels: lowerPixels, low: lowerLow, high: lowerHigh),
                    Box(boundary..<box.range.upperBound, pixels: upperPixels, low: upperLow, high: upperHigh))
        }
    }
}
