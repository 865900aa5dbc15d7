import AuditModel
import Foundation

/// `touch-target-size`: an interactive element whose size is known from the source (its own
/// `.frame`, its label content's frame, padding) is smaller than the profile's minimum.
/// Sizes that depend on text or images are not guessed.
struct TouchTargetSizeRule: Rule {
    let descriptor = RuleDescriptor(
        id: "touch-target-size",
        title: "Touch targets are large enough",
        summary: "An interactive element's known frame is smaller than the profile's minimum (44×44 pt by default; 24×24 pt in a WCAG 2.2 AA profile).",
        rationale: "Small targets are hard to hit for people with tremors, limited dexterity or low vision, and for everyone on the move. Apple's Human Interface Guidelines ask for at least 44×44 pt; WCAG 2.2 requires 24×24 CSS px (2.5.8, AA) and recommends 44×44 (2.5.5, AAA). The visible icon can stay small: the tappable area is what counts.",
        category: .touchTarget,
        defaultSeverity: .warning,
        wcag: ["2.5.8", "2.5.5"],
        appleAuditType: "hitRegion",
        fix: "Enlarge the tappable area, not the icon: `.frame(minWidth: 44, minHeight: 44)` on the button's label plus `.contentShape(Rectangle())`, or `.padding()` around a small icon. In UIKit, make the size constraints at least 44 pt or enlarge the hit area in `point(inside:with:)`.",
        examples: [
            .triggering("""
            Button(action: {}) {
                Image(systemName: "xmark")
                    .frame(width: 24, height: 24)
            }
            .accessibilityLabel("Close")
            """),
            .triggering("""
            Button("Skip") { }
                .frame(height: 30)
            """),
            .triggering("""
            Image(systemName: "info.circle")
                .frame(width: 20, height: 20)
                .onTapGesture { }
                .accessibilityLabel("More information")
                .accessibilityAddTraits(.isButton)
            """),
            .nonTriggering("""
            Button(action: {}) {
                Image(systemName: "xmark")
                    .frame(width: 44, height: 44)
                    .contentShape(Rectangle())
            }
            .accessibilityLabel("Close")
            """),
            .nonTriggering("""
            Button(action: {}) {
                Image(systemName: "xmark")
                    .frame(width: 24, height: 24)
                    .padding(10)
                    .contentShape(Rectangle())
            }
            .accessibilityLabel("Close")
            """),
            .nonTriggering("""
            Button("Continue") { }
            """),
        ],
        platforms: Platform.touchSizedControls)

    /// What the source says about one dimension of a view.
    enum Extent {
        case exactly(Double)
        case atLeast(Double)
        /// A design-time size that does not constrain the view (an Interface Builder frame
        /// under Auto Layout): worth a review, not a verdict.
        case estimated(Double)
        case unknown
    }

    static let designTimeTolerance = 0.5

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let minimum = context.options.minimumTouchTarget
        let speaksUIKit = FixWriter(context.facts).speaksUIKit
        var applicable = false
        var violations: [Violation] = []
        context.facts.forEachInteractiveNode { node, enclosure in
            // What a finger hits: a control, unless it is part of a bigger button (a tap gesture
            // around a form, to dismiss the keyboard, does not make its controls part of it).
            guard !enclosure.isHidden, !enclosure.insideActivatable else { return }
            let width = withEstimate(extent(of: node, horizontal: true), node.layout.estimatedWidth)
            let height = withEstimate(extent(of: node, horizontal: false), node.layout.estimatedHeight)
            guard isKnown(width) || isKnown(height) else { return }
            applicable = true
            let below = { (extent: Extent) -> (written: Bool, estimated: Bool) in
                switch extent {
                case .exactly(let p): return (p < minimum, false)
                // A design-time frame a fraction under: UIKit's 44 pt table row is drawn 43.67 pt
                // high above its separator, and Interface Builder rounds frames to pixels.
                case .estimated(let p): return (false, p < minimum - Self.designTimeTolerance)
                case .atLeast, .unknown: return (false, false)
                }
            }
            let (w, h) = (below(width), below(height))
            let written = w.written || h.written
            let size = "\(Self.describe(width))×\(Self.describe(height)) pt"
            let m = Self.format(minimum)
            guard written || w.estimated || h.estimated else {
                // Large enough on paper; but a `.plain` button takes taps only on what its label
                // draws, and no style documents whether a frame's empty area is hit: a person
                // checks, unless a content shape settles it.
                if !speaksUIKit, let framed = imageFrameWithoutContentShape(node) {
                    let fix = "add .contentShape(Rectangle()) after the image's .frame so the whole \(size) area is tappable"
                    violations.append(.on(node, "\(node.messageName) is \(size), but the frame around its image is empty: with a plain button style only the drawn image takes taps, and whether other styles take them in the empty area is not documented",
                                          fix: fix, at: framed.location(ofModifier: "frame"), undecided: true))
                }
                return
            }
            let fix = speaksUIKit
                ? "make its width and height constraints at least \(m) pt, or enlarge its hit area in point(inside:with:)"
                : "add .frame(minWidth: \(m), minHeight: \(m)) and .contentShape(Rectangle()) to the tappable view (the icon can stay small), or more .padding()"
            let what = written ? "a touch target of \(size)" : "a design-time frame of \(size) in Interface Builder (Auto Layout may size it differently)"
            violations.append(.on(node, "\(node.messageName) has \(what), under the \(m)×\(m) pt minimum",
                                  fix: fix, at: node.location(ofModifier: "frame"), undecided: !written))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }

    /// A view's size along one axis: its own fixed frame, else its single child's size
    /// (a button's label content), plus its padding; `minWidth`/`minHeight` give a lower bound.
    func extent(of node: AXNode, horizontal: Bool) -> Extent {
        // Follow the chain of single children down to the first fixed frame, then fold the
        // layouts back up (iteratively: content may be nested deeply). The chain is counted
        // first so that it fits in temporary storage: this runs twice for every control.
        var length = 0
        var current = node
        var content: Extent = .unknown
        while true {
            if let fixed = horizontal ? current.layout.width : current.layout.height, fixed.points.isFinite {
                content = .exactly(fixed.points + padding(current, horizontal))
                break
            }
            length += 1
            guard current.children.count == 1 else { break }
            current = current.children[0]
        }
        guard length > 0 else { return content }
        return withUnsafeTemporaryAllocation(of: AXNode.self, capacity: length) { chain in
            var view = node
            for level in 0..<length {
                chain.initializeElement(at: level, to: view)
                if level + 1 < length { view = view.children[0] }
            }
            for level in (0..<length).reversed() {
                content = enclose(content, in: chain[level], horizontal: horizontal)
            }
            _ = chain.deinitialize()
            return content
        }
    }

    /// The image whose fixed frame sizes the control (down its single-child content) when no
    /// view on the way sets a content shape: only the drawn symbol or picture is tappable.
    private func imageFrameWithoutContentShape(_ node: AXNode) -> AXNode? {
        var current = node
        while true {
            if current.layout.hasContentShape { return nil }
            if current.layout.width != nil || current.layout.height != nil {
                return current.role == .image && current.children.isEmpty && !fillsItsFrame(current) ? current : nil
            }
            guard current.children.count == 1 else { return nil }
            current = current.children[0]
        }
    }

    /// A resizable image keeping no aspect ratio is stretched over its whole frame: nothing of
    /// the frame is empty. (One fitted to an aspect ratio may leave bands on two sides.)
    private func fillsItsFrame(_ image: AXNode) -> Bool {
        image.modifierLocations["resizable"] != nil && image.modifierLocations["aspectRatio"] == nil
            && image.modifierLocations["scaledToFit"] == nil
    }

    /// The size of a view without a fixed frame around content of a known (or unknown) size.
    /// Takes the node, not its layout: its layout is read where it lies (passed on, a copy of it
    /// retained and released each of its parts, twice for every control).
    private func enclose(_ content: Extent, in node: AXNode, horizontal: Bool) -> Extent {
        var content = content
        // A maximum above the content lets the view grow with what its parent offers.
        if let maximum = horizontal ? node.layout.maxWidth : node.layout.maxHeight {
            if case .exactly(let c) = content, maximum.points.isFinite, maximum.points <= c {
                content = .exactly(maximum.points)
            } else {
                content = .unknown
            }
        }
        if let lower = horizontal ? node.layout.minWidth : node.layout.minHeight, lower.points.isFinite {
            switch content {
            case .exactly(let c): content = .exactly(max(c, lower.points))
            case .atLeast(let c), .estimated(let c): content = .atLeast(max(c, lower.points))
            case .unknown: content = .atLeast(lower.points)
            }
        }
        let pad = padding(node, horizontal)
        switch content {
        case .exactly(let c): return .exactly(c + pad)
        case .atLeast(let c), .estimated(let c): return .atLeast(c + pad)
        case .unknown: return pad > 0 ? .atLeast(pad) : .unknown
        }
    }

    private func padding(_ node: AXNode, _ horizontal: Bool) -> Double {
        horizontal
            ? (node.layout.paddingLeading?.points ?? 0) + (node.layout.paddingTrailing?.points ?? 0)
            : (node.layout.paddingTop?.points ?? 0) + (node.layout.paddingBottom?.points ?? 0)
    }

    /// A design-time size stands in only where the source says nothing firmer.
    private func withEstimate(_ extent: Extent, _ estimate: Metric?) -> Extent {
        guard let estimate, estimate.points.isFinite else { return extent }
        switch extent {
        case .unknown: return .estimated(estimate.points)
        case .atLeast(let p) where p < estimate.points: return .estimated(estimate.points)
        default: return extent
        }
    }

    private func isKnown(_ extent: Extent) -> Bool {
        if case .unknown = extent { return false }
        return true
    }

    static func describe(_ extent: Extent) -> String {
        switch extent {
        case .exactly(let p): return format(p)
        case .atLeast(let p): return "≥\(format(p))"
        case .estimated(let p): return "~\(format(p))"
        case .unknown: return "?"
        }
    }

    static func format(_ points: Double) -> String {
        points == points.rounded() ? String(Int(points)) : String(format: "%.1f", points)
    }
}
