import AuditModel
import Testing
@testable import Semantics

@Suite("Semantics: accessibility modifiers")
struct SemanticsModifierTests {
    static let cases: [SpokenCase] = [
        SpokenCase(name: "accessibilityLabel replaces the label",
                   body: V("Button", action(), l("label", views(V("Image", l("systemName", "trash"))))).m("accessibilityLabel", "Delete"),
                   lines: ["Delete, button."]),
        SpokenCase(name: "accessibilityLabel(Text(…))",
                   body: V("Image", "x").m("accessibilityLabel", Value.call("Text", ["Map".argument])), lines: ["Map, image."]),
        SpokenCase(name: "value and hint",
                   body: V("Button", "Delete", action()).m("accessibilityValue", "3 items").m("accessibilityHint", "Removes the item"),
                   lines: ["Delete, 3 items, button. Removes the item."]),
        SpokenCase(name: "legacy .accessibility(label:) and (hint:)",
                   body: V("Image", "x").m("accessibility", l("label", .call("Text", ["Logo".argument]))).m("accessibility", l("hint", "Opens the site")),
                   lines: ["Logo, image. Opens the site."]),
        SpokenCase(name: "accessibilityHidden leaves the element out",
                   body: Stack("VStack", V("Image", "a").m("accessibilityHidden", Value.bool(true)), V("Text", "Kept")), lines: ["Kept."]),
        SpokenCase(name: "accessibilityHidden(false) changes nothing",
                   body: V("Text", "Shown").m("accessibilityHidden", Value.bool(false)), lines: ["Shown."]),
        SpokenCase(name: ".hidden() and opacity(0) leave the view out",
                   body: Stack("VStack", V("Text", "A").m("hidden"), V("Text", "B").m("opacity", num(0)), V("Text", "C").m("opacity", num(0.5))),
                   lines: ["C."]),
        SpokenCase(name: "combine joins labels with a comma",
                   body: Stack("HStack", V("Text", "Total"), V("Text", "$42.00")).m("accessibilityElement", l("children", member("combine"))),
                   lines: ["Total, $42.00."]),
        SpokenCase(name: "combine reads image names too and drops their traits",
                   body: Stack("HStack", V("Image", "avatar"), V("Text", "Anna")).m("accessibilityElement", l("children", member("combine"))),
                   lines: ["avatar, Anna."]),
        SpokenCase(name: "combine of a control takes its trait; other controls become actions",
                   body: Stack("HStack", V("Text", "Song"), V("Button", "Play", action()), V("Button", "Like", action()))
                        .m("accessibilityElement", l("children", member("combine"))),
                   lines: ["Song, Play, Like, button. Actions available."]),
        SpokenCase(name: "contain keeps the children separate",
                   body: Stack("VStack", V("Text", "A"), V("Text", "B")).m("accessibilityElement", l("children", member("contain"))),
                   lines: ["A.", "B."]),
        SpokenCase(name: "ignore is a new element with no label",
                   body: Stack("HStack", V("Text", "A"), V("Text", "B")).m("accessibilityElement", l("children", member("ignore"))),
                   lines: ["(nothing spoken)."]),
        SpokenCase(name: "accessibilityElement() defaults to ignore; a label then names it",
                   body: Stack("HStack", V("Text", "4"), V("Text", "stars")).m("accessibilityElement").m("accessibilityLabel", "Rating: 4 stars"),
                   lines: ["Rating: 4 stars."]),
        SpokenCase(name: "label before accessibilityElement() still names it",
                   body: Stack("HStack", V("Text", "4")).m("accessibilityLabel", "Four").m("accessibilityElement"),
                   lines: ["Four."]),
        SpokenCase(name: "addTraits with one trait",
                   body: V("Text", "Checkout").m("accessibilityAddTraits", member("isHeader")), lines: ["Checkout, heading."]),
        SpokenCase(name: "addTraits with a set",
                   body: V("Text", "Go").m("accessibilityAddTraits", Value.array([member("isButton"), member("isSelected")])),
                   lines: ["Go, selected, button."]),
        SpokenCase(name: "removeTraits",
                   body: V("Image", "logo").m("accessibilityRemoveTraits", member("isImage")), lines: ["logo."]),
        SpokenCase(name: "accessibilityHeading with a level",
                   body: V("Text", "Orders").m("accessibilityHeading", member("h2")), lines: ["Orders, heading level 2."]),
        SpokenCase(name: "traits on a stack reach its elements",
                   body: Stack("VStack", V("Text", "Title")).m("accessibilityAddTraits", member("isHeader")), lines: ["Title, heading."]),
        SpokenCase(name: "a component's call-site label names its body",
                   body: Component("Badge", body: V("Image", "badge_gold")).m("accessibilityLabel", "Gold member"),
                   lines: ["Gold member, image."]),
        SpokenCase(name: "named actions",
                   body: V("Text", "Mail").m("accessibilityAction", l("named", "Archive"), Argument(label: nil, value: .closure)),
                   lines: ["Mail. Actions available."]),
        SpokenCase(name: "accessibilityActions {} adds each button as a named action",
                   body: V("Text", "Row").m("accessibilityActions", l("content", views(V("Button", "Pin", action()), V("Button", "Mute", action())))),
                   lines: ["Row. Actions available."]),
        SpokenCase(name: "adjustable action",
                   body: V("Text", "Rating").m("accessibilityAdjustableAction", Argument(label: nil, value: .closure)),
                   lines: ["Rating, adjustable."]),
        SpokenCase(name: "representation replaces the semantics",
                   body: Stack("HStack", V("Circle"), V("Text", "50")).m("accessibilityRepresentation",
                        l("content", views(V("Slider", l("value", dyn("$level")), l("label", views(V("Text", "Level"))))))),
                   lines: ["Level, ‹level›, adjustable."]),
        SpokenCase(name: "accessibilityChildren replaces the children",
                   body: V("Canvas").m("accessibilityChildren", l("content", views(V("Text", "Bar 1"), V("Text", "Bar 2")))),
                   lines: ["Bar 1.", "Bar 2."]),
        SpokenCase(name: "disabled is dimmed, down the tree",
                   body: Stack("VStack", V("Button", "Pay", action())).m("disabled", Value.bool(true)),
                   lines: ["Pay, button, dimmed."]),
        SpokenCase(name: "sort priority: higher first among siblings",
                   body: Stack("VStack", V("Text", "Second"), V("Text", "First").m("accessibilitySortPriority", num(1))),
                   lines: ["First.", "Second."]),
        SpokenCase(name: "onTapGesture adds no trait",
                   body: V("Text", "Tap me").m("onTapGesture", Argument(label: nil, value: .closure)), lines: ["Tap me."]),
        SpokenCase(name: "overlay content is read beside the view",
                   body: V("Image", l("systemName", "bell")).m("overlay", l("content", views(V("Text", "3")))),
                   lines: ["bell, image.", "3."]),
        SpokenCase(name: "overlay hidden with the view when hidden after it",
                   body: V("Image", "a").m("overlay", l("content", views(V("Text", "3")))).m("accessibilityHidden", Value.bool(true)),
                   lines: []),
        SpokenCase(name: "overlay combined when combine comes after it",
                   body: Stack("HStack", V("Text", "Inbox")).m("overlay", l("content", views(V("Text", "3")))).m("accessibilityElement", l("children", member("combine"))),
                   lines: ["Inbox, 3."]),
        SpokenCase(name: "toolbar items come before the content",
                   body: Stack("List", V("Text", "Row")).m("toolbar", l("content", views(V("ToolbarItem", children: [V("Button", "Add", action())])))),
                   lines: ["Add, button.", "Row."]),
        SpokenCase(name: "sheet and alert content is not on screen",
                   body: V("Button", "Open", action())
                        .m("sheet", l("isPresented", dyn("$show")), l("content", views(V("Text", "Sheet"))))
                        .m("alert", "Delete?", l("isPresented", dyn("$ask")), l("actions", views(V("Button", "OK", action())))),
                   lines: ["Open, button."]),
        SpokenCase(name: "searchable adds a search field",
                   body: Stack("List", V("Text", "Row")).m("searchable", l("text", dyn("$query")), l("prompt", "Find a city")),
                   lines: ["Find a city, ‹query›, search field.", "Row."]),
        SpokenCase(name: "a Group's modifiers apply to each child",
                   body: Stack("VStack", V("Group", children: [V("Text", "A"), V("Text", "B")])
                        .m("accessibilityElement", l("children", member("combine"))).m("accessibilityAddTraits", member("isHeader"))),
                   lines: ["A, heading.", "B, heading."]),
        SpokenCase(name: "swipeActions become named actions",
                   body: V("Text", "Mail").m("swipeActions", l("content", views(V("Button", "Delete", action())))),
                   lines: ["Mail. Actions available."]),
    ]

