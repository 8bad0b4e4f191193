import PushPeekModel
import PushPeekCanvas

/// `MedianCutPalette`'s rules written out plainly, for tests that check the fast palette picks the
/// same colours for the same pixels: bins of 5 bits a channel; while there are fewer boxes than the
/// limit, the first box with the largest pixels × (widest channel's span + 1) among those of more
/// than one bin is split at the median of that channel (never at its highest value), the bins at or
/// below it keeping the box's place and the rest appended; each colour the rounded mean of its pixels.
enum ReferenceMedianCut {
    struct Bin {
        var key: [Int]
        var count = 0
        var sums = [0, 0, 0]
    }

    static func palette(_ image: RasterImage, limit: Int = 255) -> (colors: [RGB], indices: [UInt8]) {
        func key(_ pixel: Int) -> [Int] { (0..<3).map { Int(image.pixels[pixel * 4 + $0] >> 3) } }
        func drawn(_ pixel: Int) -> Bool { image.pixels[pixel * 4 + 3] >= 128 }
        let pixelCount = image.width * image.height
        var bins: [[Int]: Bin] = [:]
        for pixel in 0..<pixelCount where drawn(pixel) {
            bins[key(pixel), default: Bin(key: key(pixel))].count += 1
            for channel in 0..<3 { bins[key(pixel)]!.sums[channel] += Int(image.pixels[pixel * 4 + channel]) }
        }
        var boxes: [[Bin]] = bins.isEmpty ? [] : [Array(bins.values)]
        func shape(_ box: [Bin]) -> (pixels: Int, channel: Int, width: Int) {
            let widths = (0..<3).map { channel in box.map { $0.key[channel] }.max()! - box.map { $0.key[channel] }.min()! }
            let channel = widths.firstIndex(of: widths.max()!)!
            return (box.reduce(0) { $0 + $1.count }, channel, widths[channel] + 1)
        }
        func priority(_ box: [Bin]) -> Int { box.count > 1 ? shape(box).pixels * shape(box).width : 0 }
        var priorities = boxes.map(priority)
        while boxes.count < limit {
            guard let best = priorities.max(), best > 0 else { break }
            let chosen = priorities.firstIndex(of: best)!
            let (pixels, channel, _) = shape(boxes[chosen])
            var histogram = [Int](repeating: 0, count: 32)
            for bin in boxes[chosen] { histogram[bin.key[channel]] += bin.count }
            var below = 0, median = 0
            for value in 0..<32 {
                below += histogram[value]
                median = value
                if below * 2 >= pixels { break }
            }
            let highest = histogram.lastIndex { $0 > 0 }!
            if median >= highest { median = histogram[..<highest].lastIndex { $0 > 0 } ?? 0 }
            let box = boxes[chosen]
            boxes[chosen] = box.filter { $0.key[channel] <= median }
            boxes.append(box.filter { $0.key[channel] > median })
            priorities[chosen] = priority(boxes[chosen])
            priorities.append(priority(boxes[boxes.count - 1]))
        }
        var boxOfKey: [[Int]: UInt8] = [:]
        let colors = boxes.enumerated().map { index, box in
            for bin in box { boxOfKey[bin.key] = UInt8(index) }
            let count = box.reduce(0) { $0 + $1.count }
            let mean = (0..<3).map { channel in UInt8((box.reduce(0) { $0 + $1.sums[channel] } + count / 2) / count) }
            return RGB(mean[0], mean[1], mean[2])
        }
        return (colors, (0..<pixelCount).map { drawn($0) ? boxOfKey[key($0)]! : 255 })
    }
}
