import AuditModel

/// `ignore-without-label`: `.accessibilityElement(children: .ignore)` (also the default of
/// `.accessibilityElement()`) creates an element with no properties and silences its children.
struct IgnoreWithoutLabelRule: Rule {
    let descriptor = RuleDescriptor(
        id: "ignore-without-label",
        title: "Elements that ignore their children have a label",
        summary: "accessibilityElement(children: .ignore), or accessibilityElement() with no argument, makes an element without a label.",
        rationale: "`.ignore` is the default of `.accessibilityElement()`. It creates a new element with no label, value or traits and hides everything inside it, so VoiceOver stops on something that says nothing, and the texts inside are lost. Apple recommends considering `.combine` first.",
        category: .voiceover,
        defaultSeverity: .error,
        wcag: ["4.1.2", "1.3.1"],
        appleAuditType: "sufficientElementDescription",
        fix: "Give the element its own label (and value), `.accessibilityLabel(\"Total, 42 dollars\")`, or use `.accessibilityElement(children: .combine)` to read the children's texts together.",
        examples: [
            .triggering("""
            HStack {
                Text("Total")
                Text("$42.00")
            }
            .accessibilityElement()
            """),
            .triggering("""
            VStack {
                Image(systemName: "star.fill")
                Text("4.5")
            }
            .accessibilityElement(children: .ignore)
            """),
            .triggering("""
            ZStack {
                Circle()
                Text("75%")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityValue("75 percent")
            """),
            .nonTriggering("""
            HStack {
                Text("Total")
                Text("$42.00")
            }
            .accessibilityElement(children: .combine)
            """),
            .nonTriggering("""
            VStack {
                Image(systemName: "star.fill")
                Text("4.5")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Rating 4.5 out of 5")
            """),
            .nonTriggering("""
            ZStack {
                Circle()
                Text("75%")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Progress")
            .accessibilityValue("75 percent")
            """),
        ])

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(context.facts)
        var applicable = false
        var violations: [Violation] = []
        context.facts.forEachNode { node, enclosure in
            guard node.childBehavior == .ignore, !enclosure.isHidden else { return }
            applicable = true
            if let label = node.label, !label.isEmpty { return }
            let childLabels = node.contentLabels
            let silenced = childLabels.isEmpty ? ""
                : " and the \(childLabels.map { "\"\($0.spoken)\"" }.joined(separator: ", ")) inside it \(childLabels.count == 1 ? "is" : "are") no longer read"
            // Offer the children's words only when they are words (not dynamic, not file names).
            let suggestion = childLabels.allSatisfy({ LabelText.isWritten($0) && !$0.isDynamic })
                ? SpokenText.joined(childLabels)?.spoken : nil
            let combine = fixes.speaksUIKit ? "" : ", or use .accessibilityElement(children: .combine)"
            let fix = fixes.setLabel(suggestion) + combine
            violations.append(.on(node, "\(node.viewType) ignores its children but has no label: VoiceOver announces it as \(node.quotedAnnouncement)\(silenced)",
                                  fix: fix, at: node.location(ofModifier: "accessibilityElement")))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }
}
