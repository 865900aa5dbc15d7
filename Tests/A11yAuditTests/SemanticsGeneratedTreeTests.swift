import AuditModel
import Testing
@testable import Semantics

/// Deterministic random ViewTrees (every known view and modifier, odd values, deep and wide),
/// lowered and checked for the invariants every screen must keep.
@Suite("Semantics: generated trees")
struct SemanticsGeneratedTreeTests {
    /// A small linear congruential generator: the same seed gives the same trees on every run.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
    }

    static let types = Array(SwiftUIDefaults.views.keys).sorted() + ["CustomThing", "MapView"]
    static let modifierNames = [
        "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityIdentifier",
        "accessibilityInputLabels", "accessibilityHidden", "accessibilityElement", "accessibilityAddTraits",
        "accessibilityRemoveTraits", "accessibilityHeading", "accessibilityAction", "accessibilityActions",
        "accessibilityAdjustableAction", "accessibilitySortPriority", "accessibilityRepresentation",
        "accessibilityChildren", "accessibilityShowsLargeContentViewer", "disabled", "onTapGesture",
        "onLongPressGesture", "gesture", "font", "bold", "frame", "padding", "lineLimit", "minimumScaleFactor",
        "fixedSize", "dynamicTypeSize", "contentShape", "overlay", "background", "toolbar", "sheet", "alert",
        "tabItem", "navigationTitle", "searchable", "swipeActions", "hidden", "opacity", "pickerStyle",
        "accessibility", "onDelete",
    ]

    static func value(_ g: inout Generator, depth: Int) -> Value {
        switch g.next(14) {
        case 0: return .string(g.pick(["", "Save", "icon_trash", "A very long label that goes on and on", "é✓", "  "]))
        case 1: return .text([.literal("Hi "), .dynamic("name")])
        case 2: return .dynamic(g.pick(["x", "$on", ".title.bold()", "DragGesture()", "nil", "size.isAccessibilitySize"]))
        case 3: return .number(Double(g.next(100)) - 10)
        case 4: return .metric(Metric(Double(g.next(60)), scaling: g.next(2) == 0 ? .fixed : .scaled(relativeTo: .body)))
        case 5: return .bool(g.next(2) == 0)
        case 6: return .member(g.pick(["title", "combine", "ignore", "contain", "isButton", "isHeader", "h2", "large",
                                       "segmented", "horizontal", "escape", "bogus"]))
        case 7: return .call(g.pick(["system", "custom", "Text", "EdgeInsets", "constant", "TapGesture"]),
                             [Argument(label: g.pick([nil, "size", "fixedSize", "relativeTo", "top"]), value: .number(12))])
        case 8: return .array([.member("isButton"), .string("x"), .number(3)])
        case 9: return .range(lower: g.next(2) == 0 ? nil : .member("small"), upper: .member(g.pick(["large", "xSmall", "bogus"])),
                              closed: g.next(2) == 0)
        case 10: return depth > 0 ? .views([tree(&g, depth: depth - 1)]) : .views([])
        case 11: return .choice([.string("On"), .member("isSelected"), .number(1)])
        case 12: return .closure
        default: return .string("Text")
        }
    }

    static func tree(_ g: inout Generator, depth: Int) -> ViewNode {
        var node = ViewNode(type: g.pick(types), location: SourceLocation(file: "Gen.swift", line: g.next(500) + 1))
        for _ in 0..<g.next(4) {
            node.arguments.append(Argument(label: g.pick([nil, "label", "header", "footer", "systemName", "decorative",
                                                          "isOn", "value", "title", "icon", "condition", "spacing", "content"]),
                                           value: value(&g, depth: depth / 2)))
        }
        for _ in 0..<g.next(5) {
            var modifier = Modifier(name: g.pick(modifierNames), location: SourceLocation(file: "Gen.swift", line: g.next(500) + 1, column: 9))
            for _ in 0..<g.next(3) {
                modifier.arguments.append(Argument(label: g.pick([nil, "children", "named", "width", "content", "label"]),
                                                   value: value(&g, depth: depth / 3)))
            }
            node.modifiers.append(modifier)
        }
        if depth > 0 {
            for _ in 0..<g.next(4) { node.children.append(tree(&g, depth: depth - 1)) }
        }
        if g.next(10) == 0 { node.component = node.type }
        node.isRepeated = g.next(8) == 0
        return node
    }

    @Test("A thousand generated trees: unique paths, no element inside an element, stable output")
    func invariants() {
        var g = Generator(state: 2026)
        for index in 0..<1_000 {
            let root = Self.tree(&g, depth: 2 + index % 5)
            let view = ViewScreen(name: "Gen\(index)", location: root.location, source: .swiftUI, root: root)
            let screen = SemanticLowering.lower(view)
            let nodes = screen.root.allNodes
            let paths = nodes.map(\.path)
            #expect(Set(paths).count == paths.count, "duplicate paths in tree \(index): \(Dictionary(grouping: paths, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted())")
            #expect(paths.allSatisfy { $0 == view.name || $0.hasPrefix(view.name + "/") })
            var nested = 0
            for node in nodes where node.isElement {
                node.children.forEach { $0.walk { if $0.isElement { nested += 1 } } }
            }
            #expect(nested == 0, "an element inside an element in tree \(index)")
            let lines = Transcript.lines(for: screen)
            #expect(lines == Transcript.lines(for: SemanticLowering.lower(view)))
            #expect(lines.allSatisfy { !$0.text.isEmpty })
        }
    }
}

