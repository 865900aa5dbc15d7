import AuditModel

/// Phase 2, continued: accessibility property modifiers, gestures, layout facts and tabs.
extension Lowering {
    /// Accessibility property modifiers, in source order. On a view that is not an element
    /// (a stack, a component's call site) SwiftUI applies them to each element inside it; the
    /// view keeps them too, so rules see what was written where.
    mutating func applyModifiers(_ index: Int, _ node: ViewNode) {
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
                var kind = gestureKind(name, arguments)
                // A drag recognised beside a scroll view's own pan watches the scrolling
                // (VoiceOver scrolls with three fingers); it operates nothing of its own.
                if kind == .drag, SwiftUIDefaults.scrollWatchingGestureModifiers.contains(name), holdsScrollView(index) {
                    kind = .other
                }
                entries[index].ax.gestures.append(Gesture(kind: kind, location: modifier.location,
                                                          tapCount: tapCount(arguments)))
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

    /// The view is, or lays out, a scroll view or list (before any element inside).
    func holdsScrollView(_ index: Int) -> Bool {
        var pending = [index]
        while let current = pending.popLast() {
            let ax = entries[current].ax
            if ax.layout.container == .scroll || ax.layout.container == .list { return true }
            if current != index && ax.isElement { continue }
            pending += entries[current].kids.filter { !entries[$0].isAside }
        }
        return false
    }

    /// Applies a change to the node and, when it is not an element, to each element inside.
    mutating func propagate(_ index: Int, _ change: (inout AXNode) -> Void) {
        change(&entries[index].ax)
        // `.accessibilityElement(children: .contain)` makes a container of its own: what is set
        // on it names the container, and its children keep their own labels.
        guard !entries[index].ax.isElement, !entries[index].ax.isOpaque,
              entries[index].ax.childBehavior != .contain else { return }
        for element in topLevelElements(under: index, includeHidden: true) { change(&entries[element].ax) }
    }

    /// `onTapGesture(count: 2)`, `.gesture(TapGesture(count: 2))`: the taps a gesture needs.
    func tapCount(_ arguments: [Argument]) -> Int {
        if let count = arguments.first(where: { $0.label == "count" })?.value.number { return Int(count) }
        // `TapGesture(count: 2).onEnded { … }` is kept as written.
        for argument in arguments {
            let text = ValueReading.describe(argument.value)
            guard let range = text.range(ofText: "count:") else { continue }
            let digits = text[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber }
            if let count = Int(digits) { return count }
        }
        return 1
    }

    /// `onTapGesture` is a tap; `.gesture(DragGesture().onChanged { … })` is what its value names.
    func gestureKind(_ name: String, _ arguments: [Argument]) -> Gesture.Kind {
        if let kind = SwiftUIDefaults.gestureModifiers[name] ?? nil { return kind }
        guard let value = arguments.first(where: { !$0.value.isClosure })?.value
        else { return .other }
        let text = ValueReading.mentionedText(value)
        return SwiftUIDefaults.gestureNames.first { text.contains($0.0) }?.1 ?? .other
    }

    /// What an accessibility property modifier does to an element (`propertyModifiers`).
    func propertyChange(_ name: String, _ arguments: [Argument],
                                _ location: SourceLocation) -> ((inout AXNode) -> Void)? {
        guard let effect = SwiftUIDefaults.propertyModifiers[name] else { return nil }
        let first = arguments.first?.value
        func spoken() -> SpokenText? { first.flatMap { ValueReading.spokenText($0, source: .explicit) } }
        switch effect {
        case .label:
            guard let text = spoken() else { return nil }
            return { $0.label = text }
        case .value:
            guard let text = spoken() else { return nil }
            return { $0.value = text }
        case .hint:
            guard let text = spoken() else { return nil }
            return { $0.hint = text }
        case .identifier:
            guard let first else { return nil }
            let identifier = first.stringLiteral ?? ValueReading.describe(first)
            return { $0.identifier = identifier }
        case .inputLabels:
            guard case .array(let values)? = first else { return nil }
            let labels = values.map { ValueReading.spokenText($0, source: .explicit)?.spoken ?? ValueReading.describe($0) }
            return { $0.inputLabels = labels }
        case .addTraits:
            guard let first else { return nil }
            let traits = ValueReading.traits(first)
            let conditional = ValueReading.possibleTraits(first).subtracting(traits)
            return { $0.traits.formUnion(traits); $0.conditionalTraits.formUnion(conditional) }
        case .removeTraits:
            guard let first else { return nil }
            let traits = ValueReading.traits(first)
            return { $0.traits.subtract(traits) }
        case .heading(let trait):
            let level = first?.memberName.flatMap { $0.hasPrefix("h") ? Int($0.dropFirst()) : nil }
            return { $0.traits.insert(trait); $0.headingLevel = level }
        case .action:
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
        case .fixedAction(let kind):
            let action = AXAction(kind: kind, location: location)
            return { $0.actions.append(action) }
        case .adjustable(let trait, let kinds):
            let actions = kinds.map { AXAction(kind: $0, location: location) }
            return { node in
                node.traits.insert(trait)
                node.actions += actions.filter { action in !node.actions.contains { $0.kind == action.kind } }
            }
        }
    }

    /// Frames, paddings, fonts and the other layout facts (LayoutInfo), as written.
    mutating func applyLayout(_ index: Int, _ node: ViewNode, _ env: Environment) {
        // Changed in place through the entry: a copy of the node would share its fields and
        // copy all of them at the first change.
        let entry = entries[index]
        // Most views (stacks, controls) have no modifier and inherit nothing here: their layout
        // is left as it is, not copied out and back.
        if node.modifiers.isEmpty, !env.isBold, entry.ax.text == nil { return }
        let isText = entry.ax.text != nil
        // The layout is changed where it lies: copied out and assigned back, it was copied
        // twice and the old one destroyed.
        Self.applyLayout(node.modifiers, env, inheritedByText: isText, to: &entry.ax.layout)
        // Where a text's inherited font, line limit and scale factor were written.
        guard isText else { return }
        entry.ax.font = env.font
        if entry.ax.modifierLocations["font"] == nil, let location = env.fontLocation {
            entry.ax.modifierLocations["font"] = location
        }
        if let limit = env.lineLimit, entry.ax.modifierLocations["lineLimit"] == nil {
            entry.ax.modifierLocations["lineLimit"] = limit.location
        }
        if let factor = env.minimumScaleFactor, entry.ax.modifierLocations["minimumScaleFactor"] == nil {
            entry.ax.modifierLocations["minimumScaleFactor"] = factor.location
        }
    }

    /// A view's layout modifiers, and for a text what it inherits from the views around it
    /// (line limits, truncation, scale factors, size ranges).
    private static func applyLayout(_ modifiers: [Modifier], _ env: Environment, inheritedByText: Bool,
                                    to layout: inout LayoutInfo) {
        for modifier in modifiers {
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
            case let name where SwiftUIDefaults.frameFillingModifiers.contains(name):
                // Drawn after the frame, it fills the frame: SwiftUI hit-tests what is drawn.
                let clear = modifier.arguments.first.map { SwiftUIDefaults.clearFills.contains($0.value.sourceText) } ?? false
                if layout.width != nil || layout.height != nil, !clear { layout.hasContentShape = true }
            case "dynamicTypeSize":
                layout.dynamicTypeRange = env.dynamicTypeRange
            default:
                break
            }
        }
        if env.isBold { layout.isBold = true }
        guard inheritedByText else { return }
        if let limit = env.lineLimit, layout.lineLimit == nil { layout.lineLimit = limit.value }
        if let mode = env.truncationMode { layout.truncationMode = mode }
        if let factor = env.minimumScaleFactor, layout.minimumScaleFactor == nil { layout.minimumScaleFactor = factor.value }
        if layout.dynamicTypeRange == nil { layout.dynamicTypeRange = env.dynamicTypeRange }
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
    mutating func numberTabs(_ index: Int, _ node: ViewNode) {
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

}
