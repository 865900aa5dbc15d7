import AuditModel
import Foundation

/// Component bodies lowered once per distinct input and copied into every other place of the
/// run that shows them: a row that fifty screens show the same way is lowered on the first
/// screens and copied into the others.
///
/// A body's lowering depends on the body (the inliner gives every call with the same arguments
/// the same one), the environment it inherits, the argument of its parent it fills, and its
/// path, which only prefixes every path inside it: a copy gets the new prefix. The one thing it
/// reads from outside is the scope of an `if`/`switch` written in another file than the body's
/// nodes around it (the instance whose file holds it, often the component's own call): that is
/// looked up again where a copy goes.
public final class LoweringMemo: @unchecked Sendable {
    /// Nodes the memo keeps at most (about 650 bytes each, some 65 MB by default): past it,
    /// bodies met again are lowered where they are, so memory stays bounded however many
    /// distinct bodies and environments a run has. The real apps in the bench keep about 37,000.
    let keptNodeBudget: Int

    private let lock = NSLock()
    private var slices: [Key: Slice] = [:]
    private var keptNodes = 0
    /// Bodies met so far, kept or not, and those once too big for what was left of the budget.
    private var seen = Set<Key>()
    private var tooBig = Set<Key>()
    private var lowerings: [String: Int] = [:]
    /// The views of bodies the run's screens show more than once (by address), kept from their
    /// first lowering, and the screens' roots, which keep those views (and addresses) alive.
    private let repeatedBodies: Set<Int>
    private let roots: [ViewNode]

    /// `roots` are the run's screens as views, before lowering: a body they show more than once
    /// is kept from its first lowering. A body they do not show is kept when met a second time.
    public init(expecting roots: [ViewNode] = [], keptNodeBudget: Int = 100_000) {
        self.keptNodeBudget = keptNodeBudget
        self.roots = roots
        repeatedBodies = Self.repeatedViews(in: roots)
    }

    /// How many times bodies of the component were lowered (not copied) in the run.
    public func lowerings(of component: String) -> Int {
        lock.withLock { lowerings[component] ?? 0 }
    }

    enum Use {
        case copy(Slice)
        case lower(keep: Bool)
    }

    /// What to do with a component's body: copy its kept lowering (where it fits), or lower it,
    /// keeping the result when the screens show the body more than once or it was met before
    /// with the same input (one shown once is not kept, so the memo holds only what is shared).
    /// Counts each lowering.
    func use(_ key: Key, component: String, fits: (Slice) -> Bool) -> Use {
        lock.withLock {
            if let slice = slices[key], fits(slice) { return .copy(slice) }
            lowerings[component, default: 0] += 1
            let metBefore = !seen.insert(key).inserted
            let shared = metBefore || repeatedBodies.contains(Key.childrenAddress(key.body))
            return .lower(keep: shared && slices[key] == nil && keptNodes < keptNodeBudget && !tooBig.contains(key))
        }
    }

    /// Addresses of the view arrays that the trees below `roots` reach more than once, through
    /// children and the views that arguments and modifiers hold. The inliner gives every call
    /// with the same arguments the same array, so an array reached twice is a shared body (or
    /// lies in one); each array is walked at most twice in each part of the screens, so this
    /// costs the views written, not the screens' expanded size.
    static func repeatedViews(in roots: [ViewNode]) -> Set<Int> {
        // The screens in as many parts as there are cores, each counted on its own: an array
        // reached once in two parts is reached twice (a part walks an array at most twice, so
        // the parts together still find every array the screens reach more than once).
        let parts = min(ProcessInfo.processInfo.activeProcessorCount, roots.count)
        let cuts = (0...parts).map { roots.count * $0 / max(parts, 1) }
        let counts = Parallel.map(Array(zip(cuts, cuts.dropFirst()))) { reachCounts(in: Array(roots[$0.0..<$0.1])) }
        var total: [Int: Int] = [:]
        for part in counts { total.merge(part, uniquingKeysWith: +) }
        return Set(total.compactMap { $0.value >= 2 ? $0.key : nil })
    }

    /// How many times (up to two) the trees below `roots` reach each view array, by address.
    private static func reachCounts(in roots: [ViewNode]) -> [Int: Int] {
        var reached: [Int: Int] = [:]
        var nodes = roots
        var values: [Value] = []
        func reach(_ views: [ViewNode]) {
            guard !views.isEmpty else { return }
            let address = views.storageAddress
            let count = reached[address, default: 0]
            guard count < 2 else { return }
            reached[address] = count + 1
            nodes += views
        }
        // Only values that can hold views are walked: most arguments are strings and numbers.
        func add(_ value: Value) {
            switch value {
            case .views(let views): reach(views)
            case .call, .array, .choice: values.append(value)
            default: break
            }
        }
        while !nodes.isEmpty || !values.isEmpty {
            if let node = nodes.popLast() {
                reach(node.children)
                for argument in node.arguments { add(argument.value) }
                for modifier in node.modifiers {
                    for argument in modifier.arguments { add(argument.value) }
                }
            } else if let value = values.popLast() {
                switch value {
                case .call(_, let arguments): for argument in arguments { add(argument.value) }
                case .array(let items), .choice(let items): items.forEach(add)
                default: break
                }
            }
        }
        return reached
    }

