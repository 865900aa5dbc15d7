/// Deterministic generators of SwiftUI-shaped source code, for `make bench` and for the
/// robustness tests that run the whole pipeline over thousands of varied files.
public struct SwiftUICorpus {
    /// SplitMix64: the same seed gives the same corpus on every machine.
    public struct Random {
        private var state: UInt64
        public init(seed: UInt64) { state = seed }
        public mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        public mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
        public mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
        public mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
    }

    public enum FileKind: String, Sendable { case view, viewModifier, model, service, test }

    public struct File: Sendable {
        public var path: String
        public var kind: FileKind
        public var text: String
    }

    var random: Random

    public init(seed: UInt64 = 42) {
        random = Random(seed: seed)
    }

    /// An app-shaped corpus: `viewShare` percent of the files declare views or view
    /// modifiers (with realistic bodies), the rest are models, services and tests. Like a real
    /// app, screens are built from shared components: a design system of buttons, rows, cards
    /// and sections four levels deep that every feature uses, and a few components per feature.
    public mutating func app(files count: Int, viewShare: Int = 40) -> [File] {
        let features = 37
        var result = DesignSystem.files
        for feature in 0..<features where result.count < count {
            result.append(File(path: "Feature\(feature)/Components/Feature\(feature)Tile.swift", kind: .view,
                               text: DesignSystem.featureTile(feature)))
        }
        let start = result.count
        return result + (start..<max(count, start)).map { i in
            let module = "Feature\(i % features)"
            if random.int(1...100) <= viewShare {
                if random.chance(15) {
                    return File(path: "\(module)/Modifier\(i).swift", kind: .viewModifier, text: viewModifierFile(index: i))
                }
                return File(path: "\(module)/Screen\(i).swift", kind: .view,
                            text: screenFile(index: i, feature: i % features))
            }
            switch random.int(0...2) {
            case 0: return File(path: "\(module)/Model\(i).swift", kind: .model, text: modelFile(index: i))
            case 1: return File(path: "\(module)/Service\(i).swift", kind: .service, text: serviceFile(index: i))
            default: return File(path: "\(module)Tests/Test\(i).swift", kind: .test, text: testFile(index: i))
            }
        }
    }

    static let labels = ["Save", "Delete", "Share", "Add to cart", "Checkout", "Settings", "Profile", "Done",
                         "Free shipping on orders over fifty dollars", "btn_close", "Play button", "clear.", ""]
    static let symbols = ["trash", "square.and.arrow.up", "heart.fill", "gear", "plus", "xmark"]
    static let fonts = [".body", ".title", ".headline", ".caption", ".system(size: 12)", ".custom(\"Avenir\", size: 15)",
                        ".largeTitle", ".custom(\"Avenir\", fixedSize: 11)"]

    /// A screen with nested stacks, controls, conditionals, loops and helper properties.
    public mutating func viewFile(index: Int, depth: Int) -> String {
        var out = "import SwiftUI\n\nstruct Screen\(index): View {\n"
        out += "    @State private var isOn = false\n    @State private var text = \"\"\n"
        out += "    @ScaledMetric private var icon: CGFloat = \(random.int(16...32))\n"
        out += "    let items: [String] = [\"a\", \"b\", \"c\"]\n\n"
        out += "    var body: some View {\n"
        out += view(depth: depth, indent: 8)
        out += "    }\n\n    private var footer: some View {\n"
        out += view(depth: 2, indent: 8)
        out += "    }\n}\n\n#Preview {\n    Screen\(index)()\n}\n"
        return out
    }

