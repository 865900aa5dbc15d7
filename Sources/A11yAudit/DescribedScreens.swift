import AuditModel
import Foundation
import ViewDescription

/// Screen descriptions (`*.a11y.xml`, `*.a11y.json`) audited as they stream in: each screen is
/// named, lowered and evaluated while its file is still being read, and only its result is
/// kept. Memory is bounded by the screens in flight, not by the descriptions, so millions of
/// described nodes fit in one run.
struct DescribedScreens {
    /// Sorted paths: screens stream in the run's canonical order.
    let files: [String]
    /// Its suppressions are replaced by those of the file being read (no other file's can
    /// cover a described screen).
    let engine: RuleEngine
    let cache: (session: AuditCache.Session, keys: CacheKeys)?

    /// The files audited this way: descriptions, not runtime dumps (those are read whole).
    static func isStreamed(_ path: String) -> Bool {
        switch ViewDescriptionLoader.format(of: path) {
        case .xml, .json: return true
        case .runtimeDump, nil: return false
        }
    }

    struct Output {
        /// Each audited screen with its place in the run's order, in that order.
        var results: [(ScreenNaming.Order, AuditCache.Screen)] = []
        var errors: [InputError] = []
        var suppressions: [Suppression] = []
    }

    /// Screens handed to the workers and not yet evaluated, at most: one per core, and one more
    /// ready for the first core to free up. With exactly one per core, a core waited at each
    /// screen while the reader was woken and a worker thread started (1 M described nodes:
    /// the cores were busy 87 % of the time, 96 % with one more; 10 % less wall time). A run
    /// of very large screens holds one more of them in memory.
    static var screensInFlight: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) + 1 }

    /// Reads the files one after another; the screens of a file are evaluated on every core
    /// while it is read, at most `screensInFlight` at a time (plus the one being read).
    func audit(naming: inout ScreenNaming, admitted: (PendingScreen) -> PendingScreen?,
               counter: ProgressCounter) -> Output {
        var output = Output()
        guard !files.isEmpty else { return output }
        let collected = Collected()
        let readTrees = ReadTrees()
        let slots = DispatchSemaphore(value: Self.screensInFlight)
        let group = DispatchGroup()
        var refused = Set<InputError>()
        var numberErrors: [InputError] = []
        for file in files {
            let loaded = ViewDescriptionLoader.load(file: file) { read, suppressions in
                readTrees.free()
                let (name, order) = naming.name(streamed: read.name, at: read.location)
                var view = read
                for error in InputNumber.refuseOutOfRange(in: &view) where refused.insert(error).inserted {
                    numberErrors.append(error)
                }
                var pending = PendingScreen(view: view)
                pending.name = name
                guard let screen = admitted(pending) else { return }
                counter.update { $0.screens += 1 }
                var fileEngine = self.engine
                fileEngine.suppressions = suppressions
                let (engine, cache, handoff) = (fileEngine, self.cache, Handoff(screen, readTrees: readTrees))
                slots.wait()
                DispatchQueue.global().async(group: group) {
                    // The reader runs first: a screen it has not read leaves every worker waiting.
                    Parallel.yieldToProducer()
                    // Counted before its slot is freed, so progress never shows more screens
                    // in flight than there are slots.
                    defer {
                        counter.update { $0.screensAudited += 1 }
                        handoff.handBack()
                        slots.signal()
                    }
                    collected.add(order, Self.evaluate(handoff, engine: engine, cache: cache, suppressions: suppressions))
                }
            }
            counter.update { $0.filesParsed += 1 }
            output.errors += loaded.errors
            output.suppressions += loaded.suppressions
        }
        // The last screens: their trees freed as they are handed back, so that a very large
        // screen's is not kept while its rules run.
        group.notify(queue: .global()) { readTrees.finish() }
        readTrees.freeUntilFinished()
        output.errors += numberErrors
        output.results = collected.results.sorted { $0.0 < $1.0 }
        return output
    }

    private static func evaluate(_ handoff: Handoff, engine: RuleEngine,
                                 cache: (session: AuditCache.Session, keys: CacheKeys)?,
                                 suppressions: [Suppression]) -> AuditCache.Screen {
        guard let cache else { return AuditCache.Screen(engine.evaluate(handoff.lowered()), key: nil) }
        let key = cache.keys.described(name: handoff.name, location: handoff.location, suppressions: suppressions)
        if let cached = cache.session.screen(key) { return AuditCache.Screen(cached, key: key) }
        let result = engine.evaluate(handoff.lowered())
        cache.session.store(result, as: key)
        return AuditCache.Screen(result, key: key)
    }

    /// A screen handed to the thread that evaluates it, which hands the view tree back to be
    /// freed once it is lowered (a very large screen is then never in memory twice while rules
    /// run), or once the screen is done when its result came from the cache.
    private final class Handoff: @unchecked Sendable {
        let name: String
        let location: SourceLocation
        private var screen: PendingScreen?
        private let readTrees: ReadTrees

        init(_ screen: PendingScreen, readTrees: ReadTrees) {
            (name, location, self.screen, self.readTrees) = (screen.name, screen.location, screen, readTrees)
        }

        /// Called once, by the one thread evaluating it.
        func lowered() -> Screen {
            let taken = screen!
            screen = nil
            defer { readTrees.add(taken) }
            return taken.lowered()
        }

        /// The tree, if not lowered, back to the reader; by the thread evaluating it, at the end.
        func handBack() {
            if let screen { readTrees.add(screen) }
            screen = nil
        }
    }

    /// View trees the workers are done with, freed by the thread that read them, before it
    /// reads the next screen. Freed by the workers, each tree's memory went back to the
    /// reader's allocator arena under its lock while the reader allocated from it: on 1 M
    /// described nodes two thirds of the workers' 3,100 waits were for that lock.
    private final class ReadTrees: @unchecked Sendable {
        private let condition = NSCondition()
        private var trees: [PendingScreen] = []
        private var finished = false

        func add(_ tree: PendingScreen) {
            condition.withLock {
                trees.append(tree)
                condition.signal()
            }
        }

        /// Frees, on the calling thread, the trees handed back so far (they end with `done`).
        func free() {
            var done: [PendingScreen] = []
            condition.withLock { swap(&done, &trees) }
        }

        /// Frees each tree as it is handed back, until `finish` (called once every screen is done).
        func freeUntilFinished() {
            while true {
                var done: [PendingScreen] = []
                let last = condition.withLock {
                    while trees.isEmpty, !finished { condition.wait() }
                    swap(&done, &trees)
                    return finished
                }
                if last { return }
            }
        }

        func finish() {
            condition.withLock {
                finished = true
                condition.signal()
            }
        }
    }

    /// Results arriving from many threads.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var results: [(ScreenNaming.Order, AuditCache.Screen)] = []

        func add(_ order: ScreenNaming.Order, _ result: AuditCache.Screen) {
            lock.lock()
            results.append((order, result))
            lock.unlock()
        }
    }
}
