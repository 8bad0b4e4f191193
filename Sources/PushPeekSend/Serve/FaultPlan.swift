import PushPeekJSON

/// The failures `--fail` asks for, so a backend's retry logic can be tested: `0.02:ServiceUnavailable`
/// answers 2 % of valid requests with that reason, `5:TooManyRequests` the next five.
public struct FaultPlan: Sendable {
    enum Share: Sendable, Equatable {
        case fraction(Double)
        case next(Int)
    }

    struct Fault: Sendable, Equatable {
        var share: Share
        var reason: String
    }

    private var faults: [Fault] = []

    public init() {}

    /// No `--fail` given: no request is failed and no draw is needed.
    public var isEmpty: Bool { faults.isEmpty }

    /// Adds one `--fail SPEC`; a usage error names what is wrong with it.
    public mutating func add(_ spec: String) throws(InputError) {
        let parts = spec.split(separator: ":", maxSplits: 1)
        let usage = "--fail takes FRACTION:REASON (0.02:ServiceUnavailable) or COUNT:REASON (5:TooManyRequests)"
        guard parts.count == 2 else { throw InputError(.usage, message: "\(usage), not \"\(TerminalSafeText.sanitize(spec))\"") }
        let reason = String(parts[1])
        guard let known = APNsReason.named(reason), known.status != 200 else {
            throw InputError(.usage, message: "--fail: \"\(TerminalSafeText.sanitize(reason))\" is not a reason APNs answers with")
        }
        let amount = String(parts[0])
        if !amount.contains("."), let count = Int(amount), count > 0 {
            faults.append(Fault(share: .next(count), reason: known.reason))
        } else if let fraction = Double(amount), fraction > 0, fraction <= 1 {
            faults.append(Fault(share: .fraction(fraction), reason: known.reason))
        } else {
            throw InputError(.usage, message: "\(usage), not \"\(TerminalSafeText.sanitize(spec))\"")
        }
    }

    /// The reason to fail the next valid request with, if any; `draw` is a number in 0..<1.
    public mutating func next(draw: Double) -> String? {
        for index in faults.indices {
            switch faults[index].share {
            case .next(let count) where count > 0:
                faults[index].share = .next(count - 1)
                return faults[index].reason
            case .fraction(let fraction) where draw < fraction:
                return faults[index].reason
            default:
                continue
            }
        }
        return nil
    }
}
