import PushPeekJSON

/// Reads the running time, in seconds, of a sound or movie from its headers: WAV (`fmt `/`data`),
/// AIFF (`COMM`), ISO media — MP4, M4A, MOV — (`moov/mvhd`), AVI (`avih`), MP3 (Xing/Info frame count,
/// else constant bit rate). MPEG program streams and anything unreadable give nil: an unknown
/// duration, never an error.
public enum MediaDuration {
    public static func of(_ bytes: [UInt8], format: AttachmentFormat) -> Double? {
        let seconds: Double?
        switch format {
        case .wav: seconds = try? wav(bytes)
        case .aiff: seconds = try? aiff(bytes)
        case .m4a, .mpeg4: seconds = try? isoMedia(bytes)
        case .avi: seconds = try? avi(bytes)
        case .mp3: seconds = MP3Duration.of(bytes)
        case .mpeg, .mpeg2, .jpeg, .gif, .png: seconds = nil
        }
        guard let seconds, seconds.isFinite, seconds >= 0 else { return nil }
        return seconds
    }

    package static func wav(_ bytes: [UInt8]) throws(InputError) -> Double? {
        var reader = ByteReader(bytes, format: "WAV")
        guard try reader.ascii(4) == "RIFF" else { return nil }
        try reader.skip(4)
        guard try reader.ascii(4) == "WAVE" else { return nil }
        var byteRate: Int?
        while reader.remaining >= 8 {
            let id = try reader.ascii(4)
            let size = try reader.u32le()
            let start = reader.offset
            if id == "fmt " {
                try reader.skip(8)  // format tag, channels, sample rate
                byteRate = try reader.u32le()
            } else if id == "data" {
                guard let byteRate, byteRate > 0 else { return nil }
                // Streaming writers leave the size at 0 or 0xFFFFFFFF: count what is there.
                let length = size == 0 || size == 0xFFFF_FFFF ? bytes.count - start : min(size, bytes.count - start)
                return Double(length) / Double(byteRate)
            }
            reader.offset = start + size + (size & 1)
        }
        return nil
    }

    package static func aiff(_ bytes: [UInt8]) throws(InputError) -> Double? {
        var reader = ByteReader(bytes, format: "AIFF")
        guard try reader.ascii(4) == "FORM" else { return nil }
        try reader.skip(4)
        guard ["AIFF", "AIFC"].contains(try reader.ascii(4)) else { return nil }
        while reader.remaining >= 8 {
            let id = try reader.ascii(4)
            let size = try reader.u32be()
            let start = reader.offset
            if id == "COMM" {
                try reader.skip(2)  // channels
                let frames = try reader.u32be()
                try reader.skip(2)  // sample size
                let rate = extended80(exponent: try reader.u16be(), mantissa: try reader.u64be())
                return rate > 0 ? Double(frames) / rate : nil
            }
            reader.offset = start + size + (size & 1)
        }
        return nil
    }

    /// An IEEE 754 80-bit extended float (AIFF's sample rate).
    package static func extended80(exponent: Int, mantissa: UInt64) -> Double {
        let sign: Double = exponent & 0x8000 != 0 ? -1 : 1
        let power = (exponent & 0x7FFF) - 16383 - 63
        guard exponent & 0x7FFF != 0x7FFF else { return .nan }
        return sign * Double(mantissa) * pow2(power)
    }

    package static func pow2(_ power: Int) -> Double {
        Double(sign: .plus, exponent: power, significand: 1)
    }

    /// `mvhd` inside `moov`: duration over time scale.
    package static func isoMedia(_ bytes: [UInt8]) throws(InputError) -> Double? {
        guard let moov = try findBox("moov", in: bytes, range: 0..<bytes.count),
              let mvhd = try findBox("mvhd", in: bytes, range: moov) else { return nil }
        var reader = ByteReader(bytes, format: "MP4", offset: mvhd.lowerBound)
        let version = try reader.u8()
        try reader.skip(3)
        let scale: Int
        let duration: UInt64
        if version == 1 {
            try reader.skip(16)
            scale = try reader.u32be()
            duration = try reader.u64be()
        } else {
            try reader.skip(8)
            scale = try reader.u32be()
            duration = UInt64(try reader.u32be())
        }
        guard scale > 0, duration != UInt64.max, duration != 0xFFFF_FFFF || version == 1 else { return nil }
        return Double(duration) / Double(scale)
    }

    /// The payload range of the first box of `type` directly inside `range`.
    package static func findBox(_ type: String, in bytes: [UInt8], range: Range<Int>) throws(InputError) -> Range<Int>? {
        var reader = ByteReader(bytes, format: "MP4", offset: range.lowerBound)
        while reader.offset + 8 <= range.upperBound {
            let start = reader.offset
            var size = try reader.u32be()
            let name = try reader.ascii(4)
            if size == 1 {
                let large = try reader.u64be()
                guard large <= UInt64(Int.max) else { return nil }
                size = Int(large)
            } else if size == 0 {
                size = range.upperBound - start
            }
            let header = reader.offset - start
            guard size >= header, start + size <= range.upperBound else { return nil }
            if name == type { return reader.offset..<(start + size) }
            reader.offset = start + size
        }
        return nil
    }

    /// `RIFF AVI ` → `LIST hdrl` → `avih`: microseconds per frame times total frames.
    package static func avi(_ bytes: [UInt8]) throws(InputError) -> Double? {
        var reader = ByteReader(bytes, format: "AVI")
        guard try reader.ascii(4) == "RIFF" else { return nil }
        try reader.skip(4)
        guard try reader.ascii(4) == "AVI " else { return nil }
        while reader.remaining >= 8 {
            let id = try reader.ascii(4)
            let size = try reader.u32le()
            let start = reader.offset
            if id == "LIST", try reader.ascii(4) == "hdrl" {
                guard try reader.ascii(4) == "avih" else { return nil }
                try reader.skip(4)
                let microseconds = try reader.u32le()
                try reader.skip(12)  // max bytes per second, padding, flags
                let frames = try reader.u32le()
                return Double(microseconds) * Double(frames) / 1_000_000
            }
            reader.offset = start + size + (size & 1)
        }
        return nil
    }
}
