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
            .nonTriggering("""
            HStack {
                if isOwnPoll { Button("Option A") { }.disabled(true) } else { Button("Option A") { } }
                Text("42%")
            }
            .accessibilityElement(children: .combine)
            """),
            .nonTriggering("""
            VStack {
                Text("Article title")
                Text("example.com")
            }
            .contextMenu {
                Button("Share") { }
                Button("Copy link") { }
            }
            .accessibilityElement(children: .combine)
            """),
        ])

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(context.facts)
        var applicable = false
        var violations: [Violation] = []
        var combining: [(node: AXNode, controls: [AXNode])] = []
        // By index: iterating the entries copied each one (a reference count per node).
        let nodes = context.facts.nodes
        for index in nodes.indices {
            let node = nodes[index].node
            guard node.childBehavior == .combine, !nodes[index].enclosure.isHidden else { continue }
            applicable = true
            let inside = outermostControls(inside: context.facts.subtree(at: index).dropFirst())
            if inside.count >= 2 { combining.append((node, inside)) }
        }
        // One walk of the screen gives every candidate control the state it needs on screen.
        let states = combining.isEmpty ? [:]
            : DisplayState.states(in: screen.root, ofControls: Set(combining.flatMap { $0.controls.map(\.path) }))
        for (node, inside) in combining {
            let controls = shownTogether(inside, states: states)
            guard controls.count >= 2 else { continue }
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

    /// The controls in `content` (a subtree's nodes in source order) not hidden and not inside
    /// another control: what is inside a control is part of it. The combining element is not
    /// hidden, so what hides its content on the screen hides it inside the element. What the
    /// content presents (a context menu's items, a sheet's buttons) is not inside it.
    private func outermostControls(inside content: ArraySlice<ScreenFacts.EnclosedNode>) -> [AXNode] {
        var controls: [AXNode] = []
        var next = content.startIndex
        while next < content.endIndex {
            let entry = content[next]
            if entry.node.isPresentationContainer {
                next = entry.subtreeEnd
                continue
            }
            guard entry.node.isInteractive else {
                next += 1
                continue
            }
            if !entry.enclosure.isHidden { controls.append(entry.node) }
            next = entry.subtreeEnd
        }
        return controls
    }

    /// The controls, in order, that are on screen with the first: the branches of an `if`/`else`
    /// (`if mine { Bar().disabled(true) } else { Bar() }`) are one control, not two.
    private func shownTogether(_ controls: [AXNode], states: [String: DisplayState]) -> [AXNode] {
        var shown: [AXNode] = []
        for control in controls where shown.allSatisfy({
            DisplayState.canShowTogether(states[$0.path], states[control.path])
        }) {
            shown.append(control)
        }
        return shown
    }
}
