import AuditModel

/// Phase 1 of the lowering: the arena, top-down (paths, inherited environment, where
/// modifier content goes).
extension Lowering {
    // MARK: 1. Building the arena

    /// Adds the entry for a source; returns the sources of its kids, in order.
    mutating func create(_ source: Source, parent: Int?) -> [Source] {
        switch source {
        case .synthesized(var node):
            node.path = Self.bounded(node.path, index: entries.count)
            entries.append(Entry(ax: node, kind: .synthesized, env: blank, parent: parent))
            return []
        case .container(let kind, let viewType, let views, let written, let env, let location, let leading):
            let path = Self.bounded(written, index: entries.count)
            let ax = env.node(.container, viewType: viewType, isElement: false, location: location, path: path)
            let entry = Entry(ax: ax, kind: kind, env: env, parent: parent)
            if case .modifierContent(let name, _) = kind {
                entry.isAside = SwiftUIDefaults.presentedContent.contains(name)
                    || SwiftUIDefaults.consumedModifierContent.contains(name)
            }
            entries.append(entry)
            return (leading.map { [Source.synthesized($0)] } ?? [])
                + Self.viewSources(views, origin: nil, basePath: path, parentEnv: env)
        case .view(let node, let origin, let written, let parentEnv, let inside):
            let path = Self.bounded(written, index: entries.count)
            let env = parentEnv.applying(node)
            var ax = env.node(.container, viewType: node.type, isElement: false, location: node.location, path: path)
            ax.isPreviewVariant = parentEnv.isPreviewScaffolding && !env.isPreviewScaffolding
            let entry = Entry(ax: ax, kind: .view(node), env: env, origin: origin, parent: parent)
            entry.typeDefaults = SwiftUIDefaults.defaults(ofType: node.type)
            entries.append(entry)
            return Self.kidSources(of: node, defaults: entry.typeDefaults, path: path, env: env, inside: inside)
        }
    }

    /// Paths deeper than this many steps keep their first steps and their last, plus the
    /// node's number in the tree (unique, and stable for the same input): a path per node that
    /// grew with depth would cost time and memory quadratic in the nesting.
    static let maxPathSteps = 64

    static func bounded(_ path: String, index: Int) -> String {
        // Each step takes two bytes at least (a name and its slash): most paths are too short
        // to have too many, which their length tells without counting.
        guard path.utf8.count > 2 * (maxPathSteps + 1), slashes(path) > maxPathSteps + 1 else { return path }
        let steps = path.split(separator: "/", omittingEmptySubsequences: false)
        return steps.prefix(maxPathSteps).joined(separator: "/") + "/…/" + steps[steps.count - 1] + "#\(index)"
    }

    /// The slashes in a path, counted over its contiguous bytes (once per node of every screen).
    /// Added without the overflow check (a count of bytes cannot overflow): the check was two
    /// of the loop's seven instructions per byte.
    static func slashes(_ path: String) -> Int {
        var path = path
        return path.withUTF8 { bytes in bytes.reduce(0) { $0 &+ ($1 == UInt8(ascii: "/") ? 1 : 0) } }
    }

    /// A list of views as sources, each with the modifier content that sits beside it.
    static func viewSources(_ views: [ViewNode], origin: String?, basePath: String, parentEnv: Environment) -> [Source] {
        var sources: [Source] = []
        for (offset, written) in views.enumerated() {
            appendViewSources(written, origin: origin, basePath: basePath, index: offset, parentEnv: parentEnv, to: &sources)
        }
        return sources
    }

    /// One view's sources (what its modifiers place beside it, and the view), appended in place:
    /// called for every child of every view, so no array is made for it alone.
    static func appendViewSources(_ written: ViewNode, origin: String?, basePath: String, index: Int,
                                  parentEnv: Environment, to sources: inout [Source]) {
        let view = distributingGroupModifiers(written)
        let path = childPath(basePath, view.type, index)
        // Worked out once: what goes beside the view is placed here, what goes inside travels
        // with the view to its kids.
        let attached = attachments(of: view, path: path, parentEnv: parentEnv)
        // Most views attach nothing: no lists are made for them.
        guard !attached.isEmpty else {
            sources.append(.view(view, origin: origin, path: path, parentEnv: parentEnv, inside: []))
            return
        }
        let beside = attached.filter { !$0.inside }
        sources += beside.filter(\.leading).map(\.source)
        sources.append(.view(view, origin: origin, path: path, parentEnv: parentEnv, inside: attached.filter(\.inside)))
        sources += beside.filter { !$0.leading }.map(\.source)
    }

