import A11yAudit
import AuditModel
import Testing

/// False-positive patterns found reviewing the audit of DuckDuckGo and Home Assistant
/// (Docs/real-app-review.md), each with what iOS does.
@Suite struct RealAppPatternTests {
    static func transcript(_ code: String) -> [String] {
        Auditor().audit(swiftSource: code).screens.first?.transcript.map(\.text) ?? []
    }

    @Test func aTitleFromAnotherTypesPropertyIsRunTimeText() {
        #expect(Self.transcript("Button(Current.Log.exportTitle) { }") == ["‹.exportTitle›, button."])
    }

    @Test func roleButtonsWithoutATitleAreNamedByTheSystem() {
        #expect(Self.transcript("Button(role: .close) { }") == ["Close, button."])
        #expect(Self.transcript("Button(role: .destructive) { }") == ["button."])
    }

    @Test func sfSafeSymbolsAreSymbolNames() {
        let lines = Self.transcript("""
            Button(action: {}) { Image(systemSymbol: .person2CircleFill) }
            """)
        #expect(lines == ["person 2 circle fill, button."])
    }

    static func findings(_ code: String) -> [Finding] {
        Auditor().audit(swiftSource: code).findings.filter { $0.status == .violation }
    }

    @Test func anEmptyTitleIsANamingProblemNotClippedText() {
        let rules = Self.findings("""
            HStack {
                Text("Wi-Fi")
                Toggle("", isOn: .constant(true))
            }
            """).map(\.rule)
        #expect(rules == ["control-name"], "\(rules)")
    }

    @Test func runTimeTextThatFitsWhenShortNeedsReviewNotAVerdict() {
        let code = """
            struct Row: View {
                let server: Server
                var body: some View {
                    VStack {
                        Text(server.name).lineLimit(1)
                        Text("Connected to your home server over a secure link").lineLimit(1)
                    }
                }
            }
            """
        let all = Auditor().audit(swiftSource: code).findings.filter { $0.rule == "text-truncated" }
        #expect(all.filter { $0.status == .violation }.count == 1, "\(all.map(\.message))")
        #expect(all.filter { $0.status == .needsReview }.count == 1, "\(all.map(\.message))")
    }

    @Test func aChoiceIsAsLongAsItsLongestOption() {
        // A notification badge (found reviewing IceCubesApp): `count > 99 ? "99+" : String(count)`
        // was measured as 20 characters, far more than a badge sized for three shows.
        #expect(RunTimeTextLength.assumed(for: "99+ | String(count)", default: 20) == 4)
        #expect(RunTimeTextLength.assumed(for: "— | 0", default: 20) == 1)
        // An option with a letter may be an expression: read as one alone is.
        #expect(RunTimeTextLength.assumed(for: "On | Off", default: 20) == 20)
        #expect(RunTimeTextLength.assumed(for: "99+ | server.info.name", default: 20) == 20)
        #expect(RunTimeTextLength.assumed(for: "$0 | 1", default: 20) == 20)
        let badge = """
            struct Badge: View {
                let count: Int
                var body: some View {
                    Text(count > 99 ? "99+" : String(count))
                        .font(.caption2)
                        .frame(width: 28, height: 20)
                }
            }
            """
        // Its fixed 20 pt height still clips the text once it grows, not at every size.
        let clipped = Auditor().audit(swiftSource: badge).findings.filter { $0.rule == "text-clipped" }
        #expect(clipped.map { String($0.message.prefix(10)) } == ["at xxLarge"], "\(clipped.map(\.message))")
        #expect(clipped.first?.message.contains("4 characters assumed") == true)
    }

