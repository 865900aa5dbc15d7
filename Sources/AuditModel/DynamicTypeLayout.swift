/// The Dynamic Type layout estimate (DESIGN §4 "Dynamic Type estimate"): for a screen and a
/// `DynamicTypeSize`, how big every text gets, how much room it has, and whether it is clipped
/// or truncated. Rules, reports and every front-end share this one model.
///
/// It is an estimate, made without running the app, and every message built on it says so.
/// The model, in full:
///
/// - **Size.** A subtree's size is the requested size clamped by every `.dynamicTypeSize(...)`
///   range above it (an inner range is clamped into the outer one, as SwiftUI does). Fonts
///   (`FontSpec`) and `@ScaledMetric` lengths (`Metric`) are read at that clamped size.
/// - **Text width.** characters × `averageAdvance` (em) × point size, on one line. Dynamic parts
///   of a text count `assumedDynamicTextLength` characters each. Weight (`isBold`) does not
///   change the estimate: the emphasized weights share the table's sizes.
/// - **Available width.** Starts at `deviceWidth`. Each node subtracts its own horizontal
///   padding, then a fixed `width` or finite `maxWidth` frame caps what is left. Padding is
///   assumed to sit outside the node's own frame (`.frame(…).padding(…)`): the model cannot see
///   modifier order, and this reading never invents a problem the other order would not have.
/// - **HStack rows.** Spacing (`spacing`, else `defaultStackSpacing`) comes off first. Children
///   without text (icons, spacers, opaque views) and children with a fixed width or
///   `fixedSize(horizontal:)` are rigid: they take their own width (0 when unknown). The rest
///   is shared by the text-holding children like SwiftUI's HStack does it: the child wanting the
///   least is served first, each gets at most an equal share of what is left, and what a child
///   does not use goes to the others.
/// - **Lines.** ceil(text width / available width), capped by `lineLimit` (inherited, like the
///   environment value it is). `fixedSize(horizontal: true)` text never wraps: one line, clipped
///   when wider than its room. Height = lines × leading (the table's leading for text styles).
/// - **Height.** Bottom-up: a VStack, List or ScrollView needs the sum of its children plus
///   spacing, other nodes the tallest child; fixed `height`, `minHeight` and `maxHeight` frames
///   and vertical padding apply as for width. Top-down: a fixed `height` or finite `maxHeight`
///   frame (own or an ancestor's) limits the room of everything inside; a VStack shares that
///   room among its children the way an HStack shares width (least demanding first), so the
///   child that outgrows it is the one clipped; a `ScrollView` or `List` (vertical scrolling)
///   lifts the limit for its content. Without any limit the screen is assumed to scroll.
/// - **Clipped** when the text's height (shown lines × leading) exceeds that room, or when
///   it has no width left at all. **Truncated** when `lineLimit` caps the lines it needs.
///   `minimumScaleFactor` lets the text shrink first (in 1 % steps, down to the factor) until it
///   fits; only then does it clip or truncate.
/// - **Adaptive containers** (`LayoutInfo.Container.adaptive`). `ViewThatFits` shows its first
///   child whose one-line width fits, else its last child. A branch on the size (`_Branches`:
///   `if dynamicTypeSize.isAccessibilitySize { VStack { … } } else { HStack { … } }`) shows its
///   narrowest branch at accessibility sizes and its widest below them. Any other adaptive
///   container (`AnyLayout` switched on `isAccessibilitySize`) lays its children out as a row
///   when the row fits and stacks them vertically when it does not. Rows inside an adaptive
///   container (through wrappers such as `_Branch`) are marked `insideAdaptive`.
/// - Text nodes are the nodes with `text` and no text below them (a button holding a `Text`
///   is measured through its `Text`). Texts with an unknown font and opaque views are not
///   measured: no rule guesses about them.
public struct DynamicTypeLayout: Sendable {
    /// SwiftUI's default spacing between stack children (the system spacing between two
    /// texts is about 8 pt). Used when a stack has no `spacing:`.
    public static let defaultStackSpacing = 8.0

    public var options: RuleOptions
    public var table: DynamicTypeTable

    public init(options: RuleOptions = RuleOptions(), table: DynamicTypeTable = .shared) {
        self.options = options
        self.table = table
    }

    // MARK: Public results

