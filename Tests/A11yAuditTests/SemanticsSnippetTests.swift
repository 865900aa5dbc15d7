import AuditModel
import SwiftUISource
import Testing
@testable import Semantics

/// SwiftUI source → (SwiftUISource) ViewTree → (Semantics) AXTree and transcript.
enum SemanticsSnippet {
    /// The screens of a source file; a snippet with no `struct` is the body of `Example`.
    static func screens(_ code: String) -> [Screen] {
        let source = code.contains("struct ") ? code : """
            import SwiftUI
            struct Example: View {
                @State private var on = false
                @State private var text = ""
                @State private var value = 0.5
                @State private var date = Date()
                @ScaledMetric private var icon: CGFloat = 24
                var body: some View {
            \(code)
                }
            }
            """
        return SwiftUIProject().load(sources: [(path: "Example.swift", text: source)]).screens.map { SemanticLowering.lower($0) }
    }

    static func spoken(_ code: String) -> [String] {
        screens(code).first.map { Transcript.lines(for: $0).map(\.text) } ?? []
    }
}

struct SnippetCase: Sendable, CustomTestStringConvertible {
    var code: String
    var lines: [String]
    var testDescription: String { code.split(separator: "\n").first.map(String.init) ?? code }
}

@Suite("Semantics: SwiftUI snippets end to end")
struct SemanticsSnippetTests {
    static let cases: [SnippetCase] = [
        SnippetCase(code: #"Text("Hello")"#, lines: ["Hello."]),
        SnippetCase(code: #"Text("Total: \(value)")"#, lines: ["Total: ‹value›."]),
        SnippetCase(code: #"Text("a") + Text("b")"#, lines: ["ab."]),
        SnippetCase(code: #"Image("icon_trash")"#, lines: ["icon_trash, image."]),
        SnippetCase(code: #"Image(systemName: "square.and.arrow.up")"#, lines: ["square and arrow up, image."]),
        SnippetCase(code: #"Image(decorative: "wave")"#, lines: []),
        SnippetCase(code: #"Image("chart", label: Text("Sales"))"#, lines: ["Sales, image."]),
        SnippetCase(code: #"Label("Settings", systemImage: "gear")"#, lines: ["Settings."]),
        SnippetCase(code: #"Button("Save") { }"#, lines: ["Save, button."]),
        SnippetCase(code: #"Button(action: {}) { Image(systemName: "plus") }"#, lines: ["plus, button."]),
        SnippetCase(code: #"Button { } label: { Label("Share", systemImage: "square.and.arrow.up") }"#, lines: ["Share, button."]),
        SnippetCase(code: #"Button("Add", systemImage: "plus") { }"#, lines: ["Add, button."]),
        SnippetCase(code: #"Button { } label: { Image(systemName: "trash") }.accessibilityLabel("Delete")"#, lines: ["Delete, button."]),
        SnippetCase(code: #"NavigationLink("Profile") { Text("Profile page") }"#, lines: ["Profile, button."]),
        SnippetCase(code: #"Menu("Options") { Button("Rename") { } }"#, lines: ["Options, button."]),
        SnippetCase(code: #"Link("Terms", destination: URL(string: "https://example.com")!)"#, lines: ["Terms, link."]),
        SnippetCase(code: #"Toggle("Wi-Fi", isOn: $on)"#, lines: ["Wi-Fi, ‹on | off›, switch button."]),
        SnippetCase(code: #"Toggle(isOn: $on) { Text("Alarm") }"#, lines: ["Alarm, ‹on | off›, switch button."]),
        SnippetCase(code: #"Slider(value: $value) { Text("Volume") }"#, lines: ["Volume, ‹value›, adjustable."]),
        SnippetCase(code: #"TextField("Email", text: $text, prompt: Text("name@example.com"))"#, lines: ["Email, ‹text›, text field."]),
        SnippetCase(code: #"SecureField("Password", text: $text)"#, lines: ["Password, secure text field."]),
        SnippetCase(code: #"ProgressView()"#, lines: ["In progress, progress."]),
        SnippetCase(code: """
            VStack {
                Text("Title").font(.title).accessibilityAddTraits(.isHeader)
                Text("Body").accessibilityHidden(true)
                Button("Go") { }.accessibilityHint("Opens the next step")
            }
            """, lines: ["Title, heading.", "Go, button. Opens the next step."]),
        SnippetCase(code: """
            HStack {
                Text("Total")
                Text("$42.00")
            }
            .accessibilityElement(children: .combine)
            """, lines: ["Total, $42.00."]),
        SnippetCase(code: """
            HStack { Text("4"); Image(systemName: "star.fill") }
                .accessibilityElement()
                .accessibilityLabel("4 stars")
            """, lines: ["4 stars."]),
        SnippetCase(code: """
            List {
                Section("Account") {
                    Text("Name")
                }
            }
            .navigationTitle("Settings")
            """, lines: ["Settings, heading.", "Account, heading.", "Name."]),
        SnippetCase(code: """
            TabView {
                Text("Home page").tabItem { Label("Home", systemImage: "house") }
                Text("Profile page").tabItem { Label("Profile", systemImage: "person") }
            }
            """, lines: ["Home page.", "Home, 1 of 2, selected, tab.", "Profile page.", "Profile, 2 of 2, tab."]),
        SnippetCase(code: """
            VStack {
                if on {
                    Text("On")
                } else {
                    Text("Off")
                }
            }
            """, lines: ["On.", "Off."]),
        SnippetCase(code: """
            List {
                ForEach(0..<3) { i in
                    Text("Row \\(i)")
                }
            }
            """, lines: ["Row ‹i›."]),
        SnippetCase(code: """
            Text("Tap me").onTapGesture { }
            """, lines: ["Tap me."]),
        SnippetCase(code: """
            VStack {
                Text("Second")
                Text("First").accessibilitySortPriority(1)
            }
            """, lines: ["First.", "Second."]),
        SnippetCase(code: """
            Button("Pay") { }.disabled(true)
            """, lines: ["Pay, button, dimmed."]),
        SnippetCase(code: #"Stepper("Guests", value: $value)"#, lines: ["Guests, ‹value›, adjustable."]),
        SnippetCase(code: #"DatePicker("Birthday", selection: $date)"#, lines: ["Birthday, ‹date›, button."]),
        SnippetCase(code: """
            Picker("Mode", selection: $value) {
                Text("Day").tag(0)
                Text("Week").tag(1)
            }
            .pickerStyle(.segmented)
            """, lines: ["Day, 1 of 2, button.", "Week, 2 of 2, button."]),
        SnippetCase(code: """
            Image(systemName: "bell")
                .overlay(alignment: .topTrailing) { Text("3") }
            """, lines: ["bell, image.", "3."]),
        SnippetCase(code: """
            List { Text("Row") }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add") { }
                    }
                }
            """, lines: ["Add, button.", "Row."]),
        SnippetCase(code: """
            Button("Delete") { }
                .alert("Delete item?", isPresented: $on) {
                    Button("Delete", role: .destructive) { }
                } message: {
                    Text("This cannot be undone.")
                }
                .sheet(isPresented: $on) { Text("Sheet") }
            """, lines: ["Delete, button."]),
        SnippetCase(code: """
            Capsule()
                .accessibilityRepresentation {
                    Toggle("Dark mode", isOn: $on)
                }
            """, lines: ["Dark mode, ‹on | off›, switch button."]),
        SnippetCase(code: """
            Text("Message")
                .accessibilityActions {
                    Button("Reply") { }
                    Button("Archive") { }
                }
            """, lines: ["Message. Actions available."]),
        SnippetCase(code: """
            Canvas { _, _ in }
                .accessibilityLabel("Chart")
                .accessibilityChildren {
                    Text("Monday: 3")
                    Text("Tuesday: 5")
                }
            """, lines: ["Monday: 3.", "Tuesday: 5."]),
        SnippetCase(code: """
            ViewThatFits {
                HStack { Text("Long title"); Button("Go") { } }
                VStack { Text("Long title"); Button("Go") { } }
            }
            """, lines: ["Long title.", "Go, button."]),
        SnippetCase(code: """
            Group {
                switch value {
                case 0: Text("Zero")
                default: Text("Many")
                }
            }
            """, lines: ["Zero.", "Many."]),
        SnippetCase(code: """
            VStack {
                MapView()
                Text("Below")
            }
            """, lines: ["‹MapView: not known until run time›.", "Below."]),
        SnippetCase(code: """
            Text("Checkout").accessibilityHeading(.h1)
            """, lines: ["Checkout, heading level 1."]),
    ]

    @Test("What VoiceOver says for SwiftUI source", arguments: cases)
    func spokenLines(_ row: SnippetCase) {
        #expect(SemanticsSnippet.spoken(row.code) == row.lines)
    }

    @Test("Components in other files keep their own locations; call-site modifiers point at the call site")
    func componentsAcrossFiles() {
        let screen = SwiftUIProject().load(sources: [
            (path: "Screen.swift", text: """
                import SwiftUI
                struct Home: View {
                    var body: some View {
                        VStack {
                            Badge(name: "gold")
                                .onTapGesture { }
                        }
                    }
                }
                """),
            (path: "Badge.swift", text: """
                import SwiftUI
                struct Badge: View {
                    let name: String
                    var body: some View {
                        Image(name)
                    }
                }
                """),
        ]).screens.map { SemanticLowering.lower($0) }.first { $0.name == "Home" }
        let image = screen?.root.allNodes.first { $0.viewType == "Image" }
        #expect(image?.location.file == "Badge.swift")
        #expect(image?.label?.literalText == "gold")
        #expect(image?.label?.source == .assetName)
        let badge = screen?.root.allNodes.first { $0.viewType == "Badge" }
        #expect(badge?.gestures.first?.kind == .tap)
        #expect(badge?.location(ofModifier: "onTapGesture").file == "Screen.swift")
        #expect(badge?.location(ofModifier: "onTapGesture").line == 6)
    }

    @Test("Fonts, frames and scaled metrics from source")
    func layoutFromSource() throws {
        let screen = try #require(SemanticsSnippet.screens("""
            VStack {
                Text("Fixed").font(.system(size: 12))
                Text("Custom").font(.custom("Avenir", size: 14))
                Image(systemName: "bell").frame(width: icon, height: icon)
            }
            .padding(.horizontal, 12)
            .dynamicTypeSize(...DynamicTypeSize.xxLarge)
            """).first)
        let nodes = screen.root.allNodes
        #expect(nodes.first { $0.text?.literalText == "Fixed" }?.font == .fixed(size: 12))
        #expect(nodes.first { $0.text?.literalText == "Custom" }?.font == .custom(size: 14, relativeTo: .body))
        let bell = nodes.first { $0.viewType == "Image" }
        #expect(bell?.layout.width?.scaling == .scaled(relativeTo: .body))
        let stack = nodes.first { $0.viewType == "VStack" }
        #expect(stack?.layout.paddingLeading?.points == 12)
        #expect(stack?.layout.dynamicTypeRange == .xSmall ... .xxLarge)
    }

    @Test("A custom ViewModifier's accessibility modifiers count")
    func customModifier() {
        #expect(SemanticsSnippet.spoken("""
            import SwiftUI
            struct CardStyle: ViewModifier {
                func body(content: Content) -> some View {
                    content.padding().accessibilityElement(children: .combine)
                }
            }
            extension View {
                func cardStyle() -> some View { modifier(CardStyle()) }
            }
            struct Home: View {
                var body: some View {
                    HStack { Text("Anna"); Text("Online") }.cardStyle()
                }
            }
            """) == ["Anna, Online."])
    }

    @Test("Layouts switched on the Dynamic Type size are adaptive")
    func adaptiveLayouts() throws {
        let screens = SemanticsSnippet.screens("""
            import SwiftUI
            struct Row: View {
                @Environment(\\.dynamicTypeSize) private var size
                var body: some View {
                    VStack {
                        if size.isAccessibilitySize {
                            VStack { Text("a"); Text("b") }
                        } else {
                            HStack { Text("a"); Text("b") }
                        }
                        let layout = size.isAccessibilitySize ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
                        layout { Text("c"); Text("d") }
                        ViewThatFits { Text("e") }
                    }
                }
            }
            """)
        let nodes = try #require(screens.first).root.allNodes
        #expect(nodes.filter { $0.layout.container == .adaptive }.map(\.viewType) == ["_Branches", "AnyLayout", "ViewThatFits"])
    }

    @Test("Decorative and hidden images are not read; hidden controls stay findable")
    func hiddenFromSource() throws {
        let screen = try #require(SemanticsSnippet.screens("""
            VStack {
                Image(decorative: "bg")
                Button("Share") { }.accessibilityHidden(true)
            }
            """).first)
        #expect(Transcript.lines(for: screen).isEmpty)
        #expect(screen.root.allNodes.contains { $0.viewType == "Button" && $0.isHidden && $0.isInteractive })
    }
}
