import A11yAudit
import AuditModel
import Foundation
import Semantics
import Testing

/// A screen's derived facts: one definition of each, shared by the rules, the scorecard and
/// the transcript.
@Suite struct ScreenFactsTests {
    static func screen(_ body: String) throws -> Screen {
        let dir = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Example.swift")
        try Auditor.wrapSnippet(body).write(to: file, atomically: true, encoding: .utf8)
        return try #require(try Auditor().screens(paths: [file.path]).screens.first)
    }

    @Test func transcriptSpeaksExactlyTheElementsTheRulesReach() throws {
        let screen = try Self.screen("""
            VStack {
                Text("Orders").font(.title)
                Button("Save") { }
                Text("Secret").accessibilityHidden(true)
                HStack { Text("Total"); Text("$42") }.accessibilityElement(children: .combine)
                Image(decorative: "divider")
            }
            """)
        let facts = ScreenFacts(screen)
        let reached = facts.reachable.map(\.node.path)
        #expect(reached.count == 3)
        #expect(Transcript.lines(for: screen).map(\.element) == reached)
        #expect(screen.root.reachableElements.map(\.path) == reached)
    }

    /// The rules about controls and gestures visit the listed nodes alone: the lists hold
    /// exactly the interactive nodes and those with gestures, in source order.
    @Test func interactiveNodesAndNodesWithGesturesAreListedInOrder() throws {
        let screen = try Self.screen("""
            VStack {
                Text("Orders").onTapGesture { }
                Button("Save") { }
                Toggle("Wi-Fi", isOn: .constant(true))
                Image("map").gesture(DragGesture())
                Text("Footer")
            }
            """)
        let facts = ScreenFacts(screen)
        #expect(facts.interactive == facts.nodes.indices.filter { facts.nodes[$0].node.isInteractive })
        #expect(facts.withGestures == facts.nodes.indices.filter { !facts.nodes[$0].node.gestures.isEmpty })
        #expect(facts.interactive.map { facts.nodes[$0].node.viewType } == ["Text", "Button", "Toggle"])
        #expect(facts.withGestures.map { facts.nodes[$0].node.viewType } == ["Text", "Image"])
        var visited: [String] = []
        facts.forEachInteractiveNode { node, _ in visited.append(node.path) }
        facts.forEachNodeWithGestures { node, _ in visited.append(node.path) }
        #expect(visited == (facts.interactive + facts.withGestures).map { facts.nodes[$0].node.path })
    }

