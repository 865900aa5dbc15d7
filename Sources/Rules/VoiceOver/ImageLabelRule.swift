import AuditModel

/// `image-label`: an image VoiceOver stops on, labelled only by its file or symbol name.
/// SwiftUI makes `Image("icon_trash")` an element and reads the asset name aloud.
struct ImageLabelRule: Rule {
    let descriptor = RuleDescriptor(
        id: "image-label",
        title: "Images have a meaningful label or are hidden",
        summary: "An image VoiceOver reaches is labelled only by its asset name (error) or SF Symbol name (warning).",
        rationale: "SwiftUI turns every `Image(\"name\")` into an accessibility element and speaks the asset name (\"icon underscore trash\"), because the name doubles as a localization key. SF Symbols fall back to a description made from the symbol name (\"heart fill\"). Either way people hear a file name instead of what the picture means, or they stop on a picture that is only decoration.",
        category: .voiceover,
        defaultSeverity: .error,
        wcag: ["1.1.1"],
        appleAuditType: "sufficientElementDescription",
        fix: "If the image carries meaning, describe it: `Image(\"chart\", label: Text(\"Sales up 20%\"))` or `.accessibilityLabel(\"…\")`. If it is decoration, hide it: `Image(decorative: \"divider\")` or `.accessibilityHidden(true)`. An image next to text that says the same thing is decoration.",
        examples: [
            .triggering("""
            Image("icon_trash")
            """),
            .triggering("""
            VStack {
                Image("hero_banner")
                Text("Welcome back")
            }
            """),
            .triggering("""
            HStack {
                Image(systemName: "heart.fill")
                Text("Favorites")
            }
            """),
            .nonTriggering("""
            Image(decorative: "hero_banner")
            """),
            .nonTriggering("""
            Image("chart")
                .accessibilityLabel("Sales grew 20% this month")
            """),
            .nonTriggering("""
            Label("Favorites", systemImage: "heart.fill")
            """),
            .nonTriggering("""
            Button(action: {}) {
                Image(systemName: "trash")
            }
            .accessibilityLabel("Delete")
            """),
            .nonTriggering("""
            Image(systemName: "star.fill")
                .accessibilityHidden(true)
            """),
        ])

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(screen)
        var applicable = false
        var violations: [Violation] = []
        screen.root.walkWithEnclosure { node, enclosure in
            // Exposed images only: images inside a control, a Label, or an element that
            // merges or ignores its children are spoken through that element, if at all.
            guard node.role == .image || node.traits.contains(.image), node.isElement,
                  !node.isInteractive, !enclosure.isHidden, !enclosure.insideElement,
                  !enclosure.insideControl, !enclosure.insideLabelView else { return }
            applicable = true
            guard let label = node.label,
                  label.source == .assetName || label.source == .symbolName else { return }
            let isAsset = label.source == .assetName
            let severity: Severity = isAsset ? .error : .warning
            let what = isAsset ? "its image file name" : "its SF Symbol name"
            let fix = "\(fixes.setLabel(LabelSuggestion.forName(label))) if it carries meaning, or \(fixes.hideDecorative) if it is decoration"
            if label.isDynamic {
                violations.append(.on(node, "\(node.viewType) is labelled by \(what), chosen at run time (\(label.spoken)): unless that name has a localized description, VoiceOver reads the file name",
                                      fix: fix, undecided: true, severity: severity))
            } else {
                violations.append(.on(node, "\(node.viewType) is announced as \(node.quotedAnnouncement), read from \(what): \(fix)",
                                      fix: fix, severity: severity))
            }
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }
}
