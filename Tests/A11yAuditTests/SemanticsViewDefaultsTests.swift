import AuditModel
import Testing
@testable import Semantics

/// One row of the table: a body and what VoiceOver says for it.
struct SpokenCase: Sendable, CustomTestStringConvertible {
    var name: String
    var body: ViewNode
    var lines: [String]
    var testDescription: String { name }
}

@Suite("Semantics: SwiftUI view defaults")
struct SemanticsViewDefaultsTests {
    static let cases: [SpokenCase] = [
        SpokenCase(name: "Text is static text", body: V("Text", "Hello"), lines: ["Hello."]),
        SpokenCase(name: "Text(verbatim:)", body: V("Text", l("verbatim", "v1.2")), lines: ["v1.2."]),
        SpokenCase(name: "Image asset speaks its file name", body: V("Image", "icon_trash"), lines: ["icon_trash, image."]),
        SpokenCase(name: "Image systemName speaks the symbol with spaces",
                   body: V("Image", l("systemName", "square.and.arrow.up")), lines: ["square and arrow up, image."]),
        SpokenCase(name: "Image(decorative:) is not read", body: V("Image", l("decorative", "wave")), lines: []),
        SpokenCase(name: "Image(_:label:) speaks the label",
                   body: V("Image", "chart", l("label", .call("Text", ["Sales chart".argument]))),
                   lines: ["Sales chart, image."]),
        SpokenCase(name: "Label speaks its title only",
                   body: V("Label", "Settings", l("systemImage", "gear")), lines: ["Settings."]),
        SpokenCase(name: "Label with title and icon closures",
                   body: V("Label", l("title", views(V("Text", "Inbox"))), l("icon", views(V("Image", "tray")))),
                   lines: ["Inbox."]),
        SpokenCase(name: "Button with a title", body: V("Button", "Save", action()), lines: ["Save, button."]),
        SpokenCase(name: "Button label closure with text",
                   body: V("Button", action(), l("label", views(V("Text", "Delete")))), lines: ["Delete, button."]),
        SpokenCase(name: "Button with a Label speaks its title",
                   body: V("Button", action(), l("label", views(V("Label", "Share", l("systemImage", "square.and.arrow.up"))))),
                   lines: ["Share, button."]),
        SpokenCase(name: "Icon-only button speaks the symbol name",
                   body: V("Button", action(), l("label", views(V("Image", l("systemName", "plus"))))),
                   lines: ["plus, button."]),
        // A button's label content is read as one name, the icon's label included.
        SpokenCase(name: "Button with icon and text speaks both",
                   body: V("Button", action(), l("label", views(Stack("HStack", V("Image", l("systemName", "trash")), V("Text", "Delete"))))),
                   lines: ["trash, Delete, button."]),
        SpokenCase(name: "Button(_:systemImage:)", body: V("Button", "Add", l("systemImage", "plus"), action()),
                   lines: ["Add, button."]),
        SpokenCase(name: "NavigationLink is a button",
                   body: V("NavigationLink", "Profile", l("destination", views(V("Text", "Elsewhere")))),
                   lines: ["Profile, button."]),
        SpokenCase(name: "Menu is a button",
                   body: V("Menu", "Options", children: [V("Button", "Rename", action())]), lines: ["Options, button."]),
        SpokenCase(name: "Link has the link trait",
                   body: V("Link", "Terms", l("destination", dyn("url"))), lines: ["Terms, link."]),
        SpokenCase(name: "Toggle with a constant state",
                   body: V("Toggle", "Wi-Fi", l("isOn", .call("constant", [Value.bool(true).argument]))),
                   lines: ["Wi-Fi, on, switch button."]),
        SpokenCase(name: "Toggle bound to state", body: V("Toggle", "Wi-Fi", l("isOn", dyn("$wifi"))),
                   lines: ["Wi-Fi, ‹on | off›, switch button."]),
        SpokenCase(name: "Slider is adjustable",
                   body: V("Slider", l("value", dyn("$volume")), l("label", views(V("Text", "Volume")))),
                   lines: ["Volume, ‹volume›, adjustable."]),
        SpokenCase(name: "Stepper is adjustable", body: V("Stepper", "Guests", l("value", dyn("$count"))),
                   lines: ["Guests, ‹count›, adjustable."]),
        SpokenCase(name: "Picker speaks its selection",
                   body: V("Picker", "Flavor", l("selection", dyn("$flavor")), children: [V("Text", "Vanilla")]),
                   lines: ["Flavor, ‹flavor›, button."]),
        SpokenCase(name: "TextField is labelled by its title, not its prompt",
                   body: V("TextField", "Email", l("text", dyn("$email")), l("prompt", .call("Text", ["name@example.com".argument]))),
                   lines: ["Email, ‹email›, text field."]),
        SpokenCase(name: "SecureField does not speak its text", body: V("SecureField", "Password", l("text", dyn("$pw"))),
                   lines: ["Password, secure text field."]),
        SpokenCase(name: "DatePicker", body: V("DatePicker", "Birthday", l("selection", dyn("$date"))),
                   lines: ["Birthday, ‹date›, button."]),
        SpokenCase(name: "ColorPicker", body: V("ColorPicker", "Tint", l("selection", dyn("$tint"))),
                   lines: ["Tint, ‹tint›, button."]),
        SpokenCase(name: "ProgressView with a known value",
                   body: V("ProgressView", "Upload", l("value", num(0.25))), lines: ["Upload, 25%, progress."]),
        SpokenCase(name: "Indeterminate ProgressView", body: V("ProgressView"), lines: ["In progress, progress."]),
        SpokenCase(name: "Section title is a heading",
                   body: V("Section", "Account", children: [V("Text", "Name")]), lines: ["Account, heading.", "Name."]),
        SpokenCase(name: "Section header views are headings, footer follows the rows",
                   body: V("Section", l("header", views(V("Text", "Privacy"))), l("footer", views(V("Text", "Shared with no one"))),
                           children: [V("Toggle", "Tracking", l("isOn", dyn("$t")))]),
                   lines: ["Privacy, heading.", "Tracking, ‹on | off›, switch button.", "Shared with no one."]),
        SpokenCase(name: "Section(header: Text(…))",
                   body: V("Section", l("header", .call("Text", ["Old API".argument])), children: [V("Text", "Row")]),
                   lines: ["Old API, heading.", "Row."]),
        SpokenCase(name: "navigationTitle is a heading read first",
                   body: Stack("List", V("Text", "Row")).m("navigationTitle", "Inbox"), lines: ["Inbox, heading.", "Row."]),
        SpokenCase(name: "Stacks, List, Form, ScrollView, Group, NavigationStack are not elements",
                   body: V("NavigationStack", children: [V("ScrollView", children: [Stack("VStack", Stack("HStack", V("Text", "A"), V("Text", "B")),
                        V("List", children: [V("Form", children: [V("Group", children: [V("Text", "C")])])]))])]),
                   lines: ["A.", "B.", "C."]),
        SpokenCase(name: "Spacers, dividers and shapes are not read",
                   body: Stack("VStack", V("Spacer"), V("Divider"), V("Color", dyn(".red")), V("Circle"), V("Text", "Only")),
                   lines: ["Only."]),
        SpokenCase(name: "Branches are transparent",
                   body: V("_Branches", children: [V("_Branch", children: [V("Text", "Then")]), V("_Branch", children: [V("Text", "Else")])]),
                   lines: ["Then.", "Else."]),
        SpokenCase(name: "ForEach reads its representative row",
                   body: V("ForEach", dyn("items"), children: [V("Text", Value.text([.dynamic("item.name")])).repeated()]),
                   lines: ["‹item.name›."]),
        SpokenCase(name: "Unknown view is opaque",
                   body: Stack("VStack", V("MapView"), V("Text", "After")), lines: ["‹MapView: not known until run time›.", "After."]),
        SpokenCase(name: "TabView items are tabs, numbered, the first selected",
                   body: V("TabView", children: [
                       V("Text", "Home page").m("tabItem", l("content", views(V("Label", "Home", l("systemImage", "house"))))),
                       V("Text", "Settings page").m("tabItem", l("content", views(V("Label", "Settings", l("systemImage", "gear"))))),
                   ]),
                   lines: ["Home page.", "Home, 1 of 2, selected, tab.", "Settings page.", "Settings, 2 of 2, tab."]),
        SpokenCase(name: "Tab(_:systemImage:) (iOS 18)",
                   body: V("TabView", children: [V("Tab", "Home", l("systemImage", "house"), children: [V("Text", "Page")])]),
                   lines: ["Home, 1 of 1, selected, tab.", "Page."]),
        SpokenCase(name: "EditButton", body: V("EditButton"), lines: ["Edit, button."]),
        SpokenCase(name: "Segmented picker options are buttons",
                   body: V("Picker", "View", l("selection", dyn("$mode")), children: [V("Text", "Day").m("tag", num(0)), V("Text", "Week").m("tag", num(1))])
                        .m("pickerStyle", member("segmented")),
                   lines: ["Day, 1 of 2, button.", "Week, 2 of 2, button."]),
        SpokenCase(name: "Slider's value labels do not name it",
                   body: V("Slider", l("value", dyn("$v")), l("minimumValueLabel", views(V("Text", "0"))), l("maximumValueLabel", views(V("Text", "10")))),
                   lines: ["‹v›, adjustable."]),
        SpokenCase(name: "LabeledContent with a value", body: V("LabeledContent", "Version", l("value", "1.0")), lines: ["Version, 1.0."]),
        SpokenCase(name: "LabeledContent with content and a label closure",
                   body: V("LabeledContent", l("label", views(V("Text", "Name"))), children: [V("Text", dyn("user.name"))]),
                   lines: ["Name, ‹user.name›."]),
        SpokenCase(name: "DisclosureGroup title is a button",
                   body: V("DisclosureGroup", "Details", children: [V("Text", "Body")]), lines: ["Details, button.", "Body."]),
        SpokenCase(name: "LabeledContent(content:label:) written out",
                   body: V("LabeledContent", l("content", views(V("Text", "42"))), l("label", views(V("Text", "Answer")))),
                   lines: ["Answer, 42."]),
        SpokenCase(name: "Dynamic text is marked", body: V("Text", Value.text([.literal("Total: "), .dynamic("price")])),
                   lines: ["Total: ‹price›."]),
        SpokenCase(name: "Ternary text shows both branches",
                   body: V("Text", Value.choice([.string("On"), .string("Off")])), lines: ["‹On | Off›."]),
    ]