/// The lowering memo: generated screens sharing component bodies (under other modifiers, in
/// branches, with `if`s written in the body's file and in the screen's) lower the same with
/// copies as without.
@Suite("Semantics: shared component bodies")
struct SemanticsLoweringMemoTests {
    typealias Generator = SemanticsGeneratedTreeTests.Generator

    /// A statement `if on { … } else { … }` written in `file`.
    static func branches(_ g: inout Generator, file: String) -> ViewNode {
        let at = SourceLocation(file: file, line: g.next(90) + 1)
        let condition = Argument(label: "condition", value: .dynamic(g.pick(["on", "!on", "DEBUG", "mode == .a"])))
        return ViewNode(type: "_Branches", arguments: [condition], children: [
            ViewNode(type: "_Branch", arguments: [condition], children: [SemanticsGeneratedTreeTests.tree(&g, depth: 1)], location: at),
            ViewNode(type: "_Branch", children: [ViewNode(type: "Image", arguments: [Argument(label: "systemName", value: .string("checkmark"))], location: at)], location: at),
        ], location: at)
    }

    /// A call of body `k`: every call shares the body's array of views, as the inliner's are.
    static func call(_ k: Int, _ bodies: [[ViewNode]], _ g: inout Generator, file: String) -> ViewNode {
        let modifiers = g.pick([[], ["font"], ["accessibilityHidden"], ["lineLimit"], ["disabled"], ["accessibilityElement"]])
            .map { Modifier(name: $0, arguments: [Argument(label: nil, value: $0 == "font" ? .member("title") : $0 == "lineLimit" ? .number(1) : .bool(true))],
                            location: SourceLocation(file: file, line: 7)) }
        return ViewNode(type: "C\(k)", modifiers: modifiers, children: bodies[k], location: SourceLocation(file: file, line: g.next(50) + 1),
                        component: "C\(k)")
    }

    /// The tree with some of its children (at any depth) replaced by calls or statements.
    static func placing(_ bodies: [[ViewNode]], in node: ViewNode, _ g: inout Generator, file: String) -> ViewNode {
        var node = node
        node.children = node.children.map { child in
            switch g.next(6) {
            case 0 where !bodies.isEmpty: return call(g.next(bodies.count), bodies, &g, file: file)
            // In the caller's file, in none, or in a screen's (found outside every body on it).
            case 1: return branches(&g, file: g.pick([file, "Other.swift", "Screen\(g.next(10)).swift"]))
            default: return placing(bodies, in: child, &g, file: file)
            }
        }
        if node.children.isEmpty, !bodies.isEmpty, g.next(2) == 0 { node.children = [call(g.next(bodies.count), bodies, &g, file: file)] }
        return node
    }

