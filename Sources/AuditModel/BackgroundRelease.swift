import Foundation

/// Frees a large value (a run's view trees, every screen's findings) on another thread: the
/// serial steps after the screens (merging findings, starting the reports) need not wait while
/// hundreds of thousands of nodes are deallocated one by one. The caller moves the value in
/// (`BackgroundRelease.free(consume trees)`), so the reference given here is the last one.
///
/// A process that ends right after its run (the command-line tool) calls `keepUntilExit()`
/// first: values are then kept until the process exits, which returns all its memory at once,
/// instead of being freed node by node on a core the reports need.
public enum BackgroundRelease {
    public static func free<Value>(_ value: consuming Value) {
        let box = Box(consume value)
        if kept.keep(box) { return }
        DispatchQueue.global().async { box.value = nil }
    }

    /// From now on, values handed over are kept until the process exits.
    public static func keepUntilExit() {
        kept.start()
    }

    private static let kept = Kept()

    /// The values kept until exit, once `keepUntilExit` was called.
    private final class Kept: @unchecked Sendable {
        private let lock = NSLock()
        private var keeping = false
        private var values: [AnyObject] = []

        func start() {
            lock.withLock { keeping = true }
        }

        func keep(_ value: AnyObject) -> Bool {
            lock.withLock {
                if keeping { values.append(value) }
                return keeping
            }
        }
    }

    /// The value, dropped on the queue's thread; nothing else ever reads it.
    private final class Box<Value>: @unchecked Sendable {
        var value: Value?

        init(_ value: consuming Value) {
            self.value = consume value
        }
    }
}