    /// Every text and row of a screen at one requested size.
    public func estimate(_ screen: Screen, at size: DynamicTypeSize) -> LayoutEstimate {
        let env = Environment(size: size, range: nil, lineLimit: nil, minimumScaleFactor: nil)
        let measured = measure(screen.root, proposedWidth: options.deviceWidth, env: env,
                               parentIsAdaptive: false)
        var texts: [TextEstimate] = []
        var rows: [RowEstimate] = []
        constrain(measured, availableHeight: nil, limitedBy: nil, texts: &texts, rows: &rows)
        return LayoutEstimate(size: size, texts: texts, rows: rows)
    }

    /// For every size, smallest to largest, the paths of the texts that are clipped or truncated.
    public func ladder(for screen: Screen) -> [LadderStep] {
        DynamicTypeSize.allCases.map { size in
            LadderStep(size: size, broken: estimate(screen, at: size).broken.map(\.path))
        }
    }

    /// The largest size up to which no text is clipped or truncated (every smaller size is clean
    /// too); nil when text breaks already at xSmall.
    public func ceiling(for screen: Screen) -> DynamicTypeSize? {
        Self.ceiling(of: ladder(for: screen))
    }

    /// The ceiling read off a ladder already computed.
    public static func ceiling(of ladder: [LadderStep]) -> DynamicTypeSize? {
        var last: DynamicTypeSize?
        for step in ladder.sorted(by: { $0.size < $1.size }) {
            if !step.broken.isEmpty { return last }
            last = step.size
        }
        return last
    }

    /// The point size the text at `path` is drawn at, at a requested size (after clamping and
    /// any shrinking). For an element that holds texts (a button), its first text's size.
    public func pointSize(ofElement path: String, in screen: Screen, at size: DynamicTypeSize) -> Double? {
        let texts = estimate(screen, at: size).texts
        if let own = texts.first(where: { $0.path == path }) { return own.pointSize }
        return texts.first { $0.path.hasPrefix(path + "/") }?.pointSize
    }

    /// The size a subtree uses when `size` is requested and `range` clamps it.
    public static func clamp(_ size: DynamicTypeSize, to range: ClosedRange<DynamicTypeSize>?) -> DynamicTypeSize {
        guard let range else { return size }
        return min(max(size, range.lowerBound), range.upperBound)
    }

    /// Characters the estimate counts for a text: its literal characters plus the assumed
    /// length for each dynamic part.
    public func characterCount(_ text: SpokenText) -> Int {
        text.parts.reduce(0) { total, part in
            switch part {
            case .literal(let s): return total + s.count
            case .dynamic: return total + options.assumedDynamicTextLength
            }
        }
    }

    // MARK: Environment

    /// The environment values the estimate inherits down the tree.
    struct Environment {
        var size: DynamicTypeSize
        var range: ClosedRange<DynamicTypeSize>?
        var lineLimit: Int?
        var minimumScaleFactor: Double?

        var effectiveSize: DynamicTypeSize { DynamicTypeLayout.clamp(size, to: range) }

        /// This environment as a node's own modifiers change it.
        func applying(_ layout: LayoutInfo) -> Environment {
            var env = self
            if let inner = layout.dynamicTypeRange {
                if let outer = range {
                    env.range = DynamicTypeLayout.clamp(inner.lowerBound, to: outer)
                        ... DynamicTypeLayout.clamp(inner.upperBound, to: outer)
                } else {
                    env.range = inner
                }
            }
            if let limit = layout.lineLimit { env.lineLimit = limit }
            if let factor = layout.minimumScaleFactor { env.minimumScaleFactor = factor }
            return env
        }
    }

    // MARK: Pass 1: widths top-down, needed heights bottom-up

    /// A node as measured at one size: the width it got and the height it needs.
    struct Measured {
        var node: AXNode
        var env: Environment
        /// Width offered to the node's content (after its padding and frame).
        var contentWidth: Double
        /// Height the node needs, with its frame and padding.
        var neededHeight: Double
        /// The laid-out children (for `ViewThatFits`, only the one shown).
        var children: [Measured]
        /// How the children are arranged.
        var arrangement: Arrangement
        var text: TextMeasure?
        var row: RowEstimate?
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

