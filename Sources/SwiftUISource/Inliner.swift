import AuditModel

/// Phase 3: a screen's template → its final view tree. Inlines components (binding their
/// parameters to the call site's values and views), expands custom modifiers into plain
/// modifiers and wrapper nodes, and guards recursion and size.
struct Inliner {
    static let maximumNesting = 32
    static let maximumTreeDepth = 1_000
    static let nodeBudget = 100_000

    let templates: TemplateSet
    /// Component bodies already inlined, shared by every screen of the run.
    let memo: ComponentMemo
    /// This inliner's name in the memo, which other screens' inliners use at the same time.
    let builder: Int
    private var stack: [String] = []
    private var remaining = Inliner.nodeBudget
    private var depth = 0
    /// The deepest level reached so far (a memoized body's height counts as reached).
    private var deepest = 0
    /// Times a guard (recursion, nesting, budget, depth) changed the tree: a body built while one
    /// fired depends on where it was inlined, so it is not memoized.
    private var guardsFired = 0
    /// Components and custom modifiers inlined since the current memoized body began: a body holding
    /// one that is being inlined now would recurse, so it is rebuilt where the guard can see it.
    private var inlined = Set<String>()
    /// The most components and custom modifiers nested so far (a memoized body's nesting counts).
    private var deepestNesting = 0
    /// Set when the budget or depth limit cut the tree.
    private(set) var truncated = false

    init(templates: TemplateSet, memo: ComponentMemo) {
        self.templates = templates
        self.memo = memo
        builder = memo.newBuilder()
    }

    struct Bindings {
        var values: [String: Value] = [:]
        var views: [String: [ViewNode]] = [:]
        /// Parameters the call left to their default values.
        var defaulted: Set<String> = []
        /// Every argument of the call found its parameter: the call uses the initialiser these
        /// defaults are declared by (a type's other initialisers may set the same property
        /// otherwise).
        var callMatchesParameters = true
        /// The values the template leaves to each call site, by expression (`CallSiteValue`).
        var callSiteValues: [String: CallSiteValue] = [:]

        func value(for expression: String) -> Value? {
            lookUp(expression, readingConditions: true)
        }

        /// A parameter's value, or an enum property read on one: what a conditional value's
        /// tests and branches read (so that no chain of them can loop).
        func directValue(for expression: String) -> Value? {
            lookUp(expression, readingConditions: false)
        }

        private func lookUp(_ expression: String, readingConditions: Bool) -> Value? {
            if let v = values[expression] { return v }
            let name = expression.hasPrefix("self.") ? String(expression.dropFirst(5)) : expression
            if name.utf8.count < expression.utf8.count, let v = values[name] { return v }
            switch callSiteValues[name] {
            case .byCase(let table)?:
                guard let given = values[table.parameter],
                      !defaulted.contains(table.parameter) || callMatchesParameters else { return nil }
                return table.value(given: given)
            case .byCondition(let conditional)?:
                return readingConditions ? conditional.value(self) : nil
            case nil:
                return nil
            }
        }
    }

    mutating func resolve(_ nodes: [ViewNode], _ bindings: Bindings) -> [ViewNode] {
        var result: [ViewNode] = []
        result.reserveCapacity(nodes.count)
        for node in nodes { result += resolve(node, bindings) }
        return result
    }

    mutating func resolve(_ template: ViewNode, _ bindings: Bindings) -> [ViewNode] {
        remaining -= 1
        guard remaining > 0, depth < Self.maximumTreeDepth else {
            truncated = true
            guardsFired += 1
            return [ViewNode(type: template.type, location: template.location)]
        }
        depth += 1
        deepest = max(deepest, depth)
        defer { depth -= 1 }
        var node = template
        let modifiers = node.modifiers
        node.modifiers = []
        var base: [ViewNode]
        switch node.component {
        case TemplateMarker.slot?:
            base = bindings.views[node.type] ?? [ViewNode(type: node.type, location: node.location)]
        case TemplateMarker.content?:
            base = [node]
        case let name?:
            base = [inline(node, name, bindings)]
        case nil:
            node.arguments = resolve(node.arguments, bindings)
            if node.type == "_Branches" { node.children = Self.callSiteSettled(Self.branchesShown(node), bindings) }
            node.children = resolve(node.children, bindings)
            base = [node]
        }
        guard !modifiers.isEmpty else { return base }
        var current = base.count == 1 ? base[0]
            : ViewNode(type: "Group", children: base, location: template.location)
        for modifier in modifiers { apply(modifier, to: &current, bindings) }
        return [current]
    }

