import AuditModel
import Foundation
import Testing
import ViewDescription

/// Path of a fixture in `Fixtures/ViewDescription/`.
func viewDescriptionFixture(_ name: String) -> String {
    Bundle.module.resourcePath! + "/Fixtures/ViewDescription/" + name
}

/// Writes `text` to a fresh temporary file with the given name and returns its path.
func temporaryDescription(_ name: String, _ text: String) -> String {
    let dir = TestPaths.scratchPath("vd")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent(name).path
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    return path
}

@Suite struct ViewDescriptionXMLTests {
    @Test func iconOnlyButtonIsAButtonWhoseLabelIsOnlyASymbolImage() throws {
        let result = ViewDescriptionLoader.load(file: viewDescriptionFixture("IconButton.a11y.xml"), displayName: "IconButton.a11y.xml")
        #expect(result.errors == [])
        let screen = try #require(result.viewScreens.first)
        #expect(screen.name == "Photo")
        #expect(screen.source == .xmlDescription)
        let button = screen.root.children[1]
        #expect(button.type == "Button")
        #expect(button.location == SourceLocation(file: "IconButton.a11y.xml", line: 11, column: 8))
        let label = try #require(button.argument("label")?.value.views)
        #expect(label.count == 1)
        #expect(label[0].type == "Image")
        #expect(label[0].arguments == [Argument(label: "systemName", value: .string("square.and.arrow.up"))])
        #expect(label[0].location == SourceLocation(file: "IconButton.a11y.xml", line: 12, column: 10))
        #expect(button.argument("action")?.value == .closure)
        #expect(button.children.isEmpty)
    }
}

/// The tree with every location replaced, to compare trees read from different files.
func withoutLocations(_ node: ViewNode) -> ViewNode {
    let nowhere = SourceLocation(file: "", line: 0)
    func strip(_ value: Value) -> Value {
        switch value {
        case .views(let views): return .views(views.map(withoutLocations))
        case .call(let name, let args): return .call(name, args.map(stripArgument))
        case .array(let items): return .array(items.map(strip))
        case .choice(let items): return .choice(items.map(strip))
        default: return value
        }
    }
    func stripArgument(_ argument: Argument) -> Argument {
        Argument(label: argument.label, value: strip(argument.value))
    }
    var copy = node
    copy.location = nowhere
    copy.arguments = node.arguments.map(stripArgument)
    copy.modifiers = node.modifiers.map { Modifier(name: $0.name, arguments: $0.arguments.map(stripArgument), location: nowhere) }
    copy.children = node.children.map(withoutLocations)
    return copy
}

@Suite struct ViewDescriptionMappingTests {
    let result = ViewDescriptionLoader.load(file: viewDescriptionFixture("Checkout.a11y.xml"), displayName: "Checkout.a11y.xml")
    var list: ViewNode { result.viewScreens[0].root }

