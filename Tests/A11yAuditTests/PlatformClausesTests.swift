import A11yAudit
import AuditModel
import Testing
@testable import SwiftUISource

/// `#if os(…)` blocks inside a file, and `platforms:` in Package.swift: content is audited for
/// the platform that compiles it.
@Suite struct PlatformClausesTests {
    typealias S = SwiftUISourceSupport

    static func body(_ content: String, path: String = "App/Example.swift", platform: Platform? = nil) -> String {
        let text = "import SwiftUI\nstruct Example: View {\n    var body: some View {\n\(content)\n    }\n}\n"
        guard let root = SwiftUIProject(platform: platform).load(sources: [(path: path, text: text)]).screens.first?.root
        else { return "<no screen>" }
        return root.children.count == 1 ? S.render(root.children[0]) : S.render(root)
    }

    @Test func anotherPlatformsBlockIsNotIOSContent() {
        let body = Self.body("""
            VStack {
                Text("Shared")
                #if os(macOS)
                Text("Mac only")
                #endif
                #if !os(iOS)
                Text("Not on iOS")
                #endif
            }
            """)
        #expect(body == #"VStack[Text("Shared")]"#)
    }

    @Test func theIOSClauseIsWhatIOSShowsAndTheElseWhatOthersShow() {
        let content = """
            VStack {
                #if os(iOS)
                Text("Phone")
                #elseif os(watchOS)
                Text("Wrist")
                #else
                Text("Desktop")
                #endif
            }
            """
        #expect(Self.body(content) == #"VStack[Text("Phone")]"#)
        #expect(Self.body(content, path: "WatchApp/Example.swift") == #"VStack[Text("Wrist")]"#)
        #expect(Self.body(content, path: "App macOS/Example.swift") == #"VStack[Text("Desktop")]"#)
        // `--platform` decides which clause is read, not only which rules run.
        #expect(Self.body(content, platform: .macOS) == #"VStack[Text("Desktop")]"#)
    }

    @Test func customFlagsKeepEveryClauseThatMayBeCompiled() {
        let debug = Self.body("""
            VStack {
                #if DEBUG
                Text("Debug")
                #else
                Text("Release")
                #endif
            }
            """)
        #expect(debug.contains(#"Text("Debug")"#) && debug.contains(#"Text("Release")"#))
        #expect(debug.contains("_Branches"))
        // A flag joined to another platform's condition can never hold on iOS.
        #expect(Self.body("VStack {\n#if DEBUG && os(macOS)\nText(\"Mac debug\")\n#endif\nText(\"a\")\n}")
                == #"VStack[Text("a")]"#)
        // `canImport` is not decided statically: the clause stays a branch.
        #expect(Self.body("VStack {\n#if canImport(UIKit)\nText(\"Kit\")\n#endif\n}")
                == #"VStack[_Branches(condition: ‹canImport(UIKit)›)[_Branch(condition: ‹canImport(UIKit)›)[Text("Kit")]]]"#)
        // `#if DEBUG … #elseif os(macOS) … #else …`: the macOS clause goes, the others stay.
        let mixed = Self.body("VStack {\n#if DEBUG\nText(\"D\")\n#elseif os(macOS)\nText(\"M\")\n#else\nText(\"E\")\n#endif\n}")
        #expect(mixed.contains(#"Text("D")"#) && mixed.contains(#"Text("E")"#) && !mixed.contains(#"Text("M")"#))
    }

    @Test func macCatalystIsNotWhatAnIOSDeviceShowsButASimulatorBuildStaysOpen() {
        let catalyst = Self.body("""
            HStack {
                #if os(iOS) && !targetEnvironment(macCatalyst)
                Text("Touch")
                #else
                Text("Pointer")
                #endif
            }
            """)
        #expect(catalyst == #"HStack[Text("Touch")]"#)
        let simulator = Self.body("HStack {\n#if targetEnvironment(simulator)\nText(\"Sim\")\n#endif\n}")
        #expect(simulator.contains("_Branches") && simulator.contains(#"Text("Sim")"#))
    }

    @Test func aModifierChainTakesTheClauseCompiledForThePlatform() {
        let body = Self.body("""
            Text("Title")
            #if os(macOS)
                .font(.system(size: 9))
            #else
                .font(.headline)
            #endif
            """)
        #expect(body == #"Text("Title").font(.headline)"#)
    }

