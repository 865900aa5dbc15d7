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

    private static func runOnThread(_ job: Job, stackBytes: Int) {
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
            // No thread to be had: run here rather than not at all.
            Unmanaged<Job>.fromOpaque(context).takeRetainedValue().work()
            return
        }
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        pthread_join(thread!, nil)
        #endif
    }

    /// The work; only one thread runs it, and the join orders its writes before the caller's reads.
    private final class Job: @unchecked Sendable {
        let work: () -> Void

        init(_ work: @escaping () -> Void) {
            self.work = work
        }
    }
}
