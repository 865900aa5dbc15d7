import AuditModel
import Foundation
import Testing

@Suite("Parallel work on large stacks")
struct ParallelTests {
    @Test func largeStackMapKeepsInputOrder() {
        let items = Array(0..<500)
        #expect(Parallel.map(items, stackBytes: 1 << 20) { $0 * 3 } == items.map { $0 * 3 })
    }

    @Test func largeStackMapUsesAFewThreadsNotOnePerItem() {
        let seen = ThreadNames()
        _ = Parallel.map(Array(0..<300), stackBytes: 1 << 20) { _ in seen.record() }
        #expect(seen.count >= 1)
        #expect(seen.count <= ProcessInfo.processInfo.activeProcessorCount)
    }

    /// Reports are written a thread each: one waiting for the disk holds up no other. Each item
    /// here waits (up to 5 s) until all have started, which only a thread per item allows.
    @Test func largeStackMapWithAThreadEachRunsEveryItemAtOnce() {
        let count = ProcessInfo.processInfo.activeProcessorCount + 3
        let started = DispatchGroup()
        for _ in 0..<count { started.enter() }
        let allStarted = Parallel.map(Array(0..<count), stackBytes: 1 << 20, threads: count) { _ in
            started.leave()
            return started.wait(timeout: .now() + 5) == .success
        }
        #expect(allStarted == Array(repeating: true, count: count))
    }

    @Test func largeStackMapGivesEveryItemTheDeepStack() {
        // About 40 MB of frames: far beyond a worker thread's default stack.
        let depths = Parallel.map([20_000, 20_000, 20_000], stackBytes: LargeStack.defaultBytes) { deep($0) }
        #expect(depths == [20_000, 20_000, 20_000])
    }

    @Test func costliestFirstMapTakesTheCostliestItemsFirstAndKeepsInputOrder() {
        let costs = [3, 90, 7, 1, 55, 20, 8, 13, 2, 40]
        let taken = TakenOrder()
        let results = Parallel.map(costs, stackBytes: 1 << 20, costliestFirst: { $0 }) { cost in
            taken.record(cost)
            return cost * 2
        }
        #expect(results == costs.map { $0 * 2 })
        // Each thread takes the costliest item left whenever it finishes one: what one thread
        // runs comes costliest first (threads interleave, so only each one's order is fixed).
        let byThread = taken.byThread
        #expect(byThread.values.reduce(0) { $0 + $1.count } == costs.count)
        for items in byThread.values { #expect(items == items.sorted(by: >)) }
    }

    @Test func aMapInsideALargeStackMapStillUsesSeveralThreads() {
        // libdispatch runs a `concurrentPerform` nested in another on one thread; the reports
        // are written on large-stack threads so that the JSON report's own map is not nested.
        guard ProcessInfo.processInfo.activeProcessorCount >= 2 else { return }
        let seen = ThreadNames()
        let outerDone = TakenOrder()
        // Item 1 keeps a thread of the outer map busy meanwhile, as the other reports do. Each
        // inner item waits until two threads have run inner items: run on one thread, the first
        // would wait it out alone. The wait is long because other tests running at the same
        // time can hold every dispatch worker for seconds (5 s once timed out in a full run);
        // when the map works, it ends as soon as the second thread starts.
        _ = Parallel.map([0, 1], stackBytes: 1 << 20) { item in
            if item == 1 {
                let deadline = Date().addingTimeInterval(60)
                while outerDone.byThread.isEmpty, Date() < deadline { usleep(1_000) }
                return
            }
            _ = Parallel.map([0, 1]) { _ in
                seen.record()
                let deadline = Date().addingTimeInterval(30)
                while seen.count < 2, Date() < deadline { usleep(1_000) }
            }
            outerDone.record(0)
        }
        #expect(seen.count >= 2)
    }

    @Test func largeStackMapOfNothingIsEmpty() {
        #expect(Parallel.map([Int](), stackBytes: 1 << 20) { $0 }.isEmpty)
    }
}

/// Recursion that cannot become a loop: each frame keeps a buffer and adds after the call.
private func deep(_ n: Int) -> Int {
    var frame = [UInt8](repeating: 1, count: 64)
    frame[n % 64] = 0
    return n == 0 ? 0 : deep(n - 1) + Int(frame[0] | 1)
}

private final class TakenOrder: @unchecked Sendable {
    private let lock = NSLock()
    private var taken: [ObjectIdentifier: [Int]] = [:]

    /// Records an item under the thread running it.
    func record(_ item: Int) {
        let thread = ObjectIdentifier(Thread.current)
        lock.lock()
        taken[thread, default: []].append(item)
        lock.unlock()
    }

    var byThread: [ObjectIdentifier: [Int]] {
        lock.lock()
        defer { lock.unlock() }
        return taken
    }
}

private final class ThreadNames: @unchecked Sendable {
    private let lock = NSLock()
    private var seen = 0

    /// Counts each thread the first time it records: a new thread starts with an empty
    /// thread dictionary, whatever address or id it reuses.
    func record() {
        let dictionary = Thread.current.threadDictionary
        guard dictionary["ParallelTests.seen"] == nil else { return }
        dictionary["ParallelTests.seen"] = true
        lock.lock()
        seen += 1
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return seen
    }

    #if os(Linux)
    @Test("a thread that yields to its producer runs below the process's main thread; the thread that started it does not move")
    func yieldingLowersOnlyTheCallingThread() {
        let process = __priority_which_t(PRIO_PROCESS.rawValue)
        // Process id `getpid()` names the main thread, which never yields.
        let main = getpriority(process, id_t(getpid()))
        let starter = getpriority(process, 0)
        let seen = NSLock()
        nonisolated(unsafe) var yielded: Int32 = .min
        let done = DispatchSemaphore(value: 0)
        Thread {
            Parallel.yieldToProducer()
            let own = getpriority(process, 0)
            seen.withLock { yielded = own }
            done.signal()
        }.start()
        done.wait()
        #expect(seen.withLock { yielded } == min(19, main + Parallel.consumerNicenessSteps))
        #expect(getpriority(process, 0) == starter)
    }
    #endif
}
