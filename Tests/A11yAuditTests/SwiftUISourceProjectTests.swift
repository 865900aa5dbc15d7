import AuditModel
import Foundation
import SwiftUISource
import Testing

@Suite struct SwiftUISourceProject {
    typealias S = SwiftUISourceSupport

    static let contentView = #"""
    import SwiftUI

    struct ContentView: View {
        @ScaledMetric(relativeTo: .title) var iconSize: CGFloat = 28
        @ScaledMetric var size = 24
        @Environment(\.dynamicTypeSize) private var typeSize
        let spacing: CGFloat = 8

        var body: some View {
            let title = "Inbox"
            VStack(spacing: spacing) {
                header
                Text(title)
                RowView(title: "Wi-Fi", icon: "wifi") { toggle() }
                Card { Text("Inside") } footer: { Text("Foot") }
                row("A")
                Image(systemName: "star").frame(width: iconSize, height: size * 2).cardStyle()
                Text("Mod").modifier(Shadowed(radius: 4))
                layout { Text("L") }
            }
            .sheet(isPresented: $show) { SettingsView() }
        }

        var layout: AnyLayout { typeSize.isAccessibilitySize ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout()) }
        var header: some View { Text("Header").font(.largeTitle) }
        @ViewBuilder func row(_ name: String) -> some View { Text(name).padding(Layout.padding) }
    }

    #Preview("Dark") { ContentView() }
    #Preview { ContentView() }
    """#

    static let components = #"""
    import SwiftUI

    enum Layout { static let padding: CGFloat = 12 }

    struct RowView: View {
        let title: String
        let icon: String
        let action: () -> Void
        var body: some View {
            Button(action: action) { Label(title, systemImage: icon) }
        }
    }

    struct Card<Content: View, Footer: View>: View {
        @ViewBuilder let content: Content
        @ViewBuilder let footer: Footer
        var body: some View { VStack { content; Divider(); footer.font(.caption) } }
    }

    struct Shadowed: ViewModifier {
        var radius: CGFloat = 2
        func body(content: Content) -> some View {
            content.shadow(radius: radius).accessibilityElement(children: .combine)
        }
    }

    extension View {
        func cardStyle() -> some View { padding().background(.white).modifier(Shadowed()) }
    }

    struct SettingsView: View { var body: some View { Form { Toggle("On", isOn: $on) } } }
    """#

    static func project() -> (screens: [ViewScreen], errors: [InputError], suppressions: [Suppression]) {
        S.load([("App/ContentView.swift", contentView), ("App/Components.swift", components)])
    }

    static func find(_ screens: [ViewScreen], _ name: String) -> ViewScreen? { screens.first { $0.name == name } }

    @Test func screensAreRootComponentsAndPreviewsInFileOrder() {
        let names = Self.project().screens.map(\.name)
        #expect(names == ["SettingsView", "ContentView", "ContentView (Preview: Dark)", "ContentView (Preview)"])
    }

    @Test func screenLocationIsTheStructNameToken() {
        let screen = Self.find(Self.project().screens, "ContentView")
        #expect(screen?.location == SourceLocation(file: "App/ContentView.swift", line: 3, column: 8))
        #expect(screen?.source == .swiftUI)
    }

    @Test func componentFromAnotherFileIsInlinedWithCallSiteValues() throws {
        let root = try #require(Self.find(Self.project().screens, "ContentView")).root
        let rendered = S.render(root)
        #expect(rendered.contains(#"RowView@RowView(title: "Wi-Fi", icon: "wifi", action: closure)[Button(action: closure, label: {Label("Wi-Fi", systemImage: "wifi")})]"#))
        let row = try #require(Self.findNode(root) { $0.component == "RowView" })
        let button = try #require(row.children.first)
        // The body keeps its own file and line.
        #expect(button.location == SourceLocation(file: "App/Components.swift", line: 10, column: 9))
    }

    @Test func viewBuilderContentIsSplicedWhereTheComponentUsesIt() throws {
        let root = try #require(Self.find(Self.project().screens, "ContentView")).root
        #expect(S.render(root).contains(#"Card@Card[VStack[Text("Inside"), Divider, Text("Foot").font(.caption)]]"#))
    }

    @Test func membersConstantsAndScaledMetricsAreResolved() throws {
        let rendered = S.render(try #require(Self.find(Self.project().screens, "ContentView")).root)
        #expect(rendered.contains(#"VStack(spacing: metric(8 fixed spacing))"#))
        #expect(rendered.contains(#"Text("Header").font(.largeTitle)"#))
        #expect(rendered.contains(#"Text("Inbox")"#))
        #expect(rendered.contains(#"Text("A").padding(metric(12 fixed Layout.padding))"#))
        #expect(rendered.contains(#"frame(width: metric(28 scaled(title) iconSize), height: metric(48 scaled(body) size * 2))"#))
    }

    @Test func customModifiersExpandIntoPlainModifiers() throws {
        let rendered = S.render(try #require(Self.find(Self.project().screens, "ContentView")).root)
        // `.cardStyle()` → padding, background, then `Shadowed`'s body with its default radius.
        #expect(rendered.contains(#".padding().background(.white).shadow(radius: 2).accessibilityElement(children: .combine)"#))
        #expect(rendered.contains(#"Text("Mod").shadow(radius: 4).accessibilityElement(children: .combine)"#))
        #expect(!rendered.contains(".modifier("))
        #expect(!rendered.contains("cardStyle"))
    }

    @Test func expandedModifiersKeepTheirOwnLocations() throws {
        let root = try #require(Self.find(Self.project().screens, "ContentView")).root
        let text = try #require(Self.findNode(root) { $0.argument(nil)?.value == .string("Mod") })
        let shadow = try #require(text.modifiers(named: "shadow").first)
        #expect(shadow.location.file == "App/Components.swift")
        #expect(shadow.location.line == 23)
    }

    @Test func anyLayoutFromATernaryPropertyKeepsItsCondition() throws {
        let rendered = S.render(try #require(Self.find(Self.project().screens, "ContentView")).root)
        #expect(rendered.contains(#"AnyLayout(choice(AnyLayout(VStackLayout()) | AnyLayout(HStackLayout())), condition: ‹typeSize.isAccessibilitySize›, environment: .dynamicTypeSize)[Text("L")]"#))
    }

    @Test func presentedComponentsStayOpaqueAndAreScreensOfTheirOwn() throws {
        let screens = Self.project().screens
        let root = try #require(Self.find(screens, "ContentView")).root
        #expect(S.render(root).contains(#".sheet(isPresented: ‹$show›, content: {SettingsView})"#))
        #expect(Self.find(screens, "SettingsView") != nil)
    }

    @Test func previewRootIsAGroupOfThePreviewViews() throws {
        let preview = try #require(Self.find(Self.project().screens, "ContentView (Preview: Dark)"))
        #expect(preview.root.type == "Group")
        #expect(preview.root.children.first?.component == "ContentView")
        #expect(preview.location.line == 29)
    }

    @Test func recursionIsGuarded() {
        let source = """
        struct Tree: View { var body: some View { VStack { Text("node"); Tree() } } }
        """
        let rendered = S.render(S.load([("Tree.swift", source)]).screens[0].root)
        #expect(rendered == #"Tree@Tree[VStack[Text("node"), Tree]]"#)
    }

    @Test func mutualRecursionIsGuarded() {
        let source = """
        struct Root: View { var body: some View { A() } }
        struct A: View { var body: some View { B() } }
        struct B: View { var body: some View { A() } }
        """
        let rendered = S.render(S.load([("AB.swift", source)]).screens[0].root)
        #expect(rendered == "Root@Root[A@A[B@B[A]]]")
    }

    @Test func unknownViewsAreOpaque() {
        #expect(S.body("VStack { ThirdPartyChart(data: d) { Text(\"x\") } }")
                == "VStack[ThirdPartyChart(data: ‹d›, closure)]")
    }

    @Test func screenPatternsMakeUsedComponentsScreens() {
        let sources = [("A.swift", "struct HomeScreen: View { var body: some View { DetailScreen() } }\n"
                        + "struct DetailScreen: View { var body: some View { Text(\"d\") } }")]
        #expect(S.load(sources).screens.map(\.name) == ["HomeScreen"])
        #expect(S.load(sources, screenPatterns: ["*Screen"]).screens.map(\.name) == ["HomeScreen", "DetailScreen"])
        // The config's glob syntax (character sets included) is the one the run uses.
        #expect(S.load(sources, screenPatterns: ["[CD]etail?creen"]).screens.map(\.name) == ["HomeScreen", "DetailScreen"])
        #expect(S.load(sources, screenPatterns: ["[!D]*Screen"]).screens.map(\.name) == ["HomeScreen"])
    }

    @Test func nestedTypesAndExtensionsInOtherFiles() {
        let a = """
        struct Settings: View {
            var body: some View { List { Row(title: "General"); footer } }
            struct Row: View {
                let title: String
                var body: some View { Text(title) }
            }
        }
        """
        let b = "extension Settings { var footer: some View { Text(\"v1\").font(.footnote) } }"
        let screens = S.load([("A.swift", a), ("B.swift", b)]).screens
        #expect(screens.map(\.name) == ["Settings"])
        #expect(S.render(screens[0].root)
                == #"Settings@Settings[List[Row@Settings.Row(title: "General")[Text("General")], Text("v1").font(.footnote)]]"#)
    }

    @Test func extensionConformanceMakesAView() {
        let source = """
        struct Badge { let count: Int }
        extension Badge: View { var body: some View { Text("\\(count)") } }
        """
        let screens = S.load([("Badge.swift", source)]).screens
        #expect(screens.map(\.name) == ["Badge"])
        #expect(S.render(screens[0].root) == "Badge@Badge[Text(text(‹count›))]")
    }

    @Test func legacyPreviewProviderIsAPreview() {
        let source = """
        struct Hello: View { var body: some View { Text("Hi") } }
        struct Hello_Previews: PreviewProvider { static var previews: some View { Hello() } }
        """
        #expect(S.load([("Hello.swift", source)]).screens.map(\.name) == ["Hello", "Hello (Preview)"])
    }

    @Test func duplicateScreenNamesAreMadeUnique() {
        let sources = [("A.swift", "#Preview { Text(\"a\") }"), ("B.swift", "#Preview { Text(\"b\") }")]
        #expect(S.load(sources).screens.map(\.name) == ["A (Preview)", "B (Preview)"])
        let same = [("A.swift", "#Preview { Text(\"a\") }\n#Preview { Text(\"b\") }")]
        #expect(S.load(same).screens.map(\.name) == ["A (Preview)", "A (Preview) #2"])
    }

    @Test func componentWithExplicitInitAndActionTrailingClosure() {
        let source = """
        struct Screen: View { var body: some View { PrimaryButton("Save") { save() } } }
        struct PrimaryButton: View {
            let title: LocalizedStringKey
            let action: () -> Void
            init(_ title: LocalizedStringKey, action: @escaping () -> Void) { self.title = title; self.action = action }
            var body: some View { Button(title, action: action).font(.headline) }
        }
        """
        let rendered = S.render(S.load([("P.swift", source)]).screens[0].root)
        #expect(rendered == #"Screen@Screen[PrimaryButton@PrimaryButton("Save", action: closure)[Button("Save", action: closure).font(.headline)]]"#)
    }

    @Test func viewBuilderFunctionWithViewParameter() {
        let source = """
        struct Screen: View {
            var body: some View { section("Account") { Text("Email") } }
            func section(_ title: String, @ViewBuilder content: () -> some View) -> some View {
                Section(title) { content() }
            }
        }
        """
        #expect(S.render(S.load([("S.swift", source)]).screens[0].root)
                == #"Screen@Screen[Section("Account")[Text("Email")]]"#)
    }

    @Test func resultsAreDeterministic() {
        let first = Self.project()
        for _ in 0..<3 {
            let again = Self.project()
            #expect(again.screens == first.screens)
            #expect(again.errors == first.errors)
        }
    }

    @Test func loadsFilesFromDisk() throws {
        let folder = TestPaths.scratchPath("swiftui-source")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("V.swift").path
        try "struct V: View { var body: some View { Text(\"v\") } }".write(toFile: path, atomically: true, encoding: .utf8)
        let result = SwiftUIProject().load(files: [path])
        #expect(result.screens.map(\.name) == ["V"])
        #expect(result.screens.first?.location.file == path)
    }

    static func findNode(_ node: ViewNode, _ predicate: (ViewNode) -> Bool) -> ViewNode? {
        if predicate(node) { return node }
        for child in node.children {
            if let found = findNode(child, predicate) { return found }
        }
        for argument in node.arguments {
            if case .views(let nodes) = argument.value {
                for n in nodes { if let found = findNode(n, predicate) { return found } }
            }
        }
        return nil
    }
}

@Suite struct SwiftUISourceProjectValues {
    typealias S = SwiftUISourceSupport

    @Test func fontConstantsFromAnotherFileAreResolved() {
        let fonts = "import SwiftUI\nextension Font { static let brandTitle = Font.custom(\"Avenir\", size: 20) }"
        let view = "struct V: View { var body: some View { Text(\"a\").font(.brandTitle); Text(\"b\").font(Font.brandTitle) } }"
        let rendered = S.render(S.load([("Fonts.swift", fonts), ("V.swift", view)]).screens[0].root)
        #expect(rendered == #"V@V[Group[Text("a").font(custom("Avenir", size: 20)), Text("b").font(custom("Avenir", size: 20))]]"#)
    }

    @Test func viewExtensionFunctionWithParametersAndDefaults() {
        let source = """
        extension View {
            func badge(_ count: Int, label: String = "items") -> some View {
                overlay(alignment: .topTrailing) { Text("\\(count) \\(label)").font(.caption2) }
            }
        }
        struct V: View { var body: some View { Image("cart").badge(3) } }
        """
        #expect(S.render(S.load([("V.swift", source)]).screens[0].root)
                == #"V@V[Image("cart").overlay(alignment: .topTrailing, content: {Text("3 items").font(.caption2)})]"#)
    }

    @Test func modifierWrappingContentInAContainerBecomesAWrapperNode() {
        let source = """
        struct Titled: ViewModifier {
            let title: String
            func body(content: Content) -> some View {
                VStack { Text(title).font(.headline); content }
            }
        }
        struct V: View { var body: some View { Image("map").modifier(Titled(title: "Map")).padding() } }
        """
        #expect(S.render(S.load([("V.swift", source)]).screens[0].root)
                == #"V@V[VStack.padding()[Text("Map").font(.headline), Image("map")]]"#)
    }

    @Test func customButtonStylesStayPlainModifiers() {
        let source = """
        struct Primary: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label.padding() }
        }
        struct V: View { var body: some View { Button("Go") { }.buttonStyle(Primary()) } }
        """
        #expect(S.render(S.load([("V.swift", source)]).screens[0].root)
                == #"V@V[Button("Go", action: emptyClosure).buttonStyle(Primary())]"#)
    }

    @Test func dynamicTypeEnvironmentInASwitchIsMarked() {
        let source = """
        struct V: View {
            @Environment(\\.dynamicTypeSize) var size
            var body: some View {
                switch size { case .accessibility1...: VStack { Text("a") } default: HStack { Text("a") } }
            }
        }
        """
        #expect(S.render(S.load([("V.swift", source)]).screens[0].root)
                == #"V@V[_Branches(condition: ‹size›, environment: .dynamicTypeSize)[_Branch(condition: ‹.accessibility1...›)[VStack[Text("a")]], _Branch[HStack[Text("a")]]]]"#)
    }

    @Test func localViewLetsAndShadowingClosureParameters() {
        let body = """
        let title = "Outer"
        let icon = Image(systemName: "bell")
        VStack {
            icon
            ForEach(titles, id: \\.self) { title in Text(title) }
            Text(title)
        }
        """
        #expect(S.body(body) == #"VStack[Image(systemName: "bell"), ForEach(‹titles›, id: ‹\.self›)[Text*(‹title›)], Text("Outer")]"#)
    }

    @Test func componentParametersFlowThroughNestedComponents() {
        let source = """
        struct Screen: View { var body: some View { Outer(title: "Hello") } }
        struct Outer: View { let title: String; var body: some View { Inner(text: title) } }
        struct Inner: View { let text: String; var body: some View { Text(text) } }
        """
        #expect(S.render(S.load([("V.swift", source)]).screens[0].root)
                == #"Screen@Screen[Outer@Outer(title: "Hello")[Inner@Inner(text: "Hello")[Text("Hello")]]]"#)
    }

    @Test func previewsInsideIfDebugAreFound() {
        let source = "struct V: View { var body: some View { Text(\"v\") } }\n#if DEBUG\n#Preview(\"Large\", traits: .sizeThatFitsLayout) { V().dynamicTypeSize(.accessibility3) }\n#endif"
        let screens = S.load([("V.swift", source)]).screens
        #expect(screens.map(\.name) == ["V", "V (Preview: Large)"])
        #expect(S.render(screens[1].root) == #"Group[V@V.dynamicTypeSize(.accessibility3)[Text("v")]]"#)
    }

    @Test func freeFunctionsReturningViewsAreExpanded() {
        let helpers = "import SwiftUI\nfunc sectionTitle(_ text: String) -> some View { Text(text).font(.headline).accessibilityAddTraits(.isHeader) }"
        let view = "struct V: View { var body: some View { sectionTitle(\"Account\") } }"
        #expect(S.render(S.load([("Helpers.swift", helpers), ("V.swift", view)]).screens[0].root)
                == #"V@V[Text("Account").font(.headline).accessibilityAddTraits(.isHeader)]"#)
    }
}
