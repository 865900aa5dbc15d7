import AuditModel
@testable import Rules

// A small DSL for hand-built accessibility trees, shared by the VoiceOver and touch-target
// rule tests: `screen(vstack(text("Title").font(.title2), button("Save")))`.

enum VoiceOverRulesFixture {
    static let file = "Test.swift"
}

/// Suites adopt it to build trees with the functions below.
protocol AXTreeBuilding {}

extension AXTreeBuilding {
    func explicit(_ s: String) -> SpokenText { SpokenText(s, source: .explicit) }
    func derived(_ s: String) -> SpokenText { SpokenText(s, source: .derived) }
    func symbol(_ s: String) -> SpokenText { SpokenText(s, source: .symbolName) }
    func asset(_ s: String) -> SpokenText { SpokenText(s, source: .assetName) }
    /// A label with a run-time part: `dynamic("Delete ", "item.name")`.
    func dynamic(_ prefix: String = "", _ expr: String, _ suffix: String = "", source: SpokenText.Source = .derived) -> SpokenText {
        var parts: [TextPart] = []
        if !prefix.isEmpty { parts.append(.literal(prefix)) }
        parts.append(.dynamic(expr))
        if !suffix.isEmpty { parts.append(.literal(suffix)) }
        return SpokenText(parts, source: source)
    }

    func node(_ role: Role, _ viewType: String, element: Bool, label: SpokenText? = nil,
              traits: TraitSet = [], _ children: [AXNode] = []) -> AXNode {
        var n = AXNode(role: role, viewType: viewType, isElement: element,
                       location: SourceLocation(file: VoiceOverRulesFixture.file, line: 1), path: "", children: children)
        n.label = label
        n.traits = traits
        return n
    }

    func vstack(_ children: AXNode...) -> AXNode { stack("VStack", children) }
    func hstack(_ children: AXNode...) -> AXNode { stack("HStack", children) }
    func stack(_ type: String, _ children: [AXNode]) -> AXNode {
        var n = node(.container, type, element: false, children)
        n.layout.container = type == "HStack" ? .hstack : .vstack
        return n
    }
    func text(_ s: String) -> AXNode {
        var n = node(.staticText, "Text", element: true, label: derived(s), traits: [.staticText])
        n.text = derived(s)
        n.font = .textStyle(.body)
        return n
    }
    func text(_ t: SpokenText) -> AXNode {
        var n = node(.staticText, "Text", element: true, label: t, traits: [.staticText])
        n.text = t
        n.font = .textStyle(.body)
        return n
    }
    /// `Image("name")`: an element labelled by its asset name.
    func assetImage(_ name: String) -> AXNode { node(.image, "Image", element: true, label: asset(name), traits: [.image]) }
    /// `Image(systemName:)`.
    func symbolImage(_ name: String) -> AXNode { node(.image, "Image", element: true, label: symbol(name), traits: [.image]) }
    /// `Image(decorative:)`: not an element.
    func decorativeImage() -> AXNode { node(.image, "Image", element: false) }
    /// A button labelled from its content (pass the label it derives) or explicitly.
    func button(_ label: SpokenText?, _ children: AXNode...) -> AXNode {
        node(.button, "Button", element: true, label: label, traits: [.button], children)
    }
    func button(_ title: String) -> AXNode { button(derived(title), text(title)) }
    func toggle(_ title: String?) -> AXNode {
        var n = node(.toggle, "Toggle", element: true, label: title.map(derived), traits: [.toggle, .button])
        n.value = derived("on")
        return n
    }
    func textField(_ title: String?) -> AXNode { node(.textField, "TextField", element: true, label: title.map(derived)) }
    func opaque(_ type: String) -> AXNode {
        var n = node(.other, type, element: false)
        n.isOpaque = true
        return n
    }