    /// `RowView(item: x)` → a node with RowView's body as its one child. The body is built once
    /// per distinct call (component and argument values) and shared by every use in the run.
    private mutating func inline(_ call: ViewNode, _ name: String, _ bindings: Bindings) -> ViewNode {
        var node = call
        node.arguments = resolve(node.arguments, bindings)
        guard let template = templates.components[name] else {
            node.component = nil
            node.children = []
            return node
        }
        guard !stack.contains(name), stack.count < Self.maximumNesting else {
            // Recursion: the view stays opaque.
            guardsFired += 1
            node.component = nil
            node.children = []
            return node
        }
        let key = ComponentMemo.Key(component: name, arguments: node.arguments)
        let body: ComponentMemo.Body
        if let known = memo.body(for: key, builder: builder), remaining - known.nodes > 0,
           depth + known.height < Self.maximumTreeDepth, stack.count + known.nesting <= Self.maximumNesting,
           known.inlined.isDisjoint(with: stack) {
            body = known
            remaining -= known.nodes
            deepest = max(deepest, depth + known.height)
            deepestNesting = max(deepestNesting, stack.count + known.nesting)
            inlined.formUnion(known.inlined)
        } else {
            let (inner, consumed) = bind(template, node.arguments)
            let (before, guards, savedInlined) = (remaining, guardsFired, inlined)
            let (savedDeepest, savedNesting, base) = (deepest, deepestNesting, stack.count)
            (deepest, deepestNesting, inlined) = (depth, base, [name])
            push(name)
            let views = resolve(template.views, inner)
            stack.removeLast()
            let children = views.count <= 1 ? views
                : [ViewNode(type: "Group", children: views, location: views[0].location)]
            body = ComponentMemo.Body(children: children, consumed: consumed, nodes: before - remaining,
                                      height: deepest - depth, nesting: deepestNesting - base, inlined: inlined)
            deepest = max(savedDeepest, deepest)
            deepestNesting = max(savedNesting, deepestNesting)
            inlined.formUnion(savedInlined)
            memo.record(key, body, memoize: guardsFired == guards, builder: builder)
        }
        node.arguments = node.arguments.enumerated().filter { !body.consumed.contains($0.offset) }.map(\.element)
        node.children = body.children
        node.componentFiles = template.files
        return node
    }

    /// `switch mode { … }` where the call site set `mode` to `.inline`: this instance only ever
    /// shows that case's branch (or `default`'s, when no case names it).
    static func branchesShown(_ node: ViewNode) -> [ViewNode] {
        guard let subject = node.argument("condition")?.value.memberName.map({ "." + $0 }) else { return node.children }
        let patterns = node.children.map { branch in
            branch.argument("condition").map { BranchCondition.casePatterns($0.value.sourceText) }
        }
        // An `if` chain's first branch carries the statement's own condition; a `switch`'s never does.
        guard node.children.allSatisfy({ $0.type == "_Branch" }),
              !patterns.contains(where: { $0?.contains(nil) ?? false }) else { return node.children }
        if let match = patterns.firstIndex(where: { $0?.contains(subject) ?? false }) { return [node.children[match]] }
        if let fallback = patterns.firstIndex(where: { $0 == nil }) { return [node.children[fallback]] }
        return node.children
    }

