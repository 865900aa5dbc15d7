import AuditModel

/// `combine-multiple-actions`: `.accessibilityElement(children: .combine)` over several
/// controls makes one element with one default action; the rest become hidden named actions.
struct CombineMultipleActionsRule: Rule {
    let descriptor = RuleDescriptor(
        id: "combine-multiple-actions",
        title: "Combined elements hold at most one control",
        summary: "An accessibilityElement(children: .combine) element holds several interactive children.",
        rationale: "Combining merges the children into one element: a double tap performs only one of their actions, and SwiftUI turns the others into custom actions that people must find with the Actions rotor. Many VoiceOver users never discover them, and Voice Control cannot name them.",
        category: .voiceover,
        defaultSeverity: .warning,
        wcag: ["2.1.1", "4.1.2"],
        appleAuditType: "action",
        fix: "Keep the controls as separate elements (`.accessibilityElement(children: .contain)`, or combine only the texts), or make the row one element whose secondary actions are named on purpose: `.accessibilityAction(named: \"Share\") { share() }`.",
        examples: [
            .triggering("""
            HStack {
                Text("Sunset photo")
                Button("Like") { }
                Button("Share") { }
            }
            .accessibilityElement(children: .combine)
            """),
            .triggering("""
            VStack {
                Toggle("Wi-Fi", isOn: .constant(true))
                Button("Details") { }
            }
            .accessibilityElement(children: .combine)
            """),
            .triggering("""
            HStack {
                Image(systemName: "heart")
                    .onTapGesture { }
                Image(systemName: "bookmark")
                    .onTapGesture { }
            }
            .accessibilityElement(children: .combine)
            """),
            .nonTriggering("""
            HStack {
                Text("Sunset photo")
                Button("Like") { }
            }
            .accessibilityElement(children: .combine)
            """),
            .nonTriggering("""
            HStack {
                Text("Sunset photo")
                Button("Like") { }
                Button("Share") { }
            }
            .accessibilityElement(children: .contain)
            """),
            .nonTriggering("""
            HStack {
                Text("Total")
                Text("$42.00")
            }
            .accessibilityElement(children: .combine)
            """),
        ])

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(context.facts)
        var applicable = false
        var violations: [Violation] = []
        screen.root.walkWithEnclosure { node, enclosure in
            guard node.childBehavior == .combine, !enclosure.isHidden else { return }
            applicable = true
            var controls: [AXNode] = []
            for child in node.children {
                child.walkWithEnclosure { inner, innerEnclosure in
                    if inner.isInteractive, !innerEnclosure.isHidden, !innerEnclosure.insideControl {
                        controls.append(inner)
                    }
                }
            }
            guard controls.count >= 2 else { return }
            let names = controls.map { control -> String in
                if let label = control.label, !label.isEmpty { return "\"\(label.spoken)\"" }
                return control.viewType
            }
            let fix = fixes.speaksUIKit
                ? "keep the controls as separate accessibility elements, or expose the extra ones as accessibilityCustomActions with clear names"
                : "keep the controls separate (.accessibilityElement(children: .contain), or combine only the texts), or name the extra actions on purpose with .accessibilityAction(named: \"…\") { … }"
            violations.append(.on(node, "\(node.viewType) combines \(controls.count) controls (\(names.joined(separator: ", "))) into one element announced as \(node.quotedAnnouncement): a double tap performs only one of them and the others hide under the Actions rotor",
                                  fix: fix, at: node.location(ofModifier: "accessibilityElement")))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }
}
