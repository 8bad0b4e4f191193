#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON

/// `send --simulator DEVICE`: `xcrun simctl push DEVICE BUNDLE-ID PAYLOAD`, found on PATH, with its
/// output passed through. Exit: 0 when simctl succeeded, 69 when it failed or xcrun is missing.
enum SimulatorPush {
    static func run(device: String, bundleID: String, payloadPath: String) -> Int32 {
        let arguments = ["xcrun", "simctl", "push", device, bundleID, payloadPath]
        var pid = pid_t()
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        let spawned = posix_spawnp(&pid, "xcrun", nil, nil, &cArguments, environment)
        guard spawned == 0 else {
            Output.err("pushpeek: error: cannot run xcrun (\(String(cString: strerror(spawned)))); --simulator needs Xcode's command-line tools\n")
            return 69
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        guard exited && code == 0 else {
            Output.err("pushpeek: error: xcrun simctl push failed (\(exited ? "exit status \(code)" : "signal \(status & 0x7f)"))\n")
            return 69
        }
        Output.out("sent     simulator \(TerminalSafeText.sanitize(device))  \(TerminalSafeText.sanitize(bundleID))\n")
        return 0
    }
}
