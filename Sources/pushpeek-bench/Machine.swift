#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the numbers were measured on: CPU, cores, memory, kernel, and the load at the time.
enum Machine {
    static func description() -> String {
        #if os(Linux)
        let cpu = firstValue(in: "/proc/cpuinfo", key: "model name") ?? "unknown CPU"
        let memory = firstValue(in: "/proc/meminfo", key: "MemTotal").flatMap { Int($0.split(separator: " ").first ?? "") }
        #else
        let cpu = sysctlString("machdep.cpu.brand_string") ?? "unknown CPU"
        let memory = sysctlInteger("hw.memsize").map { $0 / 1024 }
        #endif
        var name = utsname()
        uname(&name)
        let system = withUnsafeBytes(of: name.sysname) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let kernel = withUnsafeBytes(of: name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        let gigabytes = memory.map { Format.fixed(Double($0) / 1_048_576, 1) + " GB" } ?? "? GB"
        return "\(cpu), \(cores) cores, \(gigabytes) RAM, \(system) \(kernel)"
    }

    /// The 1-minute load average (other builds on the machine show up here).
    static func load() -> String {
        var averages = [Double](repeating: 0, count: 1)
        guard getloadavg(&averages, 1) == 1 else { return "?" }
        return Format.fixed(averages[0], 2)
    }

    #if !os(Linux)
    /// A text value of `sysctlbyname` (Darwin and the BSDs).
    static func sysctlString(_ name: String) -> String? {
        var size = 0
        guard sysctlbyname(name, nil, &size, nil, 0) == 0, size > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: size)
        guard sysctlbyname(name, &buffer, &size, nil, 0) == 0 else { return nil }
        return String(nulTerminated: buffer)
    }

    /// A 64-bit integer value of `sysctlbyname`.
    static func sysctlInteger(_ name: String) -> Int? {
        var value: Int64 = 0
        var size = MemoryLayout<Int64>.size
        guard sysctlbyname(name, &value, &size, nil, 0) == 0 else { return nil }
        return Int(value)
    }
    #endif

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
