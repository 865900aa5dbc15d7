import AuditModel
import Foundation
import SwiftUISource
import Testing

/// The fixture app in `Fixtures/SwiftUISource/`, loaded from disk like the facade does.
@Suite struct SwiftUISourceFixtures {
    typealias S = SwiftUISourceSupport

    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/SwiftUISource")

    static func load(_ names: [String]) -> (screens: [ViewScreen], errors: [InputError], suppressions: [Suppression]) {
        SwiftUIProject().load(files: names.map { folder.appendingPathComponent($0).path })
    }

    static let app = ["App/InboxView.swift", "App/Components.swift", "App/Message.swift"]

    @Test func fixtureAppScreens() {
        let result = Self.load(Self.app)
        #expect(result.errors.isEmpty)
        #expect(result.screens.map(\.name) == ["ComposeView", "InboxView", "InboxView (Preview: Empty)"])
    }

    @Test func rowIsInlinedWithTheScaledMetricPassedDown() throws {
        let inbox = try #require(Self.load(Self.app).screens.first { $0.name == "InboxView" })
        let rendered = S.render(inbox.root)
        #expect(rendered.contains("[MessageRow@MessageRow*(message: ‹message›, avatarSize: metric(40 scaled(body) avatarSize))"))
        #expect(rendered.contains("Image(‹message.avatarAsset›).resizable().frame(width: metric(40 scaled(body) avatarSize), height: metric(40 scaled(body) avatarSize))"))
        #expect(rendered.contains(#"Text(‹message.subject›).font(system(size: 13))"#))
        // `unreadStyle` is an `extension View` function: expanded into plain modifiers.
        #expect(rendered.contains(".fontWeight(choice(.bold | .regular)).accessibilityAddTraits(choice(.isSelected | []))"))
        #expect(!rendered.contains("unreadStyle"))
    }

    @Test func suppressionInTheFixtureCoversTheButtonLine() throws {
        let suppression = try #require(Self.load(Self.app).suppressions.first)
        #expect(suppression.rules == ["control-name"])
        #expect(suppression.lines == 18...18)
        #expect(suppression.reason == "labelled by the system compose symbol")
        #expect(suppression.file.hasSuffix("App/InboxView.swift"))
    }

    @Test func brokenAndLatin1FilesAreInputErrors() {
        let result = Self.load(["Broken.swift", "Latin1.swift"])
        #expect(result.errors.count == 2)
        #expect(result.errors.contains { $0.location.file.hasSuffix("Broken.swift") && $0.message.hasPrefix("Swift syntax error") })
        #expect(result.errors.contains { $0.location.file.hasSuffix("Latin1.swift") && $0.location.line == 2 })
        #expect(result.screens.map(\.name) == ["BrokenView"])
    }
}

/// A deterministic generator of varied, sometimes truncated SwiftUI files: the front-end must
/// neither crash nor give different answers for the same input.
@Suite struct SwiftUISourceGenerated {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }

        mutating func view(depth: Int) -> String {
            let leaves = [#"Text("Hello")"#, #"Image(systemName: "star")"#, #"Button("Go") { }"#,
                          #"Toggle("On", isOn: $on)"#, #"Text("\(count) items").font(.system(size: 11))"#,
                          #"Image("icon_\#(next(9))")"#, "Row\(next(30))(title: \"t\")", "EmptyView()"]
            guard depth > 0 else { return leaves[next(leaves.count)] }
            let inner = (0..<(1 + next(3))).map { _ in view(depth: depth - 1) }.joined(separator: "\n")
            switch next(9) {
            case 0: return "VStack {\n\(inner)\n}.padding()"
            case 1: return "HStack(spacing: 4) {\n\(inner)\n}.accessibilityElement(children: .combine)"
            case 2: return "if flag {\n\(inner)\n} else {\n\(view(depth: depth - 1))\n}"
            case 3: return "ForEach(items) { item in\n\(inner)\n}"
            case 4: return "Button { tap() } label: {\n\(inner)\n}"
            case 5: return "switch mode {\ncase .a:\n\(inner)\ndefault:\n\(view(depth: depth - 1))\n}"
            case 6: return "List {\nSection(\"S\") {\n\(inner)\n}\n}"
            case 7: return "Group {\n\(inner)\n}.overlay { \(view(depth: depth - 1)) }.cardStyle()"
            default: return "ZStack {\n#if os(iOS)\n\(inner)\n#else\nText(\"other\")\n#endif\n}"
            }
        }

        mutating func file(_ index: Int) -> String {
            var text = "import SwiftUI\n"
            text += "struct Row\(index): View {\n    let title: String\n    var body: some View { \(view(depth: 2)) }\n}\n"
            text += "struct Screen\(index): View {\n    @State var on = false\n    var body: some View {\n\(view(depth: 2 + next(3)))\n    }\n}\n"
            text += "extension View { func cardStyle() -> some View { padding().background(.white) } }\n"
            text += "#Preview { Screen\(index)() }\n"
            // Every fifth file is cut short at a random place.
            if index % 5 == 4 { text = String(text.prefix(next(max(1, text.count)))) }
            return text
        }
    }

    @Test func generatedFilesNeverCrashAndGiveStableResults() {
        var generator = Generator(state: 42)
        let sources = (0..<80).map { (path: "Gen\($0).swift", text: generator.file($0)) }
        let first = SwiftUIProject().load(sources: sources)
        let second = SwiftUIProject().load(sources: sources)
        #expect(first.screens == second.screens)
        #expect(first.errors == second.errors)
        #expect(first.screens.count >= 80)
        #expect(first.errors.allSatisfy { $0.message.hasPrefix("Swift syntax error") })
        #expect(Set(first.screens.map(\.name)).count == first.screens.count)
    }
}