    @Test("What VoiceOver says with each modifier", arguments: cases)
    func spokenLines(_ row: SpokenCase) {
        #expect(spoken(row.body) == row.lines)
    }

    @Test("Explicit labels have explicit provenance; identifiers and input labels are kept")
    func explicitProperties() {
        let node = lower(V("Button", action(), l("label", views(V("Image", l("systemName", "xmark")))))
            .m("accessibilityLabel", "Close").m("accessibilityIdentifier", "closeButton")
            .m("accessibilityInputLabels", Value.array([.string("Close"), .string("Dismiss")]))).root
        #expect(node.label?.source == .explicit)
        #expect(node.identifier == "closeButton")
        #expect(node.inputLabels == ["Close", "Dismiss"])
    }

    @Test("Hidden subtrees stay in the tree, marked hidden, so rules can find hidden controls")
    func hiddenSubtreeKept() {
        let screen = lower(Stack("VStack", Stack("HStack", V("Button", "Buy", action())).m("accessibilityHidden", Value.bool(true))))
        let button = screen.first("Button")
        #expect(button?.isHidden == true)
        #expect(button?.isInteractive == true)
        #expect(screen.elements.isEmpty)
    }

    @Test("combine: child controls' actions become named actions, children stay in the tree")
    func combineActions() {
        let screen = lower(Stack("HStack", V("Button", "Play", action()), V("Button", "Like", action()), V("Button", "Share", action()))
            .m("accessibilityElement", l("children", member("combine"))))
        let root = screen.root
        #expect(root.isElement)
        #expect(root.childBehavior == .combine)
        #expect(root.actions.map(\.kind) == [.default, .named, .named])
        #expect(root.actions.compactMap(\.name?.literalText) == ["Like", "Share"])
        #expect(root.traits.contains(.button))
        #expect(root.children.filter(\.isInteractive).count == 3)
        #expect(root.children.allSatisfy { !$0.isElement })
    }