    @Test("Screens lowered with the memo equal screens lowered without, and bodies are copied")
    func copiesEqualFreshLowerings() {
        var g = Generator(state: 12)
        // Bodies nest: body k may call bodies before it.
        var bodies: [[ViewNode]] = []
        for k in 0..<8 {
            let file = "Body\(k).swift"
            var root = ViewNode(type: g.pick(["VStack", "HStack", "Button", "Group"]), location: SourceLocation(file: file, line: 1))
            root.children = [SemanticsGeneratedTreeTests.tree(&g, depth: 2), Self.branches(&g, file: file)]
            bodies.append([Self.placing(bodies, in: root, &g, file: file)])
        }
        let screens = (0..<120).map { index in
            let file = "Screen\(index % 10).swift"
            var root = ViewNode(type: "VStack", children: [SemanticsGeneratedTreeTests.tree(&g, depth: 2)], location: SourceLocation(file: file, line: 1))
            root = Self.placing(bodies, in: root, &g, file: file)
            let screen = ViewNode(type: "Screen\(index)", children: [root], location: root.location, component: "Screen\(index)")
            return ViewScreen(name: "Screen\(index)", location: root.location, source: .swiftUI, root: screen, isPreview: index % 7 == 0)
        }
        // Told the screens up front, the memo keeps a shared body from its first lowering.
        var firstPass: [Int] = []
        for memo in [LoweringMemo(), LoweringMemo(expecting: screens.map(\.root))] {
            var lowerings: [Int] = []
            // Three times over: a body met a second time is kept, so the third time all are copies.
            for _ in 0..<3 {
                for view in screens {
                    let shared = SemanticLowering.lower(view, memo: memo)
                    let fresh = SemanticLowering.lower(view)
                    #expect(shared.root == fresh.root, Comment(rawValue: view.name))
                    #expect(Transcript.lines(for: shared) == Transcript.lines(for: fresh))
                }
                lowerings.append((0..<bodies.count).map { memo.lowerings(of: "C\($0)") }.reduce(0, +))
            }
            let uses = screens.map { Self.calls(in: $0.root) }.reduce(0, +)
            #expect(lowerings[0] > 0 && lowerings[0] < uses)
            #expect(lowerings[2] == lowerings[1])
            firstPass.append(lowerings[0])
        }
        #expect(firstPass[1] < firstPass[0])
    }

    @Test("A body placed past the path bound is lowered there, never copied with cut paths")
    func deepPlacementsAreLoweredInPlace() {
        var g = Generator(state: 3)
        let body = [ViewNode(type: "VStack", children: [SemanticsGeneratedTreeTests.tree(&g, depth: 3), Self.branches(&g, file: "Body.swift")],
                             location: SourceLocation(file: "Body.swift", line: 1))]
        let call = ViewNode(type: "C", children: body, location: SourceLocation(file: "S.swift", line: 2), component: "C")
        // Calls 70 levels down (paths cut there) and near the top (paths whole).
        var deep = call
        for level in 0..<70 {
            deep = ViewNode(type: "VStack", children: [deep, level > 66 ? call : ViewNode(type: "Text", location: call.location)],
                            location: SourceLocation(file: "S.swift", line: 3))
        }
        let shallow = ViewNode(type: "VStack", children: [call, call, call], location: call.location)
        let memo = LoweringMemo()
        for (index, root) in [shallow, deep, deep, shallow].enumerated() {
            let view = ViewScreen(name: "S\(index)", location: root.location, source: .swiftUI, root: root)
            #expect(SemanticLowering.lower(view, memo: memo).root == SemanticLowering.lower(view).root)
        }
        #expect(memo.lowerings(of: "C") > 2)
    }

    static func calls(in node: ViewNode) -> Int {
        node.children.map(calls).reduce(node.component?.hasPrefix("C") == true ? 1 : 0, +)
    }
}