    @Test("What VoiceOver says for each view", arguments: cases)
    func spokenLines(_ row: SpokenCase) {
        #expect(spoken(row.body) == row.lines)
    }

    @Test("Image labels keep their provenance")
    func imageProvenance() {
        let screen = lower(Stack("VStack", V("Image", "icon_trash"), V("Image", l("systemName", "trash")),
                                 V("Image", "x", l("label", .call("Text", ["Bin".argument]))), V("Image", l("decorative", "y"))))
        let images = screen.root.children
        #expect(images[0].label?.source == .assetName)
        #expect(images[0].traits == [.image])
        #expect(images[0].role == .image && images[0].isElement)
        #expect(images[1].label?.source == .symbolName)
        #expect(images[2].label?.source == .derived)
        #expect(images[3].isElement == false)
    }

    @Test("An icon-only button keeps the image's provenance; a text button is derived")
    func buttonLabelProvenance() {
        let icon = lower(V("Button", action(), l("label", views(V("Image", "btn_close")))))
        #expect(icon.root.label?.source == .assetName)
        #expect(icon.root.label?.literalText == "btn_close")
        #expect(icon.root.traits.contains(.button))
        let symbol = lower(V("NavigationLink", l("destination", views(V("Text", "x"))), l("label", views(V("Image", l("systemName", "gear"))))))
        #expect(symbol.root.label?.source == .symbolName)
        let menu = lower(V("Menu", l("label", views(V("Label", "More", l("systemImage", "ellipsis")))), children: [V("Button", "A", action())]))
        #expect(menu.root.label?.literalText == "More")
        #expect(menu.root.label?.source == .derived)
        let explicitIcon = lower(V("Button", action(), l("label", views(V("Image", l("systemName", "trash")).m("accessibilityLabel", "Delete")))))
        #expect(explicitIcon.root.label?.source == .explicit)
        #expect(explicitIcon.root.label?.literalText == "Delete")
    }

