import PushPeekSend

/// The handler's answer to a request and how long to hold it back (`--latency`).
public struct ServedResponse: Sendable {
    public var answer: ProviderAnswer
    public var delayMilliseconds: Int

    public init(answer: ProviderAnswer, delayMilliseconds: Int = 0) {
        self.answer = answer
        self.delayMilliseconds = delayMilliseconds
    }
}
