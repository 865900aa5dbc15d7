import AuditModel
import Foundation

/// One hand-built, realistic run that every report golden file renders: three screens (one
/// perfect), every severity, failing / below-fail-on / suppressed / baselined / needs-review
/// findings, a component's finding on two screens, a testcase-name clash, two input errors, dynamic transcript lines, and hostile
/// labels (`<script>`, quotes, XML-invalid control characters, non-ASCII).
enum ReportsFixture {
    static let hostileLabel = "</td><script>alert(1)</script>"
    static let settings = "Réglages — 設定 (Preview: Dark)"

    static let rules: [RuleDescriptor] = [
        rule("control-name", "Controls have a usable name", .voiceover, .error, ["4.1.2", "2.5.3"],
             audit: "sufficientElementDescription",
             fix: "Give the control a text label or `.accessibilityLabel(\"…\")`."),
        rule("image-label", "Images have a meaningful label", .voiceover, .error, ["1.1.1"],
             audit: "sufficientElementDescription",
             fix: "Add `.accessibilityLabel` or use `Image(decorative:)`."),
        rule("label-redundant-trait", "Labels do not repeat the trait", .voiceover, .warning, ["2.4.6"],
             fix: "Remove the trait word (\"button\", \"image\") from the label."),
        rule("label-style", "Labels are capitalised and have no final period", .voiceover, .info, [],
             fix: "Start with a capital letter and drop the final period."),
        rule("state-in-label", "State belongs in the value or traits", .voiceover, .info, ["4.1.2"],
             fix: "Move the state to `.accessibilityValue` or `.accessibilityAddTraits(.isSelected)`."),
        rule("header-trait", "Section titles are headings", .voiceover, .info, ["1.3.1", "2.4.6"],
             fix: "Add `.accessibilityAddTraits(.isHeader)`."),
        rule("fixed-font-size", "Text scales with Dynamic Type", .dynamicType, .error, ["1.4.4"],
             audit: "dynamicType", fix: "Use a text style such as `.font(.body)`."),
        rule("text-truncated", "Text is not truncated at large sizes", .dynamicType, .warning, ["1.4.4", "1.4.10"],
             audit: "textClipped", fix: "Remove `lineLimit` or allow more lines at accessibility sizes."),
        rule("touch-target-size", "Touch targets are at least 44×44 pt", .touchTarget, .warning, ["2.5.8"],
             audit: "hitRegion", fix: "Enlarge the frame or add `.contentShape`."),
    ]

    static func rule(_ id: String, _ title: String, _ category: RuleDescriptor.Category, _ severity: Severity,
                     _ wcag: [String], audit: String? = nil, fix: String) -> RuleDescriptor {
        RuleDescriptor(id: id, title: title, summary: "Fires when: \(title.lowercased()) is not met.",
                       rationale: "VoiceOver and large-text users depend on it.", category: category,
                       defaultSeverity: severity, wcag: wcag, appleAuditType: audit, fix: fix, examples: [])
    }

    static let checkoutFile = "Sources/Shop/CheckoutView.swift"
    static let settingsFile = "Screens/Settings.a11y.xml"
    static let priceTagFile = "Sources/Shop/PriceTag.swift"

    static func finding(_ rule: String, _ severity: Severity, screen: String = "Checkout", component: String? = nil,
                        _ element: String, file: String = checkoutFile, _ line: Int, _ column: Int, _ message: String,
                        label: String, fix: String, status: Finding.Status = .violation, suppressed: String? = nil,
                        baselined: Bool = false, screens: [String]? = nil) -> Finding {
        var f = Finding(rule: rule, severity: severity, status: status, screen: screen, component: component,
                        element: element, location: SourceLocation(file: file, line: line, column: column),
                        message: message, label: label, fix: fix, suppressed: suppressed != nil,
                        suppressionReason: suppressed, baselined: baselined)
        if let screens { f.screens = screens }
        return f
    }

