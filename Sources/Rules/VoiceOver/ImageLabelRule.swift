import AuditModel

/// `image-label`: an image VoiceOver stops on, labelled only by its file or symbol name.
/// SwiftUI makes `Image("icon_trash")` an element and reads the asset name aloud.
struct ImageLabelRule: Rule {
    let descriptor = RuleDescriptor(
        id: "image-label",
        title: "Images have a meaningful label or are hidden",
        summary: "An image VoiceOver reaches has no description, or is labelled only by its asset name (error) or SF Symbol name (warning).",
        rationale: "SwiftUI turns every `Image(\"name\")` into an accessibility element and speaks the asset name (\"icon underscore trash\"), because the name doubles as a localization key. SF Symbols fall back to a description made from the symbol name (\"heart fill\"). Either way people hear a file name instead of what the picture means, or they stop on a picture that is only decoration. A picture loaded at run time (`AsyncImage`) with no label is announced only as \"image\".",
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
            HStack {
                Image("icon_star")
                Text("Favorites")
            }
            .accessibilityElement(children: .combine)
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
            .triggering("""
            AsyncImage(url: URL(string: "https://example.com/a.jpg"))
            """),
            .triggering("""
            Button(action: {}) {
                HStack {
                    Image("ic_share_24")
                    Text("Share")
                }
            }
            """),
            .nonTriggering("""
            Button(action: {}) {
                HStack {
                    Image("ic_share_24")
                        .accessibilityHidden(true)
                    Text("Share")
                }
            }
            """),
            .nonTriggering("""
            Button(action: {}) {
                HStack {
                    Image(systemName: "square.and.arrow.up")
                    Text("Share")
                }
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
        let fixes = FixWriter(context.facts)
        var applicable = false
        var violations: [Violation] = []
        context.facts.forEachNode { node, enclosure in
            if node.isSpokenInControlName {
                if !enclosure.isHidden, let violation = nameInControl(node, fixes: fixes) { violations.append(violation) }
                applicable = applicable || !enclosure.isHidden
                return
            }
            // Exposed images only: not inside a control or a Label, and not inside an element
            // that ignores its children or has a label of its own. Inside a `.combine` element
            // without one, the image's name is spoken as part of the combined label.
            guard node.role == .image || node.traits.contains(.image), !node.isInteractive, !enclosure.isHidden,
                  enclosure.insideElement ? enclosure.insideUnlabelledCombine : node.isElement,
                  !enclosure.insideControl, !enclosure.insideLabelView else { return }
            applicable = true
            guard let label = node.label, !label.isEmpty else {
                // An image with no description at all (`AsyncImage`, a picture loaded at run
                // time): VoiceOver says only "image". Inside a combined element it says nothing.
                guard !enclosure.insideElement else { return }
                let fix = "\(fixes.setLabel(nil, purpose: "describing what it shows")) if it carries meaning, or \(fixes.hideDecorative) if it is decoration"
                violations.append(.on(node, "\(node.viewType) is announced as \(node.quotedAnnouncement), with no description", fix: fix))
                return
            }
            guard label.source == .assetName || label.source == .symbolName else { return }
            let isAsset = label.source == .assetName
            let severity: Severity = isAsset ? .error : .warning
            let what = isAsset ? "its image file name" : "its SF Symbol name"
            let fix = "\(fixes.setLabel(LabelSuggestion.forName(label))) if it carries meaning, or \(fixes.hideDecorative) if it is decoration"
            if label.isDynamic {
                violations.append(.on(node, "\(node.viewType) is labelled by \(what), \(LabelSuggestion.whence(label)) (\(label.spoken)): unless that name has a localized description, VoiceOver reads the file name",
                                      fix: fix, undecided: true, severity: severity))
            } else if enclosure.insideElement {
                violations.append(.on(node, "\(node.viewType) \"\(label.spoken)\" is read aloud as part of a combined element's label, taken from \(what)",
                                      fix: fix, severity: severity))
            } else {
                violations.append(.on(node, "\(node.viewType) is announced as \(node.quotedAnnouncement), read from \(what)",
                                      fix: fix, severity: severity))
            }
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }

    /// An image in a button's label next to its text: SwiftUI speaks the image's name with
    /// the text. An asset named like a file ("ic_share_24") is read out; a symbol is spoken by
    /// the system's description of it, and an asset named with words says what it shows.
    private func nameInControl(_ node: AXNode, fixes: FixWriter) -> Violation? {
        guard let label = node.label, label.source == .assetName, !LabelSuggestion.isWords(label) else { return nil }
        let fix = "\(fixes.hideDecorative) if the text beside it says the same, or \(fixes.setLabel(LabelSuggestion.forName(label))) if it adds meaning"
        if label.isDynamic {
            return .on(node, "\(node.viewType) is named by its image file name, \(LabelSuggestion.whence(label)) (\(label.spoken)), which SwiftUI reads out with the button's text: unless that name has a localized description, VoiceOver reads the file name",
                       fix: fix, undecided: true)
        }
        return .on(node, "\(node.viewType) \"\(label.spoken)\" is read aloud with the button's text as part of its name, taken from its image file name",
                   fix: fix)
    }
}