    private func points(_ metric: Metric?, _ env: Environment) -> Double? {
        guard let metric else { return nil }
        let value = metric.points(at: env.effectiveSize, table: table)
        return value.isFinite ? value : nil
    }

    private func isTextNode(_ node: AXNode) -> Bool {
        node.text != nil && !node.isOpaque && !node.children.contains { containsText($0) }
    }

    private func containsText(_ node: AXNode) -> Bool {
        if node.isOpaque { return false }
        if node.text != nil { return true }
        return node.children.contains { containsText($0) }
    }

    private func textMeasure(_ node: AXNode, _ env: Environment) -> TextMeasure? {
        guard let text = node.text else { return nil }
        let font = node.font ?? .textStyle(.body)
        let size = env.effectiveSize
        guard let pointSize = font.pointSize(at: size, table: table),
              let leading = font.leading(at: size, table: table) else { return nil }
        let characters = characterCount(text)
        let longestWord = text.parts.flatMap { part -> [Int] in
            guard case .literal(let s) = part else { return [] }
            return s.split(whereSeparator: \.isWhitespace).map(\.count)
        }.max() ?? 0
        let advance = options.averageAdvance * pointSize
        return TextMeasure(characters: characters, pointSize: pointSize, leading: leading,
                           oneLineWidth: Double(characters) * advance,
                           longestWordWidth: Double(longestWord) * advance)
    }

    private func spacing(_ node: AXNode, _ env: Environment) -> Double {
        points(node.layout.spacing, env) ?? Self.defaultStackSpacing
    }

    /// The width a subtree takes on one line, unconstrained (its "ideal" width), with its
    /// padding and frame.
    func idealWidth(_ node: AXNode, _ inherited: Environment) -> Double {
        width(node, inherited, wrapping: false)
    }

    /// The narrowest a subtree gets when every text wraps at word boundaries, a word per line.
    func minimumWidth(_ node: AXNode, _ inherited: Environment) -> Double {
        width(node, inherited, wrapping: true)
    }

    private func width(_ node: AXNode, _ inherited: Environment, wrapping: Bool) -> Double {
        let env = inherited.applying(node.layout)
        let layout = node.layout
        let padding = (points(layout.paddingLeading, env) ?? 0) + (points(layout.paddingTrailing, env) ?? 0)
        if let width = points(layout.width, env) { return width + padding }
        var content: Double
        if node.isOpaque {
            content = 0
        } else if isTextNode(node) {
            let text = textMeasure(node, env)
            content = (wrapping && !layout.fixedSizeHorizontal ? text?.longestWordWidth : text?.oneLineWidth) ?? 0
        } else {
            let widths = node.children.map { width($0, env, wrapping: wrapping) }
            switch layout.container {
            case .hstack:
                content = widths.reduce(0, +) + spacing(node, env) * Double(max(widths.count - 1, 0))
            case .adaptive where Self.holdsAlternatives(node):
                content = widths.min() ?? 0
            default:
                content = widths.max() ?? 0
            }
        }
        if let minWidth = points(layout.minWidth, env) { content = max(content, minWidth) }
        if let maxWidth = points(layout.maxWidth, env) { content = min(content, maxWidth) }
        return content + padding
    }

    /// An adaptive container whose children are alternative layouts (`ViewThatFits`, or an
    /// `if dynamicTypeSize.isAccessibilitySize { … } else { … }`), not the content of one layout.
    static func holdsAlternatives(_ node: AXNode) -> Bool {
        node.layout.container == .adaptive && (node.viewType == "ViewThatFits" || node.viewType == "_Branches")
    }

    /// The alternative shown: for `ViewThatFits` the first whose one-line width fits, else the
    /// last; for a branch on the size, the narrowest at accessibility sizes and the widest below.
    private func shownAlternative(_ node: AXNode, width: Double, env: Environment) -> AXNode? {
        if node.viewType == "ViewThatFits" {
            return node.children.first { idealWidth($0, env) <= width } ?? node.children.last
        }
        let byWidth = node.children.map { ($0, idealWidth($0, env)) }
        let pick = env.effectiveSize.isAccessibilitySize
            ? byWidth.min { $0.1 < $1.1 } : byWidth.max { $0.1 < $1.1 }
        return pick?.0
    }

