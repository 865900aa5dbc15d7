import Foundation

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
///   fits; only then does it clip or truncate. `fixedSize(vertical:)` changes nothing here: the
///   model never shortens text to fit a height, so overflowing a fixed height is "clipped"
///   whether the text is cut or drawn over its neighbours.
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
        estimates(for: screen, at: [size])[0]
    }

    /// The estimates at several sizes (in the order given). Cheaper than one `estimate` call
    /// per size: the tree is read once.
    public func estimates(for screen: Screen, at sizes: [DynamicTypeSize] = DynamicTypeSize.allCases) -> [LayoutEstimate] {
        let memo = Memo.current(for: screen, self)
        return sizes.map { size in
            if let known = memo.estimates[size] { return known }
            let plan = memo.plan ?? Plan(screen.root, assumedDynamicLength: options.assumedDynamicTextLength)
            memo.plan = plan
            let env = Environment(size: size, range: nil, lineLimit: nil, minimumScaleFactor: nil)
            let measured = measure(0, plan, proposedWidth: options.deviceWidth, env: env, parentIsAdaptive: false)
            var texts: [TextEstimate] = []
            var rows: [RowEstimate] = []
            constrain(measured, availableHeight: nil, limitedBy: nil, texts: &texts, rows: &rows)
            let estimate = LayoutEstimate(size: size, texts: texts, rows: rows)
            memo.estimates[size] = estimate
            return estimate
        }
    }

    /// The estimates of the last screen measured on this thread. A screen's layout rules and
    /// its ladder ask for the same sizes of the same screen one after another; this memo lets
    /// them share the work. It changes no result: it is keyed on the screen, the options and
    /// the table, and compares them in full (cheaply when it is the same screen value).
    final class Memo {
        var screen: Screen?
        var options: RuleOptions?
        var tableFingerprint: [DynamicTypeTable.Metrics] = []
        var plan: Plan?
        var estimates: [DynamicTypeSize: LayoutEstimate] = [:]

        private static let key = "a11y-audit.DynamicTypeLayout.memo"

        static func current(for screen: Screen, _ layout: DynamicTypeLayout) -> Memo {
            let thread = Thread.current.threadDictionary
            let memo = thread[key] as? Memo ?? Memo()
            thread[key] = memo
            let fingerprint = DynamicTypeSize.allCases.flatMap { size in
                TextStyle.allCases.map { layout.table.metrics($0, size) }
            }
            if memo.screen != screen || memo.options != layout.options || memo.tableFingerprint != fingerprint {
                memo.screen = screen
                memo.options = layout.options
                memo.tableFingerprint = fingerprint
                memo.plan = nil
                memo.estimates = [:]
            }
            return memo
        }
    }

    /// For every size, smallest to largest, the paths of the texts that are clipped or truncated.
    public func ladder(for screen: Screen) -> [LadderStep] {
        estimates(for: screen).map { LadderStep(size: $0.size, broken: $0.broken.map(\.path)) }
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
    /// For many elements (a transcript), compute `estimate(_:at:)` once and ask it.
    public func pointSize(ofElement path: String, in screen: Screen, at size: DynamicTypeSize) -> Double? {
        estimate(screen, at: size).pointSize(ofElement: path)
    }

    /// The size a subtree uses when `size` is requested and `range` clamps it.
    public static func clamp(_ size: DynamicTypeSize, to range: ClosedRange<DynamicTypeSize>?) -> DynamicTypeSize {
        guard let range else { return size }
        return min(max(size, range.lowerBound), range.upperBound)
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

    // MARK: The plan: a screen's layout facts, read once for every size

    /// The facts the estimate needs of each node, read from the tree once and shared by the
    /// estimates at every size (nodes by index; children as indices).
    struct Plan {
        enum Alternatives { case viewThatFits, sizeBranch }

        /// A class, so that reading a node at every size and step copies a reference, not
        /// the whole layout.
        final class Node {
            let path: String
            let layout: LayoutInfo
            let isOpaque: Bool
            /// A text node (text and no text below it): its font and shape.
            var text: (font: FontSpec, characters: Int, longestWord: Int)?
            var containsText = false
            /// Set for adaptive containers whose children are alternative layouts.
            var alternatives: Alternatives?
            var children: [Int] = []

            init(path: String, layout: LayoutInfo, isOpaque: Bool) {
                self.path = path
                self.layout = layout
                self.isOpaque = isOpaque
            }
        }

        var nodes: [Node] = []

        init(_ root: AXNode, assumedDynamicLength: Int) {
            _ = add(root, assumedDynamicLength)
        }

        private mutating func add(_ node: AXNode, _ assumed: Int) -> Int {
            let index = nodes.count
            nodes.append(Node(path: node.path, layout: node.layout, isOpaque: node.isOpaque))
            guard !node.isOpaque else { return index }
            var children: [Int] = []
            children.reserveCapacity(node.children.count)
            for child in node.children { children.append(add(child, assumed)) }
            let textBelow = children.contains { nodes[$0].containsText }
            nodes[index].children = children
            // An empty title (`Toggle("", isOn:)`) draws no text.
            let drawn = node.text.flatMap { $0.isEmpty ? nil : $0 }
            nodes[index].containsText = textBelow || drawn != nil
            if let text = drawn, !textBelow {
                let shape = DynamicTypeLayout.shape(of: text, assumedDynamicLength: assumed)
                nodes[index].text = (node.font ?? .textStyle(.body), shape.characters, shape.longestWord)
            }
            if node.layout.container == .adaptive {
                nodes[index].alternatives = node.viewType == "ViewThatFits" ? .viewThatFits
                    : node.viewType == "_Branches" ? .sizeBranch : nil
            }
            return index
        }
    }

    /// Characters the estimate counts for a text: its literal characters plus the assumed
    /// length for each dynamic part.
    public func characterCount(_ text: SpokenText) -> Int {
        Self.shape(of: text, assumedDynamicLength: options.assumedDynamicTextLength).characters
    }

    /// A text's length and its longest known word, in characters. Characters are counted as
    /// Unicode scalars (the same as `Character`s for almost all text, and far cheaper to count).
    static func shape(of text: SpokenText, assumedDynamicLength: Int) -> (characters: Int, longestWord: Int) {
        var characters = 0, longestWord = 0
        for part in text.parts {
            guard case .literal(let literal) = part else {
                if case .dynamic(let expr) = part {
                    characters += RunTimeTextLength.assumed(for: expr, default: assumedDynamicLength)
                }
                continue
            }
            var word = 0
            for scalar in literal.unicodeScalars {
                characters += 1
                let isSpace = scalar.isASCII ? (scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r")
                    : scalar.properties.isWhitespace
                word = isSpace ? 0 : word + 1
                longestWord = max(longestWord, word)
            }
        }
        return (characters, longestWord)
    }

    // MARK: Pass 1: widths top-down, needed heights bottom-up

    /// A node as measured at one size: the width it got, the height it needs, and what the
    /// height pass needs of its layout.
    struct Measured {
        var path: String
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

    private func textMeasure(_ node: Plan.Node, _ env: Environment) -> TextMeasure? {
        guard let text = node.text else { return nil }
        let size = env.effectiveSize
        guard let pointSize = text.font.pointSize(at: size, table: table),
              let leading = text.font.leading(at: size, table: table) else { return nil }
        let advance = options.averageAdvance * pointSize
        return TextMeasure(characters: text.characters, pointSize: pointSize, leading: leading,
                           oneLineWidth: Double(text.characters) * advance,
                           longestWordWidth: Double(text.longestWord) * advance)
    }

    private func spacing(_ node: Plan.Node, _ env: Environment) -> Double {
        points(node.layout.spacing, env) ?? Self.defaultStackSpacing
    }

    /// The width a subtree takes on one line, unconstrained (its "ideal" width), with its
    /// padding and frame; with `wrapping`, the narrowest it gets when every text wraps at word
    /// boundaries, a word per line.
    private func width(_ index: Int, _ plan: Plan, _ inherited: Environment, wrapping: Bool) -> Double {
        let node = plan.nodes[index]
        let env = inherited.applying(node.layout)
        let layout = node.layout
        let padding = (points(layout.paddingLeading, env) ?? 0) + (points(layout.paddingTrailing, env) ?? 0)
        if let width = points(layout.width, env) { return width + padding }
        var content: Double
        if node.isOpaque {
            content = 0
        } else if node.text != nil {
            let text = textMeasure(node, env)
            content = (wrapping && !layout.fixedSizeHorizontal ? text?.longestWordWidth : text?.oneLineWidth) ?? 0
        } else {
            let widths = node.children.map { width($0, plan, env, wrapping: wrapping) }
            switch layout.container {
            case .hstack:
                content = widths.reduce(0, +) + spacing(node, env) * Double(max(widths.count - 1, 0))
            case .adaptive where node.alternatives != nil:
                content = widths.min() ?? 0
            default:
                content = widths.max() ?? 0
            }
        }
        if let minWidth = points(layout.minWidth, env) { content = max(content, minWidth) }
        if let maxWidth = points(layout.maxWidth, env) { content = min(content, maxWidth) }
        return content + padding
    }

    private func idealWidth(_ index: Int, _ plan: Plan, _ env: Environment) -> Double {
        width(index, plan, env, wrapping: false)
    }

    /// The alternative shown: for `ViewThatFits` the first whose one-line width fits, else the
    /// last; for a branch on the size, the narrowest at accessibility sizes and the widest below.
    private func shownAlternative(_ node: Plan.Node, _ plan: Plan, width: Double, env: Environment) -> Int? {
        if node.alternatives == .viewThatFits {
            return node.children.first { idealWidth($0, plan, env) <= width } ?? node.children.last
        }
        let byWidth = node.children.map { ($0, idealWidth($0, plan, env)) }
        let pick = env.effectiveSize.isAccessibilitySize
            ? byWidth.min { $0.1 < $1.1 } : byWidth.max { $0.1 < $1.1 }
        return pick?.0
    }

    private func measure(_ index: Int, _ plan: Plan, proposedWidth: Double, env inherited: Environment,
                         parentIsAdaptive: Bool) -> Measured {
        let node = plan.nodes[index]
        let env = inherited.applying(node.layout)
        let layout = node.layout
        var width = proposedWidth - (points(layout.paddingLeading, env) ?? 0)
            - (points(layout.paddingTrailing, env) ?? 0)
        if let fixed = points(layout.width, env) { width = min(width, fixed) }
        if let maxWidth = points(layout.maxWidth, env) { width = min(width, maxWidth) }

        let heightLimit = [points(layout.height, env), points(layout.maxHeight, env)].compactMap { $0 }.min()
        var result = Measured(path: node.path, env: env,
                              verticalPadding: (points(layout.paddingTop, env) ?? 0) + (points(layout.paddingBottom, env) ?? 0),
                              heightLimit: heightLimit, spacing: spacing(node, env),
                              fixedWidth: layout.fixedSizeHorizontal, contentWidth: width, neededHeight: 0,
                              children: [], arrangement: .overlay)
        func measureAll(adaptive: Bool) -> [Measured] {
            node.children.map { measure($0, plan, proposedWidth: width, env: env, parentIsAdaptive: adaptive) }
        }
        var contentHeight = 0.0
        if node.isOpaque {
            contentHeight = 0
        } else if node.text != nil {
            if let text = textMeasure(node, env) {
                result.text = text
                let lines = wrappedLines(text, width: width, fixedWidth: layout.fixedSizeHorizontal)
                contentHeight = Double(min(lines, env.lineLimit ?? lines)) * text.leading
            }
        } else {
            switch layout.container {
            case .hstack:
                result.arrangement = .horizontal
                let ideals = node.children.map { idealWidth($0, plan, env) }
                result.children = measureRow(node, plan, ideals: ideals, width: width, env: env)
                result.row = rowEstimate(node, plan, ideals: ideals, width: width, env: env, isAdaptive: parentIsAdaptive)
            case .adaptive where node.alternatives != nil:
                result.children = shownAlternative(node, plan, width: width, env: env).map {
                    [measure($0, plan, proposedWidth: width, env: env, parentIsAdaptive: true)]
                } ?? []
            case .adaptive:
                let ideals = node.children.map { idealWidth($0, plan, env) }
                let row = ideals.reduce(0, +) + result.spacing * Double(max(node.children.count - 1, 0))
                if row <= width {
                    result.arrangement = .horizontal
                    result.children = measureRow(node, plan, ideals: ideals, width: width, env: env)
                } else {
                    result.arrangement = .vertical
                    result.children = measureAll(adaptive: true)
                }
            case .vstack, .scroll, .list:
                result.arrangement = layout.container == .vstack ? .vertical : .scrolling
                result.children = measureAll(adaptive: false)
            case .zstack:
                result.children = measureAll(adaptive: false)
            case .none:
                // Wrappers (`_Branch`, components, `Group`) pass "inside an adaptive layout" on.
                result.children = measureAll(adaptive: parentIsAdaptive)
            }
            let heights = result.children.map(\.neededHeight)
            switch result.arrangement {
            case .vertical, .scrolling:
                contentHeight = heights.reduce(0, +) + result.spacing * Double(max(heights.count - 1, 0))
            case .horizontal, .overlay:
                contentHeight = heights.max() ?? 0
            }
        }
        if let fixed = points(layout.height, env) { contentHeight = fixed }
        if let minHeight = points(layout.minHeight, env) { contentHeight = max(contentHeight, minHeight) }
        if let maxHeight = points(layout.maxHeight, env) { contentHeight = min(contentHeight, maxHeight) }
        result.neededHeight = contentHeight + result.verticalPadding
        return result
    }

    /// Lines a text wraps to in a width, before any line limit.
    private func wrappedLines(_ text: TextMeasure, width: Double, fixedWidth: Bool, scale: Double = 1) -> Int {
        if fixedWidth { return 1 }
        guard width > 0 else { return 1 }
        // Capped so that absurd input (a sliver of width) cannot overflow Int.
        let lines = min((text.oneLineWidth * scale / width - 1e-9).rounded(.up), 1_000_000)
        return max(1, Int(lines))
    }

    /// Shares a row's width among its children (see the type's documentation) and measures them.
    private func measureRow(_ node: Plan.Node, _ plan: Plan, ideals: [Double], width: Double,
                            env: Environment) -> [Measured] {
        let children = node.children
        var remaining = width - spacing(node, env) * Double(max(children.count - 1, 0))
        var widths = [Double](repeating: 0, count: children.count)
        var flexible: [(index: Int, ideal: Double)] = []
        for (i, child) in children.enumerated() {
            let ideal = ideals[i]
            let layout = plan.nodes[child].layout
            let rigid = !plan.nodes[child].containsText || layout.fixedSizeHorizontal
                || points(layout.width, env.applying(layout)) != nil
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
            measure(children[$0], plan, proposedWidth: widths[$0], env: env, parentIsAdaptive: false)
        }
    }

    private func rowEstimate(_ node: Plan.Node, _ plan: Plan, ideals: [Double], width: Double, env: Environment,
                             isAdaptive: Bool) -> RowEstimate? {
        guard node.children.reduce(0, { $0 + (plan.nodes[$1].containsText ? 1 : 0) }) >= 2 else { return nil }
        let spacing = spacing(node, env) * Double(max(node.children.count - 1, 0))
        let ideal = ideals.reduce(0, +) + spacing
        let minimum = node.children.map { self.width($0, plan, env, wrapping: true) }.reduce(0, +) + spacing
        return RowEstimate(path: node.path, size: env.size, effectiveSize: env.effectiveSize,
                           idealWidth: ideal, minimumWidth: minimum, availableWidth: width,
                           insideAdaptive: isAdaptive)
    }

    // MARK: Pass 2: room in height top-down, then each text's verdict

    /// `limitedBy`: the path of the node whose frame sets the height limit passed down.
    private func constrain(_ measured: Measured, availableHeight: Double?, limitedBy: String?,
                           texts: inout [TextEstimate], rows: inout [RowEstimate]) {
        var room = availableHeight.map { $0 - measured.verticalPadding }
        var limiter = limitedBy
        if let limit = measured.heightLimit, limit < (room ?? .infinity) {
            room = limit
            limiter = measured.path
        }

        if let row = measured.row { rows.append(row) }
        if let text = measured.text {
            texts.append(verdict(measured, text, room: room, limitedBy: limiter))
            return
        }
        let heights = measured.children.map(\.neededHeight)
        let spacing = measured.spacing * Double(max(heights.count - 1, 0))
        let shares = room.map { Self.share($0 - spacing, among: heights) } ?? []
        let shared = shares.reduce(0, +)
        for (i, child) in measured.children.enumerated() {
            let childRoom: Double?
            switch measured.arrangement {
            case .scrolling:
                constrain(child, availableHeight: nil, limitedBy: nil, texts: &texts, rows: &rows)
                continue
            case .vertical:
                // What is left after the others took their share.
                childRoom = room.map { $0 - spacing - (shared - shares[i]) }
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
        let env = measured.env
        let width = measured.contentWidth
        let fixedWidth = measured.fixedWidth
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
            let smallest = max(factor, 0.01)
            var step = 0.99
            while step >= smallest - 1e-9 {
                let shrunk = outcome(scale: step)
                scale = step
                result = shrunk
                if !shrunk.clipped && !shrunk.truncated { break }
                step -= 0.01
            }
        }
        return TextEstimate(path: measured.path, size: env.size, effectiveSize: env.effectiveSize,
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

    /// The point size of an element's text: its own, else the first text inside it (a button's
    /// label); nil when it draws no measured text.
    public func pointSize(ofElement path: String) -> Double? {
        (text(at: path) ?? texts.first { $0.path.hasPrefix(path + "/") })?.pointSize
    }
}
