import AuditModel

/// `dynamic-type-clamped`: `.dynamicTypeSize(...)` caps text below the profile's target size.
struct DynamicTypeClampedRule: Rule {
    let descriptor = RuleDescriptor(
        id: "dynamic-type-clamped",
        title: "Dynamic Type is capped below the target size",
        summary: "A .dynamicTypeSize(...) limit (or UIKit maximumContentSizeCategory) stops text below the target size.",
        rationale: """
            People with low vision choose the accessibility text sizes because they need them. \
            A cap below those sizes keeps this text small for exactly those people.
            """,
        category: .dynamicType, defaultSeverity: .warning, wcag: ["1.4.4"], appleAuditType: "dynamicType",
        fix: """
            Remove the cap or raise it to at least the target size, and make the layout adapt \
            instead (wrap text, stack rows, scroll). For elements that must stay small (tab bars, \
            toolbars), add .accessibilityShowsLargeContentViewer().
            """,
        examples: [
            .triggering(#"Text("Total").dynamicTypeSize(...DynamicTypeSize.large)"#),
            .triggering("""
                VStack {
                    Text("Ticket")
                    Text("Gate 12")
                }
                .dynamicTypeSize(.xSmall ... .xxxLarge)
                """),
            .triggering(#"Text("Receipt").dynamicTypeSize(.medium)"#),
            .nonTriggering(#"Text("Total").dynamicTypeSize(...DynamicTypeSize.accessibility3)"#),
            .nonTriggering(#"Text("Total")"#),
            .nonTriggering(#"Text("Total").dynamicTypeSize(.small...)"#),
            .nonTriggering("""
                Label("Home", systemImage: "house")
                    .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                    .accessibilityShowsLargeContentViewer()
                """),
        ],
        platforms: Platform.dynamicTypeSizes)

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let target = context.options.dynamicTypeTarget
        var applicable = false
        // A cap is judged where it is written, once: the texts inside inherit the same range.
        var judged: [(path: String, range: ClosedRange<DynamicTypeSize>)] = []
        var violations: [Violation] = []
        screen.root.walk { node in
            guard !node.isOpaque else { return }
            let capped = node.layout.dynamicTypeRange.flatMap { $0.upperBound < target ? $0 : nil }
            // Looking for text below every node would take time quadratic in the depth: once the
            // rule applies, only a node with a cap needs it.
            guard capped != nil || !applicable, hasText(node) else { return }
            applicable = true
            guard let range = capped,
                  !judged.contains(where: { node.path.hasPrefix($0.path + "/") && $0.range == range })
            else { return }
            judged.append((node.path, range))
            guard !showsLargeContentViewer(node) else { return }
            let location = node.location(ofModifier: "dynamicTypeSize")
            let cap = context.facts.isUIKit
                ? "maximumContentSizeCategory \(range.upperBound.rawValue)"
                : ".dynamicTypeSize(\(DynamicTypeSupport.describe(range)))"
            let message = "\(cap) caps \(DynamicTypeSupport.excerpt(node)) at \(range.upperBound.rawValue): "
                + "people who choose \(target.rawValue) still get \(range.upperBound.rawValue) text here"
            violations.append(Violation(node: node, message: message, location: location,
                                        status: DynamicTypeSupport.status(node)))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }

    private func hasText(_ node: AXNode) -> Bool {
        node.first(where: DynamicTypeSupport.drawsText) != nil
    }

    private func showsLargeContentViewer(_ node: AXNode) -> Bool {
        node.first { $0.showsLargeContentViewer } != nil
    }
}
