import Foundation

/// The Dynamic Type layout estimate: for a screen and a
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
///   when wider than its room. On a container it offers the content its ideal width. Height = lines × leading (the table's leading for text styles).
/// - **Height.** Bottom-up: a VStack, List or ScrollView needs the sum of its children plus
///   spacing, other nodes the tallest child; fixed `height`, `minHeight` and `maxHeight` frames
///   and vertical padding apply as for width. Top-down: a fixed `height` or finite `maxHeight`
///   frame (own or an ancestor's) limits the room of everything inside; a VStack shares that
///   room among its children the way an HStack shares width (least demanding first), so the
///   child that outgrows it is the one clipped; a `ScrollView` or `List` (vertical scrolling)
///   lifts the limit for its content. Without any limit the screen is assumed to scroll.
///   Vertical padding between a height limit and a text yields first: a single line may spill
///   into it (the padded content overflows its frame, centred, and the line stays inside).
/// - **Clipped** when the text's height (shown lines × leading) exceeds that room, or when
///   it has no width left at all. **Truncated** when `lineLimit` caps the lines it needs.
///   `minimumScaleFactor` lets the text shrink first (in 1 % steps, down to the factor) until it
///   fits; only then does it clip or truncate. `fixedSize(vertical:)` changes nothing here: the
///   model never shortens text to fit a height, so overflowing a fixed height is "clipped"
///   whether the text is cut or drawn over its neighbours. Only a line's box past the room,
///   with its letters inside (`TextMetrics`), is marked `isClippedOnlyInLineBox`.
/// - **Presented content** (a sheet's, a popover's, an alert's) is laid out as a screen of its
///   own, on the full device width: it is not part of the row or stack that presents it.
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
    /// per size: the tree is read once. `ScreenFacts` keeps a screen's estimates at every
    /// size, so that rules, the ladder and the transcript share one computation.
    public func estimates(for screen: Screen, at sizes: [DynamicTypeSize] = DynamicTypeSize.allCases) -> [LayoutEstimate] {
        let plan = plan(for: screen)
        var measured = Array(repeating: Measured.blank, count: plan.nodes.count)
        return sizes.map { estimate(plan, at: $0, measured: &measured) }
    }

    /// What every size's estimate reads of the screen, read once.
    func plan(for screen: Screen) -> Plan {
        Plan(screen.root, assumedDynamicLength: options.assumedDynamicTextLength)
    }

    /// The estimate of a planned screen at one size; `measured` (one entry per plan node) is
    /// reused from size to size.
    func estimate(_ plan: Plan, at size: DynamicTypeSize, measured: inout [Measured]) -> LayoutEstimate {
        let env = Environment(size: size, range: nil, lineLimit: nil, minimumScaleFactor: nil)
        plan.widths.start(count: plan.nodes.count)
        var texts: [TextEstimate] = []
        var rows: [RowEstimate] = []
        texts.reserveCapacity(plan.textCount)
        rows.reserveCapacity(plan.rowCount)
        for root in [0] + plan.presented {
            _ = measure(root, plan, proposedWidth: options.deviceWidth, env: env, parentIsAdaptive: false, into: &measured)
            constrain(root, plan, measured, availableHeight: nil, limitedBy: nil, texts: &texts, rows: &rows)
        }
        return LayoutEstimate(size: size, texts: texts, rows: rows)
    }

    /// For every size, smallest to largest, the paths of the texts that are clipped or truncated.
    public func ladder(for screen: Screen) -> [LadderStep] {
        Self.ladder(of: estimates(for: screen))
    }

    /// The ladder read off estimates already computed.
    public static func ladder(of estimates: [LayoutEstimate]) -> [LadderStep] {
        estimates.map { LadderStep(size: $0.size, broken: $0.broken.map(\.path)) }
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

    /// The size a subtree uses when `size` is requested and `range` clamps it.
    public static func clamp(_ size: DynamicTypeSize, to range: ClosedRange<DynamicTypeSize>?) -> DynamicTypeSize {
        guard let range else { return size }
        return min(max(size, range.lowerBound), range.upperBound)
    }
}
