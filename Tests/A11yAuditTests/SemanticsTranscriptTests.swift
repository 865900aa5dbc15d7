import AuditModel
import Testing
@testable import Semantics

@Suite("Semantics: transcript and element paths")
struct SemanticsTranscriptTests {
    /// A small checkout screen, as the SwiftUI front-end would hand it over.
    static let checkout = Component("Checkout", body: V("NavigationStack", children: [
        Stack("VStack",
              V("Text", "Order summary").m("font", member("title")).m("accessibilityAddTraits", member("isHeader")),
              V("ForEach", dyn("items"), children: [
                  Stack("HStack", V("Text", Value.text([.dynamic("item.name")])), V("Spacer"), V("Text", Value.text([.dynamic("item.price")])))
                      .m("accessibilityElement", l("children", member("combine"))).repeated(),
              ]),
              V("Button", "Delete", action()).m("accessibilityHint", "Removes the item"),
              V("Image", l("decorative", "divider")),
              V("Button", action(), l("label", views(V("Image", l("systemName", "xmark"))))),
              V("Text", "Fine print").m("accessibilityHidden", Value.bool(true)))
            .m("navigationTitle", "Checkout"),
    ]))

    @Test("A screen reads in source order, hidden and decorative left out")
    func checkoutTranscript() {
        #expect(spoken(Self.checkout) == [
            "Checkout, heading.",
            "Order summary, heading.",
            "‹item.name›, ‹item.price›.",
            "Delete, button. Removes the item.",
            "xmark, button.",
        ])
    }

    @Test("Transcript lines carry the element path, its location and a dynamic mark")
    func lineDetails() {
        let lines = Transcript.lines(for: lower(Self.checkout))
        #expect(lines.map(\.dynamic) == [false, false, true, false, false])
        #expect(lines[3].element == "S/NavigationStack[0]/VStack[0]/Button[2]")
        #expect(lines[3].file == DSL.file)
        #expect(lines[0].element == "S/NavigationStack[0]/VStack[0]/navigationTitle")
    }

    @Test("Element paths are index-among-siblings, stable and unique")
    func pathsAreUniqueAndStable() {
        let first = lower(Self.checkout)
        let second = lower(Self.checkout)
        let paths = first.root.allNodes.map(\.path)
        #expect(paths == second.root.allNodes.map(\.path))
        #expect(Set(paths).count == paths.count)
        #expect(first.node("NavigationStack[0]/VStack[0]/ForEach[1]/HStack[0]/Text[2]")?.isRepeated == true)
        #expect(first.node("NavigationStack[0]/VStack[0]/Image[3]")?.isElement == false)
        let branches = V("_Branches", children: [V("_Branch", children: [V("Text", "a")]), V("_Branch", children: [V("Text", "b")])])
        let branchPaths = lower(Stack("VStack", branches)).root.allNodes.map(\.path)
        #expect(branchPaths.contains("S/_Branches[0]/_Branch[1]/Text[0]"))
        #expect(Set(branchPaths).count == branchPaths.count)
    }

    @Test("Modifier content has paths under its view")
    func modifierContentPaths() {
        let screen = lower(Stack("VStack", V("Image", "a").m("overlay", l("content", views(V("Text", "1")))).m("overlay", l("content", views(V("Text", "2"))))))
        #expect(screen.node("Image[0]/overlay[0]/Text[0]")?.label?.literalText == "1")
        #expect(screen.node("Image[0]/overlay[1]/Text[0]")?.label?.literalText == "2")
    }

    @Test("Sort priority orders siblings, higher first, ties in source order")
    func sortPriority() {
        let body = Stack("VStack",
                         V("Text", "c"),
                         Stack("HStack", V("Text", "b1"), V("Text", "b2")).m("accessibilitySortPriority", num(1)),
                         V("Text", "a").m("accessibilitySortPriority", num(2)),
                         V("Text", "d"))
        #expect(spoken(body) == ["a.", "b1.", "b2.", "c.", "d."])
    }

    @Test("Presented content sits in a presentation container, checked by rules, not read on the screen")
    func presentationContainers() {
        let screen = lower(Stack("VStack", V("Button", "Delete", action())
            .m("alert", "Delete item?", l("isPresented", dyn("$ask")), l("actions", views(V("Button", "Delete", action()))))))
        let alert = screen.root.allNodes.first { $0.viewType == "alert" }
        #expect(alert?.isPresentationContainer == true)
        #expect(alert?.children.map(\.label?.literalText) == ["Delete item?", "Delete"])
        #expect(screen.elements.count == 3) // rules reach the alert's title and button
        #expect(Transcript.lines(for: screen).map(\.text) == ["Delete, button."])
    }

    @Test("ViewThatFits reads its first alternative")
    func viewThatFits() {
        let body = V("ViewThatFits", children: [Stack("HStack", V("Text", "Name"), V("Button", "Edit", action())),
                                                Stack("VStack", V("Text", "Name"), V("Button", "Edit", action()))])
        #expect(spoken(body) == ["Name.", "Edit, button."])
        #expect(lower(body).root.allNodes.filter { $0.viewType == "Button" }.count == 2) // rules see both
    }

    @Test(".hidden() and opacity(0) also hide from sight; accessibilityHidden only from VoiceOver")
    func visuallyHidden() {
        let screen = lower(Stack("VStack", V("Button", "A", action()).m("hidden"), V("Button", "B", action()).m("opacity", num(0)),
                                 V("Button", "C", action()).m("accessibilityHidden", Value.bool(true))))
        let buttons = screen.root.children
        #expect(buttons.map(\.isHidden) == [true, true, true])
        #expect(buttons.map(\.isVisuallyHidden) == [true, true, false])
    }

    @Test("The transcript works on any AXTree, such as one from Interface Builder")
    func anyTree() {
        var button = AXNode(role: .button, viewType: "UIButton", isElement: true, location: DSL.at(3), path: "Login/UIButton[1]")
        button.label = SpokenText("Sign in", source: .derived)
        var field = AXNode(role: .textField, viewType: "UITextField", isElement: true, location: DSL.at(2), path: "Login/UITextField[0]")
        field.label = SpokenText("Email", source: .derived)
        var hidden = AXNode(role: .image, viewType: "UIImageView", isElement: true, location: DSL.at(4), path: "Login/UIImageView[2]")
        hidden.isHidden = true
        let root = AXNode(role: .container, viewType: "UIView", isElement: false, location: DSL.at(1), path: "Login",
                          children: [field, button, hidden])
        let lines = Transcript.lines(for: Screen(name: "Login", location: DSL.at(1), source: .interfaceBuilder, root: root))
        #expect(lines.map(\.text) == ["Email, text field.", "Sign in, button."])
    }

    @Test("Announcements: value, traits, hint, actions, headings, dimmed")
    func announcements() {
        #expect(spoken(V("Text", "Checkout").m("accessibilityHeading", member("unspecified"))) == ["Checkout, heading."])
        #expect(spoken(V("Toggle", "Alarm", l("isOn", Value.bool(false))).m("disabled", Value.bool(true))) == ["Alarm, off, switch button, dimmed."])
        #expect(spoken(V("Link", "Help", l("destination", dyn("url"))).m("accessibilityHint", "Opens the help site.")) == ["Help, link. Opens the help site."])
        #expect(spoken(V("Text", "Loves coffee.")) == ["Loves coffee."])
        #expect(spoken(V("Text", "Ready?")) == ["Ready?"])
    }
}