    func store(_ slice: Slice, for key: Key) {
        lock.withLock {
            guard slices[key] == nil else { return }
            guard keptNodes + slice.nodes.count <= keptNodeBudget else { tooBig.insert(key); return }
            slices[key] = slice
            keptNodes += slice.nodes.count
        }
    }

    /// A body's input apart from its path. Its views are compared by identity: the inliner
    /// gives every call with the same arguments the same array of views, and the key keeps that
    /// array alive, so the same address is the same views.
    struct Key: Hashable {
        let body: ViewNode
        let origin: String?
        let environment: Environment
        private let hash: Int

        init(body: ViewNode, origin: String?, environment: Environment) {
            self.body = body
            self.origin = origin
            self.environment = environment
            var hasher = Hasher()
            hasher.combine(Self.childrenAddress(body))
            hasher.combine(body.type)
            hasher.combine(body.component)
            hasher.combine(body.location)
            hasher.combine(body.isRepeated)
            hasher.combine(body.arguments)
            hasher.combine(body.modifiers)
            hasher.combine(origin)
            hasher.combine(environment)
            hash = hasher.finalize()
        }

        static func childrenAddress(_ node: ViewNode) -> Int {
            node.children.storageAddress
        }

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && childrenAddress(a.body) == childrenAddress(b.body)
                && a.body.children.count == b.body.children.count && a.body.type == b.body.type
                && a.body.component == b.body.component && a.body.location == b.body.location
                && a.body.isRepeated == b.body.isRepeated && a.body.arguments == b.body.arguments
                && a.body.modifiers == b.body.modifiers && a.origin == b.origin && a.environment == b.environment
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// A lowered body as its entries stood once final (before anything around it changed them),
    /// with indices counted from the body's own entry.
    struct Slice {
        struct Node {
            var ax: AXNode
            var kind: Entry.Kind
            var origin: String?
            var parent: Int?
            var kids: [Int]
            var topLevel: [Int]
            var isAside: Bool
            /// Its component path where it was named from a component inside the body or from
            /// the body's own call: the same wherever a copy goes. Nil: named again there.
            var componentPath: String??
        }

        /// The scope of an `if`/`switch` found outside the body (or nowhere): the enclosing
        /// instance whose file holds the statement. Looked up again where a copy goes.
        struct OuterScope {
            var file: String
            var scope: String
            /// The statement's node, and the branches whose conditions name the scope.
            var statement: Int
            var branches: [Int]
        }

        /// Paths (and the branch scopes named by them) without the body's own path, which began
        /// every one of them; component paths are named again where a copy goes.
        var nodes: [Node]
        var outerScopes: [OuterScope]
        /// Its deepest path's steps beyond its own: a copy placed deeper than the path bound
        /// allows would need shortened paths, so the body is lowered afresh there.
        var depth: Int
    }
}

/// Sharing component bodies through the memo while a screen is lowered.
extension Lowering {
    /// A component's body being lowered to be kept: its entries are created (kids follow their
    /// parent in the arena) while the stack stays above `stackBase`.
    struct Instance {
        var root: Int
        var stackBase: Int
        var key: LoweringMemo.Key
    }

    /// A body whose entries are all created (`root..<end`) is made final at once (its semantics
    /// read nothing outside it but branch scopes) and kept: a later use on the same screen is
    /// already a copy.
    mutating func finish(_ instance: Instance, end: Int) {
        for index in (instance.root..<end).reversed() where !entries[index].isFinal {
            finalize(index)
            entries[index].isFinal = true
        }
        keep(instance, end: end)
    }

    /// The memo's key for a source that is a component's body (the one view an inlined call
    /// holds), with its path and the component's name. The body, not the call: the call is
    /// where the caller wrote it, and differs from screen to screen.
    func instance(of source: Source, parent: Int?) -> (key: LoweringMemo.Key, path: String, component: String)? {
        guard memo != nil, let parent, case .view(let call) = entries[parent].kind, let component = call.component,
              call.children.count == 1, case .view(let body, let origin, let path, let parentEnv, _) = source,
              !body.children.isEmpty,
              LoweringMemo.Key.childrenAddress(body) == LoweringMemo.Key.childrenAddress(call.children[0])
        else { return nil }
        return (LoweringMemo.Key(body: body, origin: origin, environment: parentEnv), path, component)
    }