    private func measure(_ node: AXNode, proposedWidth: Double, env inherited: Environment,
                         parentIsAdaptive: Bool) -> Measured {
        let env = inherited.applying(node.layout)
        let layout = node.layout
        var width = proposedWidth - (points(layout.paddingLeading, env) ?? 0)
            - (points(layout.paddingTrailing, env) ?? 0)
        if let fixed = points(layout.width, env) { width = min(width, fixed) }
        if let maxWidth = points(layout.maxWidth, env) { width = min(width, maxWidth) }

        var result = Measured(node: node, env: env, contentWidth: width, neededHeight: 0,
                              children: [], arrangement: .overlay)
        var contentHeight = 0.0
        if node.isOpaque {
            contentHeight = 0
        } else if isTextNode(node) {
            if let text = textMeasure(node, env) {
                result.text = text
                let lines = wrappedLines(text, width: width, fixedWidth: layout.fixedSizeHorizontal)
                contentHeight = Double(min(lines, env.lineLimit ?? lines)) * text.leading
            }
        } else {
            switch layout.container {
            case .hstack:
                result.arrangement = .horizontal
                result.children = measureRow(node, width: width, env: env)
                result.row = rowEstimate(node, width: width, env: env, isAdaptive: parentIsAdaptive)
            case .adaptive where Self.holdsAlternatives(node):
                result.arrangement = .overlay
                result.children = shownAlternative(node, width: width, env: env).map {
                    [measure($0, proposedWidth: width, env: env, parentIsAdaptive: true)]
                } ?? []
            case .adaptive:
                let row = node.children.map { idealWidth($0, env) }.reduce(0, +)
                    + spacing(node, env) * Double(max(node.children.count - 1, 0))
                if row <= width {
                    result.arrangement = .horizontal
                    result.children = measureRow(node, width: width, env: env)
                } else {
                    result.arrangement = .vertical
                    result.children = node.children.map {
                        measure($0, proposedWidth: width, env: env, parentIsAdaptive: true)
                    }
                }
            case .vstack, .scroll, .list:
                result.arrangement = layout.container == .vstack ? .vertical : .scrolling
                result.children = node.children.map {
                    measure($0, proposedWidth: width, env: env, parentIsAdaptive: false)
                }
            case .zstack:
                result.children = node.children.map {
                    measure($0, proposedWidth: width, env: env, parentIsAdaptive: false)
                }
            case .none:
                // Wrappers (`_Branch`, components, `Group`) pass "inside an adaptive layout" on.
                result.children = node.children.map {
                    measure($0, proposedWidth: width, env: env, parentIsAdaptive: parentIsAdaptive)
                }
            }
            let heights = result.children.map(\.neededHeight)
            switch result.arrangement {
            case .vertical, .scrolling:
                contentHeight = heights.reduce(0, +)
                    + spacing(node, env) * Double(max(heights.count - 1, 0))
            case .horizontal, .overlay:
                contentHeight = heights.max() ?? 0
            }
        }
        if let fixed = points(layout.height, env) { contentHeight = fixed }
        if let minHeight = points(layout.minHeight, env) { contentHeight = max(contentHeight, minHeight) }
        if let maxHeight = points(layout.maxHeight, env) { contentHeight = min(contentHeight, maxHeight) }
        result.neededHeight = contentHeight + (points(layout.paddingTop, env) ?? 0)
            + (points(layout.paddingBottom, env) ?? 0)
        return result
    }

    /// Lines a text wraps to in a width, before any line limit.
    private func wrappedLines(_ text: TextMeasure, width: Double, fixedWidth: Bool, scale: Double = 1) -> Int {
        if fixedWidth { return 1 }
        guard width > 0 else { return 1 }
        return max(1, Int((text.oneLineWidth * scale / width - 1e-9).rounded(.up)))
    }

