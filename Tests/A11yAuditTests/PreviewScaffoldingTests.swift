import A11yAudit
import AuditModel
import Testing

/// `#Preview` and `PreviewProvider` are scaffolding: their own views are not app code, and the
/// instances they show side by side are variants, never on one screen in the app.
@Suite("Previews are not app code")
struct PreviewScaffoldingTests {
    static let source = """
        import SwiftUI
        struct Row: View {
            var title: String
            var body: some View {
                HStack { Text(title); Button("Edit") { } }
            }
        }
        #Preview {
            VStack {
                Row(title: "A")
                Row(title: "B")
                Image(systemName: "star").onTapGesture { }
            }
        }
        """

    static func findings(in screen: String) -> [Finding] {
        Auditor().audit(swiftSource: source).findings.filter { $0.screens.contains(screen) }
    }

    @Test func instancesAPreviewShowsSideBySideAreNotDuplicates() {
        #expect(!Self.findings(in: "Row (Preview)").contains { $0.rule == "duplicate-name" })
    }

    @Test func thePreviewsOwnViewsAreNotReported() {
        let onScaffolding = Self.findings(in: "Row (Preview)").filter { $0.line == 12 }
        #expect(onScaffolding.isEmpty, "\(onScaffolding.map(\.rule))")
    }

    @Test func theComponentIsStillAuditedInThePreview() {
        let screens = Auditor().audit(swiftSource: Self.source).screens.map(\.name)
        #expect(screens.contains("Row (Preview)"))
        let appCode = """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    VStack { Image(systemName: "star").onTapGesture { } }
                }
            }
            #Preview { Screen() }
            """
        let findings = Auditor().audit(swiftSource: appCode).findings.filter { $0.screens.contains("Screen (Preview)") }
        #expect(findings.contains { $0.rule == "tap-gesture-trait" && $0.line == 4 })
    }

    @Test func aPreviewsForEachOverSamplesIsNotAListOfTheApp() {
        let source = """
            import SwiftUI
            struct Footer: View {
                var body: some View { Button("Cancel") { } }
            }
            #Preview {
                ForEach(["iPhone SE", "iPhone 15"], id: \\.self) { device in
                    Footer().previewDevice(PreviewDevice(rawValue: device))
                }
            }
            """
        let findings = Auditor().audit(swiftSource: source).findings
        #expect(!findings.contains { $0.rule == "duplicate-name" }, "\(findings.map(\.message))")
    }

    /// A gift-card screen the app opens with a code it loads; its preview types one in.
    static let sampleSource = """
        import SwiftUI
        struct GiftCardView: View {
            let code: String
            var body: some View {
                VStack {
                    Text(code)
                    Button(code) { }
                }
            }
        }
        struct WalletView: View {
            @State var loaded = ""
            var body: some View { GiftCardView(code: loaded) }
        }
        struct Panel<Content: View>: View {
            @ViewBuilder var content: Content
            var body: some View { VStack { content } }
        }
        #Preview {
            GiftCardView(code: "gift_card_0042")
        }
        #Preview("Panel") {
            Panel { Button("redeem-now") { } }
        }
        """

    @Test func aPreviewsSampleArgumentIsNotJudgedAsTheAppsWording() {
        let findings = Auditor().audit(swiftSource: Self.sampleSource).findings
        let wording = findings.filter { ["label-is-identifier", "label-style", "label-length"].contains($0.rule) }
        #expect(wording.isEmpty, "\(wording.map { "\($0.rule) \($0.line): \($0.message)" })")
    }

    @Test func textAPreviewHandsAComponentIsASample() {
        let result = Auditor().audit(swiftSource: Self.sampleSource)
        let panel = result.screens.first { $0.name == "Panel (Preview: Panel)" }
        let lines = panel?.transcript ?? []
        #expect(lines.contains { $0.text.contains("redeem-now") && $0.provenance == .previewSample },
                "\(lines.map(\.text))")
    }

    @Test func theSampleKeepsItsProvenanceThroughTheComponentsBody() {
        let result = Auditor().audit(swiftSource: Self.sampleSource)
        let preview = result.screens.first { $0.name == "GiftCardView (Preview)" }
        let lines = preview?.transcript ?? []
        let sampled = lines.filter { $0.text.contains("gift_card_0042") }
        #expect(sampled.count == 2 && sampled.allSatisfy { $0.provenance == .previewSample }, "\(lines.map(\.text))")
    }

    @Test func theSameWordingWrittenInTheComponentIsStillJudged() {
        let source = Self.sampleSource.replacingOccurrences(of: "Button(code) { }", with: "Button(\"gift_card_0042\") { }")
        let findings = Auditor().audit(swiftSource: source).findings
        #expect(findings.contains { $0.rule == "label-is-identifier" && $0.line == 7 })
    }
}
