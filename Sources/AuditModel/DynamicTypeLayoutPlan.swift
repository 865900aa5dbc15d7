import Foundation

/// What the Dynamic Type estimate reads from a tree once (the plan) and what it inherits
/// down the tree at one size (the environment).
extension DynamicTypeLayout {
    // MARK: Environment

    /// The environment values the estimate inherits down the tree.
    struct Environment {
        var size: DynamicTypeSize
        var range: ClosedRange<DynamicTypeSize>?
        var lineLimit: Int?
        var minimumScaleFactor: Double?

        var effectiveSize: DynamicTypeSize { DynamicTypeLayout.clamp(size, to: range) }

        /// This environment as a node's own modifiers change it. Takes the node, not its
        /// layout, so that only the fields read are loaded (not the whole layout copied).
        func applying(_ node: Plan.Node) -> Environment {
            var env = self
            if let inner = node.layout.dynamicTypeRange {
                if let outer = range {
                    env.range = DynamicTypeLayout.clamp(inner.lowerBound, to: outer)
                        ... DynamicTypeLayout.clamp(inner.upperBound, to: outer)
                } else {
                    env.range = inner
                }
            }
            if let limit = node.layout.lineLimit { env.lineLimit = limit }
            if let factor = node.layout.minimumScaleFactor { env.minimumScaleFactor = factor }
            return env
        }
    }

    // MARK: The plan: a screen's layout facts, read once for every size

    /// What the estimate reads of a node's `LayoutInfo`, as plain values: a `Metric` keeps its
    /// source text for messages, and reading one at every size and step of every node cost
    /// more in reference counting than the arithmetic.
    struct NodeLayout {
        struct Length {
            var points: Double
            var scaling: Metric.Scaling

            init?(_ metric: Metric?) {
                guard let metric else { return nil }
                (points, scaling) = (metric.points, metric.scaling)
            }
        }

        /// Frame, padding and spacing lengths, in a box that nodes without any (most of
        /// them) do without: a node then stays small, and the estimate reads every node at
        /// every size, so reading it from memory is much of its cost.
        final class Lengths {
            let width, height, minWidth, minHeight, maxWidth, maxHeight: Length?
            let paddingLeading, paddingTrailing, paddingTop, paddingBottom, spacing: Length?

            /// Read from the node where its layout lies: a copy of the layout, made to pass it
            /// on, retained and released each of its parts for every node of every screen.
            /// `framed`: whether the node's own frames count.
            private init(_ node: AXNode, framed: Bool) {
                (width, height) = framed ? (Length(node.layout.width), Length(node.layout.height)) : (nil, nil)
                (minWidth, minHeight) = (Length(node.layout.minWidth), Length(node.layout.minHeight))
                (maxWidth, maxHeight) = framed ? (Length(node.layout.maxWidth), Length(node.layout.maxHeight)) : (nil, nil)
                (paddingLeading, paddingTrailing) = (Length(node.layout.paddingLeading), Length(node.layout.paddingTrailing))
                (paddingTop, paddingBottom) = (Length(node.layout.paddingTop), Length(node.layout.paddingBottom))
                spacing = Length(node.layout.spacing)
            }

            /// nil when the node's layout sets none of them.
            static func of(_ node: AXNode, framed: Bool) -> Lengths? {
                guard !node.layout.setsNoSize else { return nil }
                let any = (framed && (node.layout.width != nil || node.layout.height != nil
                                      || node.layout.maxWidth != nil || node.layout.maxHeight != nil))
                    || node.layout.minWidth != nil || node.layout.minHeight != nil
                    || node.layout.paddingLeading != nil || node.layout.paddingTrailing != nil
                    || node.layout.paddingTop != nil || node.layout.paddingBottom != nil || node.layout.spacing != nil
                return any ? Lengths(node, framed: framed) : nil
            }
        }

        var container: LayoutInfo.Container
        private let lengths: Lengths?
        var fixedSizeHorizontal: Bool
        var scrollsHorizontally: Bool
        var dynamicTypeRange: ClosedRange<DynamicTypeSize>?
        var lineLimit: Int?
        var minimumScaleFactor: Double?

        /// No adaptive container, no frame that scales (a larger frame gives a text more room),
        /// no scaled length below zero (it would shrink as the size grows).
        var growsWithSize: Bool {
            guard container != .adaptive else { return false }
            guard let lengths else { return true }
            func scales(_ length: Length?) -> Bool { length.map { $0.scaling != .fixed } ?? false }
            let frames = [lengths.width, lengths.height, lengths.minWidth, lengths.minHeight, lengths.maxWidth, lengths.maxHeight]
            let others = [lengths.paddingLeading, lengths.paddingTrailing, lengths.paddingTop, lengths.paddingBottom, lengths.spacing]
            return !frames.contains(where: scales) && !others.contains { scales($0) && $0!.points < 0 }
        }

        var width: Length? { lengths?.width }
        var height: Length? { lengths?.height }
        var minWidth: Length? { lengths?.minWidth }
        var minHeight: Length? { lengths?.minHeight }
        var maxWidth: Length? { lengths?.maxWidth }
        var maxHeight: Length? { lengths?.maxHeight }
        var paddingLeading: Length? { lengths?.paddingLeading }
        var paddingTrailing: Length? { lengths?.paddingTrailing }
        var paddingTop: Length? { lengths?.paddingTop }
        var paddingBottom: Length? { lengths?.paddingBottom }
        var spacing: Length? { lengths?.spacing }

