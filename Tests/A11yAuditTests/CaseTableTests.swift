import A11yAudit
import AuditModel
import Testing

/// `Text(style.title)` inside a component, where the parameter's enum declares `title` as one
/// `switch self`: a call site that passes a case shows that case's text (Home Assistant's
/// connection screen headings, its magic-item button titles, DuckDuckGo's shortcut accessories).
/// Before, the text was run-time text (‹style.title›) on every screen.
@Suite struct CaseTableTests {
    static let banner = """
        enum BannerStyle {
            case offline, signedOut, expired
            var title: String {
                switch self {
                case .offline: "No connection"
                case .signedOut, .expired:
                    return "Sign in again"
                }
            }
            var symbol: String {
                switch self {
                case .offline: "wifi.slash"
                default: "person.crop.circle.badge.exclamationmark"
                }
            }
        }
        struct Banner: View {
            let style: BannerStyle
            var body: some View {
                HStack {
                    Image(systemName: style.symbol)
                    Text(self.style.title)
                }
            }
        }
        """

    /// The transcript of a screen whose body is `call`, beside the banner's declarations.
    static func transcript(_ call: String, with declarations: String = banner) -> [String] {
        let code = declarations + "\nstruct Screen: View {\n    let model: Model\n    var body: some View {\n" + call + "\n    }\n}\n"
        return Auditor().audit(swiftSource: code).screens.first { $0.name == "Screen" }?.transcript.map(\.text) ?? []
    }

