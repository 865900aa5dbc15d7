import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs recursive work (parsing, tree walks) on a thread whose stack is sized for the deepest
/// input the limits accept, instead of a worker's default stack, and waits for it.
public enum LargeStack {
    /// Enough for `InputLimits.swiftNesting` levels through SwiftParser and the tree walks that
    /// follow, in debug builds too (their frames are several times larger).
    public static let defaultBytes = 256 << 20

    public static func run<R>(stackBytes: Int = defaultBytes, _ body: () -> R) -> R {
        var result: R?
        withoutActuallyEscaping({ result = body() }) { work in
            runOnThread(Job(work), stackBytes: stackBytes)
        }
        return result!
    }

    /// Runs `body(i)` for every `i` in `0..<count` on `min(count, cores)` threads (or
    /// `threads`) with large stacks, each taking the next index as it finishes one, and waits
    /// for all. Made for many small jobs (one per file): a thread per job would map and fault in
    /// a fresh stack each time, and the kernel serializes those mappings across the process.
    public static func forEach(_ count: Int, stackBytes: Int = defaultBytes, threads: Int? = nil,
                               _ body: @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let next = NextIndex(count)
        withoutActuallyEscaping(body) { body in
            let job = Job { while let i = next.take() { body(i) } }
            let threads = min(count, threads ?? ProcessInfo.processInfo.activeProcessorCount)
            var started: [pthread_t] = []
            for _ in 1..<max(threads, 1) {
                if let thread = start(job, stackBytes: stackBytes) { started.append(thread) }
            }
            runOnThread(job, stackBytes: stackBytes)
            for thread in started { pthread_join(thread, nil) }
        }
    }

    private static func runOnThread(_ job: Job, stackBytes: Int) {
        guard let thread = start(job, stackBytes: stackBytes) else {
            // No thread to be had: run here rather than not at all.
            job.work()
            return
        }
        pthread_join(thread, nil)
    }

    /// Starts `job` on a new thread with a stack of `stackBytes`; nil when no thread could be made.
    private static func start(_ job: Job, stackBytes: Int) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackBytes)
        let context = Unmanaged.passRetained(job).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let started = pthread_create(&thread, &attributes, { raw in
            Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue().work()
            return nil
        }, context) == 0
        guard started else {
            Unmanaged<Job>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Glibc)
        return thread
        #else
        return thread!
        #endif
    }

    /// The work; the join orders its writes before the caller's reads.
    private final class Job: @unchecked Sendable {
        let work: () -> Void

        init(_ work: @escaping () -> Void) {
            self.work = work
        }
    }

    /// Hands out `0..<count` one index at a time to the threads of `forEach`.
    private final class NextIndex: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private let count: Int

        init(_ count: Int) {
            self.count = count
        }

        func take() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }
    }
}
