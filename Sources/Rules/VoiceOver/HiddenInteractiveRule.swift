import AuditModel

/// `hidden-interactive`: `.accessibilityHidden(true)` on something people can still tap.
struct HiddenInteractiveRule: Rule {
    let descriptor = RuleDescriptor(
        id: "hidden-interactive",
        title: "Interactive elements are not hidden from accessibility",
        summary: "accessibilityHidden(true) hides a button, control or tap target that is still on screen and works.",
        rationale: "A hidden element is removed from VoiceOver, Switch Control and Voice Control, but sighted touch users can still use it. Whatever it does becomes impossible for people who rely on assistive technology, and nothing tells them it exists.",
        category: .voiceover,
        defaultSeverity: .error,
        wcag: ["4.1.2", "2.1.1", "1.3.1"],
        appleAuditType: "elementDetection",
        fix: "Remove `.accessibilityHidden(true)` from the control (hide only its decorative parts). If the same action is offered elsewhere on purpose, attach it to the visible element with `.accessibilityAction(named: \"…\") { … }` and keep that element reachable.",
        examples: [
            .triggering("""
            Button("Delete") { }
                .accessibilityHidden(true)
            """),
            .triggering("""
            HStack {
                Text("Photos")
                Image(systemName: "chevron.right")
                    .onTapGesture { }
            }
            .accessibilityHidden(true)
            """),
            .triggering("""
            VStack {
                Toggle("Sync", isOn: .constant(true))
            }
            .accessibilityHidden(true)
            """),
            .nonTriggering("""
            Button(action: {}) {
                HStack {
                    Image(systemName: "trash")
                        .accessibilityHidden(true)
                    Text("Delete")
                }
            }
            """),
            .nonTriggering("""
            VStack {
                Button { closePromo() } label: { Image(systemName: "xmark") }
                    .accessibilityHidden(true)
                Button("Not now") { closePromo() }
            }
            """),
            .nonTriggering("""
            Image("divider")
                .accessibilityHidden(true)
            """),
            .nonTriggering("""
            Button("Delete") { }
                .disabled(true)
                .accessibilityHidden(true)
            """),
        ])

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(context.facts)
        var applicable = false
        var violations: [Violation] = []
        // What the reachable controls do: a hidden control doing the same (a "×" beside a visible
        // "No Thanks" running the same code) takes nothing away.
        var reachableActions: Set<String> = []
        context.facts.forEachInteractiveNode { node, enclosure in
            if !enclosure.isHidden, let code = node.activationCode { reachableActions.insert(code) }
        }
        // By index: iterating the entries copied each one (a reference count per node).
        let nodes = context.facts.nodes
        for index in context.facts.interactive {
            let (node, enclosure) = (nodes[index].node, nodes[index].enclosure)
            applicable = true
            if let code = node.activationCode, reachableActions.contains(code) { continue }
            // Report the outermost control of a hidden subtree; inside a visible control a
            // hidden part only changes what that control says.
            guard let hiddenBy = nodes[index].hiddenBy, !enclosure.isVisuallyHidden, !enclosure.insideControl,
                  node.isEnabled, !node.traits.contains(.notEnabled) else { continue }
            let hider = nodes[hiddenBy].node
            let written = hider.location(ofModifier: "accessibilityHidden")
            let hiding = fixes.speaksUIKit ? "accessibilityElementsHidden" : ".accessibilityHidden(true)"
            let how = hider.path == node.path ? "by its own \(hiding)"
                : "because its container \(hider.viewType) (line \(hider.location.line)) is hidden"
            let fix = "\(fixes.unhide), or offer its action on a visible element\(fixes.speaksUIKit ? " with accessibilityCustomActions" : " with .accessibilityAction(named: \"…\") { … }")"
            violations.append(.on(node, "\(node.messageName) can be tapped but is hidden from VoiceOver \(how): people using VoiceOver, Switch Control or Voice Control cannot reach it",
                                  fix: fix, at: written))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }
}