    @Test("Empty and dynamic titles stay visible to rules")
    func emptyAndDynamicTitles() {
        let toggle = lower(V("Toggle", "", l("isOn", dyn("$on"))))
        #expect(toggle.root.role == .toggle)
        #expect(toggle.root.label?.isEmpty == true)
        #expect(toggle.root.traits.isSuperset(of: [.toggle, .button]))
        let field = lower(V("TextField", "", l("text", dyn("$q")), l("prompt", .call("Text", ["Search".argument]))))
        #expect(field.root.label?.isEmpty == true)
        #expect(field.root.placeholder?.literalText == "Search")
        let dynamicButton = lower(V("Button", dyn("title"), action()))
        #expect(dynamicButton.root.label?.isDynamic == true)
        let emptyButton = lower(V("Button", action(), l("label", views())))
        #expect(emptyButton.root.label == nil)
        #expect(emptyButton.root.isElement)
    }

    @Test("A button whose content is an unknown view is opaque, not unnamed")
    func opaqueContent() {
        let screen = lower(V("Button", action(), l("label", views(V("FancyIcon")))))
        #expect(screen.root.isOpaque)
        #expect(screen.root.label == nil)
        let known = lower(V("Button", action(), l("label", views(Stack("HStack", V("FancyIcon"), V("Text", "Go"))))))
        #expect(!known.root.isOpaque)
        #expect(known.root.label?.literalText == "Go")
    }

