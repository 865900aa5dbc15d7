import AuditModel

/// `label-is-identifier`: a written label that is really an identifier or a file name.
/// (Labels that come straight from an image's name are `image-label` and `control-name`.)
struct LabelIsIdentifierRule: Rule {
    let descriptor = RuleDescriptor(
        id: "label-is-identifier",
        title: "Labels are words, not identifiers",
        summary: "A label looks like an identifier or file name: snake_case, camelCase, kebab-case, an SF Symbol name, a file name, or a camera file name like IMG_2031.",
        rationale: "VoiceOver reads identifiers letter by letter or as odd fragments (\"btn close\", \"icon underscore trash\", \"I M G 2031\"). Such labels usually mean a test identifier, an asset name or an untranslated localization key ended up where people will hear it.",
        category: .voiceover,
        defaultSeverity: .warning,
        wcag: ["2.4.6", "4.1.2"],
        appleAuditType: "sufficientElementDescription",
        fix: "Write the label as words a person would say (\"Close\", \"Photo taken on 3 May\"). Put identifiers for UI tests in `.accessibilityIdentifier(…)`, which VoiceOver never reads. If the text is a localization key, add it to every language's strings.",
        examples: [
            .triggering("""
            Button(action: {}) {
                Image(systemName: "xmark")
            }
            .accessibilityLabel("btnClose")
            """),
            .triggering("""
            Image("photo")
                .accessibilityLabel("IMG_2031")
            """),
            .triggering("""
            Button("square.and.arrow.up") { }
            """),
            .triggering("""
            Text("onboarding_title")
            """),
            .nonTriggering("""
            Button(action: {}) {
                Image(systemName: "xmark")
            }
            .accessibilityLabel("Close")
            .accessibilityIdentifier("btnClose")
            """),
            .nonTriggering("""
            Text("Works with iPhone and macOS")
            """),
            .nonTriggering("""
            Link("apple.com", destination: URL(string: "https://apple.com")!)
            """),
            .nonTriggering("""
            Button("Sign-in help") { }
            """),
        ])

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(context.facts)
        var applicable = false
        var violations: [Violation] = []
        context.facts.forEachReachableElement { node, _ in
            guard let label = node.label, LabelText.isWritten(label), !label.isEmpty else { return }
            applicable = true
            guard !label.isDynamic, let shape = IdentifierShape.of(label.literalText) else { return }
            let suggestion = LabelSuggestion.forName(label)
            let purpose = node.role == .image || node.traits.contains(.image) ? "describing what it shows" : "saying what it does"
            var fix = "\(fixes.setLabel(suggestion, purpose: purpose)); keep identifiers in \(fixes.speaksUIKit ? "accessibilityIdentifier" : ".accessibilityIdentifier(…)")"
            // Visible text shaped like a key is often a localization key without a translation.
            if label.source == .derived, [.snakeCase, .symbolName, .kebabCase].contains(shape) {
                fix += "; if it is a localization key, give it an entry in every language's strings"
            }
            violations.append(.on(node, "\(node.viewType) is announced as \(node.quotedAnnouncement), which reads like \(shape.description) rather than words",
                                  fix: fix))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }
}

extension IdentifierShape: CustomStringConvertible {
    var description: String {
        switch self {
        case .snakeCase, .camelCase, .kebabCase: return "a \(rawValue) identifier"
        default: return rawValue
        }
    }
}
