import PushPeekJSON

/// "Did you mean": the known key a misspelt one was meant to be (`mutable_content`, `thread_id`,
/// `contentAvailable`, `titel`).
///
/// Keys are compared after normalising (`_`/space → `-`, camelCase → kebab-case, lower case), then
/// by edit distance (at most 1 for short keys, 2 for keys of 6+ characters). Long inputs are never
/// compared, so hostile keys cost nothing, and one suggestion looks at no more than
/// `maximumCandidates` candidates, so a file with thousands of unknown names among thousands of
/// known ones is checked in time proportional to its size.
public enum KeySuggestion {
    package static let maximumLength = 64
    /// The candidates one suggestion compares at most (the first ones, in the order given).
    package static let maximumCandidates = 200

    public static func suggest(_ key: String, among candidates: some Sequence<String>) -> String? {
        guard key.utf8.count <= maximumLength else { return nil }
        let normalised = normalise(key)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.prefix(maximumCandidates) where candidate != key {
            WorkCounter.add(1)
            let normalisedCandidate = normalise(candidate)
            if normalisedCandidate == normalised { return candidate }
            let limit = normalisedCandidate.count >= 6 ? 2 : 1
            guard abs(normalisedCandidate.count - normalised.count) <= limit else { continue }
            let distance = editDistance(normalised, normalisedCandidate, limit: limit)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `contentAvailable` → `content-available`, `THREAD_ID` → `thread-id`.
    public static func normalise(_ key: String) -> String {
        if key.utf8.allSatisfy({ $0 < 0x80 }) { return normaliseASCII(key) }
        var result = ""
        var previousWasLower = false
        for character in key {
            if character == "_" || character == " " || character == "-" {
                result.append("-")
                previousWasLower = false
            } else if character.isUppercase {
                if previousWasLower { result.append("-") }
                result += character.lowercased()
                previousWasLower = false
            } else {
                result.append(character)
                previousWasLower = character.isLetter || character.isNumber
            }
        }
        return result
    }

    /// `normalise` for ASCII keys (nearly all), on bytes: every key of every payload goes through it.
    package static func normaliseASCII(_ key: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(key.utf8.count + 4)
        var previousWasLower = false
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: "_"), UInt8(ascii: " "), UInt8(ascii: "-"):
                bytes.append(UInt8(ascii: "-"))
                previousWasLower = false
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if previousWasLower { bytes.append(UInt8(ascii: "-")) }
                bytes.append(byte + 32)
                previousWasLower = false
            default:
                bytes.append(byte)
                previousWasLower = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of neighbours
    /// (`titel` → `title` is 1), giving up (returning `limit + 1`) once every path exceeds `limit`.
    package static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let left = Array(a), right = Array(b)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var beforePrevious = [Int](repeating: 0, count: right.count + 1)
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[right.count]
    }

    /// `; did you mean "x"?` or nothing.
    package static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
    }
}
