import AuditModel
import SwiftUISource
import Testing

/// Names resolve within their module, as the compiler resolves them: the same file, the own
/// module, then the modules it imports; an ambiguous name stays opaque.
@Suite struct SwiftUISourceModules {
    typealias S = SwiftUISourceSupport

    static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Monorepo", targets: [
        .target(name: "Shop"),
        .target(name: "Bank", path: "Modules/Bank"),
        .target(name: "Design-Kit"),
    ])
    """

    static func screen(_ screens: [ViewScreen], _ name: String) -> String? {
        screens.first { $0.name == name }.map { S.render($0.root) }
    }

    @Test func twoModulesDefiningTheSameViewEachResolveToTheirOwn() {
        let screens = S.load([
            ("Package.swift", Self.manifest),
            ("Sources/Shop/ShopHome.swift", "struct ShopHome: View { var body: some View { SettingsView() } }"),
            ("Sources/Shop/SettingsView.swift", "struct SettingsView: View { var body: some View { Text(\"Shop settings\") } }"),
            ("Modules/Bank/BankHome.swift", "struct BankHome: View { var body: some View { SettingsView() } }"),
            ("Modules/Bank/SettingsView.swift", "struct SettingsView: View { var body: some View { Text(\"Bank settings\") } }"),
        ]).screens
        #expect(screens.map(\.name).sorted() == ["BankHome", "ShopHome"])
        #expect(Self.screen(screens, "ShopHome")?.contains("Shop settings") == true)
        #expect(Self.screen(screens, "ShopHome")?.contains("Bank settings") == false)
        #expect(Self.screen(screens, "BankHome")?.contains("Bank settings") == true)
        #expect(Self.screen(screens, "BankHome")?.contains("Shop settings") == false)
    }

    @Test func importedModulesAreSeenAndOthersAreNot() {
        let card = "public struct Card: View { public var body: some View { Text(\"Card\") } }"
        let screens = S.load([
            ("Package.swift", Self.manifest),
            ("Sources/Design-Kit/Card.swift", card),
            ("Sources/Shop/ShopHome.swift", "import Design_Kit\nstruct ShopHome: View { var body: some View { Card() } }"),
            ("Modules/Bank/BankHome.swift", "import SwiftUI\nstruct BankHome: View { var body: some View { Card() } }"),
        ]).screens
        #expect(Self.screen(screens, "ShopHome") == #"ShopHome@ShopHome[Card@Card[Text("Card")]]"#)
        // Bank does not import the design kit: its `Card` is some other module's, left opaque.
        #expect(Self.screen(screens, "BankHome") == "BankHome@BankHome[Card]")
    }

    @Test func aNameTwoImportedModulesDeclareStaysOpaque() {
        let manifest = """
        let package = Package(name: "P", targets: [.target(name: "A"), .target(name: "B"), .target(name: "App")])
        """
        let screens = S.load([
            ("Package.swift", manifest),
            ("Sources/A/Badge.swift", "public struct Badge: View { public var body: some View { Text(\"A\") } }"),
            ("Sources/B/Badge.swift", "public struct Badge: View { public var body: some View { Text(\"B\") } }"),
            ("Sources/App/Home.swift", "import A\nimport B\nstruct Home: View { var body: some View { Badge() } }"),
        ]).screens
        #expect(Self.screen(screens, "Home") == "Home@Home[Badge]")
    }

    @Test func privateTypesOfTheSameNameStayInTheirFiles() {
        let first = """
        struct First: View { var body: some View { Cell() } }
        private struct Cell: View { var body: some View { Text("first cell") } }
        """
        let second = """
        struct Second: View { var body: some View { Cell() } }
        private struct Cell: View { var body: some View { Text("second cell") } }
        """
        let screens = S.load([("First.swift", first), ("Second.swift", second)]).screens
        #expect(Self.screen(screens, "First")?.contains("first cell") == true)
        #expect(Self.screen(screens, "First")?.contains("second cell") == false)
        #expect(Self.screen(screens, "Second")?.contains("second cell") == true)
    }

    @Test func anExtensionFunctionOnlyMatchesCallsItsParametersAccept() {
        let source = """
        extension View {
            func overlay(extendedBy insets: EdgeInsets) -> some View { padding(insets) }
        }
        struct Home: View {
            var body: some View {
                Text("a").overlay { Text("badge") }
                Text("b").overlay(extendedBy: .init())
            }
        }
        """
        let rendered = S.render(S.load([("Home.swift", source)]).screens[0].root)
        #expect(rendered.contains(#"Text("a").overlay(content: {Text("badge")})"#), "\(rendered)")
        #expect(rendered.contains(#"Text("b").padding("#), "\(rendered)")
    }

    @Test func anExtensionsOwnEmptyViewDoesNotReplaceSwiftUIsInTheAppBesideIt() {
        // An app folder holding the app and an extension side by side, targets unknown: the
        // extension declares its own `EmptyView`; the app's `EmptyView()` is still SwiftUI's.
        let screens = S.load([
            ("App/Settings.swift", """
                struct Settings: View {
                    var body: some View { NavigationLink(destination: Text("Detail"), isActive: $on) { EmptyView() } }
                }
                """),
            ("Extension/EmptyView.swift", "struct EmptyView: View { var body: some View { Text(\"No passwords yet\") } }"),
            ("Extension/Passwords.swift", "struct Passwords: View { var body: some View { EmptyView() } }"),
        ]).screens
        #expect(Self.screen(screens, "Settings")?.contains("No passwords yet") == false)
        #expect(Self.screen(screens, "Passwords")?.contains("No passwords yet") == true)
    }

    @Test func aSwitchOverAParameterTheCallSiteSetsShowsOnlyThatCase() {
        // `EntityChooser(mode: .inline)` never shows the `.list` or `.button` branches; without the
        // argument the default mode's branch shows.
        let screens = S.load([
            ("EntityChooser.swift", """
                struct EntityChooser: View {
                    enum Mode { case button, list, inline }
                    var mode: Mode = .button
                    var body: some View {
                        switch mode {
                        case .button: Button("Pick") { }
                        case .list, .inline: Text("Inline list")
                        }
                    }
                }
                """),
            ("Inline.swift", "struct Inline: View { var body: some View { EntityChooser(mode: .inline) } }"),
            ("Plain.swift", "struct Plain: View { var body: some View { EntityChooser() } }"),
        ]).screens
        #expect(Self.screen(screens, "Inline")?.contains("Inline list") == true)
        #expect(Self.screen(screens, "Inline")?.contains("Pick") == false)
        #expect(Self.screen(screens, "Plain")?.contains("Pick") == true)
        #expect(Self.screen(screens, "Plain")?.contains("Inline list") == false)
    }
}