    @Test func aCasePassedByTheCallSiteGivesItsValue() {
        #expect(Self.transcript("Banner(style: .offline)") == ["wifi slash, image.", "No connection."])
        #expect(Self.transcript("Banner(style: BannerStyle.expired)")
                == ["person crop circle badge exclamationmark, image.", "Sign in again."])
    }

    @Test func aChoiceOfCasesIsAChoiceOfValues() {
        #expect(Self.transcript("Banner(style: model.isOnline ? .signedOut : .expired)")
                == ["person crop circle badge exclamationmark, image.", "Sign in again."])
    }

    @Test func aCaseKnownOnlyAtRunTimeLeavesTheExpression() {
        #expect(Self.transcript("Banner(style: model.style)") == ["‹style.symbol›, image.", "‹self.style.title›."])
    }

    @Test func aLocalNamedLikeTheParameterIsNotTheParameter() {
        let declarations = """
            enum Tone {
                case calm
                var word: String { switch self { case .calm: "Calm" } }
            }
            struct Row: View {
                let tone: Tone
                var body: some View {
                    ForEach(model.tones) { tone in Text(tone.word) }
                }
            }
            """
        #expect(Self.transcript("Row(tone: .calm)", with: declarations) == ["‹tone.word›."])
    }

    @Test func aPropertyThatIsNotASwitchOverSelfStaysUnknown() {
        let declarations = """
            enum Level {
                case low, high
                var label: String { isHigh ? "High" : "Low" }
                var isHigh: Bool { self == .high }
            }
            struct Gauge: View {
                let level: Level
                var body: some View { Text(level.label) }
            }
            """
        #expect(Self.transcript("Gauge(level: .high)", with: declarations) == ["‹level.label›."])
    }

    @Test func theCaseChoosesWhatASwitchOverTheValueShows() {
        // Home Assistant's empty-state header: `Accessory(accessory: style.trailingAccessory)`,
        // whose body switches over the accessory it is given.
        let declarations = """
            enum PanelStyle {
                case standard, locked
                enum Accessory { case none, settings }
                var trailing: Accessory {
                    switch self {
                    case .standard: .none
                    case .locked: .settings
                    }
                }
            }
            struct AccessoryView: View {
                let accessory: PanelStyle.Accessory
                var body: some View {
                    switch accessory {
                    case .none: Color.clear
                    case .settings: Button("Settings") { }
                    }
                }
            }
            struct Panel: View {
                let style: PanelStyle
                var body: some View {
                    HStack {
                        Text("Panel")
                        AccessoryView(accessory: style.trailing)
                    }
                }
            }
            """
        #expect(Self.transcript("Panel(style: .standard)", with: declarations) == ["Panel."])
        #expect(Self.transcript("Panel(style: .locked)", with: declarations) == ["Panel.", "Settings, button."])
    }

    @Test func aConditionOnAnEnumPropertyIsSettledByTheCase() {
        // Home Assistant's empty-state buttons: `if style.showsSecondarySettingsButton, !showsDetails`.
        let declarations = """
            enum Mode {
                case offline, signedOut
                var offersSettings: Bool {
                    switch self {
                    case .offline: true
                    case .signedOut: false
                    }
                }
            }
            struct Actions: View {
                let mode: Mode
                var showsDetails = false
                var body: some View {
                    VStack {
                        Button("Retry") { }
                        if mode.offersSettings, !showsDetails {
                            Button("Settings") { }
                        }
                    }
                }
            }
            """
        #expect(Self.transcript("Actions(mode: .offline)", with: declarations) == ["Retry, button.", "Settings, button."])
        #expect(Self.transcript("Actions(mode: .offline, showsDetails: true)", with: declarations) == ["Retry, button."])
        #expect(Self.transcript("Actions(mode: .signedOut)", with: declarations) == ["Retry, button."])
        #expect(Self.transcript("Actions(mode: model.mode)", with: declarations).count == 2)
    }

    @Test func aPropertyWrittenAsAnIfIsTheBranchTheCallSiteSettles() {
        // Home Assistant's empty-state header: `leadingAccessory` is `.settings` or the style's own.
        let declarations = """
            struct Caption: View {
                var isCompact = false
                let detail: String
                var body: some View { Text(caption) }
                private var caption: String {
                    if isCompact { "Saved" } else if detail.isEmpty { "Saved to your library" } else { detail }
                }
            }
            """
        #expect(Self.transcript(#"Caption(isCompact: true, detail: "x")"#, with: declarations) == ["Saved."])
        #expect(Self.transcript(#"Caption(detail: model.detail)"#, with: declarations) == ["‹caption›."])
    }

    @Test func aBoolPropertyOfTestsJoinedByAndIsSettled() {
        // `canShowErrorDetailsButton` is `style == .disconnected && showsErrorDetailsButton && errorDetailsAction != nil`.
        let declarations = """
            enum Phase { case offline, online }
            struct Footer: View {
                let phase: Phase
                var showsDetails = false
                var onDetails: (() -> Void)? = nil
                var body: some View {
                    VStack {
                        Button("Retry") { }
                        if canShowDetails { Button("Details") { } }
                        if onDetails != nil { Text("Tap Details for more") }
                    }
                }
                private var canShowDetails: Bool { phase == .offline && showsDetails && onDetails != nil }
            }
            """
        #expect(Self.transcript("Footer(phase: .offline, showsDetails: true, onDetails: {})", with: declarations)
                == ["Retry, button.", "Details, button.", "Tap Details for more."])
        #expect(Self.transcript("Footer(phase: .online, showsDetails: true, onDetails: {})", with: declarations)
                == ["Retry, button.", "Tap Details for more."])
        #expect(Self.transcript("Footer(phase: .offline)", with: declarations) == ["Retry, button."])
    }

    @Test func anEnumInAFileDeclaringNoViewIsRead() {
        // Home Assistant's `WebViewEmptyStateStyle.swift` names no view: it is parsed because a
        // view takes the enum as a parameter; a file with a `switch self` that no view needs is not.
        let style = """
            enum NoticeStyle {
                case offline, expired
                var title: String {
                    switch self {
                    case .offline: "You are offline"
                    case .expired: "Session expired"
                    }
                }
            }
            """
        let notice = """
            import SwiftUI
            struct Notice: View {
                let style: NoticeStyle
                var body: some View { Text(style.title) }
            }
            struct Screen: View {
                var body: some View { Notice(style: .expired) }
            }
            """
        let loaded = SwiftUISourceSupport.load([("App/NoticeStyle.swift", style), ("App/Notice.swift", notice)])
        let screen = loaded.screens.first { $0.name == "Screen" }
        let text = screen.flatMap { SwiftUISourceSupport.render($0.root) } ?? ""
        #expect(text.contains(#"Text("Session expired")"#), "\(text)")
    }

    @Test func propertiesThatReadEachOtherStayUnknown() {
        // Legal Swift that loops at run time: reading it must end, and settle nothing.
        let declarations = """
            struct Loop: View {
                let flag: Bool
                var a: Bool { if b { true } else { false } }
                var b: Bool { if a, flag { true } else { false } }
                var c: Bool { c && flag }
                var body: some View {
                    VStack {
                        if a { Text("A") }
                        if c { Text("C") }
                    }
                }
            }
            """
        #expect(Self.transcript("Loop(flag: true)", with: declarations) == ["A.", "C."])
    }
}
