/// A length as the layout sees it: fixed points, or points that scale with Dynamic Type
/// (`@ScaledMetric`), or unknown (a variable).
public struct Metric: Hashable, Sendable, Codable {
    public enum Scaling: Hashable, Sendable, Codable {
        case fixed
        /// `@ScaledMetric(relativeTo:)`: value × size(style, c) / size(style, large).
        case scaled(relativeTo: TextStyle)

        /// A length written as `points`, at a Dynamic Type size.
        public func apply(_ points: Double, at size: DynamicTypeSize, table: DynamicTypeTable) -> Double {
            switch self {
            case .fixed: return points
            case .scaled(let style): return points * table.scale(style, size)
            }
        }
    }
    public var points: Double
    public var scaling: Scaling
    /// The source text (`size`, `24`) for messages.
    public var expression: String?

    public init(_ points: Double, scaling: Scaling = .fixed, expression: String? = nil) {
        self.points = points
        self.scaling = scaling
        self.expression = expression
    }

    /// The value at a Dynamic Type size.
    public func points(at size: DynamicTypeSize, table: DynamicTypeTable = .shared) -> Double {
        scaling.apply(points, at: size, table: table)
    }
}

/// The font a text is drawn with.
public enum FontSpec: Hashable, Sendable {
    /// `.font(.title)`, `Font.system(.title)`, or the default body.
    case textStyle(TextStyle)
    /// `Font.system(size:)`, `Font.custom(_:fixedSize:)`, `UIFont.systemFont(ofSize:)`: does not scale.
    case fixed(size: Double)
    /// `Font.custom(_:size:)` (relative to body) or `Font.custom(_:size:relativeTo:)`.
    case custom(size: Double, relativeTo: TextStyle)
    /// A UIKit text-style font without `adjustsFontForContentSizeCategory`: sized for the
    /// text size at launch, it does not follow later changes (`ib-font-not-adjusting`).
    case textStyleNotAdjusting(TextStyle)
    /// A font chosen at run time (a variable): size unknown.
    case unknown

    public var scales: Bool {
        switch self {
        case .textStyle, .custom: return true
        case .fixed, .textStyleNotAdjusting, .unknown: return false
        }
    }

    /// Point size at a Dynamic Type size; nil when unknown.
    public func pointSize(at size: DynamicTypeSize, table: DynamicTypeTable = .shared) -> Double? {
        switch self {
        case .textStyle(let style): return table.pointSize(style, size)
        case .textStyleNotAdjusting(let style): return table.pointSize(style, .large)
        case .fixed(let points): return points
        case .custom(let points, let style): return points * table.scale(style, size)
        case .unknown: return nil
        }
    }

    /// A font whose size falls as the Dynamic Type size grows: a custom font of negative size.
    public var shrinksWithSize: Bool {
        if case .custom(let points, _) = self { return points < 0 }
        return false
    }

    /// Line height at a Dynamic Type size (fixed fonts use 1.2 × size, the usual system ratio).
    public func leading(at size: DynamicTypeSize, table: DynamicTypeTable = .shared) -> Double? {
        switch self {
        case .textStyle(let style): return table.metrics(style, size).leading
        case .textStyleNotAdjusting(let style): return table.metrics(style, .large).leading
        case .fixed(let points): return (points * 1.2).rounded()
        case .custom(let points, let style):
            let m = table.metrics(style, size)
            return points * table.scale(style, size) * m.leading / m.size
        case .unknown: return nil
        }
    }
}

