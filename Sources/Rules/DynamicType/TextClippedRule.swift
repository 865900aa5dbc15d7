import AuditModel

/// `text-clipped`: at some size up to the target, the estimated text no longer fits its room.
struct TextClippedRule: Rule {
    let descriptor = RuleDescriptor(
        id: "text-clipped",
        title: "Text is clipped at larger text sizes",
        summary: "Estimated text outgrows a fixed frame (or runs off the screen) at or below the target size.",
        rationale: """
            When text grows into a frame that does not grow with it, the lines that do not fit \
            are cut off or drawn over other content. People who use large text lose that content.
            """,
        category: .dynamicType, defaultSeverity: .error, wcag: ["1.4.4"], appleAuditType: "textClipped",
        fix: """
            Let the container grow: use .frame(minHeight:) instead of a fixed height, size the \
            frame with @ScaledMetric, or put the content in a ScrollView. In UIKit, replace fixed \
            height constraints with greater-than-or-equal ones.
            """,
        examples: [
            .triggering("""
                Text("Free shipping on every order over fifty bucks")
                    .padding(.horizontal, 16)
                    .frame(height: 24)
                """),
            .triggering("""
                HStack {
                    Image(systemName: "star.fill")
                    Text("Rated 4.8 by our customers")
                }
                .frame(height: 30)
                """),
            .triggering(#"Text("Continue").font(.headline).frame(width: 120, height: 44)"#),
            .nonTriggering("""
            struct Badge: View {
                let title: String
                var body: some View {
                    Text(title)
                        .frame(width: 60, height: 20)
                }
            }
            """),
            .nonTriggering("""
            HStack {
                Text("Wi-Fi")
                Toggle("", isOn: .constant(true))
                    .frame(width: 51)
            }
            """),
            .nonTriggering("""
                Text("Free shipping on every order over fifty bucks")
                    .padding(.horizontal, 16)
                    .frame(minHeight: 24)
                """),
            .nonTriggering("""
                struct Banner: View {
                    @ScaledMetric var bannerHeight = 24.0
                    var body: some View {
                        Text("Free shipping").frame(height: bannerHeight)
                    }
                }
                """),
            // At accessibility3 the 40 pt line's box (48 pt) outgrows the 44 pt frame, but its
            // letters fit: needs review, not clipped.
            .nonTriggering(#"Text("Done").frame(width: 200, height: 44)"#),
            .nonTriggering("""
                ScrollView {
                    Text("Free shipping on every order over fifty bucks, returns within thirty days")
                }
                .frame(height: 120)
                """),
        ],
        platforms: Platform.dynamicTypeSizes)

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        guard let estimates = DynamicTypeSupport.estimatesUpToTarget(context) else {
            return .notApplicable
        }
        let index = NodeIndex(screen)
        // Where only the line's box outgrows the frame and the letters still fit, a person looks;
        // a larger size where the letters too are cut is reported instead.
        let cut = DynamicTypeSupport.firstBreaks(in: estimates, where: { $0.isClipped && !$0.isClippedOnlyInLineBox })
        let cutByPath = Dictionary(cut.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let violations = DynamicTypeSupport.firstBreaks(in: estimates, where: \.isClipped)
            .compactMap { first -> Violation? in
                let estimate = cutByPath[first.path] ?? first
                guard let node = index.node(at: estimate.path) else { return nil }
                let frame = estimate.heightLimitedBy.flatMap(index.node(at:))
                var message = Self.message(node, estimate, frame: frame)
                if estimate.isClippedOnlyInLineBox {
                    message += "; its letters fit, so at most accents, descenders or emoji are cut"
                }
                message += " " + DynamicTypeSupport.estimateNote(node, context.options)
                return Violation(node: node, message: message,
                                 location: Self.location(node, estimate, frame: frame),
                                 status: estimate.isClippedOnlyInLineBox ? .needsReview
                                    : DynamicTypeSupport.estimateStatus(node, estimate))
            }
        return RuleOutcome(applicable: true, violations: violations)
    }

    private static func clippedByHeight(_ estimate: TextEstimate) -> Bool {
        guard let room = estimate.availableHeight else { return false }
        return estimate.neededHeight > room + 0.5
    }

    /// Where the frame that is too small was written; for text that runs off the side, its
    /// `fixedSize`; else the text.
    static func location(_ node: AXNode, _ estimate: TextEstimate, frame: AXNode?) -> SourceLocation {
        if clippedByHeight(estimate), let frame { return frame.location(ofModifier: "frame") }
        return node.location(ofModifier: node.layout.fixedSizeHorizontal ? "fixedSize" : "frame")
    }

    /// `at accessibility2 "Free shipping on…" needs 2 lines × 40 pt in a 24 pt frame`.
    static func message(_ node: AXNode, _ estimate: TextEstimate, frame: AXNode?) -> String {
        let p = DynamicTypeSupport.points
        let head = "at \(estimate.size.rawValue) \(DynamicTypeSupport.excerpt(node)) needs"
        if clippedByHeight(estimate), let room = estimate.availableHeight {
            let need = "\(head) \(DynamicTypeSupport.lines(estimate.lines)) × \(p(estimate.leading)) pt"
            let frameHeight = frame.flatMap { $0.layout.height ?? $0.layout.maxHeight }?
                .points(at: estimate.effectiveSize)
            if let frameHeight, abs(frameHeight - room) > 0.5 {
                return "\(need) in the \(p(max(room, 0))) pt left of a \(p(frameHeight)) pt frame"
            }
            return "\(need) in a \(p(max(room, 0))) pt frame"
        }
        return "\(head) \(p(estimate.textWidth)) pt on one line in \(p(max(estimate.availableWidth, 0))) pt of width"
    }
}