    /// A feature screen: its own views around the shared components (a section of cards of rows of
    /// buttons, a feature tile, a row), with arguments that vary from screen to screen.
    public mutating func screenFile(index: Int, feature: Int) -> String {
        var out = "import SwiftUI\n\nstruct Screen\(index): View {\n"
        out += "    @State private var isOn = false\n    @State private var text = \"\"\n"
        out += "    @ScaledMetric private var icon: CGFloat = \(random.int(16...32))\n"
        out += "    let items: [String] = [\"a\", \"b\", \"c\"]\n\n"
        out += "    var body: some View {\n        ScrollView {\n            VStack(alignment: .leading) {\n"
        out += "                DSSection(title: \"\(random.pick(Self.sectionTitles))\")\n"
        out += "                Feature\(feature)Tile(title: \"\(random.pick(Self.labels))\")\n"
        out += "                DSRow(title: \"\(random.pick(Self.labels))\", icon: \"\(random.pick(Self.symbols))\")\n"
        out += view(depth: 3, indent: 16)
        out += "            }\n        }\n    }\n}\n\n#Preview {\n    Screen\(index)()\n}\n"
        return out
    }

    static let sectionTitles = ["Account", "Payments", "Notifications", "Privacy", "Storage"]

    mutating func view(depth: Int, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        if depth == 0 { return leaf(indent: indent) }
        var out: String
        switch random.int(0...6) {
        case 0:
            out = "\(pad)if isOn {\n\(view(depth: depth - 1, indent: indent + 4))\(pad)} else {\n\(view(depth: depth - 1, indent: indent + 4))\(pad)}\n"
            return out
        case 1:
            out = "\(pad)ForEach(items, id: \\.self) { item in\n\(view(depth: depth - 1, indent: indent + 4))\(pad)}\n"
            return out
        case 2:
            out = "\(pad)Button {\n\(pad)    isOn.toggle()\n\(pad)} label: {\n\(view(depth: depth - 1, indent: indent + 4))\(pad)}\n"
        default:
            let stack = random.pick(["VStack(alignment: .leading, spacing: 8)", "HStack", "ZStack", "Group", "ScrollView", "List", "Form"])
            out = "\(pad)\(stack) {\n"
            for _ in 0..<random.int(2...4) { out += view(depth: depth - 1, indent: indent + 4) }
            out += "\(pad)}\n"
        }
        out += modifiers(indent: indent)
        return out
    }

    mutating func leaf(indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        let label = random.pick(Self.labels)
        var out: String
        switch random.int(0...9) {
        case 0: out = "\(pad)Text(\"\(label)\")\n"
        case 1: out = "\(pad)Text(\"Hello \\(text)\")\n"
        case 2: out = "\(pad)Image(systemName: \"\(random.pick(Self.symbols))\")\n"
        case 3: out = "\(pad)Image(\"icon_\(random.int(1...40))\")\n"
        case 4: out = "\(pad)Button(\"\(label)\") { isOn = true }\n"
        case 5: out = "\(pad)Toggle(\"\(label)\", isOn: $isOn)\n"
        case 6: out = "\(pad)TextField(\"\(label)\", text: $text)\n"
        case 7: out = "\(pad)Label(\"\(label)\", systemImage: \"\(random.pick(Self.symbols))\")\n"
        case 8: out = "\(pad)Button(action: { isOn = false }) {\n\(pad)    Image(systemName: \"\(random.pick(Self.symbols))\")\n\(pad)}\n"
        default: out = "\(pad)Image(decorative: \"bg\")\n"
        }
        return out + modifiers(indent: indent)
    }

