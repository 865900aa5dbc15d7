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
}
