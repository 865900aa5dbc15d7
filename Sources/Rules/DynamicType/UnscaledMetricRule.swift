import AuditModel

/// `unscaled-metric`: a fixed-size icon beside text that scales.
///
/// It looks at rows (HStacks and adaptive containers): an SF Symbol framed with a fixed
/// `width`/`height` next to a sibling drawing scaling text. Photos and thumbnails (asset
/// images), stack spacing and padding are left alone: the example shops and Apple's own
/// layouts keep those fixed without harm, and flagging every `spacing: 12` would bury the
/// icons that do shrink out of proportion.
struct UnscaledMetricRule: Rule {
    let descriptor = RuleDescriptor(
        id: "unscaled-metric",
        title: "Fixed-size icon next to scaling text",
        summary: "An SF Symbol with a fixed frame sits in a row next to text that scales with Dynamic Type.",
        rationale: """
            SF Symbols grow with the text around them unless they are made resizable and given a \
            fixed frame (without `.resizable()`, SwiftUI draws a symbol at its font's size \
            whatever the frame). When the text grows and the icon does not, the icon looks tiny \
            beside it and the row loses its meaning for people who rely on large text.
            """,
        category: .dynamicType, defaultSeverity: .info, wcag: ["1.4.4"],
        fix: """
            Size the icon with @ScaledMetric (relativeTo: the neighbouring text's style), or drop \
            the frame and let the symbol follow the font (.font(.body), .imageScale). In UIKit, \
            use UIFontMetrics(forTextStyle:).scaledValue(for:) or a symbol configuration with a \
            text style.
            """,
        examples: [
            .triggering("""
                HStack {
                    Image(systemName: "star.fill").resizable().frame(width: 24, height: 24)
                    Text("Favorites")
                }
                """),
            .triggering("""
                HStack {
                    Text("Downloads")
                    Image(systemName: "arrow.down.circle").resizable().frame(width: 20, height: 20)
                }
                """),
            .triggering("""
                HStack(spacing: 8) {
                    Image(systemName: "bell.badge").resizable().frame(width: 28, height: 28)
                    VStack(alignment: .leading) {
                        Text("Alerts")
                        Text("3 new").font(.caption)
                    }
                }
                """),
            .nonTriggering("""
                struct FavoriteRow: View {
                    @ScaledMetric var iconSize = 24.0
                    var body: some View {
                        HStack {
                            Image(systemName: "star.fill").resizable().frame(width: iconSize, height: iconSize)
                            Text("Favorites")
                        }
                    }
                }
                """),
            .nonTriggering("""
                HStack(spacing: 12) {
                    Image(decorative: "trail-runner").resizable().frame(width: 56, height: 56)
                    Text("Trail Runner").font(.headline)
                }
                """),
            .nonTriggering("""
                VStack(spacing: 20) {
                    Image(systemName: "checkmark.circle").frame(width: 24, height: 24)
                    Text("Order placed")
                }
                """),
            .nonTriggering(#"Image(systemName: "cart").frame(width: 24, height: 24)"#),
            .nonTriggering("""
                HStack {
                    Image(systemName: "mic.fill").frame(width: 24, height: 24)
                    Text("Voice commands")
                }
                """),
        ],
        platforms: Platform.dynamicTypeSizes)

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        var violations: [Violation] = []
        let target = context.options.dynamicTypeTarget
        let p = DynamicTypeSupport.points

        func visit(_ node: AXNode) {
            guard !node.isOpaque else { return }
            if [.hstack, .adaptive].contains(node.layout.container),
               let font = firstScalingFont(in: node.children) {
                for child in node.children where isSymbolIcon(child) {
                    guard let frame = [child.layout.width, child.layout.height].compactMap({ $0 }).first(where: {
                        $0.scaling == .fixed && $0.points > 0 && $0.points.isFinite
                    }) else { continue }
                    let grown = font.pointSize(at: target, table: context.table)
                        .map { " (\(p($0)) pt at \(target.rawValue))" } ?? ""
                    let message = "a fixed \(p(frame.points)) pt icon frame sits next to text that scales"
                        + "\(grown); the icon stays \(p(frame.points)) pt at every text size — size it with @ScaledMetric"
                    violations.append(Violation(node: child, message: message,
                                                location: child.location(ofModifier: "frame"),
                                                status: DynamicTypeSupport.status(child)))
                }
            }
            node.children.forEach(visit)
        }
        visit(screen.root)
        // Text that scales anywhere below a visited node is text below the root.
        let applicable = !screen.root.isOpaque && firstScalingFont(in: [screen.root]) != nil
        return RuleOutcome(applicable: applicable, violations: violations)
    }

    /// An SF Symbol image (not a photo or asset), drawing no text.
    private func isSymbolIcon(_ node: AXNode) -> Bool {
        !node.isOpaque && (node.role == .image || node.viewType == "Image") && node.label?.source == .symbolName
            && node.text == nil && (node.viewType != "Image" || node.modifierLocations["resizable"] != nil)
    }

    /// The first scaling font drawn in these subtrees.
    private func firstScalingFont(in nodes: [AXNode]) -> FontSpec? {
        for node in nodes where !node.isOpaque {
            let drawn = node.first { n in
                DynamicTypeSupport.drawsText(n) && DynamicTypeSupport.font(of: n)?.scales == true
            }
            if let drawn { return DynamicTypeSupport.font(of: drawn) }
        }
        return nil
    }
}
