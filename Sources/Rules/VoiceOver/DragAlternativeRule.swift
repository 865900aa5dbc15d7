import AuditModel

/// `drag-alternative` (WCAG 2.5.7 Dragging Movements): whatever a drag does must also be
/// possible without dragging.
struct DragAlternativeRule: Rule {
    let descriptor = RuleDescriptor(
        id: "drag-alternative",
        title: "Drag gestures have an accessible alternative",
        summary: "A drag gesture changes something and the element offers no alternative: no adjustable action, no named actions, no accessibilityRepresentation.",
        rationale: "VoiceOver, Switch Control and Voice Control users, and people with tremors, cannot perform precise drags. WCAG 2.2 (2.5.7 Dragging Movements) requires that any function operated by dragging can also be done with single taps or another non-drag way; for VoiceOver that is an adjustable action or named actions.",
        category: .voiceover,
        defaultSeverity: .error,
        wcag: ["2.5.7", "2.1.1"],
        appleAuditType: "action",
        fix: "For a value (a custom slider or dial), add `.accessibilityAdjustableAction { direction in … }` with a label and value, or `.accessibilityRepresentation { Slider(value: $value) }`. For moving or dismissing, add named actions: `.accessibilityAction(named: \"Move up\") { … }`, or visible buttons that do the same.",
        examples: [
            .triggering("""
            Circle()
                .frame(width: 44, height: 44)
                .gesture(DragGesture().onChanged { _ in })
            """),
            .triggering("""
            ZStack {
                Capsule()
                Circle()
            }
            .gesture(DragGesture().onChanged { _ in })
            .accessibilityLabel("Volume")
            """),
            .triggering("""
            Text("Swipe to delete")
                .gesture(DragGesture().onEnded { _ in })
            """),
            .nonTriggering("""
            ZStack {
                Capsule()
                Circle()
            }
            .gesture(DragGesture().onChanged { _ in })
            .accessibilityElement()
            .accessibilityLabel("Volume")
            .accessibilityValue("50 percent")
            .accessibilityAdjustableAction { _ in }
            """),
            .nonTriggering("""
            Text("Card")
                .gesture(DragGesture().onEnded { _ in })
                .accessibilityAction(named: "Dismiss") { }
            """),
            .nonTriggering("""
            Slider(value: .constant(0.5)) {
                Text("Volume")
            }
            """),
        ])

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(context.facts)
        var applicable = false
        var violations: [Violation] = []
        context.facts.forEachNodeWithGestures { node, enclosure in
            guard let drag = node.gestures.first(where: { $0.kind == .drag }) else { return }
            applicable = true
            // The alternative may sit on the element the dragged view belongs to.
            guard !node.offersNonDragAlternative, !enclosure.insideAlternativeActions else { return }
            let fix = fixes.speaksUIKit
                ? "make the element adjustable (accessibilityIncrement/accessibilityDecrement with the Adjustable trait) or add accessibilityCustomActions for what the drag does"
                : "add .accessibilityAdjustableAction { direction in … } (for a value), named actions like .accessibilityAction(named: \"Move up\") { … }, or .accessibilityRepresentation { Slider(…) }"
            violations.append(.on(node, "\(node.messageName) is operated by a drag gesture and offers no other way to do it: VoiceOver and Switch Control users cannot drag",
                                  fix: fix, at: drag.location))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }
}
