import Foundation

/// What the rules, the scorecard and the transcript derive from a screen, worked out once
/// per screen by the engine and read by all of them (the way axe-core's `commons` serves its
/// checks): the Dynamic Type estimate at every size, the elements VoiceOver reaches with what
/// encloses each, and the platform whose words fixes are written in.
public struct ScreenFacts: Sendable {
    /// Which API a screen's fixes speak: SwiftUI modifiers, or UIKit properties and
    /// Interface Builder's inspectors.
    public enum Platform: Sendable {
        case swiftUI, uiKit

        /// Storyboards, xibs and runtime hierarchy dumps come from UIKit views; SwiftUI
        /// sources and view descriptions (SwiftUI-shaped) speak SwiftUI.
        public init(_ source: Screen.Source) {
            switch source {
            case .interfaceBuilder, .runtimeDump: self = .uiKit
            case .swiftUI, .xmlDescription, .jsonDescription: self = .swiftUI
            }
        }
    }

    /// A node of the screen and what encloses it (the controls and elements around it).
    public struct EnclosedNode: Sendable {
        public var node: AXNode
        public var enclosure: Enclosure
        /// Where the node's subtree ends in `nodes`: its descendants are
        /// `nodes[i + 1 ..< subtreeEnd]` when it is `nodes[i]`.
        public var subtreeEnd: Int
        /// When the node is hidden from accessibility: the index in `nodes` of the outermost
        /// hidden node on its path (the node itself, or the ancestor hiding it).
        public var hiddenBy: Int?
    }

    public let platform: Platform
    /// Every node outside opaque subtrees, in source order (pre-order), with what encloses it:
    /// the screen walked once, for every rule.
    public let nodes: [EnclosedNode]
    /// The elements VoiceOver reaches, in source order.
    public let reachable: [EnclosedNode]
    /// Where in `nodes` the interactive ones are (`AXNode.isInteractive`), in source order: the
    /// rules about controls visit these alone (about half of a screen's nodes).
    public let interactive: [Int]
    /// Where in `nodes` the ones with gestures are, in source order (few screens have any).
    public let withGestures: [Int]
    private let estimated: LayoutEstimates

    public init(_ screen: Screen, options: RuleOptions = RuleOptions(), table: DynamicTypeTable = .shared) {
        platform = Platform(screen.source)
        estimated = LayoutEstimates(screen, DynamicTypeLayout(options: options, table: table))
        (nodes, interactive, withGestures) = Self.walk(screen.root)
        reachable = nodes.filter { $0.enclosure.reaches($0.node) }
    }

    /// The walk, with each subtree's end found from the depths: a node's subtree ends at the
    /// next node no deeper than it.
    private static func walk(_ root: AXNode) -> (nodes: [EnclosedNode], interactive: [Int], withGestures: [Int]) {
        var nodes: [EnclosedNode] = []
        var open: [(index: Int, depth: Int)] = []
        var interactive: [Int] = []
        var withGestures: [Int] = []
        root.walkWithDepth(children: \.children, includingOpaque: false, until: { false }) { node, enclosure, depth in
            if node.isInteractive { interactive.append(nodes.count) }
            if !node.gestures.isEmpty { withGestures.append(nodes.count) }
            while let last = open.last, last.depth >= depth {
                nodes[last.index].subtreeEnd = nodes.count
                open.removeLast()
            }
            let hiddenBy = enclosure.isHidden ? (open.last.flatMap { nodes[$0.index].hiddenBy } ?? nodes.count) : nil
            open.append((nodes.count, depth))
            nodes.append(EnclosedNode(node: node, enclosure: enclosure, subtreeEnd: nodes.count + 1, hiddenBy: hiddenBy))
        }
        for last in open { nodes[last.index].subtreeEnd = nodes.count }
        return (nodes, interactive, withGestures)
    }

    public var isUIKit: Bool { platform == .uiKit }

    /// The estimate at one requested size: worked out the first time it is asked for (a screen
    /// without a Dynamic Type rule enabled may never need it), then kept.
    public func estimate(at size: DynamicTypeSize) -> LayoutEstimate {
        estimated.estimate(at: size)
    }

