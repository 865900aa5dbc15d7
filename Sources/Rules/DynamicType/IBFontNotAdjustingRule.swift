import AuditModel

/// `ib-font-not-adjusting`: a UIKit text-style font without `adjustsFontForContentSizeCategory`.
struct IBFontNotAdjustingRule: Rule {
    let descriptor = RuleDescriptor(
        id: "ib-font-not-adjusting",
        title: "Text style font does not adjust automatically",
        summary: """
            An Interface Builder label, button or field uses a text style without \
            adjustsFontForContentSizeCategory ("Automatically Adjusts Font").
            """,
        rationale: """
            Without "Automatically Adjusts Font" a text-style font is sized once, when the view \
            loads, and ignores later text size changes until the screen is rebuilt. People who \
            change the size (often from Control Center, while using the app) see no change.
            """,
        category: .dynamicType, defaultSeverity: .error, wcag: ["1.4.4"], appleAuditType: "dynamicType",
        fix: """
            Check "Automatically Adjusts Font" in the Attributes inspector, or set \
            adjustsFontForContentSizeCategory = true in code.
            """,
        examples: [
            .triggering(InterfaceBuilderExample.xib(label: #"text="Welcome back""#,
                                                    font: #"style="UICTFontTextStyleBody""#),
                        format: .interfaceBuilder),
            .triggering(InterfaceBuilderExample.xib(label: #"text="Order summary" numberOfLines="0""#,
                                                    font: #"style="UICTFontTextStyleTitle1""#),
                        format: .interfaceBuilder),
            .triggering(InterfaceBuilderExample.xib(label: #"placeholder="Email" borderStyle="roundedRect" minimumFontSize="17""#,
                                                    font: #"style="UICTFontTextStyleCallout""#, element: "textField"),
                        format: .interfaceBuilder),
            .nonTriggering(InterfaceBuilderExample.xib(label: #"text="Welcome back" adjustsFontForContentSizeCategory="YES""#,
                                                       font: #"style="UICTFontTextStyleBody""#),
                           format: .interfaceBuilder),
            .nonTriggering(InterfaceBuilderExample.xib(label: #"placeholder="Email" borderStyle="roundedRect" adjustsFontForContentSizeCategory="YES" minimumFontSize="17""#,
                                                       font: #"style="UICTFontTextStyleCallout""#, element: "textField"),
                           format: .interfaceBuilder),
            .nonTriggering(InterfaceBuilderExample.xib(label: #"text="Sale""#,
                                                       font: #"type="system" pointSize="14""#),
                           format: .interfaceBuilder),
            .nonTriggering(#"Text("Welcome back").font(.body)"#),
        ],
        platforms: Platform.dynamicTypeSizes)

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        // Only storyboards and xibs record adjustsFontForContentSizeCategory; a runtime dump,
        // though UIKit, cannot show it, so the rule cannot pass one either, and no other
        // screen has a text style that does not adjust.
        guard screen.source == .interfaceBuilder else { return .notApplicable }
        var applicable = false
        var violations: [Violation] = []
        screen.root.walk { node in
            guard DynamicTypeSupport.drawsText(node), let font = node.font else { return }
            applicable = true
            guard case .textStyleNotAdjusting(let style) = font else { return }
            let large = DynamicTypeSupport.points(context.table.pointSize(style, .large))
            let message = "\(node.viewType) \(DynamicTypeSupport.excerpt(node)) uses the \(style.rawValue) text style "
                + "without adjustsFontForContentSizeCategory: it is sized once when the view loads "
                + "(\(large) pt at the default size) and does not follow later text size changes"
            violations.append(Violation(node: node, message: message, location: node.location(ofModifier: "font"),
                                        status: DynamicTypeSupport.status(node)))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }
}