    static var result: AuditResult {
        let checkout = ScreenResult(
            name: "Checkout", location: SourceLocation(file: checkoutFile, line: 12), source: .swiftUI,
            scorecard: Scorecard(score: 41, grade: "poor", counts: ["error": 3, "warning": 3, "info": 0],
                                 voiceOverCoverage: 0.6, dynamicTypeCeiling: .xxxLarge),
            verdicts: [
                RuleVerdict(rule: "control-name", severity: .error, outcome: .failed),
                RuleVerdict(rule: "image-label", severity: .error, outcome: .failed),
                RuleVerdict(rule: "label-redundant-trait", severity: .warning, outcome: .failed),
                RuleVerdict(rule: "label-style", severity: .info, outcome: .passed),
                RuleVerdict(rule: "fixed-font-size", severity: .error, outcome: .passed),
                RuleVerdict(rule: "text-truncated", severity: .warning, outcome: .failed),
                RuleVerdict(rule: "touch-target-size", severity: .warning, outcome: .passed),
            ],
            transcript: [
                TranscriptLine(text: "Checkout, heading.", element: "Checkout/VStack[0]/Text[0]",
                               location: SourceLocation(file: checkoutFile, line: 14, column: 13), dynamic: false),
                TranscriptLine(text: "icon_trash, image.", element: "Checkout/VStack[0]/Image[1]",
                               location: SourceLocation(file: checkoutFile, line: 16, column: 13), dynamic: false),
                TranscriptLine(text: "Total: \"$42\" & tax.", element: "Checkout/VStack[0]/Text[2]",
                               location: SourceLocation(file: checkoutFile, line: 17, column: 13), dynamic: true),
                TranscriptLine(text: "(nothing spoken), button.", element: "Checkout/VStack[0]/HStack[3]/Button[0]",
                               location: SourceLocation(file: checkoutFile, line: 22, column: 17), dynamic: false),
                TranscriptLine(text: "\(hostileLabel), button.", element: "Checkout/VStack[0]/HStack[3]/Button[1]",
                               location: SourceLocation(file: checkoutFile, line: 25, column: 17), dynamic: false),
                TranscriptLine(text: "Play button, button. Plays the preview.", element: "Checkout/VStack[0]/Button[4]",
                               location: SourceLocation(file: checkoutFile, line: 30, column: 13), dynamic: false),
            ],
            ladder: DynamicTypeSize.allCases.map { size in
                LadderStep(size: size, broken: size > .accessibility1
                    ? ["Checkout/VStack[0]/Text[2]", "Checkout/VStack[0]/HStack[3]/Button[1]"]
                    : size > .xxxLarge ? ["Checkout/VStack[0]/Text[2]"] : [])
            })

        let settingsScreen = ScreenResult(
            name: settings, location: SourceLocation(file: settingsFile, line: 2), source: .xmlDescription,
            scorecard: Scorecard(score: 83, grade: "needs work", counts: ["error": 0, "warning": 0, "info": 2],
                                 voiceOverCoverage: 1, dynamicTypeCeiling: nil),
            verdicts: [
                RuleVerdict(rule: "control-name", severity: .error, outcome: .passed),
                RuleVerdict(rule: "label-style", severity: .info, outcome: .failed),
                RuleVerdict(rule: "state-in-label", severity: .info, outcome: .needsReview),
                RuleVerdict(rule: "header-trait", severity: .info, outcome: .passed),
            ],
            transcript: [
                TranscriptLine(text: "Wi\u{1}Fi\u{B}, switch button, on.", element: "\(settings)/List[0]/Toggle[0]",
                               location: SourceLocation(file: settingsFile, line: 5, column: 5), dynamic: false),
                TranscriptLine(text: "Statut : Sélectionné.", element: "\(settings)/List[0]/Text[1]",
                               location: SourceLocation(file: settingsFile, line: 9, column: 5), dynamic: true),
            ],
            ladder: DynamicTypeSize.allCases.map { LadderStep(size: $0, broken: ["\(settings)/List[0]/Text[1]"]) })

        let onboarding = ScreenResult(
            name: "Onboarding", location: SourceLocation(file: "App/Base.lproj/Main.storyboard", line: 40),
            source: .interfaceBuilder,
            scorecard: Scorecard(score: 100, grade: "good", counts: ["error": 0, "warning": 0, "info": 0],
                                 voiceOverCoverage: 1, dynamicTypeCeiling: .accessibility5),
            verdicts: [
                RuleVerdict(rule: "control-name", severity: .error, outcome: .passed),
                RuleVerdict(rule: "touch-target-size", severity: .warning, outcome: .passed),
            ],
            transcript: [
                TranscriptLine(text: "Welcome, heading.", element: "Onboarding/View[0]/Label[0]",
                               location: SourceLocation(file: "App/Base.lproj/Main.storyboard", line: 44), dynamic: false),
                TranscriptLine(text: "Get started, button.", element: "Onboarding/View[0]/Button[1]",
                               location: SourceLocation(file: "App/Base.lproj/Main.storyboard", line: 52), dynamic: false),
            ],
            ladder: [])

        let findings = [
            finding("image-label", .error, "Checkout/VStack[0]/Image[1]", 16, 13,
                    "VoiceOver reads the asset name \"icon_trash\": the image has no meaningful label.",
                    label: "icon_trash", fix: "Add `.accessibilityLabel(\"Delete\")`, or use `Image(decorative:)`."),
            finding("fixed-font-size", .error, "Checkout/VStack[0]/Text[2]", 19, 18,
                    "Text uses `.system(size: 13)`, which does not scale with Dynamic Type.",
                    label: "Total: \"$42\" & tax", fix: "Use `.font(.footnote)`.",
                    suppressed: "Legal text is fixed by design <b>(reviewed)</b>"),
            finding("text-truncated", .warning, "Checkout/VStack[0]/Text[2]", 20, 18,
                    "lineLimit(1) truncates the text from accessibility2 (estimate).",
                    label: "Total: \"$42\" & tax", fix: "Remove `.lineLimit(1)`."),
            finding("text-truncated", .warning, "Checkout/VStack[0]/Text[2]", 21, 18,
                    "lineLimit(1) truncates the dynamic part from xxxLarge (estimate).",
                    label: "Total: \"$42\" & tax", fix: "Remove `.lineLimit(1)`."),
            finding("control-name", .error, "Checkout/VStack[0]/HStack[3]/Button[0]", 22, 17,
                    "This button has no name: VoiceOver says only \"button\".",
                    label: "", fix: "Add `.accessibilityLabel(\"Remove item\")`."),
            finding("control-name", .error, "Checkout/VStack[0]/HStack[3]/Button[1]", 25, 17,
                    "This button's only name is markup-like text \(hostileLabel).",
                    label: hostileLabel, fix: "Give it a real label, e.g. `Text(\"Apply coupon\")`."),
            finding("touch-target-size", .warning, "Checkout/VStack[0]/HStack[3]/Button[1]", 26, 22,
                    "The frame is 28×28 pt, under the 44×44 pt minimum.",
                    label: hostileLabel, fix: "Use `.frame(minWidth: 44, minHeight: 44)`.", baselined: true),
            finding("label-redundant-trait", .warning, "Checkout/VStack[0]/Button[4]", 30, 13,
                    "The label \"Play button\" repeats the button trait.",
                    label: "Play button", fix: "Use \"Play\"."),
            // A component's finding: one place, two screens.
            finding("text-truncated", .warning, component: "PriceTag", "PriceTag/HStack[0]/Text[1]",
                    file: priceTagFile, 9, 14, "lineLimit(1) truncates the price from accessibility3 (estimate).",
                    label: "‹price›", fix: "Remove `.lineLimit(1)`.", screens: ["Checkout", settings]),
            finding("label-style", .info, screen: settings, "\(settings)/List[0]/Toggle[0]", file: settingsFile, 5, 5,
                    "The label \"Wi\u{1}Fi\u{B}.\" ends with a period.",
                    label: "Wi\u{1}Fi\u{B}.", fix: "Drop the final period."),
            finding("state-in-label", .info, screen: settings, "\(settings)/List[0]/Text[1]", file: settingsFile, 9, 5,
                    "The label may carry state (\"Sélectionné\"): its text is known only at run time.",
                    label: "Statut : Sélectionné", fix: "Move the state to `.accessibilityValue`.", status: .needsReview),
        ]

        let errors = [
            InputError(location: SourceLocation(file: "Sources/Shop/Broken.swift", line: 3, column: 14),
                       message: "expected '}' to end struct \"Broken\" & <its> body"),
            InputError(location: SourceLocation(file: checkoutFile, line: 40, column: 9),
                       message: "component CouponView is recursive; inlined once", screen: "Checkout"),
        ]

        let screens = [checkout, settingsScreen, onboarding]
        // One per place, in the engine's order.
        return AuditResult(toolVersion: "0.1.0", profile: "default", failOn: .error, screens: screens,
                           findings: Finding.merged(findings, screenOrder: screens.map(\.name)), inputErrors: errors)
    }