/// Everything the Dynamic Type estimate and the touch-target rule need to know about a
/// node's layout, as written (unknown values stay nil: no rule guesses).
public struct LayoutInfo: Hashable, Sendable {
    public enum Container: String, Hashable, Sendable, Codable {
        case none, hstack, vstack, zstack, scroll, list
        /// Picks a layout by the space or size it gets: `ViewThatFits`, `AnyLayout` switched
        /// on `dynamicTypeSize.isAccessibilitySize`.
        case adaptive
    }
    public var container: Container = .none
    /// Frames, estimates, paddings and spacing, which most nodes leave unset: kept out of
    /// line and shared until changed, so that such a node costs a pointer, not a dozen metrics.
    private var sizes = SharedSizes()
    public var width: Metric? { get { sizes.box?.value.width } set { sizes.change { $0.width = newValue } } }
    public var height: Metric? { get { sizes.box?.value.height } set { sizes.change { $0.height = newValue } } }
    public var minWidth: Metric? { get { sizes.box?.value.minWidth } set { sizes.change { $0.minWidth = newValue } } }
    public var minHeight: Metric? { get { sizes.box?.value.minHeight } set { sizes.change { $0.minHeight = newValue } } }
    public var maxWidth: Metric? { get { sizes.box?.value.maxWidth } set { sizes.change { $0.maxWidth = newValue } } }
    public var maxHeight: Metric? { get { sizes.box?.value.maxHeight } set { sizes.change { $0.maxHeight = newValue } } }
    /// A design-time size that does not constrain the view (an Interface Builder frame under
    /// Auto Layout): an estimate for the touch-target rule only, never for text clipping.
    public var estimatedWidth: Metric? {
        get { sizes.box?.value.estimatedWidth } set { sizes.change { $0.estimatedWidth = newValue } }
    }
    public var estimatedHeight: Metric? {
        get { sizes.box?.value.estimatedHeight } set { sizes.change { $0.estimatedHeight = newValue } }
    }
    /// Padding on each side, as written (`.padding()` is 16 on every side).
    public var paddingLeading: Metric? {
        get { sizes.box?.value.paddingLeading } set { sizes.change { $0.paddingLeading = newValue } }
    }
    public var paddingTrailing: Metric? {
        get { sizes.box?.value.paddingTrailing } set { sizes.change { $0.paddingTrailing = newValue } }
    }
    public var paddingTop: Metric? { get { sizes.box?.value.paddingTop } set { sizes.change { $0.paddingTop = newValue } } }
    public var paddingBottom: Metric? {
        get { sizes.box?.value.paddingBottom } set { sizes.change { $0.paddingBottom = newValue } }
    }
    public var spacing: Metric? { get { sizes.box?.value.spacing } set { sizes.change { $0.spacing = newValue } } }
    /// No frame, estimate, padding or spacing was ever set (true for most views): told without
    /// reading each of them.
    var setsNoSize: Bool { sizes.box == nil }
    public var lineLimit: Int?
    /// `.truncationMode(.middle)` (own or inherited): where the author chose to cut the text.
    public var truncationMode: String?
    public var minimumScaleFactor: Double?
    public var fixedSizeHorizontal = false
    public var fixedSizeVertical = false
    /// `ScrollView(.horizontal)`: its content takes the width it wants and scrolls sideways.
    public var scrollsHorizontally = false
    /// `.dynamicTypeSize(...)`: the sizes this subtree may use.
    public var dynamicTypeRange: ClosedRange<DynamicTypeSize>?
    /// The whole frame is the hit area: `.contentShape(Rectangle())`, or a background drawn
    /// over the frame (SwiftUI hit-tests what is drawn).
    public var hasContentShape = false
    public var isBold = false

    public init() {}
}

/// The sizes of a `LayoutInfo`, shared between copies until one of them changes (copy on
/// write); every node without sizes shares one empty value.
private struct SharedSizes: Hashable, @unchecked Sendable {
    struct Sizes: Hashable {
        var width, height, minWidth, minHeight, maxWidth, maxHeight: Metric?
        var estimatedWidth, estimatedHeight: Metric?
        var paddingLeading, paddingTrailing, paddingTop, paddingBottom: Metric?
        var spacing: Metric?
    }

    /// Never changed after it is shared (`change` copies a shared box first).
    final class Box {
        var value: Sizes
        init(_ value: Sizes) { self.value = value }
    }

    /// No box while no size is set, as for most views. (One empty box shared by every view
    /// had its references counted by every thread for every node: the threads took turns at
    /// its memory.) A size is read from the box in place: copying all the sizes out to read
    /// one cost more than the read.
    private(set) var box: Box?

    private static let unset = Sizes()

    var value: Sizes { box?.value ?? Self.unset }

    mutating func change(_ edit: (inout Sizes) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(value) }
        edit(&box!.value)
    }

    static func == (a: SharedSizes, b: SharedSizes) -> Bool { a.box === b.box || a.value == b.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
