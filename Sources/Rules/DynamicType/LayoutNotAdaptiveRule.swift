import AuditModel

/// `layout-not-adaptive`: a row of texts overflows the width at the target size and never
/// switches to a stacked layout.
struct LayoutNotAdaptiveRule: Rule {
    let descriptor = RuleDescriptor(
        id: "layout-not-adaptive",
        title: "Row of text does not adapt to large text",
        summary: """
            A horizontal row of texts no longer fits the width at the target size, even wrapped a \
            word per line, and does not switch layout.
            """,
        rationale: """
            At accessibility sizes a row of texts no longer fits side by side: each text gets a \
            sliver of the width and wraps a word per line, or is cut off. Apple's guidance is to \
            stack such rows (text above secondary items) at large sizes.
            """,
        category: .dynamicType, defaultSeverity: .warning, wcag: ["1.4.4", "1.4.10"],
        fix: """
            Switch layout when the row does not fit: ViewThatFits { HStack { … }; VStack { … } }, \
            or AnyLayout(VStackLayout()) when dynamicTypeSize.isAccessibilitySize. In UIKit, set \
            the stack view's axis to vertical when traitCollection.preferredContentSizeCategory \
            isAccessibilityCategory.
            """,
        examples: [
            // What a sheet presents is laid out on its own screen, not in the badge's row.
            .nonTriggering("""
                HStack(spacing: 0) {
                    Image(systemName: "testtube.2")
                    Text("Labs").font(.caption2.bold())
                }
                .frame(width: 135)
                .sheet(isPresented: $showsInfo) {
                    Text("Labs features are experimental and may change or go away at any time")
                }
                """),
            // Shown only in a development build: needs review, not a verdict.
            .nonTriggering("""
                HStack {
                    Text("Sync enabled")
                    if model.isOnDevEnvironment {
                        Text("Development environment")
                    }
                }
                """),
            .triggering("""
                HStack {
                    Text("Estimated delivery")
                    Text("Tuesday, 14 November")
                    Text("Standard shipping")
                }
                """),
            .triggering("""
                HStack {
                    Text("Recommended")
                    Spacer()
                    Text("Wireless headphones")
                }
                """),
            .triggering("""
                HStack(alignment: .top) {
                    Text("Departure")
                    Text("San Francisco International")
                }
                """),
            .nonTriggering("""
                ViewThatFits {
                    HStack {
                        Text("Recommended")
                        Text("Wireless headphones")
                    }
                    VStack(alignment: .leading) {
                        Text("Recommended")
                        Text("Wireless headphones")
                    }
                }
                """),
            .nonTriggering("""
                struct DeliveryRow: View {
                    @Environment(\\.dynamicTypeSize) var size
                    var body: some View {
                        let layout = size.isAccessibilitySize ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
                        layout {
                            Text("Estimated delivery")
                            Text("Tuesday, 14 November")
                        }
                    }
                }
                """),
            .nonTriggering("""
                HStack {
                    Text("Delivery")
                    Spacer()
                    Text("Tomorrow by 9 pm")
                }
                """),
        ],
        platforms: Platform.dynamicTypeSizes)

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let target = context.options.dynamicTypeTarget
        // Rows known to fit at the target need no estimate there.
        if context.facts.rowsKnownToFit(at: target), let measures = context.facts.measuresTextAtEverySize {
            return measures ? RuleOutcome(applicable: true, violations: []) : .notApplicable
        }
        let atTarget = context.facts.estimate(at: target)
        guard !atTarget.texts.isEmpty else { return .notApplicable }
        let breaking = atTarget.rows.filter { $0.breaksWords && !$0.insideAdaptive }
        // The smaller sizes only matter for naming where a breaking row starts to break.
        let estimates = breaking.isEmpty ? [] : context.facts.estimates(upTo: target)
        let index = NodeIndex(screen)
        let violations = breaking.compactMap { row -> Violation? in
            guard let node = index.node(at: row.path) else { return nil }
            // Name the first size at which it breaks, for the message.
            let first = estimates.lazy.compactMap { $0.rows.first { $0.path == row.path && $0.breaksWords } }.first ?? row
            let p = DynamicTypeSupport.points
            var message = "at \(first.size.rawValue) the row \(DynamicTypeSupport.excerpt(node)) does not fit in "
                + "\(p(first.availableWidth)) pt even with one word per line (it needs \(p(first.minimumWidth)) pt; "
                + "\(p(first.idealWidth)) pt on one line) and does not switch to a stacked layout (estimate)"
            // Broken already at the default size or below: that is what the screen was designed
            // at, so the row is most likely in something the estimate cannot see (a horizontal
            // scroll view, a custom layout). A person looks.
            let seenByDesigner = first.size <= .large
            // Part of the row shows only in a development or debug build: whether people using
            // the released app ever see it is for a person to confirm.
            let developmentOnly = Self.showsDevelopmentContent(node)
            if developmentOnly { message += "; part of it shows only in a development or debug build" }
            return Violation(node: node, message: message,
                             status: seenByDesigner || developmentOnly ? .needsReview : DynamicTypeSupport.status(node))
        }
        return RuleOutcome(applicable: true, violations: violations)
    }

    static func showsDevelopmentContent(_ row: AXNode) -> Bool {
        var found = false
        row.walk { if $0.isShownOnlyInDevelopment { found = true } }
        return found
    }
}
