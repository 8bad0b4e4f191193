/// A request's end: a response, or a transport failure.
public enum TransportResult: Sendable, Equatable {
    case response(status: Int, headers: [HTTPHeader], body: [UInt8])
    case failure(TransportFailure)
}