    @Test func loadsWithoutErrors() {
        #expect(result.errors == [])
        #expect(result.viewScreens.map(\.name) == ["Checkout"])
        #expect(list.type == "List")
        #expect(list.children.map(\.type) == ["Section", "Toggle", "_Branches", "Label", "Image", "Text", "PromoBanner",
                                              "RatingRow", "Menu", "Text"])
    }

    @Test func headerSlotIsAnArgumentAndForEachChildIsARepeatedRepresentative() throws {
        let section = list.children[0]
        let header = try #require(section.argument("header")?.value.views)
        #expect(header.map(\.type) == ["Text"])
        #expect(header[0].argument(nil)?.value == .string("Items"))
        let forEach = section.children[0]
        #expect(forEach.type == "ForEach")
        #expect(forEach.arguments.map(\.value) == [.dynamic("items")])
        #expect(forEach.children.map(\.isRepeated) == [true])
        let row = forEach.children[0]
        #expect(row.argument("spacing")?.value == .number(8))
        #expect(row.modifiers.map(\.name) == ["frame"])
        #expect(row.modifiers[0].argument("height")?.value == .metric(Metric(44, expression: "rowHeight")))
    }

    @Test func scaledMetricsDynamicTextAndCallsKeepTheirMeaning() {
        let row = list.children[0].children[0].children[0]
        let icon = row.children[0]
        #expect(icon.argument(nil)?.value == .string("icon_cart"))
        #expect(icon.modifiers[0].argument("width")?.value
            == .metric(Metric(24, scaling: .scaled(relativeTo: .title), expression: "iconSize")))
        #expect(row.children[1].argument(nil)?.value == .dynamic("item.name"))
        let total = row.children[2]
        #expect(total.argument(nil)?.value == .text([.literal("Total: "), .dynamic("item.price")]))
        #expect(total.modifiers.map(\.name) == ["font"])
        #expect(total.modifiers[0].arguments.map(\.value) == [.call("system", [Argument(label: "size", value: .number(12))])])
    }

    @Test func controlsGetTitlesBindingsAndTheirActionClosure() throws {
        let toggle = list.children[1]
        #expect(toggle.arguments == [Argument(label: nil, value: .string("Gift wrap")),
                                     Argument(label: "isOn", value: .dynamic("$giftWrap"))])
        let branches = list.children[2]
        #expect(branches.children.map(\.type) == ["_Branch", "_Branch"])
        let pay = branches.children[0].children[0]
        #expect(pay.arguments == [Argument(label: nil, value: .string("Pay")), Argument(label: "action", value: .closure)])
        let link = branches.children[1].children[0]
        let destination = try #require(link.argument("destination")?.value.views)
        #expect(destination.map(\.type) == ["SignInView"])
        #expect(destination[0].component == nil && destination[0].children.isEmpty)
        #expect(list.children[3].arguments.map(\.label) == [nil, "systemImage"])
        #expect(list.children[4].arguments == [Argument(label: "decorative", value: .string("divider"))])
    }

    @Test func modifiersKeepDocumentOrderAndTypedValues() {
        let legal = list.children[5]
        #expect(legal.modifiers.map(\.name) == ["dynamicTypeSize", "lineLimit"])
        #expect(legal.modifiers[0].argument(nil)?.value == .range(lower: nil, upper: .member("accessibility3"), closed: true))
        #expect(legal.modifiers[1].argument(nil)?.value == .number(1))
        #expect(legal.modifiers[0].location.line == 32)
        let text = list.children[9]
        #expect(text.argument(nil)?.value == .dynamic(#"isOn ? "On" : "Off""#))
        #expect(text.modifiers[0].argument(nil)?.value == .choice([.string("On"), .string("Off")]))
    }

    @Test func viewTypeIsOpaqueWithoutContentAndAComponentWithIt() {
        let promo = list.children[6]
        #expect(promo.component == nil && promo.children.isEmpty && promo.arguments.isEmpty)
        let rating = list.children[7]
        #expect(rating.component == "RatingRow")
        #expect(rating.arguments == [Argument(label: "stars", value: .number(5))])
        #expect(rating.children.map(\.type) == ["HStack"])
        let menu = list.children[8]
        #expect(menu.children.map { $0.argument(nil)?.value } == [.string("Share"), .string("Report")])
    }

    @Test func suppressionAttributesCoverTheirElementOrTheFile() {
        #expect(result.suppressions.count == 2)
        let legal = result.suppressions.first { $0.lines != nil }
        #expect(legal?.rules == ["header-trait", "label-style"])
        #expect(legal?.lines == 31...34)
        #expect(legal?.reason == nil)
        let file = result.suppressions.first { $0.lines == nil }
        #expect(file?.rules == ["label-length"])
        #expect(file?.reason == "marketing copy is long on purpose")
        #expect(file?.file == "Checkout.a11y.xml")
    }

    @Test func jsonDescribesTheSameTreeAsXML() throws {
        let json = ViewDescriptionLoader.load(file: viewDescriptionFixture("Checkout.a11y.json"), displayName: "Checkout.a11y.json")
        #expect(json.errors == [])
        let screen = try #require(json.viewScreens.first)
        #expect(screen.source == .jsonDescription)
        #expect(withoutLocations(screen.root) == withoutLocations(list))
        #expect(json.suppressions.map(\.rules).sorted { $0.count < $1.count } == [["label-length"], ["header-trait", "label-style"]])
    }

    @Test func jsonLocationsAreTheLinesOfTheObjects() throws {
        let json = ViewDescriptionLoader.load(file: viewDescriptionFixture("Checkout.a11y.json"), displayName: "Checkout.a11y.json")
        let root = try #require(json.viewScreens.first?.root)
        #expect(root.location == SourceLocation(file: "Checkout.a11y.json", line: 9, column: 9))
        #expect(root.children[1].location.line == 33)
        #expect(root.children[5].modifiers[1].location.line == 47)
    }
}

