import Foundation

/// A value one thread sets and another reads after it has finished.
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value { lock.withLock { stored } }

    func set(_ value: Value) { lock.withLock { stored = value } }

    /// Changes the value in one step (several threads may update it at once).
    func update(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}