    /// `if let image { … } else if layout == .grid { … } else { … }` where the call site set
    /// `image` or `layout`, or left them at their defaults: a branch whose test (`CallSiteTest`)
    /// is known false never shows, and none after one whose test is known true does. Branches
    /// the instance cannot settle (a value known only at run time) stay. The tests are removed
    /// either way.
    static func callSiteSettled(_ branches: [ViewNode], _ bindings: Bindings) -> [ViewNode] {
        guard branches.contains(where: { $0.argument(CallSiteTest.label) != nil }) else { return branches }
        var shown: [ViewNode] = []
        for var branch in branches {
            let tests = branch.argument(CallSiteTest.label).map { CallSiteTest.tests(text: $0.value.sourceText) }
            branch.arguments.removeAll { $0.label == CallSiteTest.label }
            switch tests.flatMap({ CallSiteTest.holds($0, bindings) }) {
            case false?: continue
            case true?: return shown + [branch]
            case nil: shown.append(branch)
            }
        }
        return shown
    }

    private mutating func push(_ name: String) {
        stack.append(name)
        deepestNesting = max(deepestNesting, stack.count)
    }

    /// Appends a plain modifier in place (a chain of thousands must stay linear), or replaces the
    /// subject by a custom modifier's expansion.
    private mutating func apply(_ modifier: Modifier, to subject: inout ViewNode, _ bindings: Bindings) {
        let arguments = modifier.arguments.isEmpty ? [] : resolve(modifier.arguments, bindings)
        if modifier.name == "modifier", case .call(let name, let callArguments)? = arguments.first?.value,
           let scoped = templates.modifier(named: name, at: modifier.location),
           let expanded = expand(scoped.template, key: "modifier:\(scoped.key)", arguments: callArguments,
                                 subject: subject) {
            subject = expanded
            return
        }
        if let scoped = templates.viewExtension(named: modifier.name, arguments: arguments, at: modifier.location),
           let expanded = expand(scoped.template, key: "func:\(scoped.key)", arguments: arguments, subject: subject) {
            subject = expanded
            return
        }
        // A closure handed the view (`.modify { $0.bold() }`) means nothing once its function is not
        // inlined: its views would show the view again inside its own modifier.
        let isProjectFunction = templates.extensions[modifier.name] != nil
        let kept = arguments.map { argument in
            guard isProjectFunction, case .views(let nodes) = argument.value, nodes.contains(where: Self.holdsContent)
            else { return argument }
            var closure = argument
            closure.value = .closure
            return closure
        }
        subject.modifiers.append(Modifier(name: modifier.name, arguments: kept, location: modifier.location))
    }

    /// Whether a view holds the wrapped view's marker (`content`, `self`) in its tree.
    static func holdsContent(_ node: ViewNode) -> Bool {
        if node.component == TemplateMarker.content { return true }
        return node.children.contains(where: holdsContent) || node.arguments.contains {
            if case .views(let nodes) = $0.value { return nodes.contains(where: holdsContent) }
            return false
        }
    }

    /// A custom modifier's body with the wrapped view put where it says `content` / `self`.
    private mutating func expand(_ template: Template, key: String, arguments: [Argument],
                                 subject: ViewNode) -> ViewNode? {
        guard !stack.contains(key), stack.count < Self.maximumNesting else {
            guardsFired += 1
            return nil
        }
        let (inner, _) = bind(template, arguments)
        inlined.insert(key)
        push(key)
        let body = resolve(template.views, inner)
        stack.removeLast()
        let replaced = body.map { substituteContent($0, subject) }
        return replaced.count == 1 ? replaced[0] : ViewNode(type: "Group", children: replaced, location: subject.location)
    }

    private func substituteContent(_ node: ViewNode, _ subject: ViewNode) -> ViewNode {
        if node.component == TemplateMarker.content {
            var result = subject
            result.modifiers += node.modifiers
            return result
        }
        var result = node
        result.children = node.children.map { substituteContent($0, subject) }
        result.arguments = node.arguments.map { substituteContent($0, subject) }
        result.modifiers = node.modifiers.map { m in
            var m = m
            m.arguments = m.arguments.map { substituteContent($0, subject) }
            return m
        }
        return result
    }

    private func substituteContent(_ argument: Argument, _ subject: ViewNode) -> Argument {
        guard case .views(let nodes) = argument.value else { return argument }
        var result = argument
        result.value = .views(nodes.map { substituteContent($0, subject) })
        return result
    }