    @Test("Content inside an element is not an element; hidden content gives no label")
    func contentIsMerged() {
        let screen = lower(V("Button", action(), l("label", views(Stack("HStack", V("Image", "a").m("accessibilityHidden", true.argumentValue), V("Text", "Pay"))))))
        #expect(screen.root.isElement)
        #expect(screen.root.label?.literalText == "Pay")
        let inner = screen.root.allNodes.dropFirst()
        #expect(inner.allSatisfy { !$0.isElement })
        #expect(screen.elements.count == 1)
    }

    @Test("Text draws its text with the body font by default")
    func textDefaults() {
        let text = lower(V("Text", "Hi")).root
        #expect(text.text?.literalText == "Hi")
        #expect(text.font == .textStyle(.body))
        #expect(text.traits == [.staticText])
        #expect(text.role == .staticText)
    }

    @Test("Slider and Stepper answer increment and decrement")
    func adjustableActions() {
        let slider = lower(V("Slider", l("value", dyn("$v")))).root
        #expect(slider.actions.map(\.kind) == [.increment, .decrement])
        #expect(slider.traits.contains(.adjustable))
        #expect(slider.role == .slider)
    }

    @Test("Containers set their layout kind and spacing")
    func containerLayout() {
        let cases: [(String, LayoutInfo.Container)] = [
            ("VStack", .vstack), ("LazyVStack", .vstack), ("HStack", .hstack), ("ZStack", .zstack),
            ("ScrollView", .scroll), ("List", .list), ("Form", .list), ("ViewThatFits", .adaptive),
            ("AnyLayout", .adaptive), ("Group", .none),
        ]
        for (type, container) in cases {
            let node = lower(V(type, children: [V("Text", "x")])).root
            #expect(node.layout.container == container, "\(type)")
            #expect(!node.isElement)
            #expect(node.role == .container)
        }
        let spaced = lower(V("HStack", l("spacing", num(8)), children: [V("Text", "x")])).root
        #expect(spaced.layout.spacing?.points == 8)
    }

    @Test("A branch on isAccessibilitySize is an adaptive layout")
    func adaptiveBranch() {
        let branches = V("_Branches", l("condition", dyn("dynamicTypeSize.isAccessibilitySize")),
                         children: [V("_Branch", children: [Stack("VStack", V("Text", "a"))]),
                                    V("_Branch", children: [Stack("HStack", V("Text", "a"))])])
        #expect(lower(branches).root.layout.container == .adaptive)
        let plain = V("_Branches", l("condition", dyn("isLoggedIn")), children: [V("_Branch", children: [V("Text", "a")])])
        #expect(lower(plain).root.layout.container == LayoutInfo.Container.none)
    }

    @Test("An unknown view is opaque and located at its type name")
    func unknownViewIsOpaque() {
        let screen = lower(Stack("VStack", V("ChartView", line: 42)))
        let chart = screen.root.children[0]
        #expect(chart.isOpaque)
        #expect(chart.location.line == 42)
        #expect(chart.viewType == "ChartView")
    }

    @Test("An inlined component is transparent and keeps its body's locations")
    func componentIsTransparent() {
        let row = Component("RowView", body: Stack("HStack", V("Text", "Title", line: 7)), line: 3)
        let screen = lower(Stack("VStack", row))
        #expect(spoken(Stack("VStack", row)) == ["Title."])
        let text = screen.first("Text")
        #expect(text?.location.line == 7)
        #expect(screen.node("VStack[0]/RowView[0]") == nil) // the root VStack is the screen itself
        #expect(screen.node("RowView[0]/HStack[0]/Text[0]")?.label?.literalText == "Title")
        #expect(screen.first("RowView")?.isOpaque == false)
    }
}

extension Bool {
    var argumentValue: Value { .bool(self) }
}
