import Foundation

/// The estimate's first pass: widths top-down, needed heights bottom-up.
extension DynamicTypeLayout {
    // MARK: Pass 1: widths top-down, needed heights bottom-up

    /// A node as measured at one size: the width it got, the height it needs, and what the
    /// height pass needs of its layout. Kept in an array by the plan's node index, reused
    /// from size to size: a node is measured at most once per size, and one object per node
    /// and size cost more in allocation and reference counting than the pass itself.
    struct Measured {
        var env: Environment
        var verticalPadding: Double
        /// Its own fixed `height` / finite `maxHeight`, the smaller of the two.
        var heightLimit: Double?
        /// Spacing between its children.
        var spacing: Double
        var fixedWidth: Bool
        /// Width offered to the node's content (after its padding and frame).
        var contentWidth: Double
        /// Height the node needs, with its frame and padding.
        var neededHeight = 0.0
        /// Which of the plan's children were laid out, by position: all of them, none (a
        /// text, an opaque view) or, for `ViewThatFits`, the one shown.
        var laidOut: Range<Int> = 0..<0
        /// How the children are arranged.
        var arrangement: Arrangement
        var text: TextMeasure?
        var row: RowEstimate?

        static let blank = Measured(env: Environment(size: .large, range: nil, lineLimit: nil, minimumScaleFactor: nil),
                                    verticalPadding: 0, spacing: 0, fixedWidth: false, contentWidth: 0, arrangement: .overlay)
    }

    enum Arrangement { case vertical, horizontal, overlay, scrolling }

    struct TextMeasure {
        var characters: Int
        var pointSize: Double
        var leading: Double
        var oneLineWidth: Double
        /// Width of the longest known word (dynamic parts have no known words).
        var longestWordWidth: Double
    }

    func points(_ length: NodeLayout.Length?, _ env: Environment) -> Double? {
        guard let length else { return nil }
        let value = length.scaling.apply(length.points, at: env.effectiveSize, table: table)
        return value.isFinite ? value : nil
    }

    func textMeasure(_ node: Plan.Node, _ env: Environment) -> TextMeasure? {
        guard let text = node.text else { return nil }
        let size = env.effectiveSize
        guard let pointSize = text.font.pointSize(at: size, table: table),
              let leading = text.font.leading(at: size, table: table) else { return nil }
        let advance = options.averageAdvance * pointSize
        return TextMeasure(characters: text.characters, pointSize: pointSize, leading: leading,
                           oneLineWidth: Double(text.characters) * advance,
                           longestWordWidth: Double(text.longestWord) * advance)
    }

    func spacing(_ node: Plan.Node, _ env: Environment) -> Double {
        points(node.layout.spacing, env) ?? Self.defaultStackSpacing
    }

    /// The width a subtree takes on one line, unconstrained (its "ideal" width), with its
    /// padding and frame; with `wrapping`, the narrowest it gets when every text wraps at word
    /// boundaries, a word per line.
    func width(_ index: Int, _ plan: Plan, _ inherited: Environment, wrapping: Bool) -> Double {
        if let known = plan.widths.known(index, wrapping: wrapping) { return known }
        let width = unrememberedWidth(index, plan, inherited, wrapping: wrapping)
        plan.widths.remember(width, index, wrapping: wrapping)
        return width
    }

    private func unrememberedWidth(_ index: Int, _ plan: Plan, _ inherited: Environment, wrapping: Bool) -> Double {
        let node = plan.nodes[index]
        let env = inherited.applying(node)
        let padding = (points(node.layout.paddingLeading, env) ?? 0) + (points(node.layout.paddingTrailing, env) ?? 0)
        if let width = points(node.layout.width, env) { return width + padding }
        var content: Double
        if node.isOpaque {
            content = 0
        } else if node.text != nil {
            let text = textMeasure(node, env)
            content = (wrapping && !node.layout.fixedSizeHorizontal ? text?.longestWordWidth : text?.oneLineWidth) ?? 0
        } else {
            // Folded as they are worked out, in order, as `reduce(0, +)`, `min()` and `max()` of
            // the list would: a list for every container at every size was an allocation each.
            var sum = 0.0, least: Double?, most: Double?
            for child in node.children {
                let w = width(child, plan, env, wrapping: wrapping)
                sum += w
                if least.map({ w < $0 }) ?? true { least = w }
                if most.map({ $0 < w }) ?? true { most = w }
            }
            switch node.layout.container {
            case .hstack:
                content = sum + spacing(node, env) * Double(max(node.children.count - 1, 0))
            case .adaptive where node.alternatives != nil:
                content = least ?? 0
            default:
                content = most ?? 0
            }
        }
        if let minWidth = points(node.layout.minWidth, env) { content = max(content, minWidth) }
        if let maxWidth = points(node.layout.maxWidth, env) { content = min(content, maxWidth) }
        return content + padding
    }

