import AuditModel

/// ViewTree → AXTree: what SwiftUI builds for VoiceOver (DESIGN §4).
///
/// Every view becomes one `AXNode` (containers stay in the tree as non-elements, for the
/// layout estimate); SwiftUI's defaults come from `SwiftUIDefaults`. The work runs on an
/// arena of nodes with explicit stacks, never recursion, so any nesting depth is safe:
/// 1. build the arena top-down (paths, inherited environment, where modifier content goes),
/// 2. give each node its semantics bottom-up (labels come from content),
/// 3. mark what sits inside an element (VoiceOver does not stop there),
/// 4. assemble the nested tree bottom-up.
public enum SemanticLowering {
    public static func lower(_ screen: ViewScreen) -> Screen {
        var lowering = Lowering()
        let root = lowering.run(root: screen.root, path: screen.name)
        return Screen(name: screen.name, location: screen.location, source: screen.source, root: root)
    }
}

/// What flows down the view tree (SwiftUI's environment, and accessibility hiding).
struct Environment {
    var font: FontSpec = SwiftUIDefaults.defaultFont
    var fontLocation: SourceLocation?
    var isBold = false
    var dynamicTypeRange: ClosedRange<DynamicTypeSize>?
    var lineLimit: (Int, SourceLocation)?
    var minimumScaleFactor: (Double, SourceLocation)?
    var isEnabled = true
    var isHidden = false
    var isVisuallyHidden = false
    var isRepeated = false

    /// The environment a view and its content see: the parent's, changed by the view's
    /// modifiers (for fonts the innermost, i.e. first written, wins).
    func applying(_ node: ViewNode) -> Environment {
        var env = self
        if node.isRepeated { env.isRepeated = true }
        var fontSet = false
        for modifier in node.modifiers {
            let first = modifier.arguments.first?.value
            switch modifier.name {
            case "font" where !fontSet:
                guard let first else { break }
                let (font, bold) = FontReading.font(first)
                env.font = font
                env.fontLocation = modifier.location
                if bold { env.isBold = true }
                fontSet = true
            case "bold":
                if first?.bool != false { env.isBold = true }
            case "fontWeight":
                if let first, FontReading.isBold(first) { env.isBold = true }
            case "disabled":
                if first?.bool == true { env.isEnabled = false }
            case "lineLimit":
                if let limit = first.flatMap(Self.lineLimit) {
                    env.lineLimit = (limit, modifier.location)
                } else if let first, ValueReading.describe(first) == "nil" {
                    env.lineLimit = nil // `.lineLimit(nil)`: as many lines as needed
                }
            case "minimumScaleFactor":
                if let factor = first?.number { env.minimumScaleFactor = (factor, modifier.location) }
            default:
                if SwiftUIDefaults.hides(modifier) { env.isHidden = true }
                if SwiftUIDefaults.hidesVisually(modifier) { env.isVisuallyHidden = true }
            }
        }
        // `.dynamicTypeSize` ranges intersect from the outside in (the last written is outermost).
        for modifier in node.modifiers.reversed() where modifier.name == "dynamicTypeSize" {
            if let range = modifier.arguments.first.flatMap({ ValueReading.dynamicTypeRange($0.value) }) {
                env.dynamicTypeRange = ValueReading.intersect(outer: env.dynamicTypeRange, inner: range)
            }
        }
        return env
    }

    /// A node carrying what the environment says about it (hidden, enabled, repeated).
    func node(_ role: Role, viewType: String, isElement: Bool, location: SourceLocation, path: String) -> AXNode {
        var node = AXNode(role: role, viewType: viewType, isElement: isElement, location: location, path: path)
        node.isHidden = isHidden
        node.isVisuallyHidden = isVisuallyHidden
        node.isEnabled = isEnabled
        node.isRepeated = isRepeated
        return node
    }

    /// `lineLimit(2)`, `lineLimit(1...3)` (the most lines it may use).
    static func lineLimit(_ value: Value) -> Int? {
        if let n = value.number { return Int(n) }
        if case .range(_, let upper?, let closed) = value, let n = upper.number {
            return closed ? Int(n) : Int(n) - 1
        }
        return nil
    }
}

/// A node in the arena (a class: the bottom-up passes read and change nodes in place).
final class Entry {
    enum Kind {
        case view(ViewNode)
        /// A view-builder argument's content in a container of its own (`header:`, `footer:`).
        case argumentContent(String)
        /// A modifier's view content (`overlay`, `tabItem`, `sheet`, …), at this modifier index.
        case modifierContent(String, Int)
        /// Built whole when created (a section title, a navigation title).
        case synthesized
    }
    var ax: AXNode
    var kind: Kind
    var env: Environment
    /// Which argument of the parent view it came from (`label`, `title`); nil for children.
    var origin: String?
    var parent: Int?
    var kids: [Int] = []
    var insideElement = false
    /// Presented or consumed modifier content: not part of the view's own content.
    var isAside = false
    /// Once final: the elements (and opaque views) directly under it, hidden ones included.
    var topLevel: [Int] = []

