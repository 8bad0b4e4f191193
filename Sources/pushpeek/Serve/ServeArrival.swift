import PushPeekJSON
import PushPeekModel
import PushPeekSend

/// One request `serve` answered: what came, what was answered, and what lint made of the payload.
struct ServeArrival {
    /// What a push amounted to, for the exit status: valid, refused by APNs' rules, or accepted
    /// with lint errors. A fault asked for with `--fail` is neither the sender's doing nor counted.
    enum Verdict: String {
        case valid, refused, invalid, faulted
    }

    let number: Int
    let time: Int
    let connection: Int
    let request: ProviderRequest
    let answer: ProviderAnswer
    let verdict: Verdict
    let lint: ServeLint

    var diagnostics: [Diagnostic] { lint.diagnostics }

    init(number: Int, time: Int, connection: Int, request: ProviderRequest, answer: ProviderAnswer, faulted: Bool, lint: ServeLint) {
        self.number = number
        self.time = time
        self.connection = connection
        self.request = request
        self.answer = answer
        self.lint = lint
        if faulted {
            verdict = .faulted
        } else if !answer.accepted {
            verdict = .refused
        } else {
            verdict = lint.hasErrors ? .invalid : .valid
        }
    }

    var deviceToken: String { request.deviceToken ?? "" }

    /// One line for the terminal: `#3 400 BadDeviceToken 1234ab…cdef alert com.example.app: refused`.
    var line: String {
        var bytes: [UInt8] = []
        appendLine(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The line's bytes appended to `bytes` (without a newline); text from the request sanitised.
    func appendLine(to bytes: inout [UInt8]) {
        appendNumber(to: &bytes)
        appendLineRest(to: &bytes)
    }

    /// `#N ` that starts the line.
    func appendNumber(to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "#"))
        bytes.append(decimal: number)
        bytes.append(UInt8(ascii: " "))
    }

    /// The line after its number: what a repeated request repeats (`ServeLineMemo`).
    func appendLineRest(to bytes: inout [UInt8]) {
        bytes.append(decimal: answer.status)
        bytes.append(UInt8(ascii: " "))
        if let reason = answer.reason { bytes.append(contentsOf: reason.utf8) } else { bytes.append(fragment: "OK") }
        bytes.append(UInt8(ascii: " "))
        var token = deviceToken
        let plain = token.withUTF8 { text -> Bool in
            guard text.count <= 200, !text.contains(where: { !ServeArrival.isPlain($0) }) else { return false }
            if text.count <= 12 {
                bytes.append(contentsOf: text)
            } else {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text.prefix(6)))
                bytes.append(contentsOf: "…".utf8)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text.suffix(4)))
            }
            return true
        }
        if token.isEmpty {
            bytes.append(UInt8(ascii: "-"))
        } else if !plain {
            bytes.append(contentsOf: TerminalSafeText.sanitize(DeviceToken.abbreviated(String(token.prefix(200)))).utf8)
        }
        bytes.append(UInt8(ascii: " "))
        ServeArrival.appendSanitized(request.pushType ?? "alert", limit: 40, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        ServeArrival.appendSanitized(request.topic ?? "-", limit: 120, to: &bytes)
        bytes.append(fragment: ": ")
        bytes.append(contentsOf: verdict.rawValue.utf8)
        if let summary = lint.summary {
            bytes.append(contentsOf: summary)
        } else if let reason = answer.reason, let known = APNsReason.named(reason), verdict == .refused {
            bytes.append(contentsOf: " (\(known.advice))".utf8)
        }
    }

    /// Printable ASCII, which the terminal shows as it is.
    static func isPlain(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

    /// At most `limit` characters of `text`, sanitised for the terminal.
    static func appendSanitized(_ text: String, limit: Int, to bytes: inout [UInt8]) {
        var text = text
        let plain = text.withUTF8 { buffer -> Bool in
            guard buffer.count <= limit, !buffer.contains(where: { !isPlain($0) }) else { return false }
            bytes.append(contentsOf: buffer)
            return true
        }
        if !plain { bytes.append(contentsOf: TerminalSafeText.sanitize(String(text.prefix(limit))).utf8) }
    }

    /// The `--log` line: the time, token, headers (authorization redacted), payload, verdict and
    /// answer, written into `writer` as one JSON object; `memo` holds the parts the last line had,
    /// so only the numbers that start the line and the `apns-id` are written anew.
    func writeLogLine(into writer: inout JSONLineWriter, memo: inout ServeLogMemo) {
        memo.take(self)
        let (time, connection, number, apnsID) = (time, connection, number, answer.apnsID)
        let bound = ServeArrival.logFixedBytes + memo.middle.count + memo.tail.count + LineCursor.quotedBound(apnsID)
        writer.bytes.append(atMost: bound) { line in
            line.put("{\"time\":")
            line.put(decimal: time)
            line.put(",\"connection\":")
            line.put(decimal: connection)
            line.put(",\"number\":")
            line.put(decimal: number)
            line.put(memo.middle)
            line.put(quoted: apnsID)
            line.put(memo.tail)
        }
    }

    /// The log line's keys before `middle` (under 40 bytes) and its three numbers (21 bytes each at most).
    static let logFixedBytes = 40 + 3 * 21
}