@Suite struct ViewDescriptionErrorTests {
    @Test func unknownElementsAreReportedWithTheirLine() {
        let path = temporaryDescription("Typo.a11y.xml", """
        <screens>
          <screen name="A">
            <VStack>
              <Button title="Share">
                <accesibilityLabel value="Share"/>
              </Button>
              <Buton title="x"/>
            </VStack>
          </screen>
        </screens>
        """)
        let errors = ViewDescriptionLoader.load(file: path, displayName: "Typo.a11y.xml").errors
        #expect(errors.map(\.location.line) == [5, 7])
        #expect(errors.first?.description.hasPrefix("Typo.a11y.xml:5: unknown modifier <accesibilityLabel>") == true)
        let validation = ViewDescriptionLoader.validate(file: path, displayName: "Typo.a11y.xml")
        #expect(validation.map(\.location.line) == [5, 7])
    }

    @Test func validateAppliesTheSchemaToXMLAndJSON() {
        let xml = temporaryDescription("NoName.a11y.xml", "<screens>\n  <screen>\n    <Text>Hi</Text>\n  </screen>\n</screens>\n")
        let xmlErrors = ViewDescriptionLoader.validate(file: xml, displayName: "NoName.a11y.xml")
        #expect(xmlErrors.map(\.location.line) == [2])
        #expect(xmlErrors.first?.message.contains("name") == true)
        let json = temporaryDescription("Bad.a11y.json", """
        {"screens": [
          {"name": "A",
           "root": {"type": "VStack", "children": [
             {"type": "Text", "value": "Hi"},
             {"type": "Buton", "title": "x"}
           ]}}
        ]}
        """)
        let jsonErrors = ViewDescriptionLoader.validate(file: json, displayName: "Bad.a11y.json")
        #expect(jsonErrors.map(\.location.line) == [5])
        #expect(ViewDescriptionLoader.validate(file: viewDescriptionFixture("Checkout.a11y.xml")) == [])
        #expect(ViewDescriptionLoader.validate(file: viewDescriptionFixture("Checkout.a11y.json")) == [])
    }

    @Test func malformedJSONIsAnErrorWithALine() {
        let path = temporaryDescription("Broken.a11y.json", "{\"screens\": [\n  {\"name\": \"A\",,}\n]}\n")
        let errors = ViewDescriptionLoader.load(file: path, displayName: "Broken.a11y.json").errors
        #expect(errors.count == 1)
        #expect(errors.first?.message.hasPrefix("malformed JSON") == true)
    }

    @Test func emptyAndTruncatedDocumentsSayWhatIsWrong() {
        let empty = temporaryDescription("Empty.a11y.xml", "")
        #expect(ViewDescriptionLoader.load(file: empty, displayName: "Empty.a11y.xml").errors.map(\.description)
            == ["Empty.a11y.xml:1: empty XML document"])
        let cut = temporaryDescription("Cut.a11y.xml", "<screens>\n<screen name=\"A\">\n<Text>Hi\n")
        #expect(ViewDescriptionLoader.load(file: cut, displayName: "Cut.a11y.xml").errors.map(\.description)
            == ["Cut.a11y.xml:4: malformed XML: the document ends before 3 element(s) are closed"])
    }

    @Test func unknownExtensionIsAnInputError() {
        let errors = ViewDescriptionLoader.load(file: "/nonexistent/file.txt").errors
        #expect(errors.count == 1)
    }
}

@Suite struct ViewDescriptionRuntimeDumpTests {
    func screen(_ name: String) throws -> Screen {
        let result = ViewDescriptionLoader.load(file: viewDescriptionFixture(name), displayName: name)
        #expect(result.errors == [])
        #expect(result.viewScreens.isEmpty)
        return try #require(result.screens.first)
    }

    @Test func dumpBecomesAnAXTreeNamedAfterTheFile() throws {
        let login = try screen("Login.axdump.txt")
        #expect(login.name == "Login")
        #expect(login.source == .runtimeDump)
        #expect(login.root.viewType == "Application")
        #expect(login.root.location == SourceLocation(file: "Login.axdump.txt", line: 4, column: 3))
        let elements = login.root.reachableElements
        #expect(elements.map(\.viewType) == ["Button", "StaticText", "TextField", "SecureTextField", "Button", "StaticText", "Button"])
        #expect(elements.map { $0.label?.literalText } == ["Back", "Log in", nil, "Password", nil, "Remember me", "Log In"])
    }