    init(ax: AXNode, kind: Kind, env: Environment, origin: String? = nil, parent: Int?) {
        self.ax = ax
        self.kind = kind
        self.env = env
        self.origin = origin
        self.parent = parent
    }
}

/// Something to create in the arena under a parent.
enum Source {
    case view(ViewNode, origin: String?, path: String, parentEnv: Environment)
    case container(Entry.Kind, viewType: String, views: [ViewNode], path: String, env: Environment,
                   location: SourceLocation, leading: AXNode?)
    case synthesized(AXNode)
}

struct Lowering {
    var entries: [Entry] = []

    mutating func run(root original: ViewNode, path: String) -> AXNode {
        // Content beside the root view (`Image(…).overlay { … }` as a whole preview) needs a
        // container to sit in.
        let distributed = Self.distributingGroupModifiers(original)
        let besideRoot = Self.attachments(of: distributed, path: path, parentEnv: Environment()).contains { !$0.inside }
        let root = besideRoot ? ViewNode(type: "Group", children: [distributed], location: original.location) : distributed
        var stack: [(Source, Int?)] = [(.view(root, origin: nil, path: path, parentEnv: Environment()), nil)]
        while let (source, parent) = stack.popLast() {
            let index = entries.count
            let kids = create(source, parent: parent)
            if let parent { entries[parent].kids.append(index) }
            for kid in kids.reversed() { stack.append((kid, index)) }
        }
        for index in entries.indices.reversed() { finalize(index) }
        markInsideElements()
        return assemble()
    }

    // MARK: 1. Building the arena

    /// Adds the entry for a source; returns the sources of its kids, in order.
    private mutating func create(_ source: Source, parent: Int?) -> [Source] {
        switch source {
        case .synthesized(var node):
            node.path = Self.bounded(node.path, index: entries.count)
            entries.append(Entry(ax: node, kind: .synthesized, env: Environment(), parent: parent))
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
        case .view(let node, let origin, let written, let parentEnv):
            let path = Self.bounded(written, index: entries.count)
            let env = parentEnv.applying(node)
            let ax = env.node(.container, viewType: node.type, isElement: false, location: node.location, path: path)
            entries.append(Entry(ax: ax, kind: .view(node), env: env, origin: origin, parent: parent))
            return Self.kidSources(of: node, path: path, env: env, parentEnv: parentEnv)
        }
    }

    /// Paths deeper than this many steps keep their first steps and their last, plus the
    /// node's number in the tree (unique, and stable for the same input): a path per node that
    /// grew with depth would cost time and memory quadratic in the nesting.
    static let maxPathSteps = 64

    static func bounded(_ path: String, index: Int) -> String {
        var slashes = 0
        for byte in path.utf8 where byte == UInt8(ascii: "/") { slashes += 1 }
        guard slashes > maxPathSteps + 1 else { return path }
        let steps = path.split(separator: "/", omittingEmptySubsequences: false)
        return steps.prefix(maxPathSteps).joined(separator: "/") + "/…/" + steps[steps.count - 1] + "#\(index)"
    }

    /// A list of views as sources, each with the modifier content that sits beside it.
    static func viewSources(_ views: [ViewNode], origin: String?, basePath: String, parentEnv: Environment,
                            startIndex: Int = 0) -> [Source] {
        var sources: [Source] = []
        for (offset, written) in views.enumerated() {
            let view = distributingGroupModifiers(written)
            let path = "\(basePath)/\(view.type)[\(startIndex + offset)]"
            let beside = attachments(of: view, path: path, parentEnv: parentEnv).filter { !$0.inside }
            sources += beside.filter(\.leading).map(\.source)
            sources.append(.view(view, origin: origin, path: path, parentEnv: parentEnv))
            sources += beside.filter { !$0.leading }.map(\.source)
        }
        return sources
    }

    /// A named step of a path: `header`, then `header[1]` if the name comes again.
    static func step(_ name: String, _ occurrence: Int) -> String {
        occurrence == 0 ? name : "\(name)[\(occurrence)]"
    }

