import AuditModel
import Semantics
import Testing

/// A component's views are named by the component (`Badge/Text[0]`) wherever its type is
/// written: in its declaration's file and in extensions holding its view members, also when a
/// modifier declared in another file wraps its whole body. Content a caller passes in stays
/// the caller's.
@Suite("Component naming across files")
struct ComponentNamingTests {
    static let screens = """
    import SwiftUI
    struct First: View { var body: some View { VStack { Badge(); Text("One") } } }
    struct Second: View { var body: some View { Card { Text("Two") } } }
    """
    static let badge = """
    import SwiftUI
    struct Badge: View {
        var body: some View {
            VStack {
                Text("New")
                details
            }
            .cardStyle()
        }
    }
    """
    static let badgeDetails = """
    import SwiftUI
    extension Badge {
        var details: some View { Text("Details") }
    }
    """
    static let styles = """
    import SwiftUI
    extension View {
        func cardStyle() -> some View { ZStack { Color.gray; self.padding() } }
    }
    struct Card<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View { VStack { content } }
    }
    """

    /// Each text's component path, by its text, on the screen named `screen`.
    static func componentPaths(on screen: String) -> [String: String?] {
        let loaded = SwiftUISourceSupport.load([("App/Screens.swift", screens), ("App/Badge.swift", badge),
                                                ("App/Badge+Details.swift", badgeDetails), ("App/Styles.swift", styles)])
        guard let view = loaded.screens.first(where: { $0.name == screen }) else { return [:] }
        let texts = SemanticLowering.lower(view).root.allNodes.filter { $0.viewType == "Text" }
        return Dictionary(texts.map { ($0.label?.literalText ?? "", $0.componentPath) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aBodyWrappedByAModifierFromAnotherFileIsStillTheComponents() {
        let paths = Self.componentPaths(on: "First")
        #expect(paths["New"] == "Badge/ZStack[0]/VStack[1]/Text[0]", "\(paths)")
    }

    @Test func aViewMemberInAnExtensionInAnotherFileIsTheComponents() {
        let paths = Self.componentPaths(on: "First")
        #expect(paths["Details"] == "Badge/ZStack[0]/VStack[1]/Text[1]", "\(paths)")
    }

    @Test func contentACallerPassesInStaysTheCallers() {
        let paths = Self.componentPaths(on: "Second")
        #expect(paths["Two"]??.hasPrefix("Second/") == true, "\(paths)")
        #expect(Self.componentPaths(on: "First")["One"]??.hasPrefix("First/") == true)
    }
}
