import Dispatch
#if os(Linux)
import Glibc
#endif

/// Work over all cores with results in input order, so output stays deterministic.
public enum Parallel {
    /// Inside an item of another such map, libdispatch runs this one on the calling thread
    /// alone: work that spreads itself over the cores (the JSON report's chunks) belongs in an
    /// item of the large-stack `map(_:stackBytes:_:)`, whose threads are not dispatch's.
    public static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        guard items.count > 1 else { return items.map(transform) }
        return collect(items.count) { slot in
            DispatchQueue.concurrentPerform(iterations: items.count) { i in slot(i, transform(items[i])) }
        }
    }

    /// The same, each transform running on a thread with a stack of `stackBytes` (recursive
    /// work such as parsing): a few such threads (one a core, or `threads`) take the items in turn.
    public static func map<T: Sendable, R: Sendable>(_ items: [T], stackBytes: Int, threads: Int? = nil,
                                                     _ transform: @Sendable (T) -> R) -> [R] {
        collect(items.count) { slot in
            LargeStack.forEach(items.count, stackBytes: stackBytes, threads: threads) { i in slot(i, transform(items[i])) }
        }
    }

    /// The same, items taken costliest first (by `cost`, an estimate such as a file's size),
    /// results still in input order: a big item taken last would run alone while the other
    /// threads wait.
    public static func map<T: Sendable, R: Sendable>(_ items: [T], stackBytes: Int, costliestFirst cost: (T) -> Int,
                                                     _ transform: @Sendable (T) -> R) -> [R] {
        let costs = items.map(cost)
        let order = items.indices.sorted { costs[$0] > costs[$1] }
        let results = map(order, stackBytes: stackBytes) { transform(items[$0]) }
        var inInputOrder = [R?](repeating: nil, count: items.count)
        for (position, index) in order.enumerated() { inInputOrder[index] = results[position] }
        return inInputOrder.map { $0! }
    }

    /// Results in index order from `run`, which stores each index's result exactly once.
    private static func collect<R: Sendable>(_ count: Int,
                                             _ run: (_ slot: @Sendable (Int, R) -> Void) -> Void) -> [R] {
        let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            _ = results.deinitialize()
            results.deallocate()
        }
        // Each index is written by exactly one iteration.
        nonisolated(unsafe) let slots = results
        run { i, result in slots[i] = result }
        return results.map { $0! }
    }
}

extension Parallel {
    /// How many niceness steps below the thread that feeds them work its consumers run.
    public static let consumerNicenessSteps: Int32 = 5

    #if os(Linux)
    /// The consumers' niceness: the main thread's (process id `getpid()` names it, and it never
    /// yields), plus the steps.
    private static let consumerNiceness: Int32 = {
        let main = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(getpid()))
        return min(19, main + consumerNicenessSteps)
    }()
    #endif

    /// Puts the calling thread below a thread that feeds it work. With more threads than cores,
    /// a producer sharing the cores evenly with its consumers now and then falls behind them,
    /// and then every consumer waits: described screens kept 2 cores 92 % busy, 97 % with the
    /// reader first. On Linux `setpriority` of process 0 changes the calling thread alone, and
    /// a thread may not raise its priority again: dispatch's pool threads that ran such work
    /// stay below the process's other threads for the rest of the run, which changes only how
    /// the cores are shared when both want them. Elsewhere this does nothing.
    public static func yieldToProducer() {
        #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, consumerNiceness)
        #endif
    }
}
