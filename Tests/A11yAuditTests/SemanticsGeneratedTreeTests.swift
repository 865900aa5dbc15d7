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