    @Test func framesFlagsValuesAndIdentifiersAreKept() throws {
        let login = try screen("Login.axdump.txt")
        let elements = login.root.reachableElements
        let remember = elements[4]
        #expect(remember.role == .button && remember.traits == [.button])
        #expect(remember.identifier == "remember_me_toggle")
        #expect(remember.layout.width?.points == 28 && remember.layout.height?.points == 28)
        #expect(remember.layout.width?.scaling == .fixed)
        #expect(remember.location.line == 16)
        #expect(remember.path == "Login/Window[0]/Other[0]/Table[0]/Cell[2]/Button[0]")
        let email = elements[2]
        #expect(email.role == .textField && email.value?.literalText == "jane.appleseed@exa...")
        let logIn = elements[6]
        #expect(!logIn.isEnabled && logIn.traits.contains(.notEnabled))
        #expect(logIn.label == SpokenText("Log In", source: .explicit))
        #expect(elements[1].label == SpokenText("Log in", source: .derived))
        // Text frames are snapshots, not constraints; the font is unknown.
        #expect(elements[1].layout.width == nil && elements[1].font == .unknown)
    }

    @Test func quotesInsideLabelsAndLabelledOthersAreElements() throws {
        let enroll = try screen("Enroll.axdump.txt")
        let elements = enroll.root.reachableElements
        #expect(elements.map(\.viewType) == ["StaticText", "TextField", "Button", "Image", "Other"])
        #expect(elements[0].label?.literalText == "Welcome, it's good to see you")
        #expect(elements[1].label == nil)
        #expect(elements[2].children.map(\.viewType) == ["StaticText"])
        #expect(elements[3].role == .image && elements[3].label?.literalText == "TAUlogo")
        #expect(elements[4].role == .other && elements[4].label?.literalText == "Rating, 4 of 5 stars")
    }

    @Test func tabBarButtonsAreTabsAndSwitchesAreToggles() throws {
        let tabs = try screen("Tabs.axdump.txt")
        let elements = tabs.root.reachableElements
        #expect(elements.map(\.role) == [.toggle, .slider, .button, .tab, .tab, .tab])
        #expect(elements[0].value?.literalText == "1")
        #expect(elements[3].traits.contains(.selected))
        #expect(elements[5].label == nil)
        #expect(elements[2].layout.width?.points == 24)
    }

    @Test func notesAtLineEndsAreNotPartOfValues() throws {
        let path = temporaryDescription("Noted.axdump.txt", """
        Window, 0x1, {{0.0, 0.0}, {390.0, 844.0}}
          Button, 0x2, {{0.0, 0.0}, {44.0, 44.0}}, label: 'Back'  // MISTAKE: none
          Button, 0x3, {{0.0, 50.0}, {200.0, 44.0}}, label: 'Text Size', value: Large // checked
        """)
        let result = ViewDescriptionLoader.load(file: path, displayName: "Noted.axdump.txt")
        #expect(result.errors == [])
        let elements = try #require(result.screens.first).root.reachableElements
        #expect(elements.map { $0.label?.literalText } == ["Back", "Text Size"])
        #expect(elements[1].value?.literalText == "Large")
    }

    @Test func textThatIsNotADumpIsAnError() {
        let path = temporaryDescription("Notes.axdump.txt", "Element subtree:\nthis is not an element line\n")
        let result = ViewDescriptionLoader.load(file: path, displayName: "Notes.axdump.txt")
        #expect(result.screens.isEmpty)
        #expect(result.errors.map(\.location.line) == [2, 1])
    }
}

@Suite struct ViewDescriptionExampleTests {
    /// `Examples/Described/` in the package.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Described").path

    @Test(arguments: ["Photos.a11y.xml", "Cart.a11y.json", "ProfileViewController.a11y.xml", "Settings.axdump.txt"])
    func shippedExampleValidatesAndLoads(_ name: String) {
        let path = Self.folder + "/" + name
        #expect(ViewDescriptionLoader.validate(file: path, displayName: name) == [])
        let result = ViewDescriptionLoader.load(file: path, displayName: name)
        #expect(result.errors == [])
        #expect(result.viewScreens.count + result.screens.count == 1)
    }

    @Test func jsonNotesAreNotArguments() throws {
        let result = ViewDescriptionLoader.load(file: Self.folder + "/Cart.a11y.json", displayName: "Cart.a11y.json")
        let list = try #require(result.viewScreens.first?.root.children.first)
        let trashButton = list.children[2]
        #expect(trashButton.type == "Button")
        #expect(trashButton.arguments.map(\.label) == ["action", "label"])
        #expect(trashButton.modifiers.map(\.name) == ["accessibilityLabel"])
        #expect(trashButton.location.line == 34)
    }
}