    @Test func runTimeTextThatSaysItIsShortIsMeasuredShort() {
        #expect(RunTimeTextLength.assumed(for: "favorite.domain.first?.uppercased() ?? \"\"", default: 20) == 1)
        #expect(RunTimeTextLength.assumed(for: "viewModel.dayNumber(day)", default: 20) == 2)
        #expect(RunTimeTextLength.assumed(for: "trip.dayCount", default: 20) == 4)
        // An icon font's glyph is one character.
        #expect(RunTimeTextLength.assumed(for: "metric.icon.unicode", default: 20) == 1)
        #expect(RunTimeTextLength.assumed(for: "items.count", default: 20) == 4)
        #expect(RunTimeTextLength.assumed(for: "server.info.name", default: 20) == 20)
        #expect(RunTimeTextLength.assumed(for: "accountNumberFormatter", default: 20) == 20)
        // A letter tile: the initial fits its 40 pt circle.
        let code = """
            struct Tile: View {
                let name: String
                var body: some View {
                    Text(name.first?.uppercased() ?? "")
                        .font(.title)
                        .frame(width: 40, height: 40)
                }
            }
            """
        let clipped = Auditor().audit(swiftSource: code).findings.filter { $0.rule == "text-clipped" && $0.status == .violation }
        #expect(clipped.allSatisfy { !$0.message.contains("at xSmall") }, "\(clipped.map(\.message))")
    }

    @Test func aRowAlreadyTooWideAtTheDefaultSizeNeedsReview() {
        // Chips in a row as wide as this are in a horizontal scroll view or a custom layout the
        // estimate does not see: at the size it was designed at, it would visibly not fit.
        let code = """
            HStack {
                Text("Automations")
                Text("Configuration")
                Text("Notifications")
                Text("Integrations")
                Text("Subscriptions")
            }
            """
        let rows = Auditor().audit(swiftSource: code).findings.filter { $0.rule == "layout-not-adaptive" }
        #expect(!rows.isEmpty && rows.allSatisfy { $0.status == .needsReview }, "\(rows.map(\.message))")
    }

    @Test func aTapAnywhereOverTheWholeScreenNeedsReviewNotAButton() {
        // A screensaver that wakes, a player that shows or hides its controls.
        let code = """
            struct Screensaver: View {
                let wake: () -> Void
                var body: some View {
                    ZStack {
                        Color.black
                        Text("12:45").font(.largeTitle)
                        Text("Tuesday")
                    }
                    .ignoresSafeArea()
                    .onTapGesture(perform: wake)
                }
            }
            """
        let taps = Auditor().audit(swiftSource: code).findings.filter { $0.rule == "tap-gesture-trait" }
        #expect(taps.count == 1 && taps.allSatisfy { $0.status == .needsReview }, "\(taps.map(\.message))")
    }

    @Test func controlsOfASheetATappedBadgeOpensAreNotInsideTheBadge() {
        // A badge that opens an explanation: the sheet's buttons are not on screen with it, so
        // the badge holds no controls; VoiceOver cannot activate it at all.
        let code = """
            struct BetaBadge: View {
                @State var explaining = false
                var body: some View {
                    HStack {
                        Image(systemName: "flask")
                        Text("Beta")
                    }
                    .onTapGesture { explaining = true }
                    .sheet(isPresented: $explaining) {
                        Button("Send feedback") { }
                    }
                }
            }
            """
        let taps = Auditor().audit(swiftSource: code).findings.filter { $0.rule == "tap-gesture-trait" }
        #expect(taps.count == 1 && !taps[0].message.contains("controls of its own"), "\(taps.map(\.message))")
    }

    @Test func whatOneRowPresentsIsNotRepeatedBesideTheOtherRows() {
        // One row's confirmation and context menu show for that row alone; a fixed-name button
        // repeated in every visible row is still worth a review.
        let code = """
            struct Devices: View {
                let names: [String]
                @State var confirming = false
                var body: some View {
                    List {
                        ForEach(names, id: \\.self) { name in
                            HStack {
                                Text(name)
                                Button("Rename") { }
                            }
                            .alert("Forget device?", isPresented: $confirming) {
                                Button("Forget") { }
                            }
                            .contextMenu {
                                Button("Make primary") { }
                            }
                        }
                    }
                }
            }
            """
        let reviewed = Auditor().audit(swiftSource: code).findings.filter { $0.rule == "duplicate-name" }
        #expect(reviewed.count == 1 && reviewed[0].line == 9, "\(reviewed.map { "\($0.line): \($0.message)" })")
    }

