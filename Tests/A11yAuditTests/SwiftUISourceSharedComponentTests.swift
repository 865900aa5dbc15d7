import A11yAudit
import AuditModel
import Foundation
import Semantics
import SwiftUISource
import Testing

/// Each component body is built once per distinct call and shared by the screens using it.
@Suite struct SwiftUISourceSharedComponents {
    typealias S = SwiftUISourceSupport

    static let components = """
    struct Badge: View {
        let text: String
        var body: some View { Text(text).font(.caption) }
    }
    struct Row: View {
        let title: String
        var body: some View { HStack { Text(title); Badge(text: "new"); Button { } label: { Image(systemName: "chevron.right") } } }
    }
    struct Card: View {
        var body: some View { VStack { Row(title: "Name"); Row(title: "Email") } }
    }
    """

    static func screens(_ count: Int) -> [(String, String)] {
        [("Components.swift", components)] + (0..<count).map { i in
            ("Screen\(i).swift", "struct Screen\(i): View { var body: some View { VStack { Text(\"Screen \(i)\"); Card() } } }")
        }
    }

    @Test func aComponentUsedByFiftyScreensIsBuiltOnce() {
        let builds = ComponentBuilds()
        let loaded = SwiftUIProject(builds: builds).load(sources: Self.screens(50).map { (path: $0.0, text: $0.1) })
        #expect(loaded.screens.count == 50)
        #expect(builds["Card"] == 1)
        // Distinct arguments are distinct inputs: one build per title, one Badge for both rows.
        #expect(builds["Row"] == 2)
        #expect(builds["Badge"] == 1)
        // Every screen still holds the whole card.
        for screen in loaded.screens {
            #expect(S.render(screen.root).contains(#"Row@Row(title: "Email")[HStack[Text("Email"), Badge@Badge(text: "new")"#))
        }
    }

    @Test func aComponentShownByFiftyScreensIsLoweredOnceAndCopiedIntoTheRest() {
        let views = SwiftUIProject().load(sources: Self.screens(50).map { (path: $0.0, text: $0.1) }).screens
        let memo = LoweringMemo(expecting: views.map(\.root))
        let screens = views.map { SemanticLowering.lower($0, memo: memo) }
        // The screens show the card's body fifty times: it is kept from its first lowering.
        #expect(memo.lowerings(of: "Card") == 1)
        // Two rows with distinct titles are two bodies.
        #expect(memo.lowerings(of: "Row") == 2)
        // A body of one view (`Text(text)`) is lowered as part of its caller's.
        #expect(memo.lowerings(of: "Badge") == 0)
        for (screen, view) in zip(screens, views) {
            #expect(screen.root == SemanticLowering.lower(view).root)
            let chevron = screen.root.allNodes.first { $0.role == .button }
            #expect(chevron?.path == "\(view.name)/VStack[0]/Card[1]/VStack[0]/Row[0]/HStack[0]/Button[2]")
        }
    }