    @Test func membersInAnotherPlatformsBlockAreNotTheView() {
        let screens = S.load([("App/Example.swift", """
            import SwiftUI
            struct Example: View {
                #if os(macOS)
                var body: some View { Text("Mac") }
                #else
                var body: some View { Text("Phone") }
                #endif
            }
            """)]).screens
        #expect(screens.map { S.render($0.root) } == [#"Example@Example[Text("Phone")]"#])
    }

    @Test func casesInAnotherPlatformsBlockOfASwitchAreNotIOSContent() {
        let screens = S.load([("App/Example.swift", """
            import SwiftUI
            enum Source { case camera, library, files }
            struct Example: View {
                let source: Source
                var body: some View {
                    switch source {
                    case .camera: Text("Camera")
                    #if os(macOS)
                    case .library: Text("Finder")
                    #else
                    case .library: Text("Photos")
                    #endif
                    #if DEBUG
                    case .files: Text("Debug files")
                    #endif
                    default: EmptyView()
                    }
                }
            }
            """)]).screens
        let body = screens.map { S.render($0.root) }.joined()
        #expect(body.contains(#"Text("Photos")"#) && body.contains(#"Text("Camera")"#), "\(body)")
        #expect(!body.contains("Finder"), "\(body)")
        // A custom flag may be set: its cases stay.
        #expect(body.contains("Debug files"), "\(body)")
    }

    @Test func aComputedPropertyReadAsAValueTakesItsPlatformsClause() {
        let screens = S.load([("App/Example.swift", """
            import SwiftUI
            struct Example: View {
                var shareTitle: String {
                    #if os(macOS)
                    "Reveal in Finder"
                    #else
                    "Share"
                    #endif
                }
                var body: some View { Button(shareTitle) { share() } }
            }
            """)]).screens
        #expect(screens.map { S.render($0.root) } == [#"Example@Example[Button("Share", action: closure)]"#])
    }

    @Test func aFixedFontInAMacOnlyBlockIsNotAnIOSFinding() {
        let result = Auditor().audit(swiftSource: """
            VStack {
                Text("Status")
                #if os(macOS)
                Text("Menu bar").font(.system(size: 11))
                #endif
            }
            """, fileName: "App/Status.swift")
        #expect(!result.findings.contains { $0.rule == "fixed-font-size" })
    }

    // MARK: - Package platforms

    static func manifest(platforms: String) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Tools", platforms: [\(platforms)], targets: [.target(name: "Panel")])
        """
    }

    static let panel = """
        import SwiftUI
        struct Panel: View {
            var body: some View {
                #if os(macOS)
                Text("Mac panel")
                #else
                Text("Other panel")
                #endif
            }
        }
        """

    @Test func aPackageDeclaringOnlyMacOSServesMacOS() {
        let screens = S.load([("Tools/Package.swift", Self.manifest(platforms: ".macOS(.v13)")),
                              ("Tools/Sources/Panel/Panel.swift", Self.panel)]).screens
        #expect(screens.map(\.platform) == [.macOS])
        #expect(screens.map { S.render($0.root) } == [#"Panel@Panel[Text("Mac panel")]"#])
        let watch = S.load([("Tools/Package.swift", Self.manifest(platforms: ".watchOS(.v9)")),
                            ("Tools/Sources/Panel/Panel.swift", Self.panel)]).screens
        #expect(watch.map(\.platform) == [.watchOS])
    }

    @Test func aPackageListingSeveralPlatformsKeepsPerFileDetection() {
        let screens = S.load([("Tools/Package.swift", Self.manifest(platforms: ".iOS(.v16), .macOS(.v13)")),
                              ("Tools/Sources/Panel/Panel.swift", Self.panel),
                              ("Tools/Sources/Panel/Wrist.swift",
                               "import WatchKit\nimport SwiftUI\nstruct Wrist: View { var body: some View { Text(\"w\") } }")])
            .screens
        #expect(screens.map(\.name) == ["Panel", "Wrist"])
        #expect(screens.map(\.platform) == [.iOS, .watchOS])
        #expect(S.render(screens[0].root) == #"Panel@Panel[Text("Other panel")]"#)
    }
}