    @Test func aSwitchOverTheRowsItemShowsEachCaseOnItsOwnRows() {
        // Settings sections listed from data, told apart by the case each is drawn by:
        // "Favorites" is one row, not every row. A switch over something else stays repeated
        // on every row.
        let code = """
            struct Sections: View {
                let settings: [Setting]
                let mode: Mode
                var body: some View {
                    List {
                        ForEach(settings, id: \\.kind) { setting in
                            switch setting.kind {
                            case .favorites: Toggle("Favorites", isOn: .constant(true))
                            case .shortcuts: Toggle("Shortcuts", isOn: .constant(true))
                            }
                            switch mode {
                            case .edit: Button("Remove") { }
                            case .view: EmptyView()
                            }
                        }
                    }
                }
            }
            """
        let reviewed = Auditor().audit(swiftSource: code).findings.filter { $0.rule == "duplicate-name" }
        #expect(reviewed.map(\.line) == [12], "\(reviewed.map { "\($0.line): \($0.message)" })")
        // Rows told apart by something else (files, each of some kind): many rows take the
        // same case, so its fixed name is still a repeated-row review.
        let shared = code.replacingOccurrences(of: "ForEach(settings, id: \\.kind)", with: "ForEach(settings)")
        let sharedReviews = Auditor().audit(swiftSource: shared).findings.filter { $0.rule == "duplicate-name" }
        #expect(sharedReviews.map(\.line) == [8, 9, 12], "\(sharedReviews.map { "\($0.line): \($0.message)" })")
        #expect(sharedReviews.allSatisfy { $0.status == .needsReview })
        // Steps numbered with `enumerated()` and told apart by the step itself.
        let steps = code.replacingOccurrences(of: "ForEach(settings, id: \\.kind) { setting in", with: "ForEach(Array(kinds.enumerated()), id: \\.element) { index, kind in")
            .replacingOccurrences(of: "switch setting.kind", with: "switch kind")
        let stepReviews = Auditor().audit(swiftSource: steps).findings.filter { $0.rule == "duplicate-name" }
        #expect(stepReviews.map(\.line) == [12], "\(stepReviews.map { "\($0.line): \($0.message)" })")
    }

