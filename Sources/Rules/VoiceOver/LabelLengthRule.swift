import AuditModel

/// `label-length`: a label longer than the profile's word limit (default 12).
struct LabelLengthRule: Rule {
    let descriptor = RuleDescriptor(
        id: "label-length",
        title: "Labels are short",
        summary: "An accessibility label (or a control's title) has more words than the profile's limit (12 by default).",
        rationale: "VoiceOver reads the whole label on every visit, before the trait and the value. Long labels slow down navigation and bury what the element is; Apple asks for labels of a word or a few. Details belong in the hint, the value, or accessibilityCustomContent.",
        category: .voiceover,
        defaultSeverity: .info,
        wcag: ["2.4.6"],
        fix: "Shorten the label to what identifies the element (\"Add to cart\"); move the rest to `.accessibilityHint(\"…\")` or `.accessibilityCustomContent(\"Details\", …)`.",
        examples: [
            .triggering("""
            Button(action: {}) {
                Image(systemName: "cart.badge.plus")
            }
            .accessibilityLabel("Add this item to your shopping cart so that you can buy it later today")
            """),
            .triggering("""
            Button("Read our terms of service and privacy policy before you create your new account") { }
            """),
            .triggering("""
            Image("team")
                .accessibilityLabel("Our whole team standing in front of the office building on a sunny day in May")
            """),
            .nonTriggering("""
            Button(action: {}) {
                Image(systemName: "cart.badge.plus")
            }
            .accessibilityLabel("Add to cart")
            """),
            .nonTriggering("""
            Text("Read our terms of service and privacy policy before you create your new account")
            """),
            .nonTriggering("""
            Image("team")
                .accessibilityLabel("Our team in front of the office")
            """),
            // One branch of an `if` shows at a time: the row is read with one of the two texts.
            .nonTriggering("""
            HStack {
                Button("Retry upload") {}
                if finished {
                    Text("Finished on the last day of the month")
                } else {
                    Text("Still running in the background, please wait")
                }
            }
            .accessibilityElement(children: .combine)
            """),
        ])

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(context.facts)
        let limit = context.options.labelWordLimit
        var applicable = false
        var violations: [Violation] = []
        context.facts.forEachReachableElement { node, _ in
            // Visible paragraphs may be long; labels written for VoiceOver and control titles not.
            guard !node.isOpaque, let label = node.writtenLabel, !label.isEmpty,
                  label.source == .explicit || (label.source == .derived && node.isInteractive) else { return }
            applicable = true
            let count = LabelText.wordCount(LabelText.matchable(label))
            guard count > limit else { return }
            let hint = fixes.speaksUIKit ? "accessibilityHint" : ".accessibilityHint(\"…\")"
            let fix = "\(fixes.setLabel(nil, purpose: "of a few words that identify it")); move the details to \(hint)"
            violations.append(.on(node, "\(node.viewType) label has \(count)\(label.isDynamic ? " or more" : "") words (limit \(limit)): VoiceOver reads \"\(label.spoken)\" on every visit",
                                  fix: fix))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }
}