    /// A screen whose nodes get distinct lines (pre-order) and paths. As Semantics does, the
    /// content of an element is not an element itself.
    func screen(_ root: AXNode, source: Screen.Source = .swiftUI) -> Screen {
        var line = 1
        func number(_ n: inout AXNode, path: String, insideElement: Bool) {
            n.location = SourceLocation(file: VoiceOverRulesFixture.file, line: line, column: 1)
            n.path = path
            if insideElement { n.isElement = false }
            line += 1
            for i in n.children.indices {
                number(&n.children[i], path: "\(path)/\(n.children[i].viewType)[\(i)]", insideElement: insideElement || n.isElement)
            }
        }
        var r = root
        number(&r, path: "Test", insideElement: false)
        return Screen(name: "Test", location: r.location, source: source, root: r)
    }

    func evaluate(_ id: String, _ screen: Screen, options: RuleOptions = RuleOptions()) -> RuleOutcome {
        guard let rule = RuleCatalog.rule(id: id) else { return .notApplicable }
        return rule.evaluate(screen, options: options)
    }

    /// Violations (not needs-review) a rule reports.
    func failures(_ id: String, _ root: AXNode, source: Screen.Source = .swiftUI, options: RuleOptions = RuleOptions()) -> [Violation] {
        evaluate(id, screen(root, source: source), options: options).violations.filter { $0.status == .violation }
    }

    func reviews(_ id: String, _ root: AXNode, source: Screen.Source = .swiftUI) -> [Violation] {
        evaluate(id, screen(root, source: source)).violations.filter { $0.status == .needsReview }
    }
}

extension AXNode {
    func modified(_ change: (inout AXNode) -> Void) -> AXNode {
        var copy = self
        change(&copy)
        return copy
    }
    func labelled(_ t: SpokenText?) -> AXNode { modified { $0.label = t } }
    func hinted(_ s: String) -> AXNode { modified { $0.hint = SpokenText(s, source: .explicit) } }
    func valued(_ s: String) -> AXNode { modified { $0.value = SpokenText(s, source: .explicit) } }
    func accessibilityHidden() -> AXNode { modified { $0.isHidden = true; $0.modifierLocations["accessibilityHidden"] = SourceLocation(file: VoiceOverRulesFixture.file, line: 99, column: 5) } }
    func asDisabled() -> AXNode { modified { $0.isEnabled = false } }
    func addingTraits(_ t: Trait...) -> AXNode { modified { $0.traits.formUnion(TraitSet(t)) } }
    func onTap() -> AXNode { modified { $0.gestures.append(Gesture(kind: .tap, location: SourceLocation(file: VoiceOverRulesFixture.file, line: 77, column: 9))) } }
    func onDrag() -> AXNode { modified { $0.gestures.append(Gesture(kind: .drag, location: SourceLocation(file: VoiceOverRulesFixture.file, line: 88, column: 9))) } }
    func withAction(_ kind: AXAction.Kind, named name: SpokenText? = nil) -> AXNode {
        modified { $0.actions.append(AXAction(kind: kind, name: name, location: SourceLocation(file: VoiceOverRulesFixture.file, line: 66))) }
    }
    /// `.accessibilityElement(children:)`: the node becomes one element.
    func accessibilityElement(children behavior: ChildBehavior, label: SpokenText? = nil) -> AXNode {
        modified {
            $0.childBehavior = behavior
            $0.isElement = behavior != .contain
            $0.label = label
        }
    }
    func styled(_ f: FontSpec) -> AXNode { modified { $0.font = f } }
    func framed(width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, minHeight: Double? = nil,
               maxWidth: Double? = nil) -> AXNode {
        modified {
            $0.layout.width = width.map { Metric($0) }
            $0.layout.height = height.map { Metric($0) }
            $0.layout.minWidth = minWidth.map { Metric($0) }
            $0.layout.minHeight = minHeight.map { Metric($0) }
            $0.layout.maxWidth = maxWidth.map { Metric($0) }
        }
    }
    func padded(_ p: Double) -> AXNode {
        modified {
            $0.layout.paddingLeading = Metric(p); $0.layout.paddingTrailing = Metric(p)
            $0.layout.paddingTop = Metric(p); $0.layout.paddingBottom = Metric(p)
        }
    }
    func asRepeated() -> AXNode { modified { $0.isRepeated = true } }
    func changesAtRuntime() -> AXNode { modified { $0.mayChangeAtRuntime = true } }
}

