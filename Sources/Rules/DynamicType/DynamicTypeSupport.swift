import AuditModel

/// What the Dynamic Type rules share: text excerpts, number formatting, node lookup by path,
/// and the scan for the first size at which a text breaks.
enum DynamicTypeSupport {
    /// A text-drawing node: it has visible text, or it is a leaf with a font (a UIKit label
    /// whose text is set in code).
    static func drawsText(_ node: AXNode) -> Bool {
        guard !node.isOpaque else { return false }
        return node.text != nil || (node.font != nil && node.children.isEmpty)
    }

    /// The font a text-drawing node uses: its own, else SwiftUI's default (body).
    static func font(of node: AXNode) -> FontSpec? {
        node.font ?? (node.text != nil ? .textStyle(.body) : nil)
    }

    /// `"Free shipping on…"`: the start of a node's text (or of its first text), quoted.
    static func excerpt(_ node: AXNode, limit: Int = 16) -> String {
        var text: SpokenText?
        node.walk { if text == nil, let t = $0.text, !t.isEmpty { text = t } }
        guard let spoken = text?.spoken else { return "(text set in code)" }
        let trimmed = String(spoken.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        let short = trimmed.count > limit ? String(trimmed.prefix(limit)) + "…" : trimmed
        return "\"\(short)\""
    }

    /// `40`, `47.1`: points for messages.
    static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func lines(_ count: Int) -> String {
        count == 1 ? "1 line" : "\(count) lines"
    }

    /// Findings that code may fix at run time (a UIKit outlet, a custom class) need review.
    static func status(_ node: AXNode) -> Finding.Status {
        node.mayChangeAtRuntime ? .needsReview : .violation
    }

    static func isUIKit(_ screen: Screen) -> Bool {
        screen.source == .interfaceBuilder
    }

    /// The sizes a screen must work at: xSmall up to the profile's target.
    static func sizes(upTo target: DynamicTypeSize) -> [DynamicTypeSize] {
        DynamicTypeSize.allCases.filter { $0 <= target }
    }

    /// For each text, the estimate at the first size (up to the target) where `breaks` holds.
    static func firstBreaks(_ screen: Screen, context: RuleContext,
                            where breaks: (TextEstimate) -> Bool) -> [TextEstimate] {
        let layout = DynamicTypeLayout(options: context.options, table: context.table)
        var found: [String: TextEstimate] = [:]
        var order: [String] = []
        for size in sizes(upTo: context.options.dynamicTypeTarget) {
            for text in layout.estimate(screen, at: size).texts where breaks(text) && found[text.path] == nil {
                found[text.path] = text
                order.append(text.path)
            }
        }
        return order.compactMap { found[$0] }
    }

    /// The screen has text the estimate can measure.
    static func hasMeasurableText(_ screen: Screen, context: RuleContext) -> Bool {
        !DynamicTypeLayout(options: context.options, table: context.table)
            .estimate(screen, at: .large).texts.isEmpty
    }

    /// `...large`, `.large`, `.small...accessibility1`.
    static func describe(_ range: ClosedRange<DynamicTypeSize>) -> String {
        if range.lowerBound == range.upperBound { return ".\(range.lowerBound.rawValue)" }
        if range.lowerBound == .xSmall { return "...\(range.upperBound.rawValue)" }
        return "\(range.lowerBound.rawValue)...\(range.upperBound.rawValue)"
    }
}

/// A screen's nodes by path, with their ancestors.
struct NodeIndex {
    private var nodes: [String: AXNode] = [:]
    private var parents: [String: String] = [:]

    init(_ screen: Screen) {
        func visit(_ node: AXNode, parent: String?) {
            if nodes[node.path] == nil { nodes[node.path] = node }
            if let parent, parents[node.path] == nil { parents[node.path] = parent }
            for child in node.children { visit(child, parent: node.path) }
        }
        visit(screen.root, parent: nil)
    }

    func node(at path: String) -> AXNode? { nodes[path] }

    /// The node, then its parent, up to the root.
    func lineage(of path: String) -> [AXNode] {
        var out: [AXNode] = []
        var current: String? = path
        while let p = current, let node = nodes[p] {
            out.append(node)
            current = parents[p]
        }
        return out
    }

    /// The nearest node on the lineage for which `owns` holds (where a modifier was written),
    /// else the node itself.
    func owner(of path: String, where owns: (AXNode) -> Bool) -> AXNode? {
        let lineage = lineage(of: path)
        return lineage.first(where: owns) ?? lineage.first
    }
}
