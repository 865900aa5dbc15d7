import A11yAudit
import AuditModel
import Testing
@testable import Semantics
@testable import SwiftUISource

/// False-positive patterns found reviewing the audit of two apps outside the project
/// (Docs/real-app-review.md, "External apps"), each written as a small fixture of its own.
@Suite struct ExternalAppPatternTests {
    static func findings(_ code: String) -> [Finding] {
        Auditor().audit(swiftSource: code).findings
    }

    // MARK: - String tables an app and its packages read

    static func screen(_ name: String, key: String) -> String {
        "import SwiftUI\nstruct \(name): View { var body: some View { Text(\"\(key)\") } }\n"
    }

    @Test func nestedResourceFoldersBelongToTheFolderAroundThem() {
        #expect(StringTables.moduleRoot(ofOwner: "Garden/Resources/Localization") == "Garden")
        #expect(StringTables.moduleRoot(ofOwner: "Garden/Resources") == "Garden")
        #expect(StringTables.moduleRoot(ofOwner: "Garden/Tables") == "Garden/Tables")
    }

    @Test func appCodeBesideNestedResourceFoldersReadsTheirTable() {
        let screens = StringTableModuleTests.rendered(
            tables: [("Garden/Resources/Localization/en.lproj/Localizable.strings", #""plot.title" = "My plot";"#)],
            sources: [("Garden/Screens/PlotScreen.swift", Self.screen("PlotScreen", key: "plot.title"))])
        #expect(screens["PlotScreen"]?.contains("My plot") == true, "\(screens)")
    }

    @Test func aPackageWithoutTablesReadsTheMainBundle() {
        // `Text("key")` with no `bundle:` looks in the main bundle, also from a Swift package:
        // the app's table names it. A key no table defines stays as written, not a missing key.
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Seeds", targets: [.target(name: "Seeds")])
            """
        let screens = StringTableModuleTests.rendered(
            tables: [("Garden/App/en.lproj/Localizable.strings", #""seeds.header" = "Seed packets";"#)],
            sources: [("Garden/Packages/Seeds/Package.swift", manifest),
                      ("Garden/Packages/Seeds/Sources/Seeds/SeedList.swift", Self.screen("SeedList", key: "seeds.header")),
                      ("Garden/Packages/Seeds/Sources/Seeds/SeedInfo.swift", Self.screen("SeedInfo", key: "seeds.info"))])
        #expect(screens["SeedList"]?.contains("Seed packets") == true, "\(screens)")
        #expect(screens["SeedInfo"]?.contains("seeds.info") == true, "\(screens)")
        #expect(screens["SeedInfo"]?.contains("localized") == false, "\(screens)")
    }

    @Test func aKeyPassedForALocalizedStringKeyParameterIsLookedUp() {
        // A function's or a component's `LocalizedStringKey` parameter shows the table's text;
        // a `String` parameter shows what it is given, key or not.
        let code = """
            struct Stats: View {
                var body: some View {
                    VStack {
                        statLabel(title: "stats.posts")
                        Badge(caption: "stats.followers")
                        Banner(title: "stats.posts")
                    }
                }
                private func statLabel(title: LocalizedStringKey) -> some View { Text(title) }
            }
            struct Badge: View {
                let caption: LocalizedStringKey
                var body: some View { Text(caption) }
            }
            struct Banner: View {
                let title: String
                var body: some View { Text(title) }
            }
            """
        let tables = [(path: "App/en.lproj/Localizable.strings", text: #""stats.posts" = "Posts"; "stats.followers" = "Followers";"#)]
        let result = Auditor().audit(swiftSource: code, fileName: "App/Stats.swift", stringTables: tables)
        let lines = result.screens.first { $0.name == "Stats" }?.transcript.map(\.text) ?? []
        #expect(lines == ["Posts.", "Followers.", "stats.posts."], "\(lines)")
    }

    // MARK: - Names

    @Test func aPickerLabelBuiltByAFunctionOfTheViewNamesIt() {
        let code = """
            struct SortSettings: View {
                @State private var order = 0
                var body: some View {
                    Picker(selection: $order, label: orderLabel("Sort order")) {
                        Text("Newest").tag(0)
                    }
                }
                private func orderLabel(_ title: LocalizedStringKey) -> some View {
                    Label(title, systemImage: "arrow.up.arrow.down")
                }
            }
            """
        let lines = Auditor().audit(swiftSource: code).screens.first?.transcript.map(\.text) ?? []
        #expect(lines.contains { $0.hasPrefix("Sort order") }, "\(lines)")
        #expect(!Self.findings(code).contains { $0.rule == "control-name" })
    }

    // MARK: - Parts never shown together

    @Test func ifStatementsOverOneValueWithDifferentCasesAreAlternatives() {
        let code = """
            struct PlantSheet: View {
                let mode: Mode
                var body: some View {
                    Form {
                        if mode == .water { Button("Confirm") { } }
                        if mode == .prune { Button("Confirm") { } }
                        if mode != .water { Button("Skip") { } }
                        if mode == .prune { Button("Skip") { } }
                    }
                }
            }
            """
        let duplicates = Self.findings(code).filter { $0.rule == "duplicate-name" }
        // "Confirm" never shows twice; both "Skip" buttons show when pruning.
        #expect(duplicates.count == 1, "\(duplicates.map(\.message))")
        #expect(duplicates.first?.message.contains("\"Skip, button\"") == true)
    }

    @Test func statementsAfterAnIfWhoseBranchesReturnAreItsElse() {
        // `if c { return A }; return B` shows A or B, never both: the empty text that stands
        // for "no badge" is not one more part of the combined row (an action with no name),
        // and a button returned in each branch is not there twice.
        let code = """
            struct PlotHeader: View {
                let name: String
                let shared: Bool
                var body: some View {
                    HStack {
                        HStack {
                            PlotAvatar(name)
                            badge
                        }
                        .accessibilityAddTraits(.isButton)
                        .onTapGesture { openPlot() }
                        Spacer()
                    }
                    .accessibilityElement(children: .combine)
                }
                private var badge: Text {
                    if shared {
                        return Text("Shared")
                    } else if name.isEmpty {
                        return Text("New")
                    }
                    return Text("")
                }
            }
            struct PlotActions: View {
                let plot: Plot
                var body: some View {
                    VStack {
                        Text(plot.name)
                        action
                    }
                }
                private var action: some View {
                    if plot.isEmpty {
                        return Button("Plant") { plot.sow() }
                    }
                    return Button("Plant") { plot.transplant() }
                }
            }
            """
        let result = Auditor().audit(swiftSource: code)
        let unnamed = result.findings.filter { $0.rule == "custom-action-name" }
        #expect(unnamed.isEmpty, "\(unnamed.map(\.message))")
        // One "Plant" button shows, whichever branch returns.
        let duplicates = result.findings.filter { $0.rule == "duplicate-name" }
        #expect(duplicates.isEmpty, "\(duplicates.map(\.message))")
    }

    @Test func aLongRunOfIfsThatReturnIsOneChain() {
        // Five thousand `if v == k { return … }` in a row read as one `if … else if …` chain
        // (not one nested inside the next), audited like the chain written out.
        let ifs = (0..<5_000).map { "        if v == \($0) { return Text(\"n\($0)\") }" }.joined(separator: "\n")
        let code = "struct Dial: View {\n    let v: Int\n    var body: some View { label }\n"
            + "    private var label: Text {\n\(ifs)\n        return Text(\"other\")\n    }\n}\n"
        let result = Auditor().audit(swiftSource: code)
        #expect(result.inputErrors.isEmpty, "\(result.inputErrors.map(\.message))")
        let lines = result.screens.first?.transcript.map(\.text) ?? []
        #expect(lines.count == 5_001)
        #expect(lines.last == "other.")
    }

    @Test func theSameViewsInEveryBranchShowOnce() {
        // Every case shows the same member: whichever holds, the row is there once, not once
        // per case (IceCubesApp's media strip was in its transcript five times).
        let code = """
            struct SeedTray: View {
                let count: Int
                var body: some View {
                    switch count {
                    case 1: tray
                    case 2: tray
                    default: tray
                    }
                }
                private var tray: some View {
                    HStack {
                        Text("Seeds")
                        Button("Remove") { }
                    }
                }
            }
            """
        let result = Auditor().audit(swiftSource: code)
        #expect(result.screens.first?.transcript.map(\.text) == ["Seeds.", "Remove, button."])
        #expect(result.findings.filter { $0.rule == "duplicate-name" }.isEmpty)
    }

    // MARK: - Layout

    @Test func aRowInAHorizontalScrollViewScrollsRatherThanBreaks() {
        let row = """
            HStack {
                Button("Trending stories") { }
                Button("Suggested people") { }
                Button("Popular hashtags") { }
            }
            """
        #expect(Self.findings(row).contains { $0.rule == "layout-not-adaptive" })
        let scrolled = Self.findings("ScrollView(.horizontal) {\n\(row)\n}")
        #expect(!scrolled.contains { $0.rule == "layout-not-adaptive" }, "\(scrolled.map(\.message))")
    }

    // MARK: - Tap gestures

    @Test func aTapOnAViewTheAuditCannotSeeIntoNeedsReview() {
        // `RemoteThumbnail` (a library's image loader) is not among the audited files: the
        // avatar may well be an image VoiceOver reaches.
        let code = """
            struct Avatar: View {
                let url: URL
                var body: some View { RemoteThumbnail(url: url).frame(width: 40, height: 40) }
            }
            struct Gallery: View {
                var body: some View {
                    Avatar(url: url)
                        .onTapGesture { open() }
                }
            }
            """
        let taps = Self.findings(code).filter { $0.rule == "tap-gesture-trait" }
        #expect(taps.count == 1, "\(taps.map(\.message))")
        #expect(taps.allSatisfy { $0.status == .needsReview && !$0.message.contains("cannot reach it at all") },
                "\(taps.map(\.message))")
    }

    // MARK: - Child behaviour chosen at run time

    @Test func aChildBehaviourChosenAtRunTimeIsNeverReadAsIgnore() {
        // Expanded, the card's parts are elements of their own; collapsed, one combined element.
        // Neither hides the caption's tap from VoiceOver, as `.ignore` would.
        let code = """
            struct PlantCard: View {
                @State var expanded = false
                var body: some View {
                    VStack {
                        Text("Monstera")
                        Text("Water every week")
                            .onTapGesture { expanded.toggle() }
                    }
                    .accessibilityElement(children: expanded ? .contain : .combine)
                }
            }
            """
        let taps = Self.findings(code).filter { $0.rule == "tap-gesture-trait" }
        #expect(!taps.isEmpty)
        #expect(taps.allSatisfy { !$0.message.contains("cannot reach it at all") }, "\(taps.map(\.message))")
    }

    @Test func aRunTimeChoiceIncludingContainIsReadAsContain() {
        #expect(Lowering.childBehavior(.choice([.member("contain"), .member("combine")])) == "contain")
        #expect(Lowering.childBehavior(.choice([.member("ignore"), .member("combine")])) == "combine")
        #expect(Lowering.childBehavior(.member("ignore")) == "ignore")
        #expect(Lowering.childBehavior(nil) == "ignore")
    }

    @Test func aCombinedControlTheAuditCannotSeeIntoNamesItsActionAtRunTime() {
        // `RichCaption` comes from a library: what it shows, and so the action's name, is known
        // only when the app runs; it is not an action with no name.
        let code = """
            struct PlantHeader: View {
                var body: some View {
                    HStack {
                        Button("Water") { water() }
                        RichCaption(plant.note)
                            .accessibilityAddTraits(.isButton)
                            .onTapGesture { openNote() }
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            """
        let unnamed = Self.findings(code).filter { $0.rule == "custom-action-name" }
        #expect(unnamed.isEmpty, "\(unnamed.map(\.message))")
    }
}