    /// Source lines for the HTML snippets, as if read from the audited files.
    static func snippet(_ file: String, _ line: Int) -> [(line: Int, text: String)]? {
        guard file == checkoutFile else { return nil }
        let source = [
            11: "",
            12: "struct CheckoutView: View {",
            13: "    var body: some View {",
            14: "        VStack {",
            15: "            Text(\"Checkout\").font(.title)",
            16: "            Image(\"icon_trash\")",
            17: "            Text(total)",
            18: "                .foregroundStyle(.secondary)",
            19: "                .font(.system(size: 13))",
            20: "                .lineLimit(1)",
            21: "            HStack {",
            22: "                Button { remove() } label: {",
            23: "                    Image(systemName: \"xmark\")",
            24: "                }",
            25: "                Button(\"</td><script>alert(1)</script>\") { apply() }",
            26: "                    .frame(width: 28, height: 28)",
            27: "            }",
            28: "            .padding()",
            29: "            // a11y-audit:disable:next fixed-font-size -- Legal text",
            30: "            Button(\"Play button\") { play() }",
            31: "        }",
            32: "    }",
            33: "}",
        ]
        let lines = (max(11, line - 2)...min(33, line + 2)).compactMap { n in source[n].map { (line: n, text: $0) } }
        return lines.isEmpty ? nil : lines
    }
}