    /// Whether a copy placed at this path keeps every path whole (under the path bound).
    static func fits(_ slice: LoweringMemo.Slice, at path: String) -> Bool {
        slashes(path) + slice.depth < maxPathSteps + 1
    }

    /// Keeps a final body in the memo, unless a path in it was shortened (which depends on where
    /// it sits). Branch scopes found outside it are kept by file, to be looked up again.
    mutating func keep(_ instance: Instance, end: Int) {
        guard let memo else { return }
        let root = instance.root
        let path = entries[root].ax.path
        let rootSteps = Self.slashes(path)
        var depth = 0
        let call = entries[root].parent
        var nodes: [LoweringMemo.Slice.Node] = []
        var outerScopes: [LoweringMemo.Slice.OuterScope] = []
        var outerBranches = Set<Int>()
        nodes.reserveCapacity(end - root)
        for index in root..<end {
            let entry = entries[index]
            let steps = Self.slashes(entry.ax.path)
            guard steps < Self.maxPathSteps + 1 else { return }
            depth = max(depth, steps - rootSteps)
            if entry.lowestRead < root, case .view(let statement) = entry.kind {
                let file = statement.location.file
                let scope = Self.scope(enclosingInstance(from: entry.parent, file: file).map { entries[$0].ax.path })
                let named = entry.kids.filter { kid in
                    entries[kid].ax.branchConditions.contains { $0.subject.hasPrefix(scope) }
                }
                outerScopes.append(.init(file: file, scope: scope, statement: index - root, branches: named.map { $0 - root }))
                outerBranches.formUnion(named)
            }
            var ax = entry.ax
            ax.path = String(ax.path.utf8.dropFirst(path.utf8.count))!
            let namedInside = entry.namedInCopy || entry.namedBy.map { frames[$0].entry >= root || frames[$0].entry == call } ?? false
            let componentPath: String?? = namedInside ? .some(ax.componentPath) : nil
            ax.componentPath = nil
            if !outerBranches.contains(index) {
                Self.changeSubjects(of: &ax) { String($0.utf8.dropFirst(path.utf8.count))! }
            }
            nodes.append(LoweringMemo.Slice.Node(
                ax: ax, kind: entry.kind, origin: entry.origin,
                parent: index == root ? nil : entry.parent.map { $0 - root },
                kids: entry.kids.map { $0 - root }, topLevel: entry.topLevel.map { $0 - root }, isAside: entry.isAside,
                componentPath: componentPath))
        }
        memo.store(LoweringMemo.Slice(nodes: nodes, outerScopes: outerScopes, depth: depth), for: instance.key)
    }

    /// Appends a copy of a kept body under `parent`, its paths (and the branch scopes named by
    /// them) moved from the kept body's path to this one; scopes found outside it are looked up
    /// again from `parent`, and a body kept around this copy will know they were.
    mutating func splice(_ slice: LoweringMemo.Slice, path: String, parent: Int?) {
        let base = entries.count
        var outer: [Int: (old: String, new: String)] = [:]
        var reads: [Int: Int] = [:]
        for scope in slice.outerScopes {
            let instance = enclosingInstance(from: parent, file: scope.file)
            reads[scope.statement] = instance ?? -1
            for branch in scope.branches { outer[branch] = (scope.scope, Self.scope(instance.map { entries[$0].ax.path })) }
        }
        for (offset, node) in slice.nodes.enumerated() {
            var ax = node.ax
            ax.path = path + ax.path
            if let named = node.componentPath { ax.componentPath = named }
            let (old, new) = outer[offset] ?? ("", path)
            Self.changeSubjects(of: &ax) { new + $0.dropping(bytePrefix: old)! }
            let entry = Entry(ax: ax, kind: node.kind, env: blank, origin: node.origin,
                              parent: node.parent.map { base + $0 } ?? parent)
            entry.kids = node.kids.map { base + $0 }
            entry.topLevel = node.topLevel.map { base + $0 }
            entry.isAside = node.isAside
            entry.isFinal = true
            entry.lowestRead = reads[offset] ?? Int.max
            entries.append(entry)
            if node.componentPath == nil {
                markComponentPath(entries.count - 1)
            } else {
                // Named where it was kept. Its own frame, if it is a call, can only name nodes
                // named inside the body too: those below it see the frames around the copy.
                entry.frame = entry.parent.flatMap { entries[$0].frame }
                entry.namedInCopy = true
            }
        }
    }

    /// Changes the subject of each of the node's branch conditions (scopes begin with paths).
    static func changeSubjects(of ax: inout AXNode, _ change: (String) -> String) {
        guard !ax.branchConditions.isEmpty else { return }
        ax.branchConditions = ax.branchConditions.map { condition in
            var condition = condition
            condition.subject = change(condition.subject)
            return condition
        }
    }
}