    @Test("ignore: element with no label, childBehavior ignore")
    func ignoreWithoutLabel() {
        let root = lower(Stack("HStack", V("Text", "A")).m("accessibilityElement")).root
        #expect(root.isElement)
        #expect(root.childBehavior == .ignore)
        #expect(root.label == nil)
    }

    @Test("Gestures are recorded with their modifier's location")
    func gestures() {
        let node = lower(V("Text", "Card")
            .m("onTapGesture", Argument(label: nil, value: .closure), line: 10)
            .m("onLongPressGesture", Argument(label: "perform", value: .closure), line: 11)
            .m("gesture", Value.call("onChanged", [Argument(label: nil, value: .closure)]), line: 12)
            .m("gesture", dyn("DragGesture().onChanged { v in x = v }"), line: 13)
            .m("simultaneousGesture", dyn("TapGesture(count: 2).onEnded { }"), line: 14)
            .m("highPriorityGesture", dyn("LongPressGesture()"), line: 15)).root
        #expect(node.gestures.map(\.kind) == [.tap, .longPress, .other, .drag, .tap, .longPress])
        #expect(node.gestures.map(\.location.line) == [10, 11, 12, 13, 14, 15])
        #expect(node.location(ofModifier: "onTapGesture").line == 10)
        #expect(node.location(ofModifier: "onTapGesture").column == 20)
        #expect(node.isInteractive)
        #expect(!node.traits.contains(.button))
    }

    @Test("A tap gesture on a stack stays on the stack; traits added there are on it too")
    func tapOnStack() {
        let root = lower(Stack("HStack", V("Image", "a"), V("Text", "Row"))
            .m("contentShape", Value.call("Rectangle", []))
            .m("onTapGesture", Argument(label: nil, value: .closure))
            .m("accessibilityAddTraits", member("isButton"))).root
        #expect(root.gestures.first?.kind == .tap)
        #expect(root.traits.contains(.button))
        #expect(root.layout.hasContentShape)
        #expect(root.children.allSatisfy { $0.traits.contains(.button) })
    }

