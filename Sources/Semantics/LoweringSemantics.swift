import AuditModel

/// Phase 2 of the lowering: each node's semantics, bottom-up (labels come from content).
extension Lowering {
    // MARK: 2. Semantics, bottom-up

    mutating func finalize(_ index: Int) {
        finalizeSemantics(index)
        // Ancestors read this list instead of walking the subtree again; the kids' lists are
        // no longer needed.
        entries[index].topLevel = topLevelElements(under: index, includeHidden: true, includeOpaque: true)
        for kid in entries[index].kids { entries[kid].topLevel = [] }
    }

    mutating func finalizeSemantics(_ index: Int) {
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
    mutating func finalizeArgumentContent(_ index: Int, label: String) {
        guard let parent = entries[index].parent, case .view(let owner) = entries[parent].kind,
              let title = SwiftUIDefaults.defaults(ofType: owner.type).titleElement, title.viewsArgument == label else { return }
        if title.role == .staticText {
            for element in topLevelElements(under: index, includeHidden: true) {
                entries[element].ax.traits.formUnion(title.traits)
            }
        } else {
            makeElement(index, role: title.role, traits: title.traits, label: contentLabel(of: index, preferText: true))
        }
    }

    mutating func makeElement(_ index: Int, role: Role, traits: TraitSet, label: (SpokenText?, Bool)) {
        entries[index].ax.isElement = true
        entries[index].ax.role = role
        entries[index].ax.traits.formUnion(traits)
        entries[index].ax.label = label.0
        if label.0 == nil && label.1 { entries[index].ax.isOpaque = true }
    }

    mutating func finalizeView(_ index: Int, _ node: ViewNode) {
        let env = entries[index].env
        let defaults = entries[index].typeDefaults
        if node.component != nil {
            entries[index].ax.layout.container = .none
            if entries[index].kids.isEmpty { entries[index].ax.isOpaque = true; entries[index].ax.role = .other }
        } else if let semantics = defaults.semantics {
            applyDefaults(semantics, defaults, index, node, env)
        } else if entries[index].kids.isEmpty {
            // Neither SwiftUI's nor audited: what it shows is unknown, no rule guesses.
            entries[index].ax.isOpaque = true
            entries[index].ax.role = .other
        }
        if node.type == "Picker" { applyPickerStyle(index, node) }
        applyChildBehavior(index, node)
        applyModifiers(index, node)
        markImagesSpokenInControlName(index, node, defaults)
        applyLayout(index, node, env)
        if node.type == "TabView" { numberTabs(index, node) }
        if node.type == "_Branches" {
            markImagesShownByCondition(index, node)
            markBranchConditions(index, node)
        }
    }

    /// `Button { HStack { Image("ic_share"); Text("Share") } }`: the image's name is spoken with
    /// the text as the button's name, unless the button has a label of its own. A control named
    /// by images alone is the control's own naming problem, not its images'.
    mutating func markImagesSpokenInControlName(_ index: Int, _ node: ViewNode,
                                                _ defaults: SwiftUIDefaults.ViewTypeDefaults) {
        // The type first: most views are not named by their content, and need none of the rest.
        guard defaults.isNamedByContent else { return }
        let ax = entries[index].ax
        guard ax.isElement, ax.childBehavior == nil, let label = ax.label, label.source != .explicit,
              titleText(node) == nil else { return }
        let items = defaults.choosesItems
        let parts = partsShownTogether(nameParts(of: index, itemsInChildren: items), under: index).shown
        let spoken = parts.filter { !(entries[$0].ax.label?.isEmpty ?? true) }
        let images = spoken.filter { entries[$0].ax.role == .image }
        guard !images.isEmpty, images.count < spoken.count else { return }
        for image in images { entries[image].ax.isSpokenInControlName = true }
        entries[index].ax.labelWithoutImages = contentLabel(of: index, preferText: true, itemsInChildren: items).0
    }

    /// `if isDone { Image(systemName: "checkmark") }`, `if on { Image("a") } else { Image("b") }`:
    /// images an `if` picks show a state by sight. Branches that pick a platform, an OS version,
    /// a text size, an enum case or an optional's presence are configuration, not state; so is
    /// a lone image other than a state mark (an icon shown when one is given).
    mutating func markImagesShownByCondition(_ index: Int, _ node: ViewNode) {
        guard node.argument("environment") == nil, node.children.count <= 2 else { return }
        let conditions = node.children.compactMap { $0.argument("condition").map { ValueReading.describe($0.value) } }
        guard !conditions.contains(where: { condition in
            condition.hasPrefix(".") || SwiftUIDefaults.conditionsThatAreNotState.contains { condition.containsText($0) }
        }) else { return }
        let images = topLevelElements(under: index, includeHidden: false)
        guard !images.isEmpty, images.allSatisfy({ entries[$0].ax.role == .image }) else { return }
        let names = Set(images.compactMap { entries[$0].ax.label?.spoken })
        let marks = images.filter { image in
            guard let label = entries[image].ax.label, label.source == .symbolName, !label.isDynamic else { return false }
            return SwiftUIDefaults.isStateMark(symbol: label.literalText)
        }
        for image in names.count > 1 ? images : marks { entries[image].ax.showsStateBySight = true }
    }

    mutating func applyDefaults(_ semantics: SwiftUIDefaults.ViewSemantics, _ defaults: SwiftUIDefaults.ViewTypeDefaults,
                                _ index: Int, _ node: ViewNode, _ env: Environment) {
        switch semantics.kind {
        case .decoration:
            entries[index].ax.role = .other
        case .container(let layout):
            entries[index].ax.layout.container = isAdaptiveBranch(node) ? .adaptive : Self.fixedLayout(of: node) ?? layout
            if node.type == "ScrollView" { entries[index].ax.layout.scrollsHorizontally = Self.scrollsHorizontally(node) }
            if let spacing = node.argument("spacing").flatMap({ ValueReading.metric($0.value) }) {
                entries[index].ax.layout.spacing = spacing
            }
        case .element:
            var ax = entries[index].takeNode(leaving: vacated)
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
                    let (label, opaque) = contentLabel(of: index, preferText: !defaults.isNamedByContent,
                                                       itemsInChildren: defaults.choosesItems)
                    ax.label = label ?? (opaque ? nil : SwiftUIDefaults.defaultTitles[node.type].map {
                        SpokenText($0, source: .derived) })
                    if label == nil && opaque { ax.isOpaque = true }
                }
            }
            if semantics.drawsTitle, let title { ax.text = title }
            if node.type == "Button" {
                ax.activationCode = node.arguments.firstIndex { $0.label == "action" }.flatMap { node.arguments[$0].written }
            }
            // `Button(role: .close) { … }` with no title or label: the system draws and names it.
            if node.type == "Button", ax.label?.isEmpty ?? true, node.argumentValue("label") == nil,
               let role = node.argumentValue("role")?.memberName, let word = SwiftUIDefaults.roleButtonLabels[role] {
                ax.label = SpokenText(word, source: .derived)
            }
            // `NavigationLink(destination:isActive:) { EmptyView() }` navigates from code: its
            // label is the absence of a view, so it draws nothing and takes no space, and
            // VoiceOver has nothing to focus. It is no element (and no unnamed control).
            if node.type == "NavigationLink", title == nil, drawsNothing(index) {
                ax.isElement = false
                ax.role = .other
                ax.traits = []
                ax.label = nil
            }
            if node.type == "ProgressView", ax.label == nil, node.argumentValue("value") == nil {
                ax.label = SpokenText(SwiftUIDefaults.indeterminateProgressLabel, source: .derived)
            }
            if node.type == "TextField" || node.type == "SecureField" {
                ax.placeholder = node.argument("prompt").flatMap { ValueReading.spokenText($0.value, source: .derived) }
                    ?? title
            }
            ax.value = value(semantics.value, node, index)
            if let action = defaults.actionArgument, node.argumentValue(action) == .emptyClosure {
                ax.hasEmptyAction = true
            }
            if semantics.adjustable {
                ax.actions += [AXAction(kind: .increment, location: node.location),
                               AXAction(kind: .decrement, location: node.location)]
            }
            entries[index].ax = ax
        }
    }

    /// The title a control is created with (`Button("Save")`, `Toggle("Wi-Fi", isOn:)`,
    /// `Text(verbatim:)`), when it is a text rather than views.
    func titleText(_ node: ViewNode) -> SpokenText? {
        if node.type == "Text", let date = ValueReading.formattedDate(node.arguments, source: .derived) { return date }
        guard let value = ValueReading.textValue(of: node) else { return nil }
        switch value {
        case .string, .sample, .text, .dynamic, .choice, .localized, .member, .call("Text", _), .call("String", _),
             .call("LocalizedStringKey", _), .call("LocalizedStringResource", _), .call("NSLocalizedString", _):
            return ValueReading.spokenText(value, source: .derived)
        case .call(let name, _) where ValueReading.isFunction(name):
            return ValueReading.spokenText(value, source: .derived)
        default:
            return nil
        }
    }

    /// Whether a view's content is nothing but `EmptyView`s (or nothing at all).
    func drawsNothing(_ index: Int) -> Bool {
        var pending = entries[index].kids
        while let kid = pending.popLast() {
            guard case .view(let view) = entries[kid].kind, view.type == "EmptyView", view.component == nil,
                  view.modifiers.isEmpty else { return false }
            pending += entries[kid].kids
        }
        return true
    }

    /// `Image("asset")` speaks the asset name, `Image(systemName:)` the symbol name,
    /// `Image(decorative:)` is not an element, `Image(_:label:)` speaks the label.
    func applyImageDefaults(_ ax: inout AXNode, _ node: ViewNode) {
        if node.argument("decorative") != nil {
            ax.isElement = false
            return
        }
        if let label = node.argument("label").flatMap({ ValueReading.spokenText($0.value, source: .derived) }) {
            ax.label = label
        } else if let symbol = node.argument("systemName") {
            ax.label = ValueReading.spokenText(symbol.value, source: .symbolName)
        } else if let symbol = node.argument("systemSymbol") {
            // SFSafeSymbols: `Image(systemSymbol: .xmarkCircleFill)` is the symbol "xmark.circle.fill";
            // one chosen at run time (`Image(systemSymbol: icon)`) is read as `systemName:` reads it.
            ax.label = symbol.value.memberName.map { SpokenText(SwiftUIDefaults.symbolName(fromMember: $0), source: .symbolName) }
                ?? ValueReading.spokenText(symbol.value, source: .symbolName)
        } else if let asset = node.argument(nil) {
            ax.label = ValueReading.spokenText(asset.value, source: .assetName)
        }
        // `Image(systemName: isOn ? "star.fill" : "star")`: the picture changes with a condition.
        // A choice with `nil` shows the image or not (`if let name { Image(name) }`): presence, not a look.
        if case .choice(let names)? = (node.argument("systemName") ?? node.argument(nil))?.value,
           !names.contains(where: { ValueReading.describe($0) == "nil" }), Set(names.map(ValueReading.describe)).count > 1 {
            ax.showsStateBySight = true
        }
    }

    func value(_ source: SwiftUIDefaults.ViewSemantics.ValueSource, _ node: ViewNode, _ index: Int) -> SpokenText? {
        switch source {
        case .none:
            return nil
        case .content:
            if let value = node.argumentValue("value") { return ValueReading.spokenText(value, source: .derived) }
            return Self.joined(contentParts(of: index).children.compactMap { entries[$0].ax.label })
        case .toggleState:
            guard let isOn = node.argumentValue("isOn") else { return nil }
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
    func isAdaptiveBranch(_ node: ViewNode) -> Bool {
        guard node.type == "_Branches" || node.type == "AnyLayout" else { return false }
        if node.argument("environment")?.value.memberName == "dynamicTypeSize" { return true }
        let conditions = node.arguments + node.children.flatMap(\.arguments)
        return conditions.contains { argument in
            guard argument.label == "condition" else { return false }
            let text = ValueReading.describe(argument.value)
            return text.containsText("isAccessibilitySize")
                || (text.containsText("dynamicTypeSize") && text.containsText(".accessibility"))
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
    func contentLabel(of index: Int, preferText: Bool, itemsInChildren: Bool = false) -> (SpokenText?, Bool) {
        let parts = nameParts(of: index, itemsInChildren: itemsInChildren)
        let opaque = parts.contains { entries[$0].ax.isOpaque }
        let (shown, alternatives) = partsShownTogether(parts, under: index)
        func labels(_ parts: [Int]) -> [SpokenText] {
            var labels: [SpokenText] = []
            for label in parts.compactMap({ entries[$0].ax.label }) where !label.isEmpty {
                // One `.accessibilityLabel` on a group reaches each element in it: it names the
                // content once, not once per element.
                if label.source == .explicit, labels.last == label { continue }
                labels.append(label)
            }
            let texts = labels.filter { $0.source != .assetName && $0.source != .symbolName }
            return preferText && !texts.isEmpty ? texts : labels
        }
        guard let label = Self.joined(labels(shown)) else { return (nil, opaque) }
        // Another branch says something else: which one is spoken is known only at run time.
        let others = labels(alternatives).map(\.spoken).filter { $0 != label.spoken }
        if !others.isEmpty {
            return (SpokenText([.dynamic(([label.spoken] + others).joined(separator: " | "))], source: label.source), opaque)
        }
        return (label, opaque)
    }

    /// The elements whose labels name a view: those of its label argument, else its children
    /// (unless they are items to choose from); other argument content (`minimumValueLabel:`)
    /// and modifier content do not.
    func nameParts(of index: Int, itemsInChildren: Bool) -> [Int] {
        let (fromLabel, fromChildren) = contentParts(of: index)
        return !fromLabel.isEmpty || itemsInChildren ? fromLabel : fromChildren
    }

    /// Parts in different branches of one `if`/`switch`/`#if` are never on screen together: the
    /// parts of the first branch of each, and the parts the other branches would show instead.
    func partsShownTogether(_ parts: [Int], under index: Int) -> (shown: [Int], alternatives: [Int]) {
        var shown: [(part: Int, branches: [Int: Int])] = []
        var alternatives: [Int] = []
        for part in parts {
            var branches: [Int: Int] = [:]
            var kid = part
            while let parent = entries[kid].parent, parent != index {
                if case .view(let node) = entries[parent].kind, node.type == "_Branches" { branches[parent] = kid }
                kid = parent
            }
            let exclusive = shown.contains { other in
                branches.contains { owner, branch in other.branches[owner].map { $0 != branch } ?? false }
            }
            if exclusive { alternatives.append(part) } else { shown.append((part, branches)) }
        }
        return (shown.map(\.part), alternatives)
    }

    /// The elements inside a view, by where they come from: its label argument, or its children.
    func contentParts(of index: Int) -> (label: [Int], children: [Int]) {
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
    mutating func applyPickerStyle(_ index: Int, _ node: ViewNode) {
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

    /// `SpokenText.joined`, keeping the provenance when every part shares it; a name holding
    /// a preview's sample is partly sample data, whatever the other parts are.
    static func joined(_ texts: [SpokenText]) -> SpokenText? {
        let source = texts.contains { $0.source == .previewSample } ? .previewSample
            : texts.first.map { first in texts.allSatisfy { $0.source == first.source } ? first.source : .derived }
        return SpokenText.joined(texts, source: source ?? .derived)
    }

    /// The elements directly under a node (not inside another element), in reading order;
    /// presented content (sheets, alerts) and consumed content are not part of it. Built from
    /// the kids' own lists (each node's is kept once it is final), so deep trees cost linear time.
    func topLevelElements(under index: Int, includeHidden: Bool, includeOpaque: Bool = false) -> [Int] {
        // A leaf (every text and image) has none: asked of every view as it is made final.
        guard !entries[index].kids.isEmpty else { return [] }
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

    func readingOrder(_ kids: [Int]) -> [Int] {
        Transcript.readingOrder(kids) { entries[$0].ax.sortPriority }
    }

    /// The modifier content consumed by the modifier at this index.
    func consumedContent(_ index: Int, modifierIndex: Int) -> Int? {
        entries[index].kids.first {
            if case .modifierContent(_, let k) = entries[$0].kind { return k == modifierIndex }
            return false
        }
    }

    mutating func removeKid(_ kid: Int, from index: Int) {
        entries[index].kids.removeAll { $0 == kid }
    }

    /// `ScrollView(.horizontal)`, `ScrollView([.horizontal, .vertical])`, `ScrollView(axes: .horizontal)`.
    static func scrollsHorizontally(_ node: ViewNode) -> Bool {
        guard let axes = (node.arguments.first { $0.label == nil || $0.label == "axes" })?.value else { return false }
        if case .array(let members) = axes { return members.contains { $0.memberName == "horizontal" } }
        return axes.memberName == "horizontal"
    }

    /// `accessibilityRepresentation`, `accessibilityElement(children:)`, `accessibilityChildren`.
    mutating func applyChildBehavior(_ index: Int, _ node: ViewNode) {
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
        switch Self.childBehavior(behavior.arguments.first?.value) {
        case "combine": combine(index)
        case "contain":
            entries[index].ax.childBehavior = .contain
            if !topLevelElements(under: index, includeHidden: false).isEmpty { entries[index].ax.isElement = false }
        default:
            // A new element with no properties of its own; its content is not read.
            var ax = entries[index].takeNode(leaving: vacated)
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

    /// What `accessibilityElement(children:)` asks for (no argument: `.ignore`). A choice made at
    /// run time (`isFocused ? .contain : .combine`) is read as its option that changes the
    /// children least, `.contain`, then `.combine`: the parts are audited as one of the states
    /// shows them, where `.ignore`, which the view never asks for, would hide them all.
    static func childBehavior(_ value: Value?) -> String {
        guard let value else { return "ignore" }
        guard case .choice(let options) = value else { return value.memberName ?? "ignore" }
        let names = options.compactMap(\.memberName)
        return ["contain", "combine"].first(where: names.contains) ?? "ignore"
    }

    /// `.accessibilityRepresentation { Slider(…) }`: the view is read as its stand-in.
    mutating func represent(_ index: Int, by content: Int) {
        let elements = topLevelElements(under: content, includeHidden: false)
        if elements.count == 1 {
            let stand = entries[elements[0]].ax
            var ax = entries[index].takeNode(leaving: vacated)
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
    /// element's own and the others' become named actions. Of the branches of an `if` or
    /// `switch` inside, one shows at a time: the element is read as the first shows it, never
    /// as every branch at once.
    mutating func combine(_ index: Int) {
        var ax = entries[index].takeNode(leaving: vacated)
        ax.childBehavior = .combine
        guard !ax.isElement else { entries[index].ax = ax; return }
        let parts = partsShownTogether(topLevelElements(under: index, includeHidden: false, includeOpaque: true),
                                       under: index).shown
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
            // A view the audit cannot look into names its action at run time, with what it shows.
            let name = control.label ?? (control.isOpaque ? SpokenText([.dynamic(control.viewType)], source: .derived) : nil)
            ax.actions.append(AXAction(kind: .named, name: name, location: control.location))
        }
        for node in nodes { ax.actions += node.actions.filter { $0.kind == .named } }
        entries[index].ax = ax
    }

    mutating func hideSubtree(_ index: Int) {
        var stack = [index]
        while let current = stack.popLast() {
            entries[current].ax.isHidden = true
            stack += entries[current].kids
        }
    }

}