    /// Shares a row's width among its children (see the type's documentation) and measures them.
    private func measureRow(_ node: AXNode, width: Double, env: Environment) -> [Measured] {
        let children = node.children
        var remaining = width - spacing(node, env) * Double(max(children.count - 1, 0))
        var widths = [Double](repeating: 0, count: children.count)
        var flexible: [(index: Int, ideal: Double)] = []
        for (i, child) in children.enumerated() {
            let ideal = idealWidth(child, env)
            let childEnv = env.applying(child.layout)
            let rigid = !containsText(child) || points(child.layout.width, childEnv) != nil
                || child.layout.fixedSizeHorizontal
            if rigid {
                widths[i] = ideal
                remaining -= ideal
            } else {
                flexible.append((i, ideal))
            }
        }
        for (shared, child) in zip(Self.share(remaining, among: flexible.map(\.ideal)), flexible) {
            widths[child.index] = shared
        }
        return children.indices.map {
            measure(children[$0], proposedWidth: widths[$0], env: env, parentIsAdaptive: false)
        }
    }

    private func rowEstimate(_ node: AXNode, width: Double, env: Environment, isAdaptive: Bool) -> RowEstimate? {
        let texts = node.children.filter { containsText($0) }.count
        guard texts >= 2 else { return nil }
        let spacing = spacing(node, env) * Double(max(node.children.count - 1, 0))
        let ideal = node.children.map { idealWidth($0, env) }.reduce(0, +) + spacing
        let minimum = node.children.map { minimumWidth($0, env) }.reduce(0, +) + spacing
        return RowEstimate(path: node.path, size: env.size, effectiveSize: env.effectiveSize,
                           idealWidth: ideal, minimumWidth: minimum, availableWidth: width,
                           insideAdaptive: isAdaptive)
    }

    // MARK: Pass 2: room in height top-down, then each text's verdict

    /// `limitedBy`: the path of the node whose frame sets the height limit passed down.
    private func constrain(_ measured: Measured, availableHeight: Double?, limitedBy: String?,
                           texts: inout [TextEstimate], rows: inout [RowEstimate]) {
        let layout = measured.node.layout
        let env = measured.env
        var room = availableHeight.map {
            $0 - (points(layout.paddingTop, env) ?? 0) - (points(layout.paddingBottom, env) ?? 0)
        }
        var limiter = limitedBy
        for frame in [layout.height, layout.maxHeight] {
            guard let limit = points(frame, env), limit < (room ?? .infinity) else { continue }
            room = limit
            limiter = measured.node.path
        }

        if let row = measured.row { rows.append(row) }
        if let text = measured.text {
            texts.append(verdict(measured, text, room: room, limitedBy: limiter))
            return
        }
        let heights = measured.children.map(\.neededHeight)
        let spacing = spacing(measured.node, env) * Double(max(heights.count - 1, 0))
        let shares = room.map { Self.share($0 - spacing, among: heights) }
        for (i, child) in measured.children.enumerated() {
            let childRoom: Double?
            switch measured.arrangement {
            case .scrolling:
                constrain(child, availableHeight: nil, limitedBy: nil, texts: &texts, rows: &rows)
                continue
            case .vertical:
                // What is left after the others took their share.
                childRoom = room.map { total in
                    total - spacing - (shares ?? []).enumerated().filter { $0.offset != i }.map(\.element).reduce(0, +)
                }
            case .horizontal, .overlay:
                childRoom = room
            }
            constrain(child, availableHeight: childRoom, limitedBy: limiter, texts: &texts, rows: &rows)
        }
    }

    /// Shares a length among children that need `needs`, the way SwiftUI's stacks do: the
    /// child needing least is served first, each gets at most an equal share of what is left,
    /// and what a child does not use goes to the others.
    static func share(_ total: Double, among needs: [Double]) -> [Double] {
        var given = [Double](repeating: 0, count: needs.count)
        var remaining = total
        var left = needs.count
        for (index, need) in needs.enumerated().sorted(by: { $0.element < $1.element }) {
            given[index] = min(need, max(remaining, 0) / Double(left))
            remaining -= given[index]
            left -= 1
        }
        return given
    }

