import AuditModel

/// `unscaled-metric`: a fixed icon size, spacing or padding next to text that scales.
public struct UnscaledMetricRule: Rule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "unscaled-metric",
        title: "Fixed size next to scaling text",
        summary: "A fixed frame, spacing or padding number sits next to text that scales with Dynamic Type.",
        rationale: """
            When the text grows and the icon or gap next to it does not, the layout loses its \
            proportions: icons look tiny beside large text and rows get cramped.
            """,
        category: .dynamicType, defaultSeverity: .info, wcag: ["1.4.4"],
        fix: """
            Declare the number with @ScaledMetric (relativeTo: the neighbouring text's style) so it \
            grows with the text. In UIKit, use UIFontMetrics(forTextStyle:).scaledValue(for:).
            """,
        examples: [
            .triggering("""
                HStack {
                    Image(systemName: "star.fill").frame(width: 24, height: 24)
                    Text("Favorites")
                }
                """),
            .triggering("""
                VStack(spacing: 20) {
                    Text("Title").font(.title)
                    Text("Subtitle")
                }
                """),
            .triggering(#"Text("Free shipping").padding(12)"#),
            .nonTriggering("""
                struct FavoriteRow: View {
                    @ScaledMetric var iconSize = 24.0
                    var body: some View {
                        HStack {
                            Image(systemName: "star.fill").frame(width: iconSize, height: iconSize)
                            Text("Favorites")
                        }
                    }
                }
                """),
            .nonTriggering(#"Image("logo").frame(width: 120, height: 40)"#),
            .nonTriggering("""
                VStack(spacing: 0) {
                    Text("Title").font(.title)
                    Text("Subtitle")
                }
                """),
        ])

    public func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        var applicable = false
        var violations: [Violation] = []
        let target = context.options.dynamicTypeTarget

        func visit(_ node: AXNode) {
            guard !node.isOpaque else { return }
            if DynamicTypeSupport.drawsText(node), let font = DynamicTypeSupport.font(of: node), font.scales {
                applicable = true
                if let padding = writtenFixed([node.layout.paddingLeading, node.layout.paddingTrailing,
                                               node.layout.paddingTop, node.layout.paddingBottom]) {
                    violations.append(violation(node, "a fixed \(describe(padding)) padding", modifier: "padding",
                                                neighbour: font, target: target, context: context))
                }
            }
            if let font = firstScalingFont(in: node.children) {
                if [.hstack, .vstack, .zstack, .adaptive].contains(node.layout.container),
                   let spacing = writtenFixed([node.layout.spacing]) {
                    violations.append(violation(node, "a fixed \(describe(spacing)) spacing", modifier: nil,
                                                neighbour: font, target: target, context: context))
                }
                for child in node.children where !child.isOpaque && firstScalingFont(in: [child]) == nil && !hasText(child) {
                    if let frame = fixedFrame(child.layout) {
                        violations.append(violation(child, "a fixed \(describe(frame)) frame", modifier: "frame",
                                                    neighbour: font, target: target, context: context))
                    }
                }
            }
            node.children.forEach(visit)
        }
        visit(screen.root)
        return RuleOutcome(applicable: applicable, violations: violations)
    }

    private func violation(_ node: AXNode, _ what: String, modifier: String?, neighbour: FontSpec,
                           target: DynamicTypeSize, context: RuleContext) -> Violation {
        let p = DynamicTypeSupport.points
        let grown = neighbour.pointSize(at: target, table: context.table).map { " (\(p($0)) pt at \(target.rawValue))" } ?? ""
        let message = "\(what) sits next to text that scales\(grown); it stays the same at every text size "
            + "— consider @ScaledMetric"
        return Violation(node: node, message: message,
                         location: modifier.map { node.location(ofModifier: $0) } ?? node.location,
                         status: DynamicTypeSupport.status(node))
    }

    private func describe(_ metric: Metric) -> String {
        "\(DynamicTypeSupport.points(metric.points)) pt"
    }

    /// A fixed number the author wrote (front-ends leave `expression` nil for SwiftUI's
    /// defaults, such as `.padding()`), greater than zero.
    private func writtenFixed(_ metrics: [Metric?]) -> Metric? {
        metrics.compactMap { $0 }.first {
            $0.scaling == .fixed && $0.expression != nil && $0.points > 0 && $0.points.isFinite
        }
    }

    private func fixedFrame(_ layout: LayoutInfo) -> Metric? {
        [layout.width, layout.height].compactMap { $0 }.first {
            $0.scaling == .fixed && $0.points > 0 && $0.points.isFinite
        }
    }

    /// The first scaling font drawn in these subtrees.
    private func firstScalingFont(in nodes: [AXNode]) -> FontSpec? {
        var found: FontSpec?
        for node in nodes where found == nil && !node.isOpaque {
            node.walk { n in
                if found == nil, DynamicTypeSupport.drawsText(n), let font = DynamicTypeSupport.font(of: n), font.scales { found = font }
            }
        }
        return found
    }

    private func hasText(_ node: AXNode) -> Bool {
        var found = false
        node.walk { if DynamicTypeSupport.drawsText($0) { found = true } }
        return found
    }
}