        init(_ node: AXNode) {
            container = node.layout.container
            // A preview's own frames, and those it puts on a component it shows
            // (`Card().frame(…)`), size the canvas, not the app: the component gets the
            // device's room, as it does on screen.
            lengths = Lengths.of(node, framed: !(node.isScaffolding || node.isPreviewVariant))
            fixedSizeHorizontal = node.layout.fixedSizeHorizontal
            scrollsHorizontally = node.layout.scrollsHorizontally
            dynamicTypeRange = node.layout.dynamicTypeRange
            lineLimit = node.layout.lineLimit
            minimumScaleFactor = node.layout.minimumScaleFactor
        }
    }

    /// The facts the estimate needs of each node, read from the tree once and shared by the
    /// estimates at every size (nodes by index; children as indices).
    struct Plan {
        enum Alternatives { case viewThatFits, sizeBranch }

        /// A class, so that reading a node at every size and step copies a reference, not
        /// the whole layout. Its fields change only while the plan is built, on one thread,
        /// before any estimate reads them: reads skip the run-time exclusivity check.
        final class Node {
            let path: String
            let layout: NodeLayout
            let isOpaque: Bool
            /// A text node (text and no text below it): its font and shape.
            @exclusivity(unchecked) var text: (font: FontSpec, characters: Int, longestWord: Int)?
            @exclusivity(unchecked) var containsText = false
            /// Set for adaptive containers whose children are alternative layouts.
            @exclusivity(unchecked) var alternatives: Alternatives?
            @exclusivity(unchecked) var children: [Int] = []

            init(path: String, layout: NodeLayout, isOpaque: Bool) {
                self.path = path
                self.layout = layout
                self.isOpaque = isOpaque
            }
        }

        var nodes: [Node] = []
        /// Each node's widths at the size being estimated (see `WidthMemo`).
        let widths = WidthMemo()
        /// How many text nodes and rows of several texts there are, at most as many as an
        /// estimate lists: its lists are made that big at once, not grown and copied.
        private(set) var textCount = 0
        private(set) var rowCount = 0
        /// Content presented on its own (a sheet's, a popover's): laid out on the screen's full
        /// width, not inside the view that presents it, whose row it would otherwise widen.
        var presented: [Int] = []
        /// Whether a larger size can only take room from a text, never give it some: no layout
        /// that adapts to the size, no frame that scales with it, no length or font that shrinks
        /// as it grows. Then a text that fits at one size fits at every smaller one too (with a
        /// table whose sizes grow, `DynamicTypeTable.growsWithSize`).
        private(set) var growsWithSize = true

        init(_ root: AXNode, assumedDynamicLength: Int) {
            _ = add(root, assumedDynamicLength)
        }

        /// A node's widths depend only on the node and the environment it inherits, which is
        /// the same wherever the estimate asks at one size: each is worked out once per size,
        /// not again by every row and stack around it (nested rows asked for them at every level).
        /// Used by the one thread estimating the screen: reads skip the exclusivity check.
        final class WidthMemo {
            @exclusivity(unchecked) private var ideal: [Double] = []
            @exclusivity(unchecked) private var wrapped: [Double] = []

            /// Forgets every width: called before each size.
            func start(count: Int) {
                ideal = Array(repeating: .nan, count: count)
                wrapped = Array(repeating: .nan, count: count)
            }

            func known(_ index: Int, wrapping: Bool) -> Double? {
                let value = wrapping ? wrapped[index] : ideal[index]
                return value.isNaN ? nil : value
            }

            func remember(_ value: Double, _ index: Int, wrapping: Bool) {
                if wrapping { wrapped[index] = value } else { ideal[index] = value }
            }
        }

        private mutating func add(_ node: AXNode, _ assumed: Int) -> Int {
            let index = nodes.count
            let layout = NodeLayout(node)
            if growsWithSize, !layout.growsWithSize || node.font?.shrinksWithSize == true { growsWithSize = false }
            nodes.append(Node(path: node.path, layout: layout, isOpaque: node.isOpaque))
            guard !node.isOpaque else { return index }
            var children: [Int] = []
            // Not for a leaf: reserving room for none still takes the array's slow path.
            if !node.children.isEmpty { children.reserveCapacity(node.children.count) }
            for child in node.children {
                let added = add(child, assumed)
                if child.isPresentationContainer { presented.append(added) } else { children.append(added) }
            }
            let textBelow = children.contains { nodes[$0].containsText }
            nodes[index].children = children
            // An empty title (`Toggle("", isOn:)`) draws no text.
            let drawn = node.text.flatMap { $0.isEmpty ? nil : $0 }
            nodes[index].containsText = textBelow || drawn != nil
            if let text = drawn, !textBelow {
                let shape = DynamicTypeLayout.shape(of: text, assumedDynamicLength: assumed)
                nodes[index].text = (node.font ?? .textStyle(.body), shape.characters, shape.longestWord)
                textCount += 1
            }
            if node.layout.container == .hstack, children.reduce(0, { $0 + (nodes[$1].containsText ? 1 : 0) }) >= 2 {
                rowCount += 1
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
            // Most texts are ASCII: their bytes are their scalars, and white space is four of them.
            let ascii: Bool = literal.utf8.withContiguousStorageIfAvailable { bytes in
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
                for byte in bytes {
                    characters += 1
                    word = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D ? 0 : word + 1
                    longestWord = max(longestWord, word)
                }
                return true
            } ?? false
            if ascii { continue }
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
}
