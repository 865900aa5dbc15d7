import AuditModel

/// `state-not-exposed`: a control shows a state by sight alone (a filled or empty icon, a
/// checkmark shown when chosen) and says nothing of it to VoiceOver.
struct StateNotExposedRule: Rule {
    let descriptor = RuleDescriptor(
        id: "state-not-exposed",
        title: "A state shown by sight is also spoken",
        summary: "A control's look switches on a condition (a filled or empty icon, a conditional checkmark) and no selected trait, value or Toggle says so.",
        rationale: "Sighted people see a star fill in or a checkmark appear. VoiceOver may speak the symbol's own description while it shows (\"Checkmark\"), but nothing tells it that this is a state: no \"Selected\", no value, no rotor or braille status, and an absent mark is simply not heard. A state must be exposed to assistive technology as a trait or a value (WCAG 4.1.2 Name, Role, Value).",
        category: .voiceover,
        defaultSeverity: .warning,
        wcag: ["4.1.2"],
        appleAuditType: "trait",
        fix: "Say the state: `.accessibilityAddTraits(isOn ? .isSelected : [])` for a chosen item, `.accessibilityValue(isOn ? \"On\" : \"Off\")` for on/off, or use a `Toggle`, which speaks its state.",
        examples: [
            .triggering("""
            Button { } label: {
                Image(systemName: isFavorite ? "star.fill" : "star")
            }
            .accessibilityLabel("Favorite")
            """),
            .triggering("""
            Button { } label: {
                HStack {
                    Text("Dark")
                    Spacer()
                    if isChosen {
                        Image(systemName: "checkmark")
                    }
                }
            }
            """),
            .triggering("""
            Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
                .onTapGesture { }
                .accessibilityLabel("Mute")
                .accessibilityAddTraits(.isButton)
            """),
            .nonTriggering("""
            Button { } label: {
                Image(systemName: isFavorite ? "star.fill" : "star")
            }
            .accessibilityLabel("Favorite")
            .accessibilityAddTraits(isFavorite ? .isSelected : [])
            """),
            .nonTriggering("""
            Button { } label: {
                HStack {
                    Text("Dark")
                    Spacer()
                    if isChosen {
                        Image(systemName: "checkmark")
                    }
                }
            }
            .accessibilityValue(isChosen ? "Chosen" : "")
            """),
            .nonTriggering("""
            Toggle(isOn: $isMuted) {
                Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
            }
            .accessibilityLabel("Mute")
            """),
            .nonTriggering("""
            Button { } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            }
            .accessibilityLabel(isPlaying ? "Pause" : "Play")
            """),
        ])

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(context.facts)
        var applicable = false
        var violations: [Violation] = []
        context.facts.forEachReachableElement { node, _ in
            // A menu's or picker's content is its items, presented apart: their checkmarks are the
            // items' state, which the control shows with its value.
            guard node.isInteractive, !node.isOpaque, node.role != .menu, node.role != .picker else { return }
            applicable = true
            guard let shown = Self.stateShownBySight(in: node), !Self.exposesState(node) else { return }
            let fix = node.role == .button || node.traits.contains(.button)
                ? (fixes.speaksUIKit ? "add .selected to accessibilityTraits when it is chosen, or set accessibilityValue"
                    : "add .accessibilityAddTraits(isOn ? .isSelected : []) or .accessibilityValue(…) saying the state, or use a Toggle")
                : (fixes.speaksUIKit ? "set accessibilityValue to the state" : "add .accessibilityValue(…) saying the state")
            let line = shown.location.file == node.location.file ? "line \(shown.location.line)"
                : "\(shown.location.file.split(separator: "/").last ?? ""):\(shown.location.line)"
            // Name it by its announcement when its name says nothing of it (an icon-only button).
            let name = node.messageName == node.viewType ? "\(node.viewType) (\(node.quotedAnnouncement))" : node.messageName
            violations.append(.on(node, "\(name) changes its look with a condition (the image at \(line)) but does not expose that state as a trait (.isSelected) or an accessibility value; at most VoiceOver speaks the image's description, which is not a state",
                                  fix: fix))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }

    /// The first visible part of the element (or the element itself) whose look a condition picks.
    static func stateShownBySight(in element: AXNode) -> AXNode? {
        var pending = [element]
        while let node = pending.popLast() {
            if node.isHidden || node.isOpaque { continue }
            if node.showsStateBySight { return node }
            pending.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// A selected trait (always or under a condition), a value, Toggle semantics, or a written
    /// label that itself changes with the condition (`isPlaying ? "Pause" : "Play"`).
    static func exposesState(_ node: AXNode) -> Bool {
        if node.role == .toggle || node.traits.contains(.toggle) { return true }
        if node.traits.contains(.selected) || node.conditionalTraits.contains(.selected) { return true }
        if let value = node.value, !value.isEmpty { return true }
        guard let label = node.label, LabelText.isWritten(label) else { return false }
        return !LabelText.choiceOptions(label).isEmpty
    }
}