    /// `base/type[index]`, written byte by byte into a string made at its final size: every
    /// view of every screen gets one, and interpolating it grew a buffer step by step.
    static func childPath(_ base: String, _ type: String, _ index: Int) -> String {
        guard index >= 0 else { return "\(base)/\(type)[\(index)]" }
        var (base, type) = (base, type)
        var digits = 1
        var left = index
        while left >= 10 {
            digits += 1
            left /= 10
        }
        return base.withUTF8 { base in
            type.withUTF8 { type in
                String(unsafeUninitializedCapacity: base.count + type.count + digits + 3) { out in
                    var at = 0
                    func put(_ byte: UInt8) {
                        out[at] = byte
                        at += 1
                    }
                    // Copied as blocks: byte by byte, the base path (the longest part) cost most.
                    func put(_ bytes: UnsafeBufferPointer<UInt8>) {
                        guard let from = bytes.baseAddress, !bytes.isEmpty else { return }
                        (out.baseAddress! + at).initialize(from: from, count: bytes.count)
                        at += bytes.count
                    }
                    put(base)
                    put(UInt8(ascii: "/"))
                    put(type)
                    put(UInt8(ascii: "["))
                    var rest = index
                    for place in (0..<digits).reversed() {
                        out[at + place] = UInt8(ascii: "0") + UInt8(rest % 10)
                        rest /= 10
                    }
                    at += digits
                    put(UInt8(ascii: "]"))
                    return at
                }
            }
        }
    }

    /// A named step of a path: `header`, then `header[1]` if the name comes again.
    static func step(_ name: String, _ occurrence: Int) -> String {
        occurrence == 0 ? name : "\(name)[\(occurrence)]"
    }

    /// SwiftUI applies a `Group`'s modifiers to each of its children (`Group { A; B }.onTapGesture`
    /// makes two tappable views, `.accessibilityElement(children: .combine)` two elements).
    static func distributingGroupModifiers(_ node: ViewNode) -> ViewNode {
        guard node.children.count > 1, !node.modifiers.isEmpty, node.component == nil,
              SwiftUIDefaults.distributesModifiers.contains(node.type) else { return node }
        var group = node
        group.children = node.children.map { child in
            var child = child
            child.modifiers += node.modifiers
            return child
        }
        group.modifiers = []
        return group
    }

    /// The kids of a view: title element, modifier content placed inside it, argument content,
    /// and its children.
    static func kidSources(of node: ViewNode, defaults: SwiftUIDefaults.ViewTypeDefaults, path: String, env: Environment,
                           inside: [Attachment]) -> [Source] {
        var leading: [Source] = []
        var main: [(ViewNode, String?)] = []
        var trailing: [Source] = []
        let titleElement = defaults.titleElement
        if node.component == nil, let titleElement,
           let title = ValueReading.textValue(of: node).flatMap({ ValueReading.spokenText($0, source: .derived) }) {
            var ax = env.node(titleElement.role, viewType: node.type, isElement: true, location: node.location,
                              path: "\(path)/title")
            ax.label = title
            ax.text = title
            ax.traits = titleElement.traits
            ax.font = env.font
            leading.append(.synthesized(ax))
        }
        var argumentCounts: [String: Int] = [:]
        for argument in node.arguments {
            // Views first: most arguments hold none, and they are then not looked up by label.
            guard let label = argument.label, let views = viewNodes(argument, fallback: node.location),
                  !SwiftUIDefaults.skippedArguments.contains(label) else { continue }
            defer { argumentCounts[label, default: 0] += 1 }
            if SwiftUIDefaults.contentArguments.contains(label) {
                main += views.map { ($0, nil) }
                continue
            }
            if SwiftUIDefaults.labelArguments.contains(label), label != titleElement?.viewsArgument {
                main += views.map { ($0, label) }
                continue
            }
            let container = Source.container(.argumentContent(label), viewType: label, views: views,
                                             path: "\(path)/\(step(label, argumentCounts[label, default: 0]))", env: env,
                                             location: argument.location ?? node.location, leading: nil)
            if SwiftUIDefaults.trailingArguments.contains(label) { trailing.append(container) } else { leading.append(container) }
        }
        // Argument content first, then the children, numbered on from it. Room for them all at
        // once: a stack of many rows grew its list by doubling, moving every source each time.
        var sources = leading
        let count = leading.count + main.count + node.children.count + trailing.count
        // Not for a view without kids: reserving room for none still takes the array's slow path.
        if count > leading.count { sources.reserveCapacity(count) }
        for (index, (view, origin)) in main.enumerated() {
            appendViewSources(view, origin: origin, basePath: path, index: index, parentEnv: env, to: &sources)
        }
        for (offset, child) in node.children.enumerated() {
            appendViewSources(child, origin: nil, basePath: path, index: main.count + offset, parentEnv: env, to: &sources)
        }
        sources += trailing
        // Most views attach nothing: their sources are returned as they are, not copied twice.
        guard !inside.isEmpty else { return sources }
        return inside.filter(\.leading).map(\.source) + sources + inside.filter { !$0.leading }.map(\.source)
    }