    @Test("Every modifier's location is recorded; the view keeps its own")
    func modifierLocations() {
        let node = lower(V("Text", "x", line: 5).m("font", member("title"), line: 6).m("padding", line: 7)
            .m("accessibilityLabel", "y", line: 8).m("someCustomThing", line: 9)).root
        #expect(node.location.line == 5)
        #expect(node.modifierLocations["font"]?.line == 6)
        #expect(node.modifierLocations["padding"]?.line == 7)
        #expect(node.modifierLocations["accessibilityLabel"]?.line == 8)
        #expect(node.modifierLocations["someCustomThing"]?.line == 9)
    }

    @Test("Actions of each kind")
    func actionKinds() {
        let node = lower(V("Text", "Player")
            .m("accessibilityAction", Argument(label: nil, value: .closure))
            .m("accessibilityAction", member("escape"), Argument(label: nil, value: .closure))
            .m("accessibilityAction", member("magicTap"), Argument(label: nil, value: .closure))
            .m("accessibilityAction", member("delete"), Argument(label: nil, value: .closure))
            .m("accessibilityAction", member("showMenu"), Argument(label: nil, value: .closure))
            .m("accessibilityAction", l("named", ""), Argument(label: nil, value: .closure))
            .m("accessibilityAction", l("named", .call("Text", ["Skip".argument])), Argument(label: nil, value: .closure))).root
        #expect(node.actions.map(\.kind) == [.default, .escape, .magicTap, .delete, .showMenu, .named, .named])
        #expect(node.actions[5].name?.isEmpty == true)
        #expect(node.actions[6].name?.literalText == "Skip")
    }

    @Test("accessibilityAdjustableAction makes it adjustable with increment/decrement")
    func adjustable() {
        let node = lower(Stack("HStack", V("Image", l("systemName", "star"))).m("accessibilityElement", l("children", member("combine")))
            .m("accessibilityAdjustableAction", Argument(label: nil, value: .closure))).root
        #expect(node.traits.contains(.adjustable))
        #expect(node.actions.map(\.kind) == [.increment, .decrement])
    }

    @Test("Large content viewer and sort priority are kept")
    func largeContentViewerAndPriority() {
        let node = lower(V("Button", "Tab", action()).m("accessibilityShowsLargeContentViewer").m("accessibilitySortPriority", num(2))).root
        #expect(node.showsLargeContentViewer)
        #expect(node.sortPriority == 2)
    }

    @Test("Decorative images stay unread even with a label")
    func decorativeWithLabel() {
        #expect(spoken(V("Image", l("decorative", "x")).m("accessibilityLabel", "X")) == [])
    }

    @Test("representation: the stand-in's role, label, value and traits")
    func representation() {
        let root = lower(Stack("HStack", V("Text", "x")).m("accessibilityRepresentation",
            l("content", views(V("Toggle", "Dark mode", l("isOn", dyn("$dark"))))))).root
        #expect(root.role == .toggle)
        #expect(root.label?.literalText == "Dark mode")
        #expect(root.traits.contains(.toggle))
        #expect(root.isElement)
        #expect(!root.allNodes.contains { $0.viewType == "Toggle" }) // the stand-in is not drawn
    }

    @Test("A tap gesture on a Group is on each child, located at the Group's modifier")
    func groupGesture() {
        let screen = lower(Stack("VStack", V("Group", children: [V("Text", "A"), V("Image", "b")]).m("onTapGesture", line: 90)))
        let tapped = screen.root.allNodes.filter { !$0.gestures.isEmpty }
        #expect(tapped.map(\.viewType) == ["Text", "Image"])
        #expect(tapped.allSatisfy { $0.location(ofModifier: "onTapGesture").line == 90 })
    }

    @Test("onDelete gives each row the delete action")
    func onDelete() {
        let root = lower(V("List", children: [V("ForEach", dyn("items"), children: [V("Text", dyn("item.name")).repeated()])
            .m("onDelete", l("perform", .closure))])).root
        #expect(root.allNodes.first { $0.viewType == "Text" }?.actions.map(\.kind) == [.delete])
    }

    @Test("Trait choices keep only what every branch has")
    func traitChoice() {
        let node = lower(V("Text", "x").m("accessibilityAddTraits",
            Value.choice([.array([member("isButton"), member("isSelected")]), member("isButton")]))).root
        #expect(node.traits == [.staticText, .button])
    }
}
