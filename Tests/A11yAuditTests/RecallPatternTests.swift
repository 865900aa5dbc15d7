import A11yAudit
import AuditModel
import Testing

/// Problems real apps hide that a line-by-line linter finds and the audit must not miss:
/// file names spoken inside buttons, gestures a button's activation never runs, images named
/// at run time, content built by helper functions.
@Suite struct RecallPatternTests {
    static func audit(_ code: String, tables: [(path: String, text: String)] = []) -> AuditResult {
        Auditor().audit(swiftSource: code, fileName: "App/Screen.swift", stringTables: tables)
    }

    static func transcript(_ code: String, tables: [(path: String, text: String)] = []) -> [String] {
        audit(code, tables: tables).screens.first?.transcript.map(\.text) ?? []
    }

    /// The line a bare snippet's line `n` lands on once wrapped in a view's body.
    static func snippetLine(_ n: Int) -> Int {
        n + (Auditor.wrapSnippet("X").components(separatedBy: "\n").firstIndex(of: "X") ?? 0)
    }

    static func findings(_ code: String, rule: String) -> [Finding] {
        audit(code).findings.filter { $0.rule == rule }
    }

    // MARK: - Images in a button's label

    static let shareButton = """
        Button { share() } label: {
            HStack {
                Image("ic_share_24")
                Text("Share")
            }
        }
        """

    @Test func aButtonSpeaksTheImagesInItsLabelWithItsText() {
        #expect(Self.transcript(Self.shareButton) == ["ic_share_24, Share, button."])
    }