    private func verdict(_ measured: Measured, _ text: TextMeasure, room: Double?, limitedBy: String?) -> TextEstimate {
        let node = measured.node
        let env = measured.env
        let width = measured.contentWidth
        let fixedWidth = node.layout.fixedSizeHorizontal
        let limit = env.lineLimit

        func outcome(scale: Double) -> (needed: Int, shown: Int, height: Double, clipped: Bool, truncated: Bool) {
            let needed = wrappedLines(text, width: width, fixedWidth: fixedWidth, scale: scale)
            let shown = min(needed, limit ?? needed)
            let height = Double(shown) * text.leading * scale
            let noRoom = width <= 0 || (fixedWidth && text.oneLineWidth * scale > width + 0.5)
            let clipped = noRoom || (room.map { height > $0 + 0.5 } ?? false)
            return (needed, shown, height, clipped, needed > shown)
        }

        var scale = 1.0
        var result = outcome(scale: 1)
        if result.clipped || result.truncated, let factor = env.minimumScaleFactor, factor < 1 {
            var step = 0.99
            while step >= factor - 1e-9 {
                let shrunk = outcome(scale: step)
                scale = step
                result = shrunk
                if !shrunk.clipped && !shrunk.truncated { break }
                step -= 0.01
            }
        }
        return TextEstimate(path: node.path, size: env.size, effectiveSize: env.effectiveSize,
                            pointSize: text.pointSize * scale, leading: text.leading * scale,
                            characters: text.characters, textWidth: text.oneLineWidth * scale,
                            availableWidth: width, availableHeight: room, neededLines: result.needed,
                            lines: result.shown, neededHeight: result.height, scale: scale,
                            isClipped: result.clipped, isTruncated: result.truncated,
                            requestedPointSize: text.pointSize, lineLimit: limit,
                            minimumScaleFactor: env.minimumScaleFactor,
                            heightLimitedBy: room == nil ? nil : limitedBy)
    }
}

/// One text at one size, as the estimate sees it.
public struct TextEstimate: Hashable, Sendable {
    public var path: String
    /// The size requested for the screen.
    public var size: DynamicTypeSize
    /// The size the text uses after `.dynamicTypeSize(...)` clamping.
    public var effectiveSize: DynamicTypeSize
    /// Point size drawn (after any `minimumScaleFactor` shrinking).
    public var pointSize: Double
    /// Line height drawn.
    public var leading: Double
    public var characters: Int
    /// Width of the whole text on one line, in points.
    public var textWidth: Double
    /// Width the text has to wrap in.
    public var availableWidth: Double
    /// Height it may take; nil when nothing limits it (a scrolling container, no fixed frame).
    public var availableHeight: Double?
    /// Lines it needs at this width.
    public var neededLines: Int
    /// Lines shown (`lineLimit` caps them).
    public var lines: Int
    /// Height of the lines shown: lines × leading.
    public var neededHeight: Double
    /// The `minimumScaleFactor` shrink applied (1 = none).
    public var scale: Double
    public var isClipped: Bool
    public var isTruncated: Bool
    /// The font's point size at `effectiveSize`, before any shrinking.
    public var requestedPointSize: Double
    /// The line limit in effect (own or inherited).
    public var lineLimit: Int?
    /// The `minimumScaleFactor` in effect (own or inherited).
    public var minimumScaleFactor: Double?
    /// The path of the node whose fixed `height`/`maxHeight` frame sets `availableHeight`.
    public var heightLimitedBy: String?

    public var isBroken: Bool { isClipped || isTruncated }
}

/// A horizontal row holding two or more texts, for `layout-not-adaptive`.
public struct RowEstimate: Hashable, Sendable {
    public var path: String
    public var size: DynamicTypeSize
    public var effectiveSize: DynamicTypeSize
    /// The row's width with every text on one line.
    public var idealWidth: Double
    /// The row's width with every text wrapped to its longest word per line.
    public var minimumWidth: Double
    public var availableWidth: Double
    /// The row is one of the layouts of an adaptive container (`ViewThatFits`, `AnyLayout`).
    public var insideAdaptive: Bool

    /// Its texts do not fit side by side on one line each (they wrap).
    public var overflows: Bool { idealWidth > availableWidth + 0.5 }
    /// Even a word per line does not fit: words break or run off the screen.
    public var breaksWords: Bool { minimumWidth > availableWidth + 0.5 }
}

/// A screen's estimate at one size.
public struct LayoutEstimate: Hashable, Sendable {
    public var size: DynamicTypeSize
    /// Every measured text, in tree order.
    public var texts: [TextEstimate]
    /// Every row of two or more texts that was laid out, in tree order.
    public var rows: [RowEstimate]

    public var broken: [TextEstimate] { texts.filter(\.isBroken) }

    public func text(at path: String) -> TextEstimate? {
        texts.first { $0.path == path }
    }
}
