import AuditModel

/// `fixed-font-size`: text drawn with a point size that ignores Dynamic Type.
struct FixedFontSizeRule: Rule {
    let descriptor = RuleDescriptor(
        id: "fixed-font-size",
        title: "Text uses a fixed font size",
        summary: "Text uses Font.system(size:), Font.custom(_:fixedSize:) or a fixed UIKit font size.",
        rationale: """
            People who need larger text set it once in Settings and expect every app to follow. \
            A fixed point size stays the same at every text size, so the text stays too small \
            to read for them while everything around it grows.
            """,
        category: .dynamicType, defaultSeverity: .error, wcag: ["1.4.4"], appleAuditType: "dynamicType",
        fix: """
            Use a text style (.font(.body), Font.system(.headline, design: .rounded)) or a custom \
            font that scales (Font.custom(_:size:relativeTo:)). In UIKit, use a text style with \
            "Automatically Adjusts Font", or UIFontMetrics(forTextStyle:).scaledFont(for:).
            """,
        examples: [
            .triggering(#"Text("Sale").font(.system(size: 14))"#),
            .triggering(#"Text("Welcome back").font(.custom("Avenir-Heavy", fixedSize: 22))"#),
            .triggering("""
                VStack {
                    Text("Order #1234")
                    Text("Shipped")
                }
                .font(Font.system(size: 13, weight: .semibold))
                """),
            .triggering(InterfaceBuilderExample.xib(label: #"text="Sale""#,
                                                    font: #"type="system" pointSize="14""#),
                        format: .interfaceBuilder),
            .nonTriggering(#"Text("Sale").font(.caption)"#),
            .nonTriggering(#"Text("Welcome back").font(.custom("Avenir-Heavy", size: 22, relativeTo: .title2))"#),
            .nonTriggering(#"Text("Shipped").font(.system(.body, design: .rounded))"#),
            .nonTriggering(#"Text("Order #1234")"#),
        ])

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let index = NodeIndex(screen)
        var applicable = false
        // One finding per `.font` modifier: texts inherit the font (and its location) from the
        // container it is written on.
        var reported: Set<SourceLocation> = []
        var violations: [Violation] = []
        screen.root.walk { node in
            guard DynamicTypeSupport.drawsText(node), let font = DynamicTypeSupport.font(of: node), font != .unknown else { return }
            applicable = true
            guard case .fixed(let size) = font,
                  let owner = index.owner(of: node.path, where: { $0.modifierLocations["font"] != nil })
            else { return }
            let location = owner.location(ofModifier: "font")
            guard reported.insert(location).inserted else { return }
            violations.append(Violation(
                node: owner, message: message(node, size: size, screen: screen, context: context),
                location: location, status: DynamicTypeSupport.status(owner)))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }

    private func message(_ node: AXNode, size: Double, screen: Screen, context: RuleContext) -> String {
        let target = context.options.dynamicTypeTarget
        let body = DynamicTypeSupport.points(context.table.pointSize(.body, target))
        let what = context.facts.isUIKit ? "\(node.viewType) \(DynamicTypeSupport.excerpt(node))"
            : DynamicTypeSupport.excerpt(node)
        return "\(what) uses a fixed \(DynamicTypeSupport.points(size)) pt font: it stays "
            + "\(DynamicTypeSupport.points(size)) pt when people choose larger text "
            + "(body text is \(body) pt at \(target.rawValue))"
    }
}

/// Interface Builder examples: a one-label xib around the attributes that matter.
enum InterfaceBuilderExample {
    static func xib(label attributes: String, font: String, element: String = "label") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <view contentMode="scaleToFill" id="iN0-l3-epB">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <\(element) opaque="NO" contentMode="left" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="aB1-cd-ef2">
                            <rect key="frame" x="16" y="20" width="343" height="21"/>
                            <fontDescription key="fontDescription" \(font)/>
                        </\(element)>
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }
}