    @Test func aFileNamedImageSpokenWithTheTextIsOneImageLabelFindingAtTheImage() {
        let findings = Self.audit(Self.shareButton).findings.filter { $0.status == .violation }
        #expect(findings.map(\.rule) == ["image-label"], "\(findings.map { "\($0.rule): \($0.message)" })")
        #expect(findings.first?.line == Self.snippetLine(3))
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message.contains("with the button's text") == true)
    }

    @Test func theButtonsWordingRulesJudgeItsTextNotTheImageName() {
        // "share_button_icon" would repeat the trait and start lower-case; both belong to the image.
        let code = """
            Button { } label: {
                HStack {
                    Image("share_button_icon")
                    Text("Share")
                }
            }
            """
        let rules = Self.audit(code).findings.map(\.rule)
        #expect(rules == ["image-label"], "\(rules)")
    }

    @Test func anImageThatSaysNothingNewIsNotReported() {
        let hidden = """
            Button { } label: {
                HStack {
                    Image("ic_share_24").accessibilityHidden(true)
                    Text("Share")
                }
            }
            """
        #expect(Self.transcript(hidden) == ["Share, button."])
        #expect(Self.findings(hidden, rule: "image-label").isEmpty)
        let labelled = Self.shareButton + "\n.accessibilityLabel(\"Share\")"
        #expect(Self.transcript(labelled) == ["Share, button."])
        #expect(Self.findings(labelled, rule: "image-label").isEmpty)
        // An asset named with a word already says what it shows; a symbol is spoken by its description.
        #expect(Self.findings(#"Button { } label: { HStack { Image("Gift"); Text("Gift cards") } }"#, rule: "image-label").isEmpty)
        #expect(Self.findings(#"Button { } label: { HStack { Image(systemName: "gift"); Text("Gift cards") } }"#, rule: "image-label").isEmpty)
        // `Label` speaks its title only.
        #expect(Self.transcript(#"Button { } label: { Label("Share", image: "ic_share_24") }"#) == ["Share, button."])
    }

    @Test func aButtonNamedByItsImageAloneIsTheButtonsNamingProblem() {
        let rules = Self.audit(#"Button { } label: { Image("ic_share_24") }"#).findings.map(\.rule)
        #expect(rules == ["control-name"], "\(rules)")
    }

    @Test func anImageInAComponentsButtonIsJudgedWhereItIsWritten() {
        let code = """
            struct MenuRow: View {
                let title: String
                let icon: String
                var body: some View {
                    Button { } label: {
                        HStack { Image(icon); Text(title) }
                    }
                }
            }
            struct Screen: View {
                var body: some View { MenuRow(title: "Bookmarks", icon: "Bookmarks-24") }
            }
            """
        let image = Self.audit(code).findings.filter { $0.rule == "image-label" }
        #expect(image.count == 1 && image.first?.line == 6, "\(image.map(\.message))")
    }

    // MARK: - A gesture on the label of a button whose action is empty

    @Test func aGestureOnTheLabelOfAnEmptyButtonIsReportedAtTheGesture() {
        let code = """
            Button(action: {}) {
                Text("Go")
                    .onTapGesture { go() }
            }
            """
        let findings = Self.findings(code, rule: "empty-button-action")
        #expect(findings.count == 1)
        #expect(findings.first?.line == Self.snippetLine(3))
        #expect(findings.first?.severity == .error)
        #expect(findings.first?.message.contains("VoiceOver's double tap") == true)
        // Not also a tap gesture without the button trait: it is inside a button.
        #expect(Self.findings(code, rule: "tap-gesture-trait").isEmpty)
    }

    @Test func aButtonThatDoesItsOwnWorkIsNotReported() {
        #expect(Self.findings(#"Button { go() } label: { Text("Go").onTapGesture { track() } }"#, rule: "empty-button-action").isEmpty)
        #expect(Self.findings(#"Button(action: action) { Text("Go").onTapGesture { go() } }"#, rule: "empty-button-action").isEmpty)
        #expect(Self.findings(#"Button(action: {}) { Text("Soon") }"#, rule: "empty-button-action").isEmpty)
    }

    @Test func anActionPassedInEmptyByDefaultIsNotAnEmptyButton() {
        // The gesture calls the same `action` the button runs: both do the same, empty or not.
        let code = """
            struct Cell<Content: View>: View {
                let content: Content
                let action: () -> Void
                init(@ViewBuilder content: () -> Content, action: @escaping () -> Void = {}) {
                    self.content = content()
                    self.action = action
                }
                var body: some View {
                    Button(action: action) { content }
                        .onTapGesture { action() }
                }
            }
            struct Screen: View {
                var body: some View { Cell { Text("About") } }
            }
            """
        #expect(Self.findings(code, rule: "empty-button-action").isEmpty)
    }

    // MARK: - Item-8 patterns that already held, kept from regressing

    @Test func anImageNamedAtRunTimeNeedsReview() {
        let code = """
            struct AppIconRow: View {
                let name: String
                var body: some View { Image("AppIcon\\(name)-image") }
            }
            """
        let findings = Self.findings(code, rule: "image-label")
        #expect(findings.map(\.status) == [.needsReview], "\(findings.map(\.message))")
    }

    @Test func helperFunctionsWithParametersAreExpandedAtTheirCall() {
        let code = """
            struct Screen: View {
                var body: some View {
                    VStack { row(title: "Hello", icon: "ic_hello_24") }
                }
                func row(title: String, icon: String) -> some View {
                    HStack { Image(icon); Text(title) }
                }
            }
            """
        #expect(Self.transcript(code) == ["ic_hello_24, image.", "Hello."])
        #expect(Self.findings(code, rule: "image-label").first?.line == 6)
    }

    @Test func aFunctionPassedAsContentIsJudgedLikeAClosure() {
        let code = """
            struct Screen: View {
                let items: [Item]
                var body: some View { List { ForEach(items, content: row) } }
                func row(_ item: Item) -> some View { Button { } label: { Image("ic_row_24") } }
            }
            """
        let findings = Self.findings(code, rule: "control-name")
        #expect(findings.count == 1 && findings.first?.line == 4, "\(findings.map(\.message))")
    }

    @Test func aTranscriptNeverSpeaksATableName() {
        let code = """
            enum L10n {
                static var share: String { L10n.tr("Localizable", "share.title", fallback: "Share") }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Button(L10n.share) { }
                        Button(NSLocalizedString("share.title", tableName: "Localizable", comment: "")) { }
                        Button(String(localized: "share.title", table: "Localizable")) { }
                    }
                }
            }
            """
        let tables = [(path: "App/en.lproj/Localizable.strings", text: #""share.title" = "Share";"#)]
        #expect(Self.transcript(code, tables: tables) == ["Share, button.", "Share, button.", "Share, button."])
        let bare = Self.transcript(code)
        #expect(bare.count == 3 && !bare.contains { $0.contains("Localizable") }, "\(bare)")
    }
}
