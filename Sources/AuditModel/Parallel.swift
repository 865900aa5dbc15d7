import Dispatch

/// Work over all cores with results in input order, so output stays deterministic.
public enum Parallel {
    public static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        guard items.count > 1 else { return items.map(transform) }
        let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
        results.initialize(repeating: nil)
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        // Each index is written by exactly one iteration.
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            slots[i] = transform(items[i])
        }
        return results.map { $0! }
    }

    /// The same, each transform running on a thread with a stack of `stackBytes` (recursive
    /// work such as parsing): a few such threads take the items in turn.
    public static func map<T: Sendable, R: Sendable>(_ items: [T], stackBytes: Int,
                                                     _ transform: @Sendable (T) -> R) -> [R] {
        let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
        results.initialize(repeating: nil)
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        nonisolated(unsafe) let slots = results
        LargeStack.forEach(items.count, stackBytes: stackBytes) { i in
            slots[i] = transform(items[i])
        }
        return results.map { $0! }
    }
}
