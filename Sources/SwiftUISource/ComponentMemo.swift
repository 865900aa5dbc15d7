import AuditModel
import Foundation

/// Component bodies inlined once per distinct call and shared by every screen that uses them:
/// a row used by fifty screens is built once, and the fifty trees share its nodes (value types
/// share storage until changed), so cost and memory grow with the source, not with screens.
/// The key is what changes the body: the component and its call's argument values (not where
/// the arguments are written). Also counts how often each component's body was built.
final class ComponentMemo: @unchecked Sendable {
    struct Key: Hashable {
        let component: String
        let arguments: [ArgumentValue]
        /// Hashed once: arguments may hold whole view trees (view content), and a key is looked
        /// up, then stored, and rehashed as the table grows.
        private let hash: Int

        init(component: String, arguments: [Argument]) {
            self.component = component
            self.arguments = arguments.map { ArgumentValue(label: $0.label, value: $0.value) }
            var hasher = Hasher()
            hasher.combine(component)
            hasher.combine(self.arguments)
            hash = hasher.finalize()
        }

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.component == b.component && a.arguments == b.arguments
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    struct ArgumentValue: Hashable {
        var label: String?
        var value: Value
    }

    struct Body {
        var children: [ViewNode]
        /// Which call arguments the body consumed (view content spliced in).
        var consumed: Set<Int>
        /// Nodes it holds and levels it spans, for the inliner's size and depth limits.
        var nodes: Int
        var height: Int
        /// How many components deep it nests, for the inliner's nesting limit.
        var nesting: Int
        /// Components and custom modifiers inlined inside it (recursion guards must see them).
        var inlined: Set<String>
    }

    /// Screens are built side by side, each by a builder of its own (one `Inliner`).
    private let condition = NSCondition()
    private var bodies: [Key: Body] = [:]
    private var builds: [String: Int] = [:]
    /// Bodies being built, with their builder: another builder needing one waits for it
    /// rather than building it a second time.
    private var building: [Key: Int] = [:]
    /// What each waiting builder waits for.
    private var waiting: [Int: Key] = [:]
    private var builders = 0

    init() {}

    /// A name for a new builder.
    func newBuilder() -> Int {
        condition.withLock {
            builders += 1
            return builders
        }
    }

    /// The body kept for `key`, waiting for it while another builder builds it. Nil when none
    /// is kept: `builder` then builds it (and `record`s it). A builder does not wait on one that
    /// waits, directly or through others, on it (components that show each other): it builds
    /// the body itself, as the recursion guard shapes it there.
    func body(for key: Key, builder: Int) -> Body? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let body = bodies[key] { return body }
            guard let owner = building[key] else {
                building[key] = builder
                return nil
            }
            guard owner != builder, !waits(owner, on: builder) else { return nil }
            waiting[builder] = key
            condition.wait()
            waiting[builder] = nil
        }
    }

    /// Whether `builder` waits on `other`, directly or through builders waiting in turn.
    private func waits(_ builder: Int, on other: Int) -> Bool {
        var current = builder
        for _ in 0...waiting.count {
            guard let key = waiting[current], let owner = building[key] else { return false }
            if owner == other { return true }
            current = owner
        }
        return false
    }

    /// Counts a build of the component; keeps the body unless a guard shaped it (the builders
    /// waiting for it then build it where they need it).
    func record(_ key: Key, _ body: Body, memoize: Bool, builder: Int) {
        condition.withLock {
            builds[key.component, default: 0] += 1
            if memoize { bodies[key] = body }
            if building[key] == builder { building[key] = nil }
            condition.broadcast()
        }
    }

    /// How many times each component's body was built (by component key: its name unless several
    /// modules or files declare it).
    var buildCounts: [String: Int] {
        condition.withLock { builds }
    }
}

/// How many times each component's body was built in a run: a component used by many screens
/// with the same arguments is built once.
public final class ComponentBuilds: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    public init() {}

    func add(_ more: [String: Int]) {
        lock.withLock { counts.merge(more, uniquingKeysWith: +) }
    }

    /// Builds of a component, by its name (or key when several modules declare the name).
    public subscript(component: String) -> Int {
        lock.withLock { counts[component] ?? 0 }
    }
}
