import Foundation
import ProcessSpawning
import Testing

/// The programs the APNs stand-in needs: `python3` that imports h2, jwt and cryptography, and
/// OpenSSL's `openssl` (its `req -addext` makes the server certificate; the LibreSSL `openssl` that
/// macOS ships is passed over for Homebrew's `openssl@3`). Tests that start the stand-in are enabled
/// by `.needsAPNsStandIn`, which skips them with what to install when something is missing.
enum APNsStandInTools {
    static let python = findPython()
    static let openssl = findOpenSSL()

    /// What is missing and how to install it, or nil when the stand-in can run.
    static let missing: String? = {
        var lacking: [String] = []
        if python == nil { lacking.append("python3 with h2, jwt and cryptography") }
        if openssl == nil { lacking.append("OpenSSL's openssl (not LibreSSL)") }
        guard !lacking.isEmpty else { return nil }
        #if os(macOS)
        let install = "Homebrew: brew install openssl@3 python-cryptography, then python3 -m pip install h2 pyjwt"
        #else
        let install = "Debian packages python3-h2 python3-jwt python3-cryptography openssl; .ci/run installs them"
        #endif
        return "the local APNs stand-in needs \(lacking.joined(separator: " and ")) (\(install))"
    }()

    private static func onPath(_ name: String) -> [String] {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }
    }

    private static func findPython() -> String? {
        (onPath("python3") + ["/usr/bin/python3"]).first { candidate in
            FileManager.default.isExecutableFile(atPath: candidate)
                && output(of: candidate, ["-c", "import h2.connection, jwt, cryptography; print('ok')"]) == "ok\n"
        }
    }

    private static func findOpenSSL() -> String? {
        let homebrew = ["/opt/homebrew/opt/openssl@3/bin/openssl", "/usr/local/opt/openssl@3/bin/openssl"]
        return (homebrew + onPath("openssl") + ["/usr/bin/openssl"]).first { candidate in
            FileManager.default.isExecutableFile(atPath: candidate)
                && (output(of: candidate, ["version"]) ?? "").hasPrefix("OpenSSL ")
        }
    }

    /// The standard output of a short-lived program, or nil when it failed.
    private static func output(of executable: String, _ arguments: [String]) -> String? {
        guard let result = try? ProcessRunner.run([executable] + arguments, timeLimit: 60), result.status == 0 else { return nil }
        return result.stdoutText
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only where the APNs stand-in can start; else it is skipped, naming what to install.
    static var needsAPNsStandIn: Self {
        .enabled(if: APNsStandInTools.missing == nil, Comment(rawValue: APNsStandInTools.missing ?? ""))
    }
}
