/// Minimal sound and movie files, built byte by byte, whose headers carry a known duration.
enum MediaBytes {
    static func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    static func le16(_ value: Int) -> [UInt8] { (0..<2).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    static func be32(_ value: Int) -> [UInt8] { le32(value).reversed() }
    static func be16(_ value: Int) -> [UInt8] { le16(value).reversed() }
    static func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// 8 kHz mono 8-bit PCM: 8000 bytes a second.
    static func wav(seconds: Int) -> [UInt8] {
        let data = [UInt8](repeating: 128, count: 8000 * seconds)
        let fmt = le16(1) + le16(1) + le32(8000) + le32(8000) + le16(1) + le16(8)
        let body = ascii("WAVE") + ascii("fmt ") + le32(fmt.count) + fmt + ascii("LIST") + le32(3) + [1, 2, 3, 0]
            + ascii("data") + le32(data.count) + data
        return ascii("RIFF") + le32(body.count) + body
    }

    /// `frames` at 44.1 kHz (the rate as an 80-bit extended float).
    static func aiff(frames: Int) -> [UInt8] {
        let rate: [UInt8] = [0x40, 0x0E, 0xAC, 0x44, 0, 0, 0, 0, 0, 0]
        let comm = be16(1) + be32(frames) + be16(16) + rate
        let body = ascii("AIFF") + ascii("COMM") + be32(comm.count) + comm + ascii("SSND") + be32(8) + [UInt8](repeating: 0, count: 8)
        return ascii("FORM") + be32(body.count) + body
    }

    static func mp4(duration: Int, timescale: Int) -> [UInt8] {
        let mvhd = [0, 0, 0, 0] + be32(0) + be32(0) + be32(timescale) + be32(duration) + [UInt8](repeating: 0, count: 80)
        let ftyp = ascii("ftyp") + ascii("isom") + be32(512) + ascii("isommp41")
        let moov = ascii("moov") + be32(8 + mvhd.count) + ascii("mvhd") + mvhd
        let free = ascii("free") + [UInt8](repeating: 0, count: 4)
        return be32(ftyp.count + 4) + ftyp + be32(free.count + 4) + free + be32(moov.count + 4) + moov
    }

    /// 25 fps, `frames` frames.
    static func avi(frames: Int) -> [UInt8] {
        let avih = le32(40_000) + le32(0) + le32(0) + le32(0) + le32(frames) + [UInt8](repeating: 0, count: 36)
        let hdrl = ascii("hdrl") + ascii("avih") + le32(avih.count) + avih
        let body = ascii("AVI ") + ascii("JUNK") + le32(2) + [0, 0] + ascii("LIST") + le32(hdrl.count) + hdrl
        return ascii("RIFF") + le32(body.count) + body
    }

    /// MPEG-1 layer III, 128 kbit/s, 44.1 kHz, behind an ID3v2 tag: `seconds` of constant bit rate.
    static func mp3(seconds: Int) -> [UInt8] {
        let tag = ascii("ID3") + [4, 0, 0, 0, 0, 0, 10] + [UInt8](repeating: 0, count: 10)
        let frame: [UInt8] = [0xFF, 0xFB, 0x90, 0x00] + [UInt8](repeating: 0, count: 413)
        var audio: [UInt8] = []
        while audio.count < 16_000 * seconds { audio += frame }
        return tag + Array(audio.prefix(16_000 * seconds))
    }

    /// The same with a Xing header announcing `frames` frames (1152 samples each).
    static func mp3Xing(frames: Int) -> [UInt8] {
        var frame: [UInt8] = [0xFF, 0xFB, 0x90, 0x00] + [UInt8](repeating: 0, count: 32) + ascii("Xing") + be32(1) + be32(frames)
        frame += [UInt8](repeating: 0, count: 417 - frame.count)
        return frame + frame
    }
}
