import AuditModel

/// `empty-button-action`: a button whose own action is empty while a tap gesture on its label
/// does the work. A finger on the label runs the gesture; VoiceOver's double tap, Voice Control
/// and Full Keyboard Access activate the button, and its action does nothing.
struct EmptyButtonActionRule: Rule {
    let descriptor = RuleDescriptor(
        id: "empty-button-action",
        title: "A button's action does what its label's gesture does",
        summary: "A button's own action is empty and a tap gesture on its label (or on the button) does the work: assistive technologies activate the empty action.",
        rationale: "A tap gesture inside a button's label wins over the button for a finger, so the screen works to the touch. VoiceOver's double tap, Voice Control (\"tap Go\"), Switch Control and Full Keyboard Access do not tap: they activate the element, which runs the button's own action. With `Button(action: {})` that action is empty, so for their users the button is announced, activated, and nothing happens.",
        category: .voiceover,
        defaultSeverity: .error,
        wcag: ["2.1.1", "4.1.2"],
        appleAuditType: "action",
        fix: "Move the gesture's code into the button's action and remove the gesture: `Button { go() } label: { Text(\"Go\") }`. Style the button with `.buttonStyle(.plain)` if the gesture was there to avoid the default look.",
        examples: [
            .triggering("""
            Button(action: {}) {
                Text("Go")
                    .onTapGesture { }
            }
            """),
            .triggering("""
            Button { } label: {
                HStack {
                    Image(systemName: "cart")
                    Text("Checkout")
                }
                .contentShape(Rectangle())
                .onTapGesture { }
            }
            """),
            .triggering("""
            Button(action: {}) {
                Text("Go")
            }
            .simultaneousGesture(TapGesture().onEnded { })
            """),
            .nonTriggering("""
            Button {
                go()
            } label: {
                Text("Go")
            }
            """),
            .nonTriggering("""
            Button(action: {}) {
                Text("Coming soon")
            }
            """),
            .nonTriggering("""
            Button(action: {}) {
                Text("Go")
                    .onTapGesture { }
            }
            .accessibilityAction { }
            """),
        ])

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        var applicable = false
        var violations: [Violation] = []
        // By index: iterating the entries copied each one (a reference count per node).
        let nodes = context.facts.nodes
        for index in nodes.indices {
            let node = nodes[index].node
            // An `.accessibilityAction { … }` of its own is what activation runs.
            guard node.hasEmptyAction, !nodes[index].enclosure.isHidden, !node.actions.contains(where: { $0.kind == .default }) else { continue }
            applicable = true
            // The first tap gesture on the button or inside its label: one finding per button.
            guard let (holder, tap) = firstTap(inSubtreeAt: index, of: context.facts) else { continue }
            let on = holder.path == node.path ? "on the \(node.viewType)" : "on its label's \(holder.viewType)"
            let name = node.label.map { " \"\($0.spoken)\"" } ?? ""
            violations.append(.on(holder, "\(node.viewType)\(name) has an empty action and a tap gesture \(on) does the work: VoiceOver's double tap, Voice Control and Full Keyboard Access activate the button's empty action, so nothing happens for their users",
                                  fix: "move the gesture's code into the button's action (Button { … } label: { … }) and remove the gesture",
                                  at: tap.location))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }

    /// The first node (the button itself, then its content in order) with a tap gesture that is
    /// not hidden from accessibility. The button is not hidden, so what hides its content on
    /// the screen hides it inside the button.
    private func firstTap(inSubtreeAt index: Int, of facts: ScreenFacts) -> (AXNode, Gesture)? {
        for entry in facts.subtree(at: index) where !entry.enclosure.isHidden {
            if let tap = entry.node.gestures.first(where: { $0.kind == .tap }) { return (entry.node, tap) }
        }
        return nil
    }
}
