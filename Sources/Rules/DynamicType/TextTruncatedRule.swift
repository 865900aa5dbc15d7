import AuditModel

/// `text-truncated`: at some size up to the target, a line limit cuts the estimated text short.
struct TextTruncatedRule: Rule {
    let descriptor = RuleDescriptor(
        id: "text-truncated",
        title: "Text is truncated at larger text sizes",
        summary: "A line limit truncates the estimated text at or below the target size.",
        rationale: """
            Truncated text ends in "…" and hides the rest. Apple's guidance is to show as much \
            text at the largest accessibility size as at the default size, and to let labels use \
            as many lines as they need.
            """,
        category: .dynamicType, defaultSeverity: .warning, wcag: ["1.4.4"], appleAuditType: "textClipped",
        fix: """
            Remove the line limit or allow more lines (.lineLimit(2...), .lineLimit(nil)); stack \
            rows at accessibility sizes. In UIKit, set numberOfLines = 0 (Lines 0 in the \
            Attributes inspector).
            """,
        examples: [
            .triggering(#"Text("Continue shopping").frame(width: 100).lineLimit(1)"#),
            .triggering(#"Text("Your order has shipped and will arrive on Tuesday").lineLimit(1)"#),
            .triggering("""
                HStack {
                    Text("Delivery")
                    Text("Tomorrow between 9 and 11 am").lineLimit(1)
                }
                """),
            .nonTriggering("""
            struct ServerRow: View {
                let server: Server
                var body: some View {
                    Text(server.name)
                        .lineLimit(1)
                }
            }
            """),
            .nonTriggering(#"Text("Continue shopping").lineLimit(1)"#),
            // The author chose where a long name is cut: needs review.
            .nonTriggering(#"Text("Living room ceiling lights").frame(width: 100).lineLimit(1).truncationMode(.middle)"#),
            .nonTriggering(#"Text("Your order has shipped and will arrive on Tuesday")"#),
            .nonTriggering(#"Text("Your order has shipped").lineLimit(3)"#),
        ],
        platforms: Platform.dynamicTypeSizes)

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        guard let estimates = DynamicTypeSupport.estimatesUpToTarget(context) else {
            return .notApplicable
        }
        let index = NodeIndex(screen)
        let uikit = context.facts.isUIKit
        let violations = DynamicTypeSupport.firstBreaks(in: estimates, where: \.isTruncated)
            .compactMap { estimate -> Violation? in
                guard let node = index.node(at: estimate.path) else { return nil }
                let p = DynamicTypeSupport.points
                let limit = uikit ? "numberOfLines \(estimate.lines)" : "its line limit of \(estimate.lines)"
                var message = "at \(estimate.size.rawValue) \(DynamicTypeSupport.excerpt(node)) needs "
                    + "\(DynamicTypeSupport.lines(estimate.neededLines)) in \(p(estimate.availableWidth)) pt of width "
                    + "but \(limit) cuts it off"
                // An explicit truncation mode says the author expects the text to be cut there
                // (a long name shortened in the middle): whether enough of it shows is for a person.
                let chosen = node.layout.truncationMode
                if let chosen { message += ", where .truncationMode(.\(chosen)) shortens it on purpose" }
                message += " " + DynamicTypeSupport.estimateNote(node, context.options)
                let owner = index.owner(of: node.path) { $0.layout.lineLimit != nil } ?? node
                return Violation(node: node, message: message, location: owner.location(ofModifier: "lineLimit"),
                                 status: chosen != nil ? .needsReview : DynamicTypeSupport.estimateStatus(node, estimate))
            }
        return RuleOutcome(applicable: true, violations: violations)
    }
}