    /// Pairs a template's parameters with call-site arguments (by label, unlabelled ones in order);
    /// unbound parameters take their defaults. Returns the indices of arguments bound to view parameters.
    private func bind(_ template: Template, _ arguments: [Argument]) -> (Bindings, Set<Int>) {
        let parameters = template.parameters
        var bindings = Bindings(callSiteValues: template.callSiteValues)
        var consumed = Set<Int>()
        var used = Set<Int>()
        var positional = parameters.indices.filter { parameters[$0].label == nil }.makeIterator()
        for (offset, argument) in arguments.enumerated() {
            var index: Int?
            if let label = argument.label {
                index = parameters.indices.first { !used.contains($0)
                    && (parameters[$0].label == label || parameters[$0].name == label) }
                // A trailing closure, as `TemplateSet.accepts` pairs it.
                if index == nil, ["content", "perform", "action"].contains(label) {
                    index = parameters.indices.first { !used.contains($0) && parameters[$0].kind.takesClosure }
                }
            } else {
                index = positional.next()
            }
            guard let index else {
                bindings.callMatchesParameters = false
                continue
            }
            used.insert(index)
            let parameter = parameters[index]
            if case .views(let nodes) = argument.value, parameter.kind == .views {
                bindings.views[parameter.name] = nodes
                consumed.insert(offset)
            } else {
                bindings.values[parameter.name] = argument.value
            }
        }
        for (index, parameter) in parameters.enumerated() where !used.contains(index) {
            guard let value = parameter.defaultValue else { continue }
            bindings.defaulted.insert(parameter.name)
            if case .views(let nodes) = value { bindings.views[parameter.name] = nodes } else {
                bindings.values[parameter.name] = value
            }
        }
        return (bindings, consumed)
    }

    private mutating func resolve(_ arguments: [Argument], _ bindings: Bindings) -> [Argument] {
        arguments.map { argument in
            var result = argument
            result.value = resolve(argument.value, bindings)
            return result
        }
    }

    private mutating func resolve(_ value: Value, _ bindings: Bindings) -> Value {
        switch value {
        case .dynamic(let expression):
            return bindings.value(for: expression) ?? value
        case .text(let parts):
            guard !bindings.values.isEmpty else { return value }
            return textValue(parts.flatMap { part -> [TextPart] in
                guard case .dynamic(let expression) = part, let bound = bindings.value(for: expression) else {
                    return [part]
                }
                switch bound {
                case .string, .text, .number, .localized: return textParts(bound)
                default: return [part]
                }
            })
        case .call(let name, let arguments):
            return .call(name, resolve(arguments, bindings))
        case .array(let values):
            return .array(values.map { resolve($0, bindings) })
        case .choice(let values):
            return .choice(values.map { resolve($0, bindings) })
        case .range(let lower, let upper, let closed):
            return .range(lower: lower.map { resolve($0, bindings) }, upper: upper.map { resolve($0, bindings) },
                          closed: closed)
        case .views(let nodes):
            return .views(resolve(nodes, bindings))
        case .string, .number, .metric, .bool, .member, .closure, .emptyClosure, .localized, .sample:
            return value
        }
    }
}

/// The audited components a template uses (inlined, not merely presented).
func componentsUsed(in nodes: [ViewNode], into used: inout Set<String>) {
    for node in nodes {
        if let component = node.component, !TemplateMarker.isMarker(component) { used.insert(component) }
        componentsUsed(in: node.children, into: &used)
        for argument in node.arguments { componentsUsed(in: argument.value, into: &used) }
        for modifier in node.modifiers {
            for argument in modifier.arguments { componentsUsed(in: argument.value, into: &used) }
        }
    }
}

private func componentsUsed(in value: Value, into used: inout Set<String>) {
    switch value {
    case .views(let nodes): componentsUsed(in: nodes, into: &used)
    case .call(_, let arguments): for a in arguments { componentsUsed(in: a.value, into: &used) }
    case .array(let values), .choice(let values): for v in values { componentsUsed(in: v, into: &used) }
    default: break
    }
}

/// The first audited component in a tree (pre-order), to name a preview after.
func firstComponent(in nodes: [ViewNode]) -> String? {
    for node in nodes {
        if let component = node.component, !TemplateMarker.isMarker(component) { return node.type }
        if let found = firstComponent(in: node.children) { return found }
    }
    return nil
}