    func idealWidth(_ index: Int, _ plan: Plan, _ env: Environment) -> Double {
        width(index, plan, env, wrapping: false)
    }

    /// The alternative shown: for `ViewThatFits` the first whose one-line width fits, else the
    /// last; for a branch on the size, the narrowest at accessibility sizes and the widest below.
    func shownAlternative(_ node: Plan.Node, _ plan: Plan, width: Double, env: Environment) -> Int? {
        if node.alternatives == .viewThatFits {
            return node.children.first { idealWidth($0, plan, env) <= width } ?? node.children.last
        }
        let byWidth = node.children.map { ($0, idealWidth($0, plan, env)) }
        let pick = env.effectiveSize.isAccessibilitySize
            ? byWidth.min { $0.1 < $1.1 } : byWidth.max { $0.1 < $1.1 }
        return pick?.0
    }

    /// Measures a node and what it lays out into `measured` (at their indices) and returns
    /// the height the node needs.
    func measure(_ index: Int, _ plan: Plan, proposedWidth: Double, env inherited: Environment,
                 parentIsAdaptive: Bool, into measured: inout [Measured]) -> Double {
        let node = plan.nodes[index]
        let env = inherited.applying(node)
        let horizontalPadding = (points(node.layout.paddingLeading, env) ?? 0) + (points(node.layout.paddingTrailing, env) ?? 0)
        var width = proposedWidth - horizontalPadding
        // `fixedSize(horizontal:)` on a container offers its content its ideal width, whatever
        // the parent has: texts inside stay on one line, neither wrapped nor truncated. A
        // horizontal scroll view does the same for its content, which scrolls sideways.
        if node.layout.fixedSizeHorizontal || node.layout.scrollsHorizontally, node.text == nil {
            width = idealWidth(index, plan, inherited) - horizontalPadding
        }
        if let fixed = points(node.layout.width, env) { width = min(width, fixed) }
        if let maxWidth = points(node.layout.maxWidth, env) { width = min(width, maxWidth) }

        let height = points(node.layout.height, env), maxHeight = points(node.layout.maxHeight, env)
        let heightLimit = height.map { h in maxHeight.map { min(h, $0) } ?? h } ?? maxHeight
        var result = Measured(env: env,
                              verticalPadding: (points(node.layout.paddingTop, env) ?? 0) + (points(node.layout.paddingBottom, env) ?? 0),
                              heightLimit: heightLimit, spacing: spacing(node, env),
                              fixedWidth: node.layout.fixedSizeHorizontal, contentWidth: width, arrangement: .overlay)
        let all = 0..<node.children.count
        func measureAll(adaptive: Bool) -> Heights {
            var heights = Heights()
            for child in node.children {
                heights.add(measure(child, plan, proposedWidth: width, env: env, parentIsAdaptive: adaptive, into: &measured))
            }
            return heights
        }
        var contentHeight = 0.0
        if node.isOpaque {
            contentHeight = 0
        } else if node.text != nil {
            if let text = textMeasure(node, env) {
                result.text = text
                let lines = wrappedLines(text, width: width, fixedWidth: node.layout.fixedSizeHorizontal)
                contentHeight = Double(min(lines, env.lineLimit ?? lines)) * text.leading
            }
        } else {
            var heights = Heights()
            switch node.layout.container {
            case .hstack:
                result.arrangement = .horizontal
                let ideals = node.children.map { idealWidth($0, plan, env) }
                (result.laidOut, heights) = (all, measureRow(node, plan, ideals: ideals, width: width, env: env, into: &measured))
                result.row = rowEstimate(node, plan, ideals: ideals, width: width, env: env, isAdaptive: parentIsAdaptive)
            case .adaptive where node.alternatives != nil:
                if let shown = shownAlternative(node, plan, width: width, env: env),
                   let position = node.children.firstIndex(of: shown) {
                    result.laidOut = position..<(position + 1)
                    heights.add(measure(shown, plan, proposedWidth: width, env: env, parentIsAdaptive: true, into: &measured))
                }
            case .adaptive:
                let ideals = node.children.map { idealWidth($0, plan, env) }
                let row = ideals.reduce(0, +) + result.spacing * Double(max(node.children.count - 1, 0))
                result.laidOut = all
                if row <= width {
                    result.arrangement = .horizontal
                    heights = measureRow(node, plan, ideals: ideals, width: width, env: env, into: &measured)
                } else {
                    result.arrangement = .vertical
                    heights = measureAll(adaptive: true)
                }
            case .vstack, .scroll, .list:
                result.arrangement = node.layout.container == .vstack ? .vertical : .scrolling
                (result.laidOut, heights) = (all, measureAll(adaptive: false))
            case .zstack:
                (result.laidOut, heights) = (all, measureAll(adaptive: false))
            case .none:
                // Wrappers (`_Branch`, components, `Group`) pass "inside an adaptive layout" on.
                (result.laidOut, heights) = (all, measureAll(adaptive: parentIsAdaptive))
            }
            switch result.arrangement {
            case .vertical, .scrolling:
                contentHeight = heights.total + result.spacing * Double(max(heights.count - 1, 0))
            case .horizontal, .overlay:
                contentHeight = heights.tallest ?? 0
            }
        }
        if let fixed = points(node.layout.height, env) { contentHeight = fixed }
        if let minHeight = points(node.layout.minHeight, env) { contentHeight = max(contentHeight, minHeight) }
        if let maxHeight = points(node.layout.maxHeight, env) { contentHeight = min(contentHeight, maxHeight) }
        let needed = contentHeight + result.verticalPadding
        result.neededHeight = needed
        // Swapped in: assigned, the node's measure was copied and both copies destroyed.
        swap(&measured[index], &result)
        return needed
    }

