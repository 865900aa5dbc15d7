import AuditModel
import Testing
@testable import Semantics

@Suite("Semantics: odd and deep trees")
struct SemanticsRobustnessTests {
    static let depth = 5_000

    /// `depth` views, each wrapping the next, around a Text.
    static func deep(_ wrap: (ViewNode, Int) -> ViewNode) -> ViewNode {
        var node = V("Text", "Bottom")
        for level in 0..<depth { node = wrap(node, level) }
        return node
    }

    /// Walks the tree without recursion: (number of nodes, deepest path length).
    static func measure(_ root: AXNode) -> (count: Int, maxDepth: Int) {
        var count = 0, maxDepth = 0
        var stack: [(AXNode, Int)] = [(root, 1)]
        while let (node, depth) = stack.popLast() {
            count += 1
            maxDepth = max(maxDepth, depth)
            stack += node.children.map { ($0, depth + 1) }
        }
        return (count, maxDepth)
    }

    @Test("5,000 nested stacks")
    func deepStacks() {
        let screen = lower(Self.deep { child, level in Stack(level % 2 == 0 ? "VStack" : "HStack", child) })
        let (count, maxDepth) = Self.measure(screen.root)
        #expect(count == Self.depth + 1)
        #expect(maxDepth == Self.depth + 1)
        #expect(Transcript.lines(for: screen).map(\.text) == ["Bottom."])
        // The shared walks rules use hold at this depth too.
        #expect(screen.root.allNodes.count == Self.depth + 1)
        #expect(screen.root.reachableElements.count == 1)
        let paths = screen.root.allNodes.map(\.path)
        #expect(Set(paths).count == paths.count)
        #expect(paths.allSatisfy { $0.count < 1_000 })
    }

    @Test("5,000 nested modified containers with labels, fonts, hidden(false) and combine")
    func deepModifiers() {
        let screen = lower(Self.deep { child, level in
            var node = Stack("VStack", child).m("font", member(level % 2 == 0 ? "title" : "body"))
                .m("accessibilityAddTraits", member("isHeader")).m("padding", num(1))
            if level % 100 == 0 { node = node.m("accessibilityHidden", Value.bool(false)) }
            if level == Self.depth - 1 { node = node.m("accessibilityElement", l("children", member("combine"))) }
            return node
        })
        #expect(screen.root.isElement)
        #expect(screen.root.label?.literalText == "Bottom")
        #expect(Transcript.lines(for: screen).map(\.text) == ["Bottom, heading."])
    }

    @Test("5,000 nested buttons, components and branches")
    func deepMixed() {
        let screen = lower(Self.deep { child, level in
            switch level % 3 {
            case 0: return V("Button", action(), l("label", views(child)))
            case 1: return Component("Row\(level)", body: child)
            default: return V("_Branches", children: [V("_Branch", children: [child])])
            }
        })
        let lines = Transcript.lines(for: screen)
        #expect(lines.count == 1)
        #expect(lines.first?.text == "Bottom, button.")
    }

    @Test("5,000 nested overlays")
    func deepOverlays() {
        var node = V("Text", "0")
        for level in 1...Self.depth {
            node = Stack("ZStack", V("Image", "i\(level)")).m("overlay", l("content", views(node)))
        }
        let screen = lower(node)
        let lines = Transcript.lines(for: screen).map(\.text)
        #expect(lines.count == Self.depth + 1)
        #expect(lines.first == "i\(Self.depth), image.")
        #expect(lines.last == "0.")
    }

    @Test("A very wide tree keeps every child in order")
    func wideTree() {
        let children = (0..<20_000).map { V("Text", "Row \($0)") }
        let lines = Transcript.lines(for: lower(V("List", children: children)))
        #expect(lines.count == 20_000)
        #expect(lines[12_345].text == "Row 12345.")
    }

    @Test("Odd trees: empty stacks, modifiers with no arguments, unknown modifiers, empty strings")
    func oddTrees() {
        let body = Stack("VStack",
                         Stack("HStack"),
                         V("Text").m("font").m("frame").m("padding", dyn("?")).m("accessibilityLabel").m("accessibilityElement", l("children", dyn("behavior"))),
                         V("Image").m("accessibilityAddTraits").m("accessibilityHeading").m("dynamicTypeSize", Value.range(lower: member("large"), upper: member("small"), closed: true)),
                         V("Button").m("onTapGesture").m("gesture").m("lineLimit", dyn("n")),
                         V("ForEach", children: []),
                         V("Toggle", l("isOn", Value.choice([.bool(true), .bool(false)]))),
                         V("Section", "", children: []),
                         V("Menu", children: []).m("swipeActions").m("accessibilityRepresentation").m("accessibilityChildren"),
                         ViewNode(type: "Empty", location: DSL.at(1), component: "Empty"))
        let screen = lower(body)
        let paths = screen.root.allNodes.map(\.path)
        #expect(Set(paths).count == paths.count)
        #expect(screen.first("Empty")?.isOpaque == true)
        #expect(Transcript.lines(for: screen).count >= 3)
    }

    @Test("an if … else if chain of 5,000 branches")
    func longIfChain() {
        // Branch k holds when the k conditions before it fail: each records at most the
        // nearest `InputLimits.conditionsPerBranch` of them, not all (the square of the chain).
        let at = SourceLocation(file: "Chain.swift", line: 1)
        let branches = (0..<Self.depth).map { k in
            ViewNode(type: "_Branch", arguments: [Argument(label: "condition", value: .dynamic("v == \(k)"))],
                     children: [V("Text", "n\(k)")], location: at)
        } + [ViewNode(type: "_Branch", children: [V("Text", "other")], location: at)]
        let chain = ViewNode(type: "_Branches", arguments: [Argument(label: "condition", value: .dynamic("v == 0"))],
                             children: branches, location: at)
        let screen = lower(Stack("VStack", chain))
        #expect(screen.root.allNodes.filter { $0.viewType == "Text" }.count == Self.depth + 1)
        let kept = screen.root.allNodes.filter { $0.viewType == "_Branch" }.map(\.branchConditions.count)
        #expect(kept.count == Self.depth + 1)
        #expect(kept.max() == InputLimits.conditionsPerBranch + 1)
        // The `else` holds when the nearest conditions before it fail (it has none of its own).
        #expect(kept.last == InputLimits.conditionsPerBranch)
    }
}
