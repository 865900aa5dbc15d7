import AuditModel

/// `tap-gesture-trait`: `.onTapGesture` makes a view tappable, but not a button: VoiceOver
/// announces it as text or an image, and Switch Control and Full Keyboard Access may skip it.
struct TapGestureTraitRule: Rule {
    let descriptor = RuleDescriptor(
        id: "tap-gesture-trait",
        title: "Tappable views are buttons",
        summary: "A view with onTapGesture or a tap gesture is not a button and has no button or link trait.",
        rationale: "A tap gesture gives a view no accessibility semantics. VoiceOver announces it as plain text or an image, so people do not know it does anything; Switch Control, Voice Control and Full Keyboard Access may not offer it as a target at all. A Button gives the trait, the default action and keyboard focus for free.",
        category: .voiceover,
        defaultSeverity: .error,
        wcag: ["4.1.2", "2.1.1"],
        appleAuditType: "trait",
        fix: "Use `Button { action() } label: { … }` (style it with `.buttonStyle(.plain)` to keep the look). If that is impossible, make the view one element with `.accessibilityElement(children: .combine)` and add `.accessibilityAddTraits(.isButton)`. For a link, add `.isLink`.",
        examples: [
            .triggering("""
            Text("Forgot password?")
                .onTapGesture { }
            """),
            .triggering("""
            HStack {
                Image(systemName: "person.circle")
                Text("Profile")
            }
            .onTapGesture { }
            """),
            .triggering("""
            Image("banner")
                .accessibilityLabel("Summer sale")
                .gesture(TapGesture().onEnded { })
            """),
            .nonTriggering("""
            Button("Forgot password?") { }
            """),
            .nonTriggering("""
            Text("Forgot password?")
                .onTapGesture { }
                .accessibilityAddTraits(.isButton)
            """),
            .nonTriggering("""
            HStack {
                Image(systemName: "person.circle")
                Text("Profile")
            }
            .onTapGesture { }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            """),
        ])

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(screen)
        var applicable = false
        var violations: [Violation] = []
        screen.root.walkWithEnclosure { node, enclosure in
            guard !enclosure.isHidden, let tap = node.gestures.first(where: { $0.kind == .tap }) else { return }
            // Inside a real button or an element that is one, the gesture is part of it.
            if enclosure.insideActivatable { return }
            applicable = true
            guard !node.isActivatable else { return }
            let fix: String
            if node.isElement {
                fix = fixes.speaksUIKit ? fixes.addTrait(.button)
                    : "use Button { … } label: { … }, or \(fixes.addTrait(.button))"
            } else {
                fix = fixes.speaksUIKit
                    ? "make it one accessibility element (isAccessibilityElement = true) with a label and the Button trait"
                    : "wrap the content in Button { … } label: { … }, or add .accessibilityElement(children: .combine) and .accessibilityAddTraits(.isButton)"
            }
            let said = node.isElement ? "is announced as \(node.quotedAnnouncement)"
                : "is not one element: VoiceOver reads its parts separately, none of them as a button"
            violations.append(.on(node, "\(node.messageName) has a tap gesture but \(said), so VoiceOver users are not told they can activate it: \(fix)",
                                  fix: fix, at: tap.location))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }
}
