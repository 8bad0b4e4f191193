/// The running time of an MPEG audio layer III file: from the Xing/Info header's frame count when
/// the first frame carries one (variable bit rate), else from the first frame's bit rate and the
/// audio's byte length (constant bit rate). Nil when no frame header is found.
package enum MP3Duration {
    package static let bitRatesV1: [Int] = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320]
    package static let bitRatesV2: [Int] = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]

    package static func of(_ bytes: [UInt8]) -> Double? {
        var start = 0
        if bytes.count >= 10, bytes[0] == 0x49, bytes[1] == 0x44, bytes[2] == 0x33 {  // "ID3"
            let size = bytes[6...9].reduce(0) { $0 << 7 | Int($1 & 0x7F) }
            start = 10 + size + (bytes[5] & 0x10 != 0 ? 10 : 0)
        }
        var end = bytes.count
        if end >= 128, bytes[end - 128] == 0x54, bytes[end - 127] == 0x41, bytes[end - 126] == 0x47 { end -= 128 }  // "TAG"
        // The first frame header within the first 64 KB of audio.
        var offset = start
        while offset + 4 <= min(end, start + 65_536) {
            if let duration = duration(frameAt: offset, in: bytes, audioBytes: end - offset) { return duration }
            offset += 1
        }
        return nil
    }

    package static func duration(frameAt offset: Int, in bytes: [UInt8], audioBytes: Int) -> Double? {
        let b1 = bytes[offset + 1]
        let b2 = bytes[offset + 2]
        guard bytes[offset] == 0xFF, b1 & 0xE0 == 0xE0, (b1 >> 1) & 0x03 == 0x01 else { return nil }  // layer III
        let version = (b1 >> 3) & 0x03  // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
        guard version != 1 else { return nil }
        let bitRateIndex = Int(b2 >> 4)
        let rateIndex = Int((b2 >> 2) & 0x03)
        guard bitRateIndex != 0, bitRateIndex != 15, rateIndex != 3 else { return nil }
        let baseRates = [44_100, 48_000, 32_000]
        let sampleRate = baseRates[rateIndex] / (version == 3 ? 1 : (version == 2 ? 2 : 4))
        let samplesPerFrame = version == 3 ? 1152 : 576
        let mono = bytes[offset + 3] >> 6 == 3
        let sideInfo = version == 3 ? (mono ? 17 : 32) : (mono ? 9 : 17)
        let xing = offset + 4 + sideInfo
        if xing + 12 <= bytes.count {
            let tag = String(decoding: bytes[xing..<(xing + 4)], as: UTF8.self)
            if tag == "Xing" || tag == "Info" {
                let flags = bytes[(xing + 4)..<(xing + 8)].reduce(0) { $0 << 8 | Int($1) }
                if flags & 0x01 != 0 {
                    let frames = bytes[(xing + 8)..<(xing + 12)].reduce(0) { $0 << 8 | Int($1) }
                    return Double(frames * samplesPerFrame) / Double(sampleRate)
                }
            }
        }
        let kilobits = (version == 3 ? bitRatesV1 : bitRatesV2)[bitRateIndex]
        return Double(audioBytes) * 8 / Double(kilobits * 1000)
    }
}
