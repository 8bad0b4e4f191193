/// A benchmark step that could not run (a tool missing, a child that did not start).
struct BenchError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
