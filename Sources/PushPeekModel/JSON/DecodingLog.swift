import PushPeekJSON

/// Where a collecting `JSONReader` puts every problem it meets, in the order met, so a decoder can
/// go on after the first and lint can report them all.
///
/// A reference type: every reader derived from one root shares the log.
public final class DecodingLog {
    public private(set) var issues: [DecodingIssue] = []

    public init() {}

    package func append(_ issue: DecodingIssue) {
        issues.append(issue)
    }

    /// The first error, which a strict decode of the same input throws.
    public var firstError: InputError? {
        issues.first(where: \.refuses)?.error
    }
}