    /// Views an argument holds: a view-builder closure, or a view written as a call.
    static func viewNodes(_ argument: Argument, fallback: SourceLocation) -> [ViewNode]? {
        switch argument.value {
        case .views(let views): return views
        case .call(let name, let args) where SwiftUIDefaults.viewCalls.contains(name):
            return [ViewNode(type: name, arguments: args, location: argument.location ?? fallback)]
        default: return nil
        }
    }

    struct Attachment {
        var source: Source
        var leading: Bool
        /// Inside the view (its kid) rather than beside it (its sibling).
        var inside: Bool
    }

    /// The content a view's modifiers add (`.overlay {}`, `.tabItem {}`, `.navigationTitle("…")`),
    /// and where it goes: inside the modified view when that view is a plain container (or a
    /// later modifier makes one element of, or hides, the whole), else beside it.
    static func attachments(of node: ViewNode, path: String, parentEnv: Environment) -> [Attachment] {
        // Most views' modifiers (`padding`, `font`) add no content: they need none of the pass.
        guard node.modifiers.contains(where: mayAddContent) else { return [] }
        return contentPass(node, path: path, parentEnv: parentEnv)
    }

    /// `attachments` worked out over every modifier, whether or not any may add content.
    static func contentPass(_ node: ViewNode, path: String, parentEnv: Environment) -> [Attachment] {
        var result: [Attachment] = []
        var counts: [String: Int] = [:]
        let ownEnv = parentEnv.applying(node)
        let isElementByDefault: Bool = {
            guard node.component == nil, let semantics = SwiftUIDefaults.defaults(ofType: node.type).semantics else { return false }
            if case .element = semantics.kind { return true }
            return false
        }()
        // Whether a later (outer) modifier hides what modifier k attaches: one backward pass, so
        // that a chain of thousands of modifiers stays linear.
        var hiddenAfter = [Bool](repeating: false, count: node.modifiers.count + 1)
        var visuallyHiddenAfter = hiddenAfter
        for k in node.modifiers.indices.reversed() {
            hiddenAfter[k] = hiddenAfter[k + 1] || SwiftUIDefaults.hides(node.modifiers[k])
            visuallyHiddenAfter[k] = visuallyHiddenAfter[k + 1] || SwiftUIDefaults.hidesVisually(node.modifiers[k])
        }
        for (k, modifier) in node.modifiers.enumerated() {
            let name = canonicalName(modifier)
            guard !SwiftUIDefaults.ignoredModifierContent.contains(name) else { continue }
            // Worked out only for a modifier that adds content: most (`padding`, `font`) add none.
            var env: Environment {
                var env = ownEnv
                let (hidden, visuallyHidden) = (parentEnv.isHidden || hiddenAfter[k + 1],
                                                parentEnv.isVisuallyHidden || visuallyHiddenAfter[k + 1])
                if env.isHidden != hidden { env.isHidden = hidden }
                if env.isVisuallyHidden != visuallyHidden { env.isVisuallyHidden = visuallyHidden }
                return env
            }
            let count = counts[name, default: 0]
            var containerPath: String { "\(path)/\(name)[\(count)]" }
            var source: Source?
            switch name {
            case "navigationTitle":
                guard let title = modifier.arguments.first.flatMap({ ValueReading.spokenText($0.value, source: .derived) })
                else { break }
                var ax = env.node(.staticText, viewType: name, isElement: true, location: modifier.location,
                                  path: "\(path)/\(Self.step(name, count))")
                ax.label = title
                ax.traits = [.staticText, .header]
                source = .synthesized(ax)
            case "searchable":
                var ax = env.node(.textField, viewType: name, isElement: true, location: modifier.location,
                                  path: "\(path)/\(Self.step(name, count))")
                ax.label = modifier.argument("prompt").flatMap { ValueReading.spokenText($0.value, source: .derived) }
                    ?? SpokenText(SwiftUIDefaults.defaultSearchPrompt, source: .derived)
                ax.value = modifier.argument("text").map { bindingValue($0.value) }
                ax.traits = [.searchField]
                source = .synthesized(ax)
            default:
                let views = contentViews(of: modifier, named: name)
                guard !views.isEmpty || SwiftUIDefaults.consumedModifierContent.contains(name) else { break }
                // An alert or dialog speaks its title first.
                var title: AXNode?
                if name == "alert" || name == "confirmationDialog",
                   let text = modifier.arguments.first.flatMap({ ValueReading.spokenText($0.value, source: .derived) }) {
                    var ax = env.node(.staticText, viewType: "Text", isElement: true, location: modifier.location,
                                      path: "\(containerPath)/title")
                    ax.label = text
                    ax.text = text
                    ax.traits = [.staticText, .header]
                    title = ax
                }
                source = .container(.modifierContent(name, k), viewType: name, views: views, path: containerPath,
                                    env: env, location: modifier.location, leading: title)
            }
            guard let source else { continue }
            counts[name] = count + 1
            let wrapsLater = node.modifiers[(k + 1)...].contains { wrapsWhole($0) }
            let earlier = node.modifiers[..<k]
            let elementBefore = isElementByDefault || earlier.contains { wrapsWhole($0) }
            let inside = SwiftUIDefaults.consumedModifierContent.contains(name) || wrapsLater || !elementBefore
            result.append(Attachment(source: source, leading: SwiftUIDefaults.leadingModifierContent.contains(name),
                                     inside: inside))
        }
        return result
    }

