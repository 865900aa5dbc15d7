import Foundation

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
    /// Clipped only in the line's box: the letters still fit (`TextMetrics`).
    public var isClippedOnlyInLineBox: Bool = false
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
