import Glibc

/// What the numbers were measured on: CPU, cores, memory, kernel, and the load at the time.
enum Machine {
    static func description() -> String {
        let cpu = firstValue(in: "/proc/cpuinfo", key: "model name") ?? "unknown CPU"
        let memory = firstValue(in: "/proc/meminfo", key: "MemTotal").flatMap { Int($0.split(separator: " ").first ?? "") }
        var name = utsname()
        uname(&name)
        let kernel = withUnsafeBytes(of: name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        let gigabytes = memory.map { Format.fixed(Double($0) / 1_048_576, 1) + " GB" } ?? "? GB"
        return "\(cpu), \(cores) cores, \(gigabytes) RAM, Linux \(kernel)"
    }

    /// The 1-minute load average (other builds on the machine show up here).
    static func load() -> String {
        guard let line = lines("/proc/loadavg").first else { return "?" }
        return String(line.split(separator: " ").first ?? "?")
    }

    static func firstValue(in path: String, key: String) -> String? {
        for line in lines(path) where line.hasPrefix(key) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: " \t")
        }
        return nil
    }

    static func lines(_ path: String) -> [String] {
        guard let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        var result: [String] = []
        var buffer = [CChar](repeating: 0, count: 1024)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            result.append(String(nulTerminated: buffer).trimmingCharacters(in: "\n"))
        }
        return result
    }
}