    @Test func aBodyShownOnceOnEachOfTwoScreensIsLoweredOnce() {
        // The screens are counted in parts on all cores: one on each part still makes two.
        let views = SwiftUIProject().load(sources: Self.screens(2).map { (path: $0.0, text: $0.1) }).screens
        let memo = LoweringMemo(expecting: views.map(\.root))
        for view in views { #expect(SemanticLowering.lower(view, memo: memo).root == SemanticLowering.lower(view).root) }
        #expect(memo.lowerings(of: "Card") == 1)
    }

    @Test func aMemoNotToldTheScreensKeepsABodyMetASecondTime() {
        let views = SwiftUIProject().load(sources: Self.screens(50).map { (path: $0.0, text: $0.1) }).screens
        let memo = LoweringMemo()
        for view in views { #expect(SemanticLowering.lower(view, memo: memo).root == SemanticLowering.lower(view).root) }
        // Met once, a body is lowered and let go; met again, lowered and kept; then copied.
        #expect(memo.lowerings(of: "Card") == 2)
        #expect(memo.lowerings(of: "Row") == 4)
    }

    @Test func aFullMemoLowersBodiesWhereTheyAre() {
        let views = SwiftUIProject().load(sources: Self.screens(10).map { (path: $0.0, text: $0.1) }).screens
        // Room for a row's body (its HStack, Text, Button, Image…) but not for the card's.
        let memo = LoweringMemo(expecting: views.map(\.root), keptNodeBudget: 8)
        for view in views { #expect(SemanticLowering.lower(view, memo: memo).root == SemanticLowering.lower(view).root) }
        #expect(memo.lowerings(of: "Card") == 10)
        // The first row's body is kept and copied after; the second row's no longer fits, so it
        // is lowered on every screen.
        #expect(memo.lowerings(of: "Row") == 1 + 10)
    }

    @Test func aCopiedBodysIfIsScopedToItsOwnInstance() {
        let sources = [
            ("Check.swift", "struct Check: View { @State var on = false; var body: some View { HStack { if on { Image(systemName: \"checkmark\") }; Text(\"Done\") } } }"),
            ("Home.swift", "struct Home: View { var body: some View { VStack { Check(); Check(); Check() } } }"),
        ]
        let view = S.load(sources, screenPatterns: ["Home"]).screens.first { $0.name == "Home" }!
        let memo = LoweringMemo(expecting: [view.root])
        let screen = SemanticLowering.lower(view, memo: memo)
        #expect(memo.lowerings(of: "Check") == 1)
        #expect(screen.root == SemanticLowering.lower(view).root)
        let subjects = screen.root.allNodes.flatMap(\.branchConditions).map(\.subject)
        #expect(subjects == (0..<3).map { "Home/VStack[0]/Check[\($0)]: if on" })
    }

    @Test func sharedBodiesGiveTheSameFindingsAsSeparateOnes() throws {
        // The unnamed chevron button is found at the component's line, on every screen that shows it.
        let dir = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, text) in Self.screens(3) {
            try text.write(to: dir.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        let result = try Auditor().audit(paths: [dir.path])
        let found = result.findings.filter { $0.rule == "control-name" }
        #expect(!found.isEmpty)
        for finding in found {
            #expect(finding.line == 7)
            #expect(finding.screens.sorted() == ["Screen0", "Screen1", "Screen2"])
        }
    }

    @Test func recursionThroughASharedBodyIsStillGuarded() {
        let sources = [
            ("A.swift", "struct Outer: View { var body: some View { VStack { Leaf(); Loop() } } }"),
            ("B.swift", "struct Loop: View { var body: some View { Leaf(); Outer() } }"),
            ("C.swift", "struct Leaf: View { var body: some View { Text(\"leaf\") } }"),
            ("D.swift", "struct Other: View { var body: some View { Loop() } }"),
        ]
        let screens = S.load(sources, screenPatterns: ["Outer", "Other"]).screens
        let outer = screens.first { $0.name == "Outer" }.map { S.render($0.root) }
        let other = screens.first { $0.name == "Other" }.map { S.render($0.root) }
        #expect(outer == #"Outer@Outer[VStack[Leaf@Leaf[Text("leaf")], Loop@Loop[Group[Leaf@Leaf[Text("leaf")], Outer]]]]"#)
        #expect(other == #"Other@Other[Loop@Loop[Group[Leaf@Leaf[Text("leaf")], Outer@Outer[VStack[Leaf@Leaf[Text("leaf")], Loop]]]]]"#)
    }

    /// Screens are built side by side: many screens showing components that show each other
    /// (each waits for a body another screen is building, unless that one waits on it) are built,
    /// the same each time, and each body kept is built once.
    @Test func screensBuiltSideBySideWaitForSharedBodiesWithoutDeadlock() {
        var sources = [
            ("A.swift", "struct Ping: View { let n: Int; var body: some View { VStack { Pong(n: n); Badge(text: \"ping\") } } }"),
            ("B.swift", "struct Pong: View { let n: Int; var body: some View { HStack { Ping(n: n); Badge(text: \"pong\") } } }"),
            ("C.swift", "struct Badge: View { let text: String; var body: some View { Text(text) } }"),
        ]
        for i in 0..<120 {
            let shown = i % 2 == 0 ? "Ping(n: 1)" : "Pong(n: 1)"
            sources.append(("Screen\(i).swift", "struct Screen\(i): View { var body: some View { VStack { \(shown); Badge(text: \"x\") } } }"))
        }
        var renders: [[String]] = []
        for _ in 0..<5 {
            let builds = ComponentBuilds()
            let screens = SwiftUIProject(builds: builds).load(sources: sources.map { (path: $0.0, text: $0.1) }).screens
            #expect(screens.count == 120)
            #expect(builds["Badge"] == 3)
            renders.append(screens.map { S.render($0.root) })
        }
        #expect(Set(renders).count == 1)
        // The recursion is cut where it closes, as when screens are built one by one.
        #expect(renders[0][0].contains("Ping@Ping(n: 1)[VStack[Pong@Pong(n: 1)[HStack[Ping(n: 1), Badge"))
    }
}
