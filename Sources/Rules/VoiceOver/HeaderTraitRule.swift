import AuditModel

/// `header-trait`: a title-styled text that opens a group of content should be a heading, so
/// VoiceOver users can jump between sections with the rotor.
struct HeaderTraitRule: Rule {
    let descriptor = RuleDescriptor(
        id: "header-trait",
        title: "Section titles are headings",
        summary: "A title-styled text (largeTitle, title, title2, title3) that starts a section has no header trait.",
        rationale: "VoiceOver users skim a screen by headings: with the rotor set to Headings, a swipe jumps to the next section. Text that only looks like a heading (big, bold) is skipped by that navigation, so people must listen through every element to find a section.",
        category: .voiceover,
        defaultSeverity: .info,
        wcag: ["1.3.1", "2.4.6"],
        appleAuditType: "trait",
        fix: "Add `.accessibilityAddTraits(.isHeader)` to the title (or `.accessibilityHeading(.h2)` for nested sections). Titles in `Section(\"…\")` headers and `.navigationTitle` are headings already.",
        examples: [
            .triggering("""
            VStack(alignment: .leading) {
                Text("Account")
                    .font(.title2)
                Text("Signed in as Alex")
                Button("Sign out") { }
            }
            """),
            .triggering("""
            VStack {
                Text("Recent orders")
                    .font(.title)
                Text("No orders yet")
            }
            """),
            .triggering("""
            ScrollView {
                Text("Trending")
                    .font(.largeTitle)
                Text("Top stories of the day")
            }
            """),
            .nonTriggering("""
            VStack(alignment: .leading) {
                Text("Account")
                    .font(.title2)
                    .accessibilityAddTraits(.isHeader)
                Text("Signed in as Alex")
            }
            """),
            .nonTriggering("""
            VStack {
                Text("Recent orders")
                    .font(.headline)
                Text("No orders yet")
            }
            """),
            .nonTriggering("""
            VStack {
                Text("Signed in as Alex")
                Text("Member since 2020")
                    .font(.title3)
            }
            """),
        ])

    static let titleStyles: Set<TextStyle> = [.largeTitle, .title, .title2, .title3]
    /// Fixed sizes at least this large read as a title (Title 3 at the default size).
    static let titleMinimumPoints: Double = 20

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(context.facts)
        var applicable = false
        var violations: [Violation] = []
        var reported = Set<String>()
        let facts = context.facts
        for index in facts.nodes.indices {
            let (node, enclosure) = (facts.nodes[index].node, facts.nodes[index].enclosure)
            // A container with one child holds what that child holds; the child is checked itself.
            guard !node.isElement, node.children.count >= 2, !enclosure.isHidden, !enclosure.insideElement else { continue }
            // Its first element, if it holds at least two.
            var first: AXNode?, elements = 0
            facts.forEachReachableDescendant(ofNodeAt: index) { element in
                if first == nil { first = element }
                elements += 1
                return elements < 2
            }
            guard elements == 2, let first, isTitleStyled(first), !titlesNothing(first) else { continue }
            applicable = true
            guard !first.traits.contains(.header), !reported.contains(first.path) else { continue }
            reported.insert(first.path)
            let fix = fixes.addTrait(.header)
            // Text chosen at run time in a big font is as often a readout (a watch's "Locked",
            // a widget's temperature, a Live Activity's status) as a title: a person decides.
            let readout = first.label?.isDynamic == true
            let doubt = readout ? ", unless it is a value shown large (a state, a reading) rather than a title" : ""
            violations.append(.on(first, "\(first.messageName) looks like the title of a section but is announced as \(first.quotedAnnouncement), not as a heading, so the VoiceOver rotor cannot jump to it\(doubt)",
                                  fix: fix, undecided: readout))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }

    /// One character chosen at run time (an icon font's glyph, an initial) titles nothing, nor
    /// does a date or timer SwiftUI formats (`Text(end, style: .timer)`): it is a reading.
    private func titlesNothing(_ node: AXNode) -> Bool {
        guard let label = node.label, label.literalText.allSatisfy(\.isWhitespace) else { return false }
        let parts = label.parts.compactMap { part -> String? in
            if case .dynamic(let expression) = part { return expression }
            return nil
        }
        return parts.count == 1
            && (RunTimeTextLength.assumed(for: parts[0], default: 2) == 1 || RunTimeTextLength.isFormattedDate(parts[0]))
    }

    private func isTitleStyled(_ node: AXNode) -> Bool {
        guard node.role == .staticText, !node.isInteractive else { return false }
        switch node.font {
        case .textStyle(let style)?, .textStyleNotAdjusting(let style)?: return Self.titleStyles.contains(style)
        case .custom(let size, let style)?: return Self.titleStyles.contains(style) || size >= Self.titleMinimumPoints
        case .fixed(let size)?: return size >= Self.titleMinimumPoints
        case .unknown?, nil: return false
        }
    }
}
