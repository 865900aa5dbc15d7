import Foundation

/// Frees a large value (a run's view trees, every screen's findings) on another thread: the
/// serial steps after the screens (merging findings, starting the reports) need not wait while
/// hundreds of thousands of nodes are deallocated one by one. The caller moves the value in
/// (`BackgroundRelease.free(consume trees)`), so the reference given here is the last one.
public enum BackgroundRelease {
    public static func free<Value>(_ value: consuming Value) {
        let box = Box(consume value)
        DispatchQueue.global().async { box.value = nil }
    }

    /// The value, dropped on the queue's thread; nothing else ever reads it.
    private final class Box<Value>: @unchecked Sendable {
        var value: Value?

        init(_ value: consuming Value) {
            self.value = consume value
        }
    }
}
