import A11yAudit
import AuditModel
import Testing

/// `if let icon { … } else if isCompact { … }` inside a component: a call site that sets the
/// optional or the flag, or leaves it at its default, settles which branch shows (Home
/// Assistant's settings headers and stand-by previews, DuckDuckGo's settings rows, whose
/// `isButton: true` showed each row twice). Before, every branch showed, `nil` included ("‹nil›").
@Suite struct CallSiteConditionTests {
    static let header = """
        struct Header: View {
            let icon: String?
            let badge: AnyView?
            let title: String
            init(icon: String? = nil, badge: AnyView? = nil, title: String) {
                self.icon = icon
                self.badge = badge
                self.title = title
            }
            var body: some View {
                VStack {
                    if let icon {
                        Image(systemName: icon)
                    } else if let badge {
                        badge
                    }
                    Text(title)
                }
            }
        }
        """

    /// The transcript of a screen whose body is `call`, beside the declarations of `components`.
    static func transcript(_ call: String, with components: String = header) -> [String] {
        let code = components + "\nstruct Screen: View {\n    let model: Model\n    var body: some View {\n" + call + "\n    }\n}\n"
        return Auditor().audit(swiftSource: code).screens.first { $0.name == "Screen" }?.transcript.map(\.text) ?? []
    }

    @Test func aSetOptionalShowsItsBranchAlone() {
        #expect(Self.transcript(#"Header(icon: "star", title: "Favourites")"#) == ["star, image.", "Favourites."])
    }

