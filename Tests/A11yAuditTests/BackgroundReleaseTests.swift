import AuditModel
import Foundation
import Testing

/// Large values handed over after the screens are freed elsewhere, not on the caller's thread.
@Suite("Freeing on another thread")
struct BackgroundReleaseTests {
    final class Watched: @unchecked Sendable {
        let freed: (pthread_t) -> Void
        init(_ freed: @escaping (pthread_t) -> Void) { self.freed = freed }
        deinit { freed(pthread_self()) }
    }

    @Test("a value moved in is deallocated, on another thread than the caller's")
    func valueMovedInIsFreedElsewhere() {
        let caller = pthread_self()
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var onAnotherThread: Bool?
        let watched = [Watched { thread in
            onAnotherThread = pthread_equal(thread, caller) == 0
            done.signal()
        }]
        BackgroundRelease.free(consume watched)
        // The caller waits here, so it cannot be the thread that frees the value.
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(onAnotherThread == true)
    }
}
