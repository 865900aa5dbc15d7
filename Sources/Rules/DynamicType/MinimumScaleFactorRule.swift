import AuditModel

/// `minimum-scale-factor`: `minimumScaleFactor` lets text shrink below the minimum readable size.
struct MinimumScaleFactorRule: Rule {
    let descriptor = RuleDescriptor(
        id: "minimum-scale-factor",
        title: "Text may shrink below a readable size",
        summary: "minimumScaleFactor (UIKit autoshrink) lets text shrink below 11 pt at the default text size.",
        rationale: """
            Shrinking text to fit undoes what Dynamic Type is for: the text gets smaller exactly \
            when there is too much of it. Apple's minimum readable size on iOS is 11 pt.
            """,
        category: .dynamicType, defaultSeverity: .warning, wcag: ["1.4.4"], appleAuditType: "dynamicType",
        fix: """
            Let the text wrap instead of shrinking (remove the line limit), or raise the factor so \
            the text stays at 11 pt or more. In UIKit, turn Autoshrink off or raise its minimum \
            font scale.
            """,
        examples: [
            .triggering(#"Text("Continue shopping").lineLimit(1).minimumScaleFactor(0.5)"#),
            .triggering(#"Text("Price per month").font(.caption).minimumScaleFactor(0.8)"#),
            .triggering("""
                VStack {
                    Text("Order")
                    Text("Shipped")
                }
                .minimumScaleFactor(0.6)
                """),
            .nonTriggering(#"Text("Continue shopping").lineLimit(1).minimumScaleFactor(0.7)"#),
            .nonTriggering(#"Text("Balance").font(.largeTitle).minimumScaleFactor(0.5)"#),
            .nonTriggering(#"Text("Continue shopping").lineLimit(1)"#),
        ],
        platforms: Platform.dynamicTypeSizes)

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        // Without a factor below 1 there is nothing to find: whether the rule applies is all
        // that is left, and needs no estimate at the default size when every size has the same texts.
        let shrinks = context.facts.nodes.contains { $0.node.layout.minimumScaleFactor.map { $0 < 1 } == true }
        if !shrinks, let measures = context.facts.measuresTextAtEverySize {
            return measures ? RuleOutcome(applicable: true, violations: []) : .notApplicable
        }
        let texts = context.facts.estimate(at: .large).texts
        guard !texts.isEmpty else { return .notApplicable }
        let index = NodeIndex(screen)
        let minimum = context.options.minimumTextSize
        // One finding per modifier (texts inherit it and its location), for its smallest result.
        var smallest: [SourceLocation: (owner: AXNode, text: TextEstimate, size: Double)] = [:]
        var order: [SourceLocation] = []
        for text in texts {
            guard let factor = text.minimumScaleFactor, factor < 1,
                  text.requestedPointSize * factor < minimum - 1e-9,
                  let owner = index.owner(of: text.path, where: { $0.modifierLocations["minimumScaleFactor"] != nil })
            else { continue }
            let location = owner.location(ofModifier: "minimumScaleFactor")
            let shrunk = text.requestedPointSize * factor
            if let known = smallest[location], known.size <= shrunk { continue }
            if smallest[location] == nil { order.append(location) }
            smallest[location] = (owner, text, shrunk)
        }
        let uikit = context.facts.isUIKit
        let violations = order.compactMap { smallest[$0] }.map { entry -> Violation in
            let p = DynamicTypeSupport.points
            let factor = entry.text.minimumScaleFactor ?? 1
            let setting = uikit ? "Autoshrink (minimum scale \(p(factor)))" : "minimumScaleFactor(\(p(factor)))"
            let node = index.node(at: entry.text.path) ?? entry.owner
            let message = "\(setting) lets \(DynamicTypeSupport.excerpt(node)) shrink to \(p(entry.size)) pt "
                + "at the default text size (\(p(entry.text.requestedPointSize)) pt × \(p(factor))); "
                + "text under \(p(minimum)) pt is hard to read"
            return Violation(node: entry.owner, message: message,
                             location: entry.owner.location(ofModifier: "minimumScaleFactor"),
                             status: DynamicTypeSupport.status(entry.owner))
        }
        return RuleOutcome(applicable: true, violations: violations)
    }
}
