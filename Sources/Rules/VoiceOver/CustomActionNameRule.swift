import AuditModel

/// `custom-action-name`: the names VoiceOver lists under "Actions" must say what each does
/// and differ from each other.
struct CustomActionNameRule: Rule {
    let descriptor = RuleDescriptor(
        id: "custom-action-name",
        title: "Custom actions have distinct names",
        summary: "A named custom action has an empty name, a name taken from an icon, or the same name as another action of the element.",
        rationale: "VoiceOver reads custom actions by name in the Actions rotor. An empty name is read as nothing (or a generic placeholder), and two actions with one name cannot be told apart, so people pick the wrong one or give up.",
        category: .voiceover,
        defaultSeverity: .warning,
        wcag: ["4.1.2", "2.4.6"],
        appleAuditType: "action",
        fix: "Name each action for its result, in a word or two: `.accessibilityAction(named: \"Archive\") { … }`, `.accessibilityAction(named: \"Flag\") { … }`.",
        examples: [
            .triggering("""
            Text("Meeting notes")
                .accessibilityAction(named: "") { }
            """),
            .triggering("""
            Text("Meeting notes")
                .accessibilityAction(named: "Delete") { }
                .accessibilityAction(named: "Delete") { }
            """),
            .triggering("""
            HStack {
                Text("Inbox")
            }
            .accessibilityElement(children: .combine)
            .accessibilityAction(named: "Archive") { }
            .accessibilityAction(named: "archive") { }
            """),
            .triggering("""
            HStack {
                Text("Sunset photo")
                Button("Like") { }
                Button(action: {}) {
                    Image(systemName: "square.and.arrow.up")
                }
            }
            .accessibilityElement(children: .combine)
            """),
            .nonTriggering("""
            Text("Meeting notes")
                .accessibilityAction(named: "Archive") { }
                .accessibilityAction(named: "Delete") { }
            """),
            .nonTriggering("""
            Text("Meeting notes")
                .accessibilityAction(named: "Share") { }
            """),
            .nonTriggering("""
            Text("Meeting notes")
            """),
        ])

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(context.facts)
        var applicable = false
        var violations: [Violation] = []
        // Elements only: actions written on a stack are given to each element inside it.
        context.facts.forEachReachableElement { node, _ in
            let named = node.actions.filter { $0.kind == .named }
            guard !named.isEmpty else { return }
            applicable = true
            var seen: [String: Int] = [:]
            let api = fixes.speaksUIKit ? "UIAccessibilityCustomAction(name: \"…\")" : ".accessibilityAction(named: \"…\") { … }"
            for action in named {
                guard let name = action.name, !name.isEmpty else {
                    let fix = "name it for its result with \(api)"
                    violations.append(.on(node, "\(node.messageName) has a custom action with no name: VoiceOver lists it under Actions without saying what it does",
                                          fix: fix, at: action.location))
                    continue
                }
                guard !name.isDynamic else { continue }
                // A control merged into a combined element lends its name to the action: an
                // icon-only button makes an action called "square and arrow up".
                if name.source == .symbolName || name.source == .assetName {
                    let suggestion = LabelSuggestion.forName(name)
                    let fix = fixes.speaksUIKit
                        ? "name it for its result (UIAccessibilityCustomAction(name: \"\(suggestion ?? "…")\"))"
                        : "give the control inside an .accessibilityLabel(\"\(suggestion ?? "…")\"), which names the action"
                    violations.append(.on(node, "\(node.messageName) has a custom action named only by \(name.source == .symbolName ? "an SF Symbol" : "an image file") (\"\(name.spoken)\")",
                                          fix: fix, at: action.location))
                    continue
                }
                let key = LabelText.phrase(name.literalText)
                if let earlier = seen[key] {
                    let fix = "give each action a different name saying what it does (\(api))"
                    violations.append(.on(node, "\(node.messageName) has two custom actions named \"\(name.spoken)\" (also line \(earlier)): VoiceOver users cannot tell them apart",
                                          fix: fix, at: action.location))
                } else {
                    seen[key] = action.location.line
                }
            }
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }
}