    @Test func anOptionalLeftAtNilShowsNoBranchOfIts() {
        #expect(Self.transcript(#"Header(title: "Plain")"#) == ["Plain."])
        // A set badge is the branch that shows, with the views the call hands it.
        #expect(Self.transcript(#"Header(icon: nil, badge: AnyView(Text("New")), title: "Inbox")"#)
                == ["New.", "Inbox."])
    }

    @Test func anOptionalKnownOnlyAtRunTimeKeepsItsBranch() {
        // `model.icon` may be nil: its branch stays, and the badge's, defaulted to nil, goes.
        #expect(Self.transcript(#"Header(icon: model.icon, title: "Inbox")"#) == ["‹model.icon›, image.", "Inbox."])
    }

    @Test func aCallThroughAnotherInitialiserKeepsTheBranches() {
        // The first initialiser's defaults say nothing about what another one sets.
        let code = """
            struct Row: View {
                var subtitle: String?
                let title: String
                init(title: String, subtitle: String? = nil) {
                    self.title = title
                    self.subtitle = subtitle
                }
                init(item: Item) {
                    self.title = item.name
                    self.subtitle = item.detail
                }
                var body: some View {
                    VStack {
                        Text(title)
                        if let subtitle { Text(subtitle) }
                    }
                }
            }
            struct Screen: View {
                let item: Item
                var body: some View { Row(item: item) }
            }
            """
        let screen = Auditor().audit(swiftSource: code).screens.first { $0.name == "Screen" }
        #expect(screen?.transcript.count == 2, "\(screen?.transcript.map(\.text) ?? [])")
    }

    static let row = """
        struct Row: View {
            var title: String
            var isButton = false
            var showsChevron = true
            var body: some View {
                if isButton {
                    Button(title) { }
                } else {
                    HStack {
                        Text(title)
                        if !showsChevron { EmptyView() } else { Image(systemName: "chevron.right") }
                    }
                }
            }
        }
        """

    @Test func aFlagTheCallSiteSetsShowsOneBranch() {
        #expect(Self.transcript(#"Row(title: "Sync", isButton: true)"#, with: Self.row) == ["Sync, button."])
        #expect(Self.transcript(#"Row(title: "Sync", showsChevron: false)"#, with: Self.row) == ["Sync."])
    }

    @Test func aFlagLeftAtItsDefaultShowsItsDefaultBranch() {
        #expect(Self.transcript(#"Row(title: "Sync")"#, with: Self.row) == ["Sync.", "chevron right, image."])
    }

    @Test func aFlagKnownOnlyAtRunTimeKeepsBothBranches() {
        #expect(Self.transcript(#"Row(title: "Sync", isButton: model.tappable)"#, with: Self.row).count == 3)
    }

    static let tile = """
        enum TileLayout { case list, grid }
        struct Tile: View {
            let name: String
            var layout: TileLayout = .list
            var body: some View {
                if layout == .grid {
                    Image(systemName: "square")
                } else if layout != TileLayout.list {
                    Text("Other")
                } else {
                    Text(name)
                }
            }
        }
        """

    @Test func anEnumCaseTheCallSiteSetsShowsItsBranch() {
        // Home Assistant's watch rows: `if layout == .grid { … }`, the layout given by the caller.
        #expect(Self.transcript(#"Tile(name: "Lamp", layout: .grid)"#, with: Self.tile) == ["square, image."])
        #expect(Self.transcript(#"Tile(name: "Lamp")"#, with: Self.tile) == ["Lamp."])
        #expect(Self.transcript(#"Tile(name: "Lamp", layout: model.layout)"#, with: Self.tile).count == 3)
    }

    static let split = """
        struct ItemLabel: View {
            let name: String
            var onIconTap: (() -> Void)? = nil
            var onBodyTap: (() -> Void)? = nil
            var body: some View {
                if let onIconTap, let onBodyTap {
                    Button(action: onIconTap) { Image(systemName: "lightbulb") }
                    Button(action: onBodyTap) { Text(name) }
                } else {
                    Text(name)
                }
            }
        }
        """

    @Test func aConditionListHoldsWhenEveryTestHolds() {
        // Home Assistant's watch rows: one split into two buttons when both taps are given.
        #expect(Self.transcript(#"ItemLabel(name: "Lamp", onIconTap: {}, onBodyTap: {})"#, with: Self.split)
                == ["lightbulb, button.", "Lamp, button."])
        #expect(Self.transcript(#"ItemLabel(name: "Lamp", onIconTap: {})"#, with: Self.split) == ["Lamp."])
        #expect(Self.transcript(#"ItemLabel(name: "Lamp", onIconTap: {}, onBodyTap: nil)"#, with: Self.split) == ["Lamp."])
    }

    @Test func aListWithARunTimeTestIsSettledOnlyWhenFalse() {
        // Home Assistant's watch rows: `if let subtitle, !subtitle.isEmpty` read "‹nil›" where no
        // caller passes a subtitle.
        let code = """
            struct Caption: View {
                let title: String
                var subtitle: String? = nil
                var body: some View {
                    VStack {
                        Text(title)
                        if let subtitle, !subtitle.isEmpty { Text(subtitle) }
                    }
                }
            }
            """
        #expect(Self.transcript(#"Caption(title: "Kitchen")"#, with: code) == ["Kitchen."])
        #expect(Self.transcript(#"Caption(title: "Kitchen", subtitle: "2 lights")"#, with: code)
                == ["Kitchen.", "2 lights."])
    }

    /// Home Assistant's onboarding screens: optional content shown by `if let content { content() }`,
    /// and an initialiser without it for `Content == EmptyView`.
    static let card = """
        struct Card<Content: View>: View {
            let title: String
            private let content: (() -> Content)?
            init(title: String, @ViewBuilder content: @escaping () -> Content) {
                self.title = title
                self.content = content
            }
            init(title: String) where Content == EmptyView {
                self.title = title
                self.content = nil
            }
            var body: some View {
                VStack {
                    Text(title)
                    if let content { content() }
                }
            }
        }
        """

    @Test func anOptionalViewClosureUnwrappedByNameShowsTheCallersViews() {
        // The unwrapped name was read as a new, unknown local.
        #expect(Self.transcript(#"Card(title: "Location") { Toggle("Precise", isOn: $precise) }"#, with: Self.card)
                == ["Location.", "Precise, ‹on | off›, switch button."])
    }

    @Test func aFunctionsOptionalLeftAtNilShowsNoBranchOfIts() {
        // Home Assistant's kiosk rows: `static func label(_ title: String, subtitle: String? = nil)`
        // read "‹nil›" under every title no subtitle was passed to, also through a second function.
        let rows = """
            enum SettingRow {
                static func label(_ title: String, subtitle: String? = nil) -> some View {
                    VStack {
                        Text(title)
                        if let subtitle { Text(subtitle) }
                    }
                }
                static func picker(_ title: String, subtitle: String? = nil) -> some View {
                    HStack { label(title, subtitle: subtitle) }
                }
            }
            """
        #expect(Self.transcript(#"SettingRow.label("Server")"#, with: rows) == ["Server."])
        #expect(Self.transcript(#"SettingRow.picker("Mode")"#, with: rows) == ["Mode."])
        #expect(Self.transcript(#"SettingRow.label("Server", subtitle: "Home")"#, with: rows) == ["Server.", "Home."])
    }

    @Test func contentLeftOutForAnEmptyViewInitialiserShowsNothing() {
        // Home Assistant's settings headers (`Header`) and onboarding screens (`card`): a second
        // initialiser for `Content == EmptyView`, in an extension or with a `where` clause of its own. A call
        // without content goes through it; it read "‹content: not known until run time›".
        let header = """
            struct Header<Content: View>: View {
                let title: String
                let content: Content
                init(title: String, @ViewBuilder content: () -> Content) {
                    self.title = title
                    self.content = content()
                }
                var body: some View {
                    VStack { Text(title); content }
                }
            }
            extension Header where Content == EmptyView {
                init(title: String) { self.init(title: title) { EmptyView() } }
            }
            """
        #expect(Self.transcript(#"Header(title: "Privacy")"#, with: header) == ["Privacy."])
        #expect(Self.transcript(#"Card(title: "Location")"#, with: Self.card) == ["Location."])
        #expect(Self.transcript(#"Header(title: "Privacy") { Text("Shared with no one") }"#, with: header)
                == ["Privacy.", "Shared with no one."])
    }

    @Test func aViewParameterCastToImageShowsTheBranchItsCallerChose() {
        // Home Assistant's onboarding screens: `if let image = illustration() as? Image { image… }
        // else { illustration() }`. The cast holds only for one `Image` as written (or changed by
        // a modifier that returns an `Image`); the image read "‹image: not known until run time›".
        let page = """
            struct Page<Illustration: View>: View {
                let illustration: () -> Illustration
                var body: some View {
                    if let image = illustration() as? Image {
                        image.resizable().frame(height: 130)
                    } else {
                        HStack { illustration() }
                    }
                }
            }
            struct Badge: View {
                var body: some View { Text("New") }
            }
            """
        /// Each transcript line with whether it is read in the `else` branch's stack.
        func lines(_ call: String) -> [String] {
            let code = page + "\nstruct Screen: View {\n    var body: some View {\n" + call + "\n    }\n}\n"
            let screen = Auditor().audit(swiftSource: code).screens.first { $0.name == "Screen" }
            return screen?.transcript.map { $0.text + ($0.element.contains("HStack") ? " (else)" : "") } ?? []
        }
        #expect(lines(#"Page { Image(systemName: "globe") }"#) == ["globe, image."])
        #expect(lines(#"Page { Image(systemName: "globe").resizable() }"#) == ["globe, image."])
        #expect(lines(#"Page { Image(systemName: "globe").padding() }"#) == ["globe, image. (else)"])
        #expect(lines(#"Page { Badge() }"#) == ["New. (else)"])
    }
}