    /// The estimates from the smallest size up to `target`, smallest first.
    public func estimates(upTo target: DynamicTypeSize) -> [LayoutEstimate] {
        estimated.estimates(upTo: target)
    }

    /// The estimates up to `target` at which a text may be clipped or truncated, smallest first
    /// (sizes where every text is known to fit are left out), and whether any of those sizes
    /// measures a text at all.
    public func breakableEstimates(upTo target: DynamicTypeSize) -> (estimates: [LayoutEstimate], measuresText: Bool) {
        estimated.breakable(upTo: target)
    }

    /// Whether the estimate measures any text, when every size lays out the same texts; nil
    /// when that can differ from size to size (a layout that adapts to the size).
    public var measuresTextAtEverySize: Bool? {
        estimated.measuresTextAtEverySize
    }

    /// Whether no row breaks words at `size`, known without estimating that size.
    public func rowsKnownToFit(at size: DynamicTypeSize) -> Bool {
        estimated.rowsKnownToFit(at: size)
    }

    /// For every size, smallest to largest, the paths of the texts that are clipped or truncated.
    public var ladder: [LadderStep] {
        estimated.ladder
    }

    /// Visits each node outside opaque subtrees, in source order, with what encloses it.
    public func forEachNode(_ visit: (AXNode, Enclosure) -> Void) {
        Self.forEach(in: nodes, visit)
    }

    /// Visits each element VoiceOver reaches, in source order, with what encloses it.
    public func forEachReachableElement(_ visit: (AXNode, Enclosure) -> Void) {
        Self.forEach(in: reachable, visit)
    }

    /// Visits each interactive node outside opaque subtrees, in source order, with what
    /// encloses it.
    public func forEachInteractiveNode(_ visit: (AXNode, Enclosure) -> Void) {
        Self.forEach(at: interactive, in: nodes, visit)
    }

    /// Visits each node with gestures outside opaque subtrees, in source order, with what
    /// encloses it.
    public func forEachNodeWithGestures(_ visit: (AXNode, Enclosure) -> Void) {
        Self.forEach(at: withGestures, in: nodes, visit)
    }

    /// Each entry read in place: through the array's subscript (or its iterator), each node was
    /// retained and released around its visit.
    private static func forEach(in entries: [EnclosedNode], _ visit: (AXNode, Enclosure) -> Void) {
        entries.withUnsafeBufferPointer { buffer in
            for index in buffer.indices { visit(buffer[index].node, buffer[index].enclosure) }
        }
    }

    private static func forEach(at indices: [Int], in entries: [EnclosedNode], _ visit: (AXNode, Enclosure) -> Void) {
        entries.withUnsafeBufferPointer { buffer in
            for index in indices { visit(buffer[index].node, buffer[index].enclosure) }
        }
    }

    /// `visit` with each element VoiceOver reaches on the screen inside `nodes[index]`, in
    /// order, until it returns false, leaving out what presentations inside it hold (a sheet or
    /// alert it presents is shown on its own). For a node that is not hidden, not an element and
    /// not inside one, the elements of `AXNode.reachableDescendants(limit:)`, read from the walk
    /// already made: a rule that needs only the first few of every container's gets them
    /// without a list for each.
    public func forEachReachableDescendant(ofNodeAt index: Int, _ visit: (AXNode) -> Bool) {
        var next = index + 1
        let end = nodes[index].subtreeEnd
        while next < end {
            if nodes[next].node.isPresentationContainer {
                next = nodes[next].subtreeEnd
                continue
            }
            if nodes[next].enclosure.reaches(nodes[next].node), !visit(nodes[next].node) { return }
            next += 1
        }
    }

    /// `nodes[index]` and the nodes inside it, in source order, each with what encloses it on
    /// the screen.
    public func subtree(at index: Int) -> ArraySlice<EnclosedNode> {
        nodes[index..<nodes[index].subtreeEnd]
    }
}
