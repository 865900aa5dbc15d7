import AuditModel

/// `control-name`: every control needs a name VoiceOver can speak. A name taken only from an
/// SF Symbol or image file name counts as missing: "square and arrow up" is not "Share".
struct ControlNameRule: Rule {
    let descriptor = RuleDescriptor(
        id: "control-name",
        title: "Controls have a usable name",
        summary: "A button, link, toggle, menu, picker, text field, slider, stepper or tap target has no name, an empty one, or only a symbol or image file name.",
        rationale: "VoiceOver announces a control by its name. Without one, people hear only \"button\" and cannot tell what it does; a name made from an icon's file or symbol name (\"square and arrow up\", \"icon_trash\") describes the picture, not the action. Voice Control users also say the name to activate the control.",
        category: .voiceover,
        defaultSeverity: .error,
        wcag: ["4.1.2", "2.4.6", "2.5.3"],
        appleAuditType: "sufficientElementDescription",
        fix: "Give the control a short name that says what it does: a visible title (`Button(\"Share\", systemImage: \"square.and.arrow.up\")`, `TextField(\"Email\", text: $email)`), or `.accessibilityLabel(\"Share\")` for icon-only controls. In Interface Builder, set the label in the Identity inspector's Accessibility section.",
        examples: [
            .triggering("""
            Button(action: {}) {
                Image(systemName: "square.and.arrow.up")
            }
            """),
            .triggering("""
            Image("icon_close")
                .onTapGesture { }
                .accessibilityAddTraits(.isButton)
            """),
            .triggering("""
            TextField("", text: .constant(""))
            """),
            .triggering("""
            Toggle(isOn: .constant(true)) { }
            """),
            .nonTriggering("""
            Button("Share", systemImage: "square.and.arrow.up") { }
            """),
            .nonTriggering("""
            Button(action: {}) {
                Image(systemName: "trash")
            }
            .accessibilityLabel("Delete")
            """),
            .nonTriggering("""
            TextField("Email", text: .constant(""))
            """),
            .nonTriggering("""
            Toggle("Wi-Fi", isOn: .constant(true))
            """),
            .nonTriggering("""
            Button(role: .close) { }
            """),
            .nonTriggering("""
            Button(Strings.Export.title) { }
            """),
            .nonTriggering("""
            Button(action: {}) {
                Image("Share")
            }
            """),
            .triggering("""
            Button(action: {}) {
                Image(systemSymbol: .xmarkCircleFill)
            }
            """),
        ])

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(context.facts)
        var applicable = false
        var violations: [Violation] = []
        context.facts.forEachInteractiveNode { node, enclosure in
            // Hidden controls are `hidden-interactive`'s; controls merged into an element are
            // named through it (their names become its actions: `custom-action-name`).
            guard !enclosure.isHidden, !enclosure.insideElement else { return }
            if node.isElement {
                applicable = true
                if let violation = check(node, name: node.label, fixes: fixes) { violations.append(violation) }
            } else {
                // A tap gesture on a plain container: VoiceOver reads what is inside it.
                let inside = node.reachableDescendants()
                guard !inside.isEmpty else { return }
                applicable = true
                let names = inside.compactMap(\.label).filter { !$0.isEmpty }
                guard names.allSatisfy({ $0.source == .symbolName || $0.source == .assetName }),
                      !names.contains(where: \.isDynamic) else { return }
                let suggestion = names.first.flatMap(LabelSuggestion.forName)
                let said = names.isEmpty ? "nothing inside it" : "only " + names.map { "\"\($0.spoken)\"" }.joined(separator: ", ") + " inside it"
                let fix = fixes.speaksUIKit ? fixes.setLabel(suggestion)
                    : "make it one named button: Button { … } label: { … } with \(fixes.labelModifier(suggestion))"
                violations.append(.on(node, "\(node.viewType) has a tap gesture, and VoiceOver reads \(said), no name for what it does",
                                      fix: fix))
            }
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }

    private func check(_ node: AXNode, name: SpokenText?, fixes: FixWriter) -> Violation? {
        guard let name, !name.isEmpty else {
            let said = node.quotedAnnouncement
            let unknownContent = node.containsOpaqueContent
            let message = unknownContent
                ? "\(node.viewType) has no name the audit can see (its content is a view it cannot look into); VoiceOver may announce it as \(said)"
                : "\(node.viewType) is announced as \(said), with no name\(placeholderNote(node))"
            return .on(node, message, fix: howToName(node, suggestion: nil, fixes: fixes), undecided: unknownContent)
        }
        guard name.source == .symbolName || name.source == .assetName else { return nil }
        let suggestion = LabelSuggestion.forName(name)
        if LabelSuggestion.isWords(name) { return nil }
        let what = name.source == .symbolName ? "an SF Symbol name" : "an image file name"
        if name.isDynamic {
            return .on(node, "\(node.viewType) is named only by \(what), \(LabelSuggestion.whence(name)) (\(name.spoken)): VoiceOver reads the name, not what the control does",
                       fix: howToName(node, suggestion: nil, fixes: fixes), undecided: true)
        }
        return .on(node, "\(node.viewType) is announced as \(node.quotedAnnouncement)",
                   fix: howToName(node, suggestion: suggestion, fixes: fixes))
    }

    /// A text field's placeholder is no name: it is read only while the field is empty.
    private func placeholderNote(_ node: AXNode) -> String {
        guard let placeholder = node.placeholder, !placeholder.isEmpty else { return "" }
        return " (its placeholder \"\(placeholder.spoken)\" is gone once something is typed)"
    }

    /// Text fields and sliders take their name from a title; everything else from a label.
    private func howToName(_ node: AXNode, suggestion: String?, fixes: FixWriter) -> String {
        let label = fixes.setLabel(suggestion)
        guard !fixes.speaksUIKit else { return label }
        switch node.role {
        case .textField, .secureField:
            return "give it a title (\(node.viewType)(\"Email\", text: $email)) or \(label)"
        case .toggle, .slider, .stepper, .picker:
            return "give it a title (\(node.viewType)(\"…\", …); .labelsHidden() hides it on screen but VoiceOver still reads it) or \(label)"
        default:
            return label
        }
    }
}
