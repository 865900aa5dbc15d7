import AuditModel

/// What the Dynamic Type rules share: text excerpts, number formatting, node lookup by path,
/// and the scan for the first size at which a text breaks.
enum DynamicTypeSupport {
    /// A text-drawing node: it has visible text, or it is a leaf with a font (a UIKit label
    /// whose text is set in code). An empty title (`Toggle("", isOn:)`) draws nothing: it is a
    /// naming problem, never clipped text.
    static func drawsText(_ node: AXNode) -> Bool {
        guard !node.isOpaque else { return false }
        if let text = node.text { return !text.isEmpty }
        return node.font != nil && node.children.isEmpty
    }

    /// The first non-empty text at or below `node`, in source order.
    static func firstText(below node: AXNode) -> SpokenText? {
        node.first { $0.text.map { !$0.isEmpty } ?? false }?.text
    }

    /// The font a text-drawing node uses: its own, else SwiftUI's default (body).
    static func font(of node: AXNode) -> FontSpec? {
        node.font ?? (node.text != nil ? .textStyle(.body) : nil)
    }

    /// `"Free shipping on…"`: the start of a node's text (or of its first text), quoted. Parts
    /// known only at run time show whole, as `‹expr›`.
    static func excerpt(_ node: AXNode, limit: Int = 16) -> String {
        guard let text = firstText(below: node) else { return "(text set in code)" }
        var out = ""
        var budget = limit
        for part in text.parts {
            switch part {
            case .dynamic(let expr):
                out += "‹\(expr)›"
                budget -= 1
            case .literal(let literal):
                let kept = literal.prefix(budget)
                out += kept
                budget -= kept.count
                if kept.count < literal.count {
                    return "\"\(String(out.drop(while: \.isWhitespace)))…\""
                }
            }
            if budget <= 0 { break }
        }
        // Trimmed in place: reversing it twice built the text character by character.
        let trimmed = out.drop(while: \.isWhitespace)
        var end = trimmed.endIndex
        while end > trimmed.startIndex, trimmed[trimmed.index(before: end)].isWhitespace {
            end = trimmed.index(before: end)
        }
        return "\"\(trimmed[..<end])\""
    }

    /// `(estimate)`, or `(estimate; 20 characters assumed for ‹name›)` when the text is
    /// only known at run time.
    static func estimateNote(_ node: AXNode, _ options: RuleOptions) -> String {
        let dynamic = node.text?.parts.compactMap { part -> String? in
            guard case .dynamic(let expr) = part else { return nil }
            let length = RunTimeTextLength.assumed(for: expr, default: options.assumedDynamicTextLength)
            return "\(length) character\(length == 1 ? "" : "s") assumed for ‹\(expr)›"
        } ?? []
        guard !dynamic.isEmpty else { return "(estimate)" }
        return "(estimate; \(dynamic.joined(separator: ", ")))"
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

    /// Characters of a short run-time value (a first name, a number with its unit).
    static let shortRunTimeText = 8

    /// For a layout estimate: text known only at run time (`Text(server.name)`) is measured at
    /// an assumed length. When even a short value would break it is a violation; otherwise
    /// whether it breaks depends on the value, and a person decides.
    static func estimateStatus(_ node: AXNode, _ estimate: TextEstimate) -> Finding.Status {
        guard let text = firstText(below: node), text.isDynamic, text.literalText.allSatisfy(\.isWhitespace), estimate.characters > 0 else {
            return status(node)
        }
        let short = estimate.textWidth * Double(min(shortRunTimeText, estimate.characters)) / Double(estimate.characters)
        let lines = max(1, Int((short / max(estimate.availableWidth, 1)).rounded(.up)))
        let oneLineOnly = estimate.neededLines == 1 && estimate.lines == 1
        let breaks = lines > (estimate.lineLimit ?? Int.max)
            || Double(lines) * estimate.leading > (estimate.availableHeight ?? .infinity) + 0.5
            || (oneLineOnly && short > estimate.availableWidth + 0.5)
        return breaks ? status(node) : .needsReview
    }

    /// The estimates from xSmall up to the profile's target at which a text may break (sizes
    /// where every text is known to fit left out), or nil when the screen has no text the
    /// estimate can measure (the layout rules do not apply).
    static func estimatesUpToTarget(_ context: RuleContext) -> [LayoutEstimate]? {
        let breakable = context.facts.breakableEstimates(upTo: context.options.dynamicTypeTarget)
        return breakable.measuresText ? breakable.estimates : nil
    }

    /// For each text, its estimate at the first size where `breaks` holds.
    static func firstBreaks(in estimates: [LayoutEstimate], where breaks: (TextEstimate) -> Bool) -> [TextEstimate] {
        var seen: Set<String> = []
        var found: [TextEstimate] = []
        for estimate in estimates {
            for text in estimate.texts where breaks(text) && seen.insert(text.path).inserted {
                found.append(text)
            }
        }
        return found
    }

    /// `...large`, `.large`, `.small...accessibility1`.
    static func describe(_ range: ClosedRange<DynamicTypeSize>) -> String {
        if range.lowerBound == range.upperBound { return ".\(range.lowerBound.rawValue)" }
        if range.lowerBound == .xSmall { return "...\(range.upperBound.rawValue)" }
        return "\(range.lowerBound.rawValue)...\(range.upperBound.rawValue)"
    }
}

/// Finds a screen's nodes by path, with their ancestors. Paths are hierarchical (a child's
/// path extends its parent's with `/Type[i]`), so a lookup descends from the root without
/// copying the tree into a table.
struct NodeIndex {
    private let root: AXNode

    init(_ screen: Screen) {
        root = screen.root
    }

    func node(at path: String) -> AXNode? {
        lineage(of: path).first
    }

    /// The node, then its parent, up to the root; empty when no node has the path.
    func lineage(of path: String) -> [AXNode] {
        var chain: [AXNode] = []
        var current: AXNode? = root
        while let node = current {
            chain.append(node)
            if node.path == path { return chain.reversed() }
            current = node.children.first { Self.path(path, isAtOrBelow: $0.path) }
        }
        return []
    }

    /// Whether `path` is `step`'s or one below it (a step's path is its parent's, then "/" and
    /// more). Over the UTF-8 bytes: asked for every child on the way down.
    static func path(_ path: String, isAtOrBelow step: String) -> Bool {
        path.dropping(bytePrefix: step).map { $0.isEmpty || $0.utf8.first == UInt8(ascii: "/") } ?? false
    }

    /// The nearest node on the lineage for which `owns` holds (where a modifier was written),
    /// else the node itself.
    func owner(of path: String, where owns: (AXNode) -> Bool) -> AXNode? {
        let lineage = lineage(of: path)
        return lineage.first(where: owns) ?? lineage.first
    }
}