    mutating func modifiers(indent: Int) -> String {
        let pad = String(repeating: " ", count: indent + 4)
        var out = ""
        for _ in 0..<random.int(0...3) {
            switch random.int(0...11) {
            case 0: out += "\(pad).font(\(random.pick(Self.fonts)))\n"
            case 1: out += "\(pad).padding(\(random.pick(["", "8", ".horizontal, 12"])))\n"
            case 2: out += "\(pad).frame(width: \(random.pick(["icon", "30", "44", "120"])), height: \(random.pick(["icon", "24", "44"])))\n"
            case 3: out += "\(pad).accessibilityLabel(\"\(random.pick(Self.labels))\")\n"
            case 4: out += "\(pad).accessibilityHidden(\(random.chance(50)))\n"
            case 5: out += "\(pad).onTapGesture { isOn.toggle() }\n"
            case 6: out += "\(pad).lineLimit(\(random.int(1...3)))\n"
            case 7: out += "\(pad).accessibilityElement(children: \(random.pick([".combine", ".ignore", ".contain"])))\n"
            case 8: out += "\(pad).accessibilityAddTraits(.isHeader)\n"
            case 9: out += "\(pad).minimumScaleFactor(0.5)\n"
            case 10: out += "\(pad).accessibilityHint(\"Tap to open\")\n"
            default: out += "\(pad).foregroundStyle(.secondary)\n"
            }
        }
        return out
    }

    public mutating func viewModifierFile(index: Int) -> String {
        """
        import SwiftUI

        struct Style\(index): ViewModifier {
            func body(content: Content) -> some View {
                content
                    .padding(\(random.int(4...16)))
                    .font(\(random.pick(Self.fonts)))
                    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 8))
            }
        }

        extension View {
            func style\(index)() -> some View { modifier(Style\(index)()) }
        }

        """
    }

    public mutating func modelFile(index: Int) -> String {
        var out = "import Foundation\n\nstruct Model\(index): Codable, Hashable, Identifiable {\n    let id: UUID\n"
        for f in 0..<random.int(4...12) {
            out += "    var field\(f): \(random.pick(["String", "Int", "Double", "Date", "[String]", "Bool?"]))\n"
        }
        out += "\n    func summary() -> String {\n        \"Model\(index) \\(id)\"\n    }\n}\n\n"
        out += "enum Model\(index)Kind: String, CaseIterable {\n    case first, second, third\n}\n"
        return out
    }

    public mutating func serviceFile(index: Int) -> String {
        var out = "import Foundation\n\nfinal class Service\(index) {\n    private var cache: [String: Data] = [:]\n\n"
        for m in 0..<random.int(3...8) {
            out += """
                func operation\(m)(_ key: String, retries: Int = \(random.int(1...5))) async throws -> Data {
                    if let hit = cache[key] { return hit }
                    var attempt = 0
                    while attempt < retries {
                        attempt += 1
                        guard let url = URL(string: "https://example.com/\\(key)") else { break }
                        let (data, _) = try await URLSession.shared.data(from: url)
                        cache[key] = data
                        return data
                    }
                    throw URLError(.badServerResponse)
                }


            """
        }
        return out + "}\n"
    }

    public mutating func testFile(index: Int) -> String {
        var out = "import XCTest\n@testable import App\n\nfinal class Test\(index): XCTestCase {\n"
        for t in 0..<random.int(3...8) {
            out += "    func testCase\(t)() throws {\n        let value = \(random.int(1...100))\n        XCTAssertEqual(value + 1, \(random.int(1...100)))\n    }\n\n"
        }
        return out + "}\n"
    }

    /// A deeply nested, varied file for robustness tests (may be syntactically odd on purpose).
    public mutating func stressFile(index: Int) -> String {
        var out = "import SwiftUI\n\nstruct Stress\(index): View {\n    var body: some View {\n"
        let depth = random.int(5...60)
        for d in 0..<depth { out += String(repeating: " ", count: d) + random.pick(["VStack {", "HStack {", "Group {", "Button { } label: {", "if flag {"]) + "\n" }
        out += leaf(indent: depth)
        for d in (0..<depth).reversed() {
            out += String(repeating: " ", count: d) + "}" + (random.chance(20) ? random.pick([".padding()", ".accessibilityHidden(true)", ".font(.system(size: 9))", ".onTapGesture { }"]) : "") + "\n"
        }
        if random.chance(10) { out += random.pick(["}}}", "Button(", "\"unterminated", "#if os(iOS)\n"]) }
        out += "    }\n}\n"
        return out
    }
}