    /// Lines a text wraps to in a width, before any line limit.
    func wrappedLines(_ text: TextMeasure, width: Double, fixedWidth: Bool, scale: Double = 1) -> Int {
        if fixedWidth { return 1 }
        guard width > 0 else { return 1 }
        // Capped so that absurd input (a sliver of width) cannot overflow Int.
        let lines = min((text.oneLineWidth * scale / width - 1e-9).rounded(.up), 1_000_000)
        return max(1, Int(lines))
    }

    /// Shares a row's width among its children (see the type's documentation), measures them
    /// and returns the height each needs.
    func measureRow(_ node: Plan.Node, _ plan: Plan, ideals: [Double], width: Double,
                    env: Environment, into measured: inout [Measured]) -> Heights {
        let children = node.children
        var remaining = width - spacing(node, env) * Double(max(children.count - 1, 0))
        // Every child gets its ideal width unless the flexible ones (texts without a fixed
        // width) do not all fit in what the rigid ones leave: only then are they shared out.
        // No list is made when they fit (most rows, at most sizes): `widths` is then `ideals`.
        var widths = ideals
        func isRigid(_ i: Int) -> Bool {
            let childNode = plan.nodes[children[i]]
            return !childNode.containsText || childNode.layout.fixedSizeHorizontal
                || points(childNode.layout.width, env.applying(childNode)) != nil
        }
        var flexibleSum = 0.0, flexibleNonNegative = true, anyFlexible = false
        for i in children.indices {
            if isRigid(i) {
                remaining -= ideals[i]
            } else {
                anyFlexible = true
                flexibleSum += ideals[i]
                flexibleNonNegative = flexibleNonNegative && ideals[i] >= 0
            }
        }
        if anyFlexible, !Self.everyNeedFits(remaining, allNonNegative: flexibleNonNegative, sum: flexibleSum) {
            // Shared where they lie in `widths`: no list of the flexible children's needs, nor
            // of their shares.
            Self.shareLeastFirst(remaining, at: children.indices.filter { !isRigid($0) }, of: &widths)
        }
        var heights = Heights()
        for i in children.indices {
            heights.add(measure(children[i], plan, proposedWidth: widths[i], env: env, parentIsAdaptive: false, into: &measured))
        }
        return heights
    }

    /// The heights a container's children need, summed and compared as they are measured (a
    /// list of them was made for every container at every size).
    struct Heights {
        private(set) var total = 0.0
        private(set) var tallest: Double?
        private(set) var count = 0

        mutating func add(_ height: Double) {
            total += height
            tallest = tallest.map { $0 < height ? height : $0 } ?? height
            count += 1
        }
    }

    func rowEstimate(_ node: Plan.Node, _ plan: Plan, ideals: [Double], width: Double, env: Environment,
                             isAdaptive: Bool) -> RowEstimate? {
        guard node.children.reduce(0, { $0 + (plan.nodes[$1].containsText ? 1 : 0) }) >= 2 else { return nil }
        let spacing = spacing(node, env) * Double(max(node.children.count - 1, 0))
        let ideal = ideals.reduce(0, +) + spacing
        let minimum = node.children.reduce(0) { $0 + self.width($1, plan, env, wrapping: true) } + spacing
        return RowEstimate(path: node.path, size: env.size, effectiveSize: env.effectiveSize,
                           idealWidth: ideal, minimumWidth: minimum, availableWidth: width,
                           insideAdaptive: isAdaptive)
    }
}