    @Test func elementsReachedInsideANodeAreReadFromTheWalkAsAFreshWalkFindsThem() {
        var g = SemanticsGeneratedTreeTests.Generator(state: 7)
        var compared = 0
        for index in 0..<150 {
            let root = SemanticsGeneratedTreeTests.tree(&g, depth: 2 + index % 5)
            let screen = SemanticLowering.lower(ViewScreen(name: "Gen\(index)", location: root.location,
                                                            source: .swiftUI, root: root))
            let facts = ScreenFacts(screen)
            for (i, entry) in facts.nodes.enumerated()
            where !entry.node.isElement && !entry.enclosure.isHidden && !entry.enclosure.insideElement {
                #expect(facts.reachableDescendants(ofNodeAt: i, limit: 2).map(\.path)
                        == entry.node.reachableDescendants(limit: 2).map(\.path), "tree \(index), \(entry.node.path)")
                compared += 1
            }
        }
        #expect(compared > 300)
    }

    @Test func elementsReachedInsideANodeLeaveOutWhatItPresents() throws {
        let screen = try Self.screen("""
            VStack {
                Text("Title").font(.title)
                Button("Delete") { }
                    .alert("Sure?", isPresented: .constant(true)) { Button("Yes") { } }
                    .sheet(isPresented: .constant(true)) { Text("Sheet text") }
                Text("Footer")
            }
            """)
        let facts = ScreenFacts(screen)
        let stack = try #require(facts.nodes.firstIndex { $0.node.viewType == "VStack" })
        let labels = { (nodes: [AXNode]) in nodes.map { $0.label?.literalText ?? "" } }
        #expect(labels(facts.reachableDescendants(ofNodeAt: stack, limit: .max)) == ["Title", "Delete", "Footer"])
        #expect(labels(facts.reachableDescendants(ofNodeAt: stack, limit: 2)) == ["Title", "Delete"])
        #expect(labels(facts.nodes[stack].node.reachableDescendants()) == ["Title", "Delete", "Footer"])
    }

    @Test func nodesAreTheScreenWalkedOnceWithWhatEnclosesEachAndWhereItsSubtreeEnds() throws {
        let screen = try Self.screen("""
            VStack {
                Button { } label: { HStack { Image(systemName: "star"); Text("Star") } }
                VStack { Toggle("Sync", isOn: .constant(true)); Text("Note") }.accessibilityHidden(true)
                HStack { Text("Total"); Button("Pay") { } }.accessibilityElement(children: .combine)
                Label("Inbox", systemImage: "tray")
            }
            """)
        var walked: [(path: String, enclosure: Enclosure)] = []
        screen.root.walkWithEnclosure(children: \.children, includingOpaque: false) { walked.append(($0.path, $1)) }
        let facts = ScreenFacts(screen)
        #expect(facts.nodes.map(\.node.path) == walked.map(\.path))
        #expect(facts.nodes.map(\.enclosure) == walked.map(\.enclosure))
        #expect(facts.nodes.contains { $0.enclosure.isHidden } && facts.nodes.contains { $0.enclosure.insideControl })
        for index in facts.nodes.indices {
            var inside: [String] = []
            facts.nodes[index].node.walkWithEnclosure(children: \.children, includingOpaque: false) { node, _ in inside.append(node.path) }
            #expect(facts.subtree(at: index).map(\.node.path) == inside)
        }
        #expect(facts.reachable.map(\.node.path) == facts.nodes.filter { $0.enclosure.reaches($0.node) }.map(\.node.path))
    }

    @Test func reachableDescendantsStopAtTheLimit() throws {
        let screen = try Self.screen("""
            VStack { Text("One"); Text("Two"); Text("Three") }
            """)
        #expect(screen.root.reachableDescendants(limit: 2).count == 2)
        #expect(screen.root.reachableDescendants().count == 3)
    }

    @Test func storyboardsAndRuntimeDumpsSpeakUIKit() {
        #expect(ScreenFacts.Platform(.interfaceBuilder) == .uiKit)
        #expect(ScreenFacts.Platform(.runtimeDump) == .uiKit)
        for source: Screen.Source in [.swiftUI, .xmlDescription, .jsonDescription] {
            #expect(ScreenFacts.Platform(source) == .swiftUI, "\(source)")
        }
    }

    @Test func layoutFactsAreTheEstimateAtEverySize() throws {
        let screen = try Self.screen("""
            Text("A long headline that will not fit at the largest sizes").lineLimit(1)
            """)
        let layout = DynamicTypeLayout()
        let facts = ScreenFacts(screen)
        #expect(facts.estimates(upTo: .accessibility5) == layout.estimates(for: screen))
        #expect(facts.estimate(at: .accessibility3) == layout.estimate(screen, at: .accessibility3))
        #expect(facts.estimates(upTo: .large).map(\.size) == DynamicTypeSize.allCases.filter { $0 <= .large })
        #expect(facts.ladder == layout.ladder(for: screen))
        #expect(facts.ladder.contains { !$0.broken.isEmpty }, "the example truncates somewhere")
    }
}

extension ScreenFacts {
    /// The first `limit` elements `forEachReachableDescendant` visits, as a list to compare.
    func reachableDescendants(ofNodeAt index: Int, limit: Int) -> [AXNode] {
        var found: [AXNode] = []
        forEachReachableDescendant(ofNodeAt: index) { element in
            if found.count < limit { found.append(element) }
            return found.count < limit
        }
        return found
    }
}