    /// Whether `attachments` attaches anything for the modifier: the same cases it handles.
    static func mayAddContent(_ modifier: Modifier) -> Bool {
        let name = canonicalName(modifier)
        // The tables last: most modifiers (`font`, `padding`) are told apart by their
        // arguments, without hashing their name twice.
        let adds = name == "navigationTitle" || name == "searchable" || holdsContentViews(modifier, named: name)
            || SwiftUIDefaults.consumedModifierContent.contains(name)
        return adds && !SwiftUIDefaults.ignoredModifierContent.contains(name)
    }

    /// Whether `contentViews(of:named:)` would find any, told without making the list: asked of
    /// every modifier of every view, most of which (`font`, `padding`) hold no view at all.
    static func holdsContentViews(_ modifier: Modifier, named name: String) -> Bool {
        modifier.arguments.contains { holdsContentViews($0, ofModifierNamed: name) }
    }

    /// An argument holding content views: views written out, or a view written as a call where
    /// the modifier takes a view (`.overlay(Text("3"))`), not where it takes a name
    /// (`accessibilityAction(named: Text(…))`).
    private static func holdsContentViews(_ argument: Argument, ofModifierNamed name: String) -> Bool {
        switch argument.value {
        case .views(let views):
            return !views.isEmpty
        case .call(let callee, _):
            return argument.label == nil && SwiftUIDefaults.viewCalls.contains(callee)
                && SwiftUIDefaults.viewArgumentModifiers.contains(name)
        default:
            return false
        }
    }

    /// The views a modifier's arguments hold as content (see `holdsContentViews(_:ofModifierNamed:)`).
    static func contentViews(of modifier: Modifier, named name: String) -> [ViewNode] {
        modifier.arguments.filter { holdsContentViews($0, ofModifierNamed: name) }
            .flatMap { viewNodes($0, fallback: modifier.location) ?? [] }
    }

    /// Modifiers that make one element of, or hide, everything they wrap.
    static func wrapsWhole(_ modifier: Modifier) -> Bool {
        switch modifier.name {
        case "accessibilityElement":
            return modifier.arguments.first?.value.memberName != "contain"
        case "accessibilityRepresentation":
            return true
        default:
            return SwiftUIDefaults.hides(modifier)
        }
    }

    /// `.accessibility(label:)` (older API) → `accessibilityLabel`.
    static func canonicalName(_ modifier: Modifier) -> String {
        if modifier.name == "accessibility", let label = modifier.arguments.first?.label,
           let name = SwiftUIDefaults.legacyAccessibilityArguments[label] {
            return name
        }
        return modifier.name
    }

    /// The current value of a binding (`$name`), known only at run time.
    static func bindingValue(_ value: Value) -> SpokenText {
        var expr = ValueReading.describe(value)
        if expr.hasPrefix("$") { expr.removeFirst() }
        return SpokenText([.dynamic(expr)], source: .derived)
    }

}