    @Test func anImageNamedByAGeneratedAssetSymbolIsNotSaidToBeChosenAtRunTime() {
        let messages = Auditor().audit(swiftSource: """
            VStack {
                Image(.Onboarding.rocket)
                Image(item.icon)
            }
            """).findings.filter { $0.rule == "image-label" }.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.first?.contains("given by a generated asset symbol (‹.Onboarding.rocket›)") == true, "\(messages)")
        #expect(messages.last?.contains("chosen at run time (‹item.icon›)") == true, "\(messages)")
        let control = Auditor().audit(swiftSource: "Button(action: {}) { Image(.add24) }").findings
            .filter { $0.rule == "control-name" }.map(\.message)
        #expect(control.count == 1 && control[0].contains("given by a generated asset symbol (‹.add24›)"), "\(control)")
    }

    @Test func anIconFontsGlyphInATitleFontIsNoTitle() {
        let code = """
            VStack {
                Text(verbatim: metric.icon.unicode).font(.title)
                Text(verbatim: metric.value)
            }
            """
        #expect(Auditor().audit(swiftSource: code).findings.filter { $0.rule == "header-trait" }.isEmpty)
        // A value chosen at run time is still asked about.
        let value = code.replacingOccurrences(of: "metric.icon.unicode", with: "metric.name")
        #expect(Auditor().audit(swiftSource: value).findings.filter { $0.rule == "header-trait" }.count == 1)
    }

    @Test func labelsThatOpenWithAVerbOrShowASampleAreNotStyleOrTraitProblems() {
        let rules = Set(Self.findings("""
            VStack {
                Toggle("Switch account by location", isOn: .constant(true))
                TextField("aa:bb:cc:dd", text: .constant(""))
                Toggle("Sync enabled", isOn: .constant(true))
            }
            """).map(\.rule))
        #expect(rules.isDisjoint(with: ["label-redundant-trait", "label-style", "state-in-label"]), "\(rules)")
    }

    @Test func aHintSayingItOpensALinkDoesNotNameAButtonsType() {
        let hints = Auditor().audit(swiftSource: """
            Button("What's new") { }
                .accessibilityHint("Opens a link")
            """).findings.filter { $0.rule == "hint-style" }
        #expect(hints.isEmpty, "\(hints.map(\.message))")
    }

    @Test func hiddenNavigationLinksForProgrammaticNavigationAreNotControls() {
        // `NavigationLink(destination:isActive:) { EmptyView() }` draws nothing: VoiceOver has
        // nothing to focus, so it is neither an unnamed control nor a duplicate of its twin.
        let code = """
            VStack {
                NavigationLink(destination: Text("Privacy Pro"), isActive: $showsPro) { EmptyView() }
                NavigationLink(destination: Text("Privacy Pro"), isActive: $showsSync, label: { EmptyView() })
                Button("Open Privacy Pro") { showsPro = true }
            }
            """
        #expect(Self.findings(code).map(\.rule) == [], "\(Self.findings(code).map(\.message))")
        #expect(Self.transcript(code) == ["Open Privacy Pro, button."])
    }

    @Test func branchesOfTwoStatementsOverOneValueAreComparedOnlyWhenTheyCanShowTogether() {
        // `if editing` and `if !editing` never show together; a `default` (any mode but .a) and
        // `case .b, .c` can.
        let code = """
            HStack {
                if isEditing { Button("Done") { } } else { Button("Edit") { } }
                Text("Tabs")
                if !isEditing { Button("Done") { } }
                switch mode {
                case .a: Button("One") { }
                default: Button("Two") { }
                }
                switch mode {
                case .b, .c: Button("Two") { }
                case .a: Button("Three") { }
                }
            }
            """
        let duplicates = Self.findings(code).filter { $0.rule == "duplicate-name" }
        #expect(duplicates.count == 1, "\(duplicates.map(\.message))")
        #expect(duplicates.first?.message.contains("\"Two, button\"") == true)
    }

    @Test func aStateShownBySightIsSaidToBeUnexposedNotUnspoken() {
        // SwiftUI may speak the checkmark's own description while it shows: the message says the
        // state is not exposed as a trait or value, never that nothing changes in what is heard.
        let code = """
            Button { } label: {
                HStack { Text("Dark"); if isChosen { Image(systemName: "checkmark") } }
            }
            """
        let messages = Self.findings(code).filter { $0.rule == "state-not-exposed" }.map(\.message)
        #expect(messages.count == 1, "\(messages)")
        #expect(messages.allSatisfy { $0.contains("does not expose that state as a trait (.isSelected) or an accessibility value") })
        #expect(messages.allSatisfy { !$0.contains("either way") })
    }
    @Test func anAvailabilityCheckSwappingModifiersShowsItsViewsOnce() {
        // Each modifier shows `content` (or `self`) under `if #available` and again in its
        // fallback with other modifiers: read as two branches, three such modifiers showed the
        // list eight times (eight "Beds" lines, the icon-only button counted eight times on
        // the scorecard). The newest OS's branch is the one read.
        let code = """
            struct Garden: View {
                var body: some View {
                    List {
                        Button(action: {}) { Image(systemName: "leaf") }
                        Text("Beds")
                    }
                    .modifier(QuietScrolling())
                    .tinted(.green)
                    .compactSections()
                }
            }
            struct QuietScrolling: ViewModifier {
                func body(content: Content) -> some View {
                    if #available(iOS 16, *) {
                        content.scrollDisabled(true)
                    } else {
                        content
                    }
                }
            }
            extension View {
                @ViewBuilder func tinted(_ color: Color) -> some View {
                    if #available(iOS 16.0, *) {
                        tint(color)
                    } else {
                        let old = color
                        self.accentColor(old)
                    }
                }
                @ViewBuilder func compactSections() -> some View {
                    if #unavailable(iOS 17) {
                        self
                    } else {
                        listSectionSpacing(.compact)
                    }
                }
            }
            """
        let screen = Auditor().audit(swiftSource: code).screens.first { $0.name == "Garden" }
        #expect(screen?.transcript.map(\.text) == ["leaf, button.", "Beds."])
        #expect(screen?.scorecard.counts["error"] == 1)
    }

    @Test func aRunTimeValueWrittenOverSeveralLinesIsReadOnOne() {
        // Home Assistant's `Image(systemSymbol: { if #available(iOS 18.0, *) { … } }())`: its
        // source's line breaks split transcript lines and messages.
        let code = """
            Button(action: {}) {
                Image(systemName: {
                    if #available(iOS 18.0, *) {
                        return "mic.circle.fill"
                    }
                    return "stop.circle"
                }())
            }
            """
        let line = Self.transcript(code).first ?? ""
        #expect(line.hasPrefix("‹{ if #available(iOS 18.0, *) { return \"mic.circle.fill\" } return"), "\(line)")
        #expect(!line.contains("\n"))
    }

    @Test func anAvailabilityFallbackShowingOtherViewsIsStillAudited() {
        // Before iOS 26 the fallback's icon-only button is what people hear: both are audited.
        let code = """
            struct Sheet: View {
                var body: some View {
                    if #available(iOS 26.0, *) {
                        Button(role: .close) { }
                    } else {
                        Button { } label: { Image(systemName: "xmark") }
                    }
                }
            }
            """
        #expect(Self.transcript(code) == ["Close, button.", "xmark, button."])
        #expect(Self.findings(code).map(\.rule) == ["control-name"])
    }

    @Test func aBodyThatReturnsShowsOnlyWhatItReturns() {
        // Swift applies no result builder to a body with an explicit `return`: a helper that
        // schedules work first (DuckDuckGo's prompts), a `switch` that picks a value and a
        // preview that registers fonts run those statements; only the returned view shows.
        let code = """
            struct Prompt: View {
                @State private var size = CGSize.zero
                @Environment(\\.colorScheme) private var scheme
                var body: some View {
                    GeometryReader { proxy in content(proxy) }
                }
                private func content(_ proxy: GeometryProxy) -> some View {
                    DispatchQueue.main.async { size = proxy.size }
                    let tint: Color
                    switch scheme {
                    case .dark: tint = .white
                    default: tint = .black
                    }
                    return VStack {
                        Text("Save this login?").foregroundColor(tint)
                        Button("Not now") { }
                    }
                }
            }
            #Preview {
                IconFont.register()
                return Prompt()
            }
            """
        let result = Auditor().audit(swiftSource: code)
        for screen in result.screens {
            #expect(screen.transcript.map(\.text) == ["Save this login?", "Not now, button."], "\(screen.name)")
        }
        #expect(result.screens.count == 2)
    }

    @Test func aReturnInsideAClosureLeavesItsBodyAViewBuilder() {
        // The `return` belongs to the button's action, not to the body.
        let code = """
            VStack {
                Text("Saved")
                Button("Undo") { guard canUndo else { return }; undo() }
            }
            """
        #expect(Self.transcript(code) == ["Saved.", "Undo, button."])
    }

    @Test func aPropertyTypedAsAConcreteViewIsReadAsViews() {
        // DuckDuckGo's VPN widget: `private var connectButton: Button<Text> { switch … }`.
        let code = """
            struct Status: View {
                let online: Bool
                var body: some View {
                    VStack { retryButton }
                }
                private var retryButton: Button<Text> {
                    Button("Try again") { }
                }
            }
            """
        #expect(Self.transcript(code) == ["Try again, button."])
    }

    @Test func aGlassEffectContainerShowsItsContentOnce() {
        // Home Assistant's server pill: iOS 26 wraps it in a `GlassEffectContainer`, which draws
        // its content's Liquid Glass shapes together and adds nothing for VoiceOver. It was
        // content not known until run time, beside the older systems' copy of the pill.
        let code = """
            struct Pill: View {
                var body: some View {
                    if #available(iOS 26.0, *) {
                        GlassEffectContainer { content }
                    } else {
                        content
                    }
                }
                private var content: some View {
                    Button("Home") { }
                }
            }
            """
        #expect(Self.transcript(code) == ["Home, button."])
    }
}