    /// SwiftUI applies a `Group`'s modifiers to each of its children (`Group { A; B }.onTapGesture`
    /// makes two tappable views, `.accessibilityElement(children: .combine)` two elements).
    static func distributingGroupModifiers(_ node: ViewNode) -> ViewNode {
        guard SwiftUIDefaults.distributesModifiers.contains(node.type), node.component == nil,
              !node.modifiers.isEmpty, node.children.count > 1 else { return node }
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
    static func kidSources(of node: ViewNode, path: String, env: Environment, parentEnv: Environment) -> [Source] {
        var leading: [Source] = []
        var main: [(ViewNode, String?)] = []
        var trailing: [Source] = []
        let titleElement = SwiftUIDefaults.titleElements[node.type]
        if node.component == nil, let titleElement,
           let title = ValueReading.textArgument(of: node).flatMap({ ValueReading.spokenText($0.value, source: .derived) }) {
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
            guard let label = argument.label, !SwiftUIDefaults.skippedArguments.contains(label),
                  let views = viewNodes(argument, fallback: node.location) else { continue }
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
        main += node.children.map { ($0, nil) }
        var sources = leading
        var index = 0
        for (view, origin) in main {
            sources += viewSources([view], origin: origin, basePath: path, parentEnv: env, startIndex: index)
            index += 1
        }
        sources += trailing
        let inside = attachments(of: node, path: path, parentEnv: parentEnv).filter(\.inside)
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
        var result: [Attachment] = []
        var counts: [String: Int] = [:]
        let ownEnv = parentEnv.applying(node)
        let isElementByDefault: Bool = {
            guard node.component == nil, let semantics = SwiftUIDefaults.views[node.type] else { return false }
            if case .element = semantics.kind { return true }
            return false
        }()
        for (k, modifier) in node.modifiers.enumerated() {
            let name = canonicalName(modifier)
            guard !SwiftUIDefaults.ignoredModifierContent.contains(name) else { continue }
            var env = ownEnv
            env.isHidden = parentEnv.isHidden || node.modifiers[(k + 1)...].contains(where: SwiftUIDefaults.hides)
            env.isVisuallyHidden = parentEnv.isVisuallyHidden
                || node.modifiers[(k + 1)...].contains(where: SwiftUIDefaults.hidesVisually)
            let count = counts[name, default: 0]
            let containerPath = "\(path)/\(name)[\(count)]"
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
                // Views written as calls are content only where the modifier takes a view
                // (`.overlay(Text("3"))`), not where it takes a name (`accessibilityAction(named: Text(…))`).
                let views = modifier.arguments.compactMap { argument -> [ViewNode]? in
                    if case .views(let views) = argument.value { return views }
                    guard SwiftUIDefaults.viewArgumentModifiers.contains(name), argument.label == nil else { return nil }
                    return viewNodes(argument, fallback: modifier.location)
                }.flatMap { $0 }
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

    // MARK: 2. Semantics, bottom-up

    private mutating func finalize(_ index: Int) {
        finalizeSemantics(index)
        // Ancestors read this list instead of walking the subtree again; the kids' lists are
        // no longer needed.
        entries[index].topLevel = topLevelElements(under: index, includeHidden: true, includeOpaque: true)
        for kid in entries[index].kids { entries[kid].topLevel = [] }
    }

    private mutating func finalizeSemantics(_ index: Int) {
        switch entries[index].kind {
        case .synthesized:
            return
        case .argumentContent(let label):
            finalizeArgumentContent(index, label: label)
        case .modifierContent(let name, _):
            if name == "tabItem" {
                makeElement(index, role: .tab, traits: [], label: contentLabel(of: index, preferText: true))
            }
        case .view(let node):
            finalizeView(index, node)
        }
    }

    /// `Section { } header: { Text("H") }`: the header's elements are headings;
    /// `DisclosureGroup { } label: { }` / `Tab { } label: { }`: the label is one element.
    private mutating func finalizeArgumentContent(_ index: Int, label: String) {
        guard let parent = entries[index].parent, case .view(let owner) = entries[parent].kind,
              let title = SwiftUIDefaults.titleElements[owner.type], title.viewsArgument == label else { return }
        if title.role == .staticText {
            for element in topLevelElements(under: index, includeHidden: true) {
                entries[element].ax.traits.formUnion(title.traits)
            }
        } else {
            makeElement(index, role: title.role, traits: title.traits, label: contentLabel(of: index, preferText: true))
        }
    }

    private mutating func makeElement(_ index: Int, role: Role, traits: Set<Trait>, label: (SpokenText?, Bool)) {
        entries[index].ax.isElement = true
        entries[index].ax.role = role
        entries[index].ax.traits.formUnion(traits)
        entries[index].ax.label = label.0
        if label.0 == nil && label.1 { entries[index].ax.isOpaque = true }
    }

    private mutating func finalizeView(_ index: Int, _ node: ViewNode) {
        let env = entries[index].env
        if node.component != nil {
            entries[index].ax.layout.container = .none
            if entries[index].kids.isEmpty { entries[index].ax.isOpaque = true; entries[index].ax.role = .other }
        } else if let semantics = SwiftUIDefaults.views[node.type] {
            applyDefaults(semantics, index, node, env)
        } else if entries[index].kids.isEmpty {
            // Neither SwiftUI's nor audited: what it shows is unknown, no rule guesses.
            entries[index].ax.isOpaque = true
            entries[index].ax.role = .other
        }
        if node.type == "Picker" { applyPickerStyle(index, node) }
        applyChildBehavior(index, node)
        applyModifiers(index, node)
        applyLayout(index, node, env)
        if node.type == "TabView" { numberTabs(index, node) }
    }

    private mutating func applyDefaults(_ semantics: SwiftUIDefaults.ViewSemantics, _ index: Int, _ node: ViewNode,
                                        _ env: Environment) {
        switch semantics.kind {
        case .decoration:
            entries[index].ax.role = .other
        case .container(let layout):
            entries[index].ax.layout.container = isAdaptiveBranch(node) ? .adaptive : Self.fixedLayout(of: node) ?? layout
            if let spacing = node.argument("spacing").flatMap({ ValueReading.metric($0.value) }) {
                entries[index].ax.layout.spacing = spacing
            }
        case .element:
            var ax = entries[index].ax
            ax.isElement = true
            ax.role = semantics.role
            ax.traits = semantics.traits
            let title = titleText(node)
            switch semantics.label {
            case .none:
                break
            case .fixed(let word):
                ax.label = SpokenText(word, source: .derived)
            case .image:
                applyImageDefaults(&ax, node)
            case .title:
                if let title {
                    ax.label = title
                } else {
                    let (label, opaque) = contentLabel(of: index, preferText: true,
                                                       itemsInChildren: SwiftUIDefaults.itemControls.contains(node.type))
                    ax.label = label
                    if label == nil && opaque { ax.isOpaque = true }
                }
            }
            if semantics.drawsTitle, let title { ax.text = title }
            if node.type == "ProgressView", ax.label == nil, node.argument("value") == nil {
                ax.label = SpokenText(SwiftUIDefaults.indeterminateProgressLabel, source: .derived)
            }
            if node.type == "TextField" || node.type == "SecureField" {
                ax.placeholder = node.argument("prompt").flatMap { ValueReading.spokenText($0.value, source: .derived) }
                    ?? title
            }
            ax.value = value(semantics.value, node, index)
            if semantics.adjustable {
                ax.actions += [AXAction(kind: .increment, location: node.location),
                               AXAction(kind: .decrement, location: node.location)]
            }
            entries[index].ax = ax
        }
    }

    /// The title a control is created with (`Button("Save")`, `Toggle("Wi-Fi", isOn:)`,
    /// `Text(verbatim:)`), when it is a text rather than views.
    private func titleText(_ node: ViewNode) -> SpokenText? {
        guard let argument = ValueReading.textArgument(of: node) else { return nil }
        switch argument.value {
        case .string, .text, .dynamic, .choice, .call("Text", _), .call("String", _),
             .call("LocalizedStringKey", _), .call("LocalizedStringResource", _), .call("NSLocalizedString", _):
            return ValueReading.spokenText(argument.value, source: .derived)
        default:
            return nil
        }
    }

    /// `Image("asset")` speaks the asset name, `Image(systemName:)` the symbol name,
    /// `Image(decorative:)` is not an element, `Image(_:label:)` speaks the label.
    private func applyImageDefaults(_ ax: inout AXNode, _ node: ViewNode) {
        if node.argument("decorative") != nil {
            ax.isElement = false
            return
        }
        if let label = node.argument("label").flatMap({ ValueReading.spokenText($0.value, source: .derived) }) {
            ax.label = label
        } else if let symbol = node.argument("systemName") {
            ax.label = ValueReading.spokenText(symbol.value, source: .symbolName)
        } else if let asset = node.argument(nil) {
            ax.label = ValueReading.spokenText(asset.value, source: .assetName)
        }
    }

    private func value(_ source: SwiftUIDefaults.ViewSemantics.ValueSource, _ node: ViewNode, _ index: Int) -> SpokenText? {
        switch source {
        case .none:
            return nil
        case .content:
            if let value = node.argument("value") { return ValueReading.spokenText(value.value, source: .derived) }
            return Self.joined(contentParts(of: index).children.compactMap { entries[$0].ax.label })
        case .toggleState:
            guard let isOn = node.argument("isOn")?.value else { return nil }
            var known: Bool?
            if case .call("constant", let args) = isOn { known = args.first?.value.bool } else { known = isOn.bool }
            let words = SwiftUIDefaults.toggleValues
            if let known { return SpokenText(known ? words.on : words.off, source: .derived) }
            return SpokenText([.dynamic("\(words.on) | \(words.off)")], source: .derived)
        case .binding(let label):
            return node.argument(label).map { Self.bindingValue($0.value) }
        case .progress:
            guard let value = node.argument("value")?.value else { return nil }
            let total = node.argument("total")?.value.number ?? 1
            if let fraction = value.number, total > 0 {
                return SpokenText("\(Int((fraction / total * 100).rounded()))%", source: .derived)
            }
            return Self.bindingValue(value)
        }
    }

    /// `if dynamicTypeSize.isAccessibilitySize { VStack } else { HStack }` picks a layout by size.
    private func isAdaptiveBranch(_ node: ViewNode) -> Bool {
        guard node.type == "_Branches" || node.type == "AnyLayout" else { return false }
        if node.argument("environment")?.value.memberName == "dynamicTypeSize" { return true }
        let conditions = node.arguments + node.children.flatMap(\.arguments)
        return conditions.contains { argument in
            guard argument.label == "condition" else { return false }
            let text = ValueReading.describe(argument.value)
            return text.contains("isAccessibilitySize")
                || (text.contains("dynamicTypeSize") && text.contains(".accessibility"))
        }
    }

    /// `AnyLayout(VStackLayout())` that never switches is the stack it holds (one that picks
    /// between layouts stays adaptive).
    static func fixedLayout(of node: ViewNode) -> LayoutInfo.Container? {
        guard node.type == "AnyLayout", node.argument("condition") == nil,
              case .call(_, let inner)? = node.arguments.first?.value,
              case .call(let layout, _)? = inner.first?.value,
              case .container(let container)? = SwiftUIDefaults.views[layout]?.kind else { return nil }
        return container
    }

    /// The label a view's content gives it: the labels of the elements inside, in reading
    /// order, joined with ", ". With `preferText`, image names count only when there is no
    /// text (an icon-only button is labelled by its image). The flag says some content is
    /// opaque.
    private func contentLabel(of index: Int, preferText: Bool, itemsInChildren: Bool = false) -> (SpokenText?, Bool) {
        // A label argument names the control; else its children do (unless they are items to
        // choose from); other argument content (`minimumValueLabel:`) and modifier content do not.
        let (fromLabel, fromChildren) = contentParts(of: index)
        let parts = !fromLabel.isEmpty || itemsInChildren ? fromLabel : fromChildren
        let opaque = parts.contains { entries[$0].ax.isOpaque }
        var labels = parts.compactMap { entries[$0].ax.label }.filter { !$0.isEmpty }
        if preferText {
            let texts = labels.filter { $0.source != .assetName && $0.source != .symbolName }
            if !texts.isEmpty { labels = texts }
        }
        return (Self.joined(labels), opaque)
    }

    /// The elements inside a view, by where they come from: its label argument, or its children.
    private func contentParts(of index: Int) -> (label: [Int], children: [Int]) {
        var fromLabel: [Int] = [], fromChildren: [Int] = []
        for part in topLevelElements(under: index, includeHidden: false, includeOpaque: true) {
            var kid = part
            while let parent = entries[kid].parent, parent != index { kid = parent }
            if entries[kid].origin != nil {
                fromLabel.append(part)
            } else if case .view = entries[kid].kind {
                fromChildren.append(part)
            }
        }
        return (fromLabel, fromChildren)
    }

    /// `Picker { … }.pickerStyle(.segmented)`: each option is a button of its own.
    private mutating func applyPickerStyle(_ index: Int, _ node: ViewNode) {
        guard let style = node.modifiers.last(where: { $0.name == "pickerStyle" })?.arguments.first,
              SwiftUIDefaults.optionButtonPickerStyles.contains(where: {
                  ValueReading.describe(style.value).lowercased().contains($0.lowercased()) }) else { return }
        entries[index].ax.isElement = false
        entries[index].ax.role = .container
        entries[index].ax.traits = []
        entries[index].ax.value = nil
        let options = contentParts(of: index).children.filter { entries[$0].ax.isElement }
        for (position, option) in options.enumerated() {
            entries[option].ax.role = .button
            entries[option].ax.traits.remove(.staticText)
            entries[option].ax.traits.insert(.button)
            if !entries[option].ax.isRepeated {
                entries[option].ax.value = SpokenText("\(position + 1) of \(options.count)", source: .derived)
            }
        }
    }

    /// `SpokenText.joined`, keeping the provenance when every part shares it.
    static func joined(_ texts: [SpokenText]) -> SpokenText? {
        let source = texts.first.map { first in texts.allSatisfy { $0.source == first.source } ? first.source : .derived }
        return SpokenText.joined(texts, source: source ?? .derived)
    }

    /// The elements directly under a node (not inside another element), in reading order;
    /// presented content (sheets, alerts) and consumed content are not part of it. Built from
    /// the kids' own lists (each node's is kept once it is final), so deep trees cost linear time.
    private func topLevelElements(under index: Int, includeHidden: Bool, includeOpaque: Bool = false) -> [Int] {
        var result: [Int] = []
        for kid in readingOrder(entries[index].kids) {
            let entry = entries[kid]
            if entry.isAside { continue }
            if entry.ax.isElement || entry.ax.isOpaque { result.append(kid) } else { result += entry.topLevel }
        }
        if includeHidden && includeOpaque { return result }
        return result.filter {
            (includeHidden || !entries[$0].ax.isHidden) && (includeOpaque || entries[$0].ax.isElement)
        }
    }

    private func readingOrder(_ kids: [Int]) -> [Int] {
        Transcript.readingOrder(kids) { entries[$0].ax.sortPriority }
    }

    /// The modifier content consumed by the modifier at this index.
    private func consumedContent(_ index: Int, modifierIndex: Int) -> Int? {
        entries[index].kids.first {
            if case .modifierContent(_, let k) = entries[$0].kind { return k == modifierIndex }
            return false
        }
    }

    private mutating func removeKid(_ kid: Int, from index: Int) {
        entries[index].kids.removeAll { $0 == kid }
    }

    /// `accessibilityRepresentation`, `accessibilityElement(children:)`, `accessibilityChildren`.
    private mutating func applyChildBehavior(_ index: Int, _ node: ViewNode) {
        for (k, modifier) in node.modifiers.enumerated() {
            switch modifier.name {
            case "accessibilityRepresentation":
                guard let content = consumedContent(index, modifierIndex: k) else { continue }
                removeKid(content, from: index)
                represent(index, by: content)
            case "accessibilityChildren":
                guard let content = consumedContent(index, modifierIndex: k) else { continue }
                removeKid(content, from: index)
                // The visible children are replaced by the synthetic ones.
                for kid in entries[index].kids { hideSubtree(kid) }
                entries[index].kids.append(content)
                entries[index].ax.isElement = false
                entries[index].ax.childBehavior = .contain
            default:
                continue
            }
        }
        guard let behavior = node.modifiers.last(where: { $0.name == "accessibilityElement" }) else { return }
        switch behavior.arguments.first?.value.memberName ?? "ignore" {
        case "combine": combine(index)
        case "contain":
            entries[index].ax.childBehavior = .contain
            if !topLevelElements(under: index, includeHidden: false).isEmpty { entries[index].ax.isElement = false }
        default:
            // A new element with no properties of its own; its content is not read.
            var ax = entries[index].ax
            ax.childBehavior = .ignore
            if !ax.role.isControl {
                ax.label = nil
                ax.value = nil
                ax.traits = []
                ax.isOpaque = false
                if !ax.isElement { ax.role = .other }
            }
            ax.isElement = true
            entries[index].ax = ax
        }
    }

    /// `.accessibilityRepresentation { Slider(…) }`: the view is read as its stand-in.
    private mutating func represent(_ index: Int, by content: Int) {
        let elements = topLevelElements(under: content, includeHidden: false)
        if elements.count == 1 {
            let stand = entries[elements[0]].ax
            var ax = entries[index].ax
            ax.isElement = true
            ax.role = stand.role
            ax.label = stand.label
            ax.value = stand.value
            ax.hint = stand.hint
            ax.traits = stand.traits
            ax.actions = stand.actions
            ax.isOpaque = false
            ax.childBehavior = nil
            entries[index].ax = ax
        } else {
            entries[index].kids = [content]
            entries[index].ax.isElement = false
            entries[index].ax.isOpaque = false
        }
    }

    /// `.accessibilityElement(children: .combine)`: one element from the parts: labels and
    /// values joined with ", ", some traits kept, the first control's action becomes the
    /// element's own and the others' become named actions.
    private mutating func combine(_ index: Int) {
        var ax = entries[index].ax
        ax.childBehavior = .combine
        guard !ax.isElement else { entries[index].ax = ax; return }
        let parts = topLevelElements(under: index, includeHidden: false, includeOpaque: true)
        let nodes = parts.map { entries[$0].ax }
        ax.isElement = true
        ax.role = .other
        ax.label = Self.joined(nodes.compactMap(\.label).filter { !$0.isEmpty })
        ax.value = Self.joined(nodes.compactMap(\.value).filter { !$0.isEmpty })
        ax.hint = Self.joined(nodes.compactMap(\.hint).filter { !$0.isEmpty })
        ax.isOpaque = ax.label == nil && nodes.contains(where: \.isOpaque)
        for node in nodes { ax.traits.formUnion(node.traits.intersection(SwiftUIDefaults.combinedTraits)) }
        let controls = nodes.filter(\.isInteractive)
        if let first = controls.first {
            ax.actions.append(AXAction(kind: .default, location: first.location))
        }
        for control in controls.dropFirst() {
            ax.actions.append(AXAction(kind: .named, name: control.label, location: control.location))
        }
        for node in nodes { ax.actions += node.actions.filter { $0.kind == .named } }
        entries[index].ax = ax
    }

    private mutating func hideSubtree(_ index: Int) {
        var stack = [index]
        while let current = stack.popLast() {
            entries[current].ax.isHidden = true
            stack += entries[current].kids
        }
    }

    /// Accessibility property modifiers, in source order. On a view that is not an element
    /// (a stack, a component's call site) SwiftUI applies them to each element inside it; the
    /// view keeps them too, so rules see what was written where.
    private mutating func applyModifiers(_ index: Int, _ node: ViewNode) {
        for (k, modifier) in node.modifiers.enumerated() {
            let name = Self.canonicalName(modifier)
            if entries[index].ax.modifierLocations[name] == nil {
                entries[index].ax.modifierLocations[name] = modifier.location
            }
            let arguments = modifier.name == "accessibility" ? Array(modifier.arguments.prefix(1).map {
                Argument(label: nil, value: $0.value, location: $0.location) }) : modifier.arguments
            let first = arguments.first?.value
            switch name {
            case "accessibilitySortPriority":
                if let n = first?.number { entries[index].ax.sortPriority = n }
            case "accessibilityShowsLargeContentViewer":
                entries[index].ax.showsLargeContentViewer = true
            case _ where SwiftUIDefaults.gestureModifiers.keys.contains(name):
                entries[index].ax.gestures.append(Gesture(kind: gestureKind(name, arguments), location: modifier.location))
            case "accessibilityActions", "swipeActions":
                guard let content = consumedContent(index, modifierIndex: k) else { continue }
                removeKid(content, from: index)
                let actions = topLevelElements(under: content, includeHidden: false).map {
                    AXAction(kind: .named, name: entries[$0].ax.label, location: entries[$0].ax.location)
                }
                propagate(index) { $0.actions += actions }
            default:
                guard let change = propertyChange(name, arguments, modifier.location) else { continue }
                propagate(index, change)
            }
        }
    }

    /// Applies a change to the node and, when it is not an element, to each element inside.
    private mutating func propagate(_ index: Int, _ change: (inout AXNode) -> Void) {
        change(&entries[index].ax)
        guard !entries[index].ax.isElement, !entries[index].ax.isOpaque else { return }
        for element in topLevelElements(under: index, includeHidden: true) { change(&entries[element].ax) }
    }

    /// `onTapGesture` is a tap; `.gesture(DragGesture().onChanged { … })` is what its value names.
    private func gestureKind(_ name: String, _ arguments: [Argument]) -> Gesture.Kind {
        if let kind = SwiftUIDefaults.gestureModifiers[name] ?? nil { return kind }
        guard let value = arguments.first(where: { if case .closure = $0.value { return false } else { return true } })?.value
        else { return .other }
        let text = ValueReading.mentionedText(value)
        return SwiftUIDefaults.gestureNames.first { text.contains($0.0) }?.1 ?? .other
    }

    /// What an accessibility property modifier does to an element.
    private func propertyChange(_ name: String, _ arguments: [Argument],
                                _ location: SourceLocation) -> ((inout AXNode) -> Void)? {
        let first = arguments.first?.value
        switch name {
        case "accessibilityLabel":
            guard let text = first.flatMap({ ValueReading.spokenText($0, source: .explicit) }) else { return nil }
            return { $0.label = text }
        case "accessibilityValue":
            guard let text = first.flatMap({ ValueReading.spokenText($0, source: .explicit) }) else { return nil }
            return { $0.value = text }
        case "accessibilityHint":
            guard let text = first.flatMap({ ValueReading.spokenText($0, source: .explicit) }) else { return nil }
            return { $0.hint = text }
        case "accessibilityIdentifier":
            guard let first else { return nil }
            let identifier = first.stringLiteral ?? ValueReading.describe(first)
            return { $0.identifier = identifier }
        case "accessibilityInputLabels":
            guard case .array(let values)? = first else { return nil }
            let labels = values.map { ValueReading.spokenText($0, source: .explicit)?.spoken ?? ValueReading.describe($0) }
            return { $0.inputLabels = labels }
        case "accessibilityAddTraits":
            guard let first else { return nil }
            let traits = ValueReading.traits(first)
            return { $0.traits.formUnion(traits) }
        case "accessibilityRemoveTraits":
            guard let first else { return nil }
            let traits = ValueReading.traits(first)
            return { $0.traits.subtract(traits) }
        case "accessibilityHeading":
            let level = first?.memberName.flatMap { $0.hasPrefix("h") ? Int($0.dropFirst()) : nil }
            return { $0.traits.insert(.header); $0.headingLevel = level }
        case "accessibilityAction":
            let action: AXAction
            if let named = arguments.first(where: { $0.label == "named" }) {
                action = AXAction(kind: .named, name: ValueReading.spokenText(named.value, source: .explicit),
                                  location: location)
            } else if let kindName = first?.memberName {
                action = AXAction(kind: SwiftUIDefaults.actionKinds[kindName] ?? .default, location: location)
            } else {
                action = AXAction(kind: .default, location: location)
            }
            return { $0.actions.append(action) }
        case "onDelete":
            // Rows of a `ForEach` with `.onDelete` offer VoiceOver's Delete action.
            let action = AXAction(kind: .delete, location: location)
            return { $0.actions.append(action) }
        case "accessibilityAdjustableAction":
            let actions = [AXAction(kind: .increment, location: location), AXAction(kind: .decrement, location: location)]
            return { node in
                node.traits.insert(.adjustable)
                node.actions += actions.filter { action in !node.actions.contains { $0.kind == action.kind } }
            }
        default:
            return nil
        }
    }

    /// Frames, paddings, fonts and the other layout facts (LayoutInfo), as written.
    private mutating func applyLayout(_ index: Int, _ node: ViewNode, _ env: Environment) {
        var ax = entries[index].ax
        var layout = ax.layout
        for modifier in node.modifiers {
            switch modifier.name {
            case "frame":
                for argument in modifier.arguments {
                    let metric = ValueReading.metric(argument.value)
                    switch argument.label {
                    case "width": layout.width = metric
                    case "height": layout.height = metric
                    case "minWidth": layout.minWidth = metric
                    case "minHeight": layout.minHeight = metric
                    case "maxWidth": layout.maxWidth = metric
                    case "maxHeight": layout.maxHeight = metric
                    default: break
                    }
                }
            case "padding":
                Self.addPadding(modifier.arguments, to: &layout)
            case "lineLimit":
                if let limit = modifier.arguments.first.flatMap({ Environment.lineLimit($0.value) }) { layout.lineLimit = limit }
            case "minimumScaleFactor":
                if let factor = modifier.arguments.first?.value.number { layout.minimumScaleFactor = factor }
            case "fixedSize":
                layout.fixedSizeHorizontal = modifier.argument("horizontal")?.value.bool ?? true
                layout.fixedSizeVertical = modifier.argument("vertical")?.value.bool ?? true
            case "contentShape":
                layout.hasContentShape = true
            case "dynamicTypeSize":
                layout.dynamicTypeRange = env.dynamicTypeRange
            default:
                break
            }
        }
        if env.isBold { layout.isBold = true }
        // What a text inherits from the views around it (fonts, line limits, size ranges).
        if ax.text != nil {
            ax.font = env.font
            if ax.modifierLocations["font"] == nil, let location = env.fontLocation { ax.modifierLocations["font"] = location }
            if let (limit, location) = env.lineLimit {
                if layout.lineLimit == nil { layout.lineLimit = limit }
                if ax.modifierLocations["lineLimit"] == nil { ax.modifierLocations["lineLimit"] = location }
            }
            if let (factor, location) = env.minimumScaleFactor {
                if layout.minimumScaleFactor == nil { layout.minimumScaleFactor = factor }
                if ax.modifierLocations["minimumScaleFactor"] == nil { ax.modifierLocations["minimumScaleFactor"] = location }
            }
            if layout.dynamicTypeRange == nil { layout.dynamicTypeRange = env.dynamicTypeRange }
        }
        ax.layout = layout
        entries[index].ax = ax
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal, 12)`, `.padding([.top, .bottom])`,
    /// `.padding(EdgeInsets(top:leading:bottom:trailing:))`; paddings written twice add up.
    static func addPadding(_ arguments: [Argument], to layout: inout LayoutInfo) {
        var edges: Set<String> = ["top", "bottom", "leading", "trailing"]
        var length = Metric(SwiftUIDefaults.defaultPadding, expression: "default")
        var perEdge: [String: Metric]?
        for argument in arguments {
            switch argument.value {
            case .call("EdgeInsets", let insets):
                perEdge = [:]
                for inset in insets {
                    if let label = inset.label, let metric = ValueReading.metric(inset.value) { perEdge?[label] = metric }
                }
            case .member, .array:
                edges = Set(ValueReading.memberNames(argument.value).flatMap(edgeNames))
            default:
                guard let metric = ValueReading.metric(argument.value) else { return }
                length = metric
            }
        }
        func add(_ metric: Metric?, _ existing: inout Metric?) {
            guard let metric else { return }
            if let old = existing, old.scaling == metric.scaling {
                existing = Metric(old.points + metric.points, scaling: old.scaling, expression: nil)
            } else {
                existing = metric
            }
        }
        func value(_ edge: String) -> Metric? {
            if let perEdge { return perEdge[edge] }
            return edges.contains(edge) ? length : nil
        }
        add(value("top"), &layout.paddingTop)
        add(value("bottom"), &layout.paddingBottom)
        add(value("leading"), &layout.paddingLeading)
        add(value("trailing"), &layout.paddingTrailing)
    }

    static func edgeNames(_ name: String) -> [String] {
        switch name {
        case "all": return ["top", "bottom", "leading", "trailing"]
        case "horizontal": return ["leading", "trailing"]
        case "vertical": return ["top", "bottom"]
        default: return [name]
        }
    }

    /// Tab items are read "Home, 1 of 3, tab"; the first is selected unless a binding chooses.
    private mutating func numberTabs(_ index: Int, _ node: ViewNode) {
        var tabs: [Int] = []
        var stack = Array(entries[index].kids.reversed())
        while let current = stack.popLast() {
            if case .view(let inner) = entries[current].kind, inner.type == "TabView" { continue }
            if entries[current].ax.role == .tab && entries[current].ax.isElement { tabs.append(current); continue }
            stack += entries[current].kids.reversed()
        }
        for (position, tab) in tabs.enumerated() {
            entries[tab].ax.value = SpokenText("\(position + 1) of \(tabs.count)", source: .derived)
            if position == 0 && node.argument("selection") == nil { entries[tab].ax.traits.insert(.selected) }
        }
    }

    // MARK: 3–4. Inside elements; assembly

    /// VoiceOver stops on an element, not on what is merged into it.
    private mutating func markInsideElements() {
        for index in entries.indices {
            guard let parent = entries[index].parent else { continue }
            if entries[parent].insideElement || entries[parent].ax.isElement {
                entries[index].insideElement = true
                entries[index].ax.isElement = false
            }
        }
    }

    private mutating func assemble() -> AXNode {
        for index in entries.indices.reversed() where !entries[index].kids.isEmpty {
            entries[index].ax.children = entries[index].kids.map { entries[$0].ax }
        }
        return entries[0].ax
    }
}
