#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel
import PushPeekSend
import PushPeekNetwork

/// `pushpeek-apns`: the network half of `pushpeek send`, a separate program so that `pushpeek`
/// stays small and the preview never holds a network stack (see the README's decisions). Reads a `SendJob` on
/// standard input, sends it over one HTTP/2 connection, writes `SendReport.json()` on standard
/// output; retries and `--verbose` requests go to standard error.
/// Exit: 0 with a report, 65 a job or key it cannot use, 69 no HTTP/2 client.

func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return }
        bytes = bytes.dropFirst(written)
    }
}

func readStandardInput(limit: Int) -> [UInt8]? {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return bytes }
        bytes += buffer[0..<count]
        if bytes.count > limit { return nil }
    }
}

func runJob() -> Int32 {
    guard let input = readStandardInput(limit: 64 << 20) else {
        write("pushpeek: error: the send job is too large\n", to: STDERR_FILENO)
        return 65
    }
    let job: SendJob
    do throws(InputError) {
        job = try SendJob(json: input)
    } catch {
        write("pushpeek: error: \(error.description)\n", to: STDERR_FILENO)
        return 65
    }
    var batch = SendBatch(devices: job.devices, apnsIDs: job.apnsIDs, policy: job.policy)
    let body = Array(job.body.utf8)
    do throws(SendError) {
        var signer: TokenSigner?
        if let key = job.key, let keyID = job.keyID, let teamID = job.teamID {
            signer = try TokenSigner(keyPath: key, keyID: keyID, teamID: teamID)
        }
        let client = try HTTP2Client(HTTP2Client.Configuration(
            host: job.host, port: job.port, caFile: job.caFile, certificate: job.certificate,
            certificateKey: job.certificateKey, certificateKeyPassphrase: try passphrase(job), timeout: job.timeout))
        try client.run(&batch, request: { (index: Int, generation: Int) throws(SendError) -> APNsRequest in
            APNsRequest(device: job.devices[index], apnsID: job.apnsIDs[index], push: job.push, body: body,
                        authorization: try signer?.token(generation: generation))
        }, sending: { request in
            if job.verbose { write(request.described(host: job.shownHost) + "\n", to: STDERR_FILENO) }
        }, noting: { note in
            write("pushpeek: \(TerminalSafeText.sanitize(note))\n", to: STDERR_FILENO)
        })
    } catch {
        write("pushpeek: error: \(error.description)\n", to: STDERR_FILENO)
        if error.kind == .credentials || error.kind == .signing { return 65 }
        batch.abandon(error.message)
    }
    write(SendReport(deliveries: batch.deliveries, environment: nil).json(), to: STDOUT_FILENO)
    return 0
}

/// The certificate key's passphrase: the first line of the job's password file, else
/// `PUSHPEEK_CERT_KEY_PASSWORD`, else none (an encrypted key is then an error, never a prompt).
func passphrase(_ job: SendJob) throws(SendError) -> [UInt8]? {
    if let file = job.certificateKeyPasswordFile {
        do throws(InputError) {
            let bytes = try InputFile.read(file, limit: 4096)
            return Array(bytes.prefix { $0 != 0x0A && $0 != 0x0D })
        } catch {
            throw SendError(.credentials, error.message, file: file)
        }
    }
    return getenv("PUSHPEEK_CERT_KEY_PASSWORD").map { Array(String(cString: $0).utf8) }
}

// A write to a connection the server closed is an error to handle, not a signal that ends the program.
signal(SIGPIPE, SIG_IGN)
exit(runJob())
