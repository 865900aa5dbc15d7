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
        let fixes = FixWriter(context.facts)
        var applicable = false
        var violations: [Violation] = []
        context.facts.forEachNodeWithGestures { node, enclosure in
            guard !enclosure.isHidden, let tap = node.gestures.first(where: { $0.kind == .tap }) else { return }
            // Inside a real button or an element that is one, the gesture is part of it.
            if enclosure.insideActivatable { return }
            applicable = true
            if tap.tapCount > 1, node.isElement, !node.actions.contains(where: { $0.kind == .default }) {
                // VoiceOver's double tap is one activation: the button trait alone would announce
                // an action that never happens.
                let fix = fixes.speaksUIKit ? "override accessibilityActivate() to do what the taps do"
                    : "add .accessibilityAction { … } doing what the \(tap.tapCount) taps do (and the button trait)"
                violations.append(.on(node, "\(node.messageName) answers only \(tap.tapCount) taps in a row: VoiceOver's double tap activates an element once, so its users cannot trigger it, and the button trait alone would not help",
                                      fix: fix, at: tap.location))
                return
            }
            guard !node.isActivatable else { return }
            if node.isElement {
                let fix = fixes.speaksUIKit ? fixes.addTrait(.button)
                    : "use Button { … } label: { … }, or \(fixes.addTrait(.button))"
                violations.append(.on(node, "\(node.messageName) has a tap gesture but is announced as \(node.quotedAnnouncement), so VoiceOver users are not told they can activate it",
                                      fix: fix, at: tap.location))
            } else if let violation = containerFinding(node, tap: tap, fixes: fixes) {
                violations.append(violation)
            }
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }

    /// A tap gesture on a view that is not one element: a stack of texts and icons (make it one
    /// button), a backdrop VoiceOver never reaches (offer the action another way), or a
    /// container that holds controls of its own (often "tap outside to dismiss the keyboard":
    /// the rule cannot tell, so it asks for a review).
    private func containerFinding(_ node: AXNode, tap: Gesture, fixes: FixWriter) -> Violation? {
        if coversTheScreen(node) {
            // "Tap anywhere" (wake a screensaver, show or hide a player's controls): a button
            // the size of the screen is not the fix, and hiding controls needs no alternative.
            let fix = fixes.speaksUIKit
                ? "if the tap does more than show or hide controls, offer it as an accessibilityCustomAction or a button"
                : "if the tap does more than show or hide controls, offer it as .accessibilityAction(named: \"…\") { … } or a Button"
            return .on(node, "\(node.messageName) covers the screen with a tap gesture (tap anywhere); VoiceOver users are not told about it",
                       fix: fix, at: tap.location, undecided: true)
        }
        let inside = node.reachableDescendants()
        if inside.contains(where: \.isInteractive) {
            let fix = fixes.speaksUIKit
                ? "if the gesture does more than dismiss the keyboard, offer it as an accessibilityCustomAction or a visible button"
                : "if the gesture does more than dismiss the keyboard, offer it as a Button or .accessibilityAction(named: \"…\") { … } too"
            return .on(node, "\(node.messageName) has a tap gesture around controls of its own; VoiceOver users reach only those controls, not the gesture",
                       fix: fix, at: tap.location, undecided: true)
        }
        if inside.isEmpty, node.containsOpaqueContent {
            // A view the audit does not know (a library's image loader, a component outside the
            // audited files) may well be an element VoiceOver reaches: only a person can tell.
            let fix = fixes.speaksUIKit
                ? "if VoiceOver reaches nothing there, make it one accessibility element with a label and the Button trait"
                : "if VoiceOver reaches nothing there, wrap it in Button { … } label: { … }, or add .accessibilityAddTraits(.isButton) with a label"
            return .on(node, "\(node.messageName) has a tap gesture on content the audit cannot look into (a view it does not know); whether VoiceOver reaches it, and as a button, is not known",
                       fix: fix, at: tap.location, undecided: true)
        }
        if inside.isEmpty {
            let fix = fixes.speaksUIKit
                ? "offer the same action on a reachable element (accessibilityPerformEscape for dismissing, or a button)"
                : "offer the same action on a reachable element: .accessibilityAction(.escape) { … } for a backdrop that dismisses, or a Button"
            return .on(node, "\(node.messageName) has a tap gesture but VoiceOver cannot reach it at all",
                       fix: fix, at: tap.location)
        }
        let fix = fixes.speaksUIKit
            ? "make it one accessibility element (isAccessibilityElement = true) with a label and the Button trait"
            : "wrap the content in Button { … } label: { … }, or add .accessibilityElement(children: .combine) and .accessibilityAddTraits(.isButton)"
        return .on(node, "\(node.messageName) has a tap gesture but is not one element: VoiceOver reads its parts separately, none of them as a button, so VoiceOver users are not told they can activate it",
                   fix: fix, at: tap.location)
    }

    /// The view fills the screen: it (or the backdrop it starts with) ignores the safe area, or
    /// it is the root view of an Interface Builder scene.
    private func coversTheScreen(_ node: AXNode) -> Bool {
        let fillsScreen = { (view: AXNode) in
            ["ignoresSafeArea", "edgesIgnoringSafeArea"].contains { view.modifierLocations[$0] != nil }
        }
        if fillsScreen(node) || node.children.first.map(fillsScreen) == true { return true }
        return node.location.file.hasSuffix(".storyboard") && node.path.split(separator: "/").count == 2
    }
}
