/// What encloses a node: rules skip images inside controls, controls inside hidden subtrees…
/// Kept to flags, without a reference (it is copied for every node walked, and a reference
/// would be counted at each copy): which ancestor hides a node is in `ScreenFacts.EnclosedNode.hiddenBy`.
public struct Enclosure: Equatable, Sendable {
    /// The node or an ancestor is hidden from accessibility.
    public var isHidden = false
    /// The node or an ancestor is hidden from sight too (`.hidden()`, `.opacity(0)`, UIKit
    /// `hidden="YES"`): no one can see or tap it, so it is no VoiceOver-only barrier.
    public var isVisuallyHidden = false
    /// An ancestor is an element VoiceOver stops on: this node is merged into it or ignored.
    public var insideElement = false
    /// Every enclosing element is a `.combine` element without a label of its own, so this
    /// node's label is spoken as part of the combined label.
    public var insideUnlabelledCombine = false
    /// An ancestor is interactive.
    public var insideControl = false
    /// An enclosing element or control can be activated (a control role, button or link trait).
    public var insideActivatable = false
    /// An enclosing element or control offers adjustable or named actions.
    public var insideAlternativeActions = false
    /// Inside a `Label` (its icon is not spoken on its own).
    public var insideLabelView = false
    /// The node or an ancestor is the one representative of a `ForEach` body.
    public var isRepeated = false
    /// Inside a repeated row but not on every row alike: what one row presents (its alert,
    /// sheet or context menu, shown for one row at a time) or a branch of a `switch` over the
    /// row's item (shown on the rows whose item matches).
    public var notOnEveryRow = false

    public init() {}

    /// The one definition of "VoiceOver reaches this node": it is an element, nothing above it
    /// hides it, and no element above it merges or ignores it. (Opaque subtrees are never
    /// walked: what VoiceOver finds inside them is unknown.)
    public func reaches(_ node: AXNode) -> Bool {
        node.isElement && !isHidden && !insideElement
    }
}

extension AXNode {
    /// Pre-order walk that tells each node what encloses it. Opaque nodes and their subtrees
    /// are skipped: their content is unknown and no rule guesses about it. Iterative (deep
    /// input must not exhaust a worker thread's stack), and each frame holds a sibling array,
    /// not node copies, so walking stays cheap. Rules do not walk a screen themselves: they
    /// read this walk from `ScreenFacts.nodes`, made once per screen.
    func walkWithEnclosure(_ visit: (AXNode, Enclosure) -> Void) {
        walkWithDepth(children: \.children, includingOpaque: false, until: { false }) { node, enclosure, _ in
            visit(node, enclosure)
        }
    }

    /// The same walk with each node's children in the order (and selection) `children` gives:
    /// the transcript walks in reading order. With `includingOpaque`, opaque nodes are visited
    /// too (not what is inside them), and the walk ends as soon as `done` holds.
    public func walkWithEnclosure(children: (AXNode) -> [AXNode], includingOpaque: Bool,
                                  until done: () -> Bool = { false }, _ visit: (AXNode, Enclosure) -> Void) {
        walkWithDepth(children: children, includingOpaque: includingOpaque, until: done) { node, enclosure, _ in
            visit(node, enclosure)
        }
    }

    /// The walk itself; it also tells each node its depth (the walk's root is at 0), from
    /// which `ScreenFacts` works out where each subtree ends.
    func walkWithDepth(children: (AXNode) -> [AXNode], includingOpaque: Bool, until done: () -> Bool,
                       _ visit: (AXNode, Enclosure, Int) -> Void) {
        struct Frame {
            let siblings: [AXNode]
            var next: Int
            let enclosure: Enclosure
        }
        var frames = [Frame(siblings: [self], next: 0, enclosure: Enclosure())]
        while let top = frames.indices.last, !done() {
            let index = frames[top].next
            guard index < frames[top].siblings.count else {
                frames.removeLast()
                continue
            }
            frames[top].next += 1
            let node = frames[top].siblings[index]
            if node.isOpaque && !includingOpaque { continue }
            var own = frames[top].enclosure
            if node.hidesFromSight(parentHidden: own.isHidden) { own.isVisuallyHidden = true }
            if node.isHidden { own.isHidden = true }
            if node.isRepeated { own.isRepeated = true }
            if own.isRepeated, node.isPresentationContainer || node.isChosenPerRow { own.notOnEveryRow = true }
            visit(node, own, top)
            if node.isOpaque || node.children.isEmpty { continue }
            var inner = own
            let interactive = node.isInteractive
            if node.isElement || interactive {
                inner.insideActivatable = inner.insideActivatable || node.isActivatable
                inner.insideAlternativeActions = inner.insideAlternativeActions || node.offersNonDragAlternative
            }
            if node.isElement {
                inner.insideUnlabelledCombine = (!own.insideElement || own.insideUnlabelledCombine)
                    && node.childBehavior == .combine && node.label?.source != .explicit
                inner.insideElement = true
            }
            if interactive { inner.insideControl = true }
            if node.viewType == "Label" { inner.insideLabelView = true }
            frames.append(Frame(siblings: children(node), next: 0, enclosure: inner))
        }
    }

    /// Hidden here from sight as well as from accessibility: UIKit's `hidden`/`alpha = 0`, or
    /// SwiftUI's `.hidden()` or an `.opacity` that hides it (not `.accessibilityHidden`).
    public func hidesFromSight(parentHidden: Bool) -> Bool {
        if isVisuallyHidden { return true }
        // Read once: every walk asks this of every node, and most have no modifier to look up.
        let modifiers = modifierLocations
        if modifiers.isEmpty { return false }
        if modifiers["hidden"] != nil { return true }
        return isHidden && !parentHidden && modifiers["opacity"] != nil
            && modifiers["accessibilityHidden"] == nil
    }

    /// A control whose role or traits say it can be operated (a tap gesture alone does not).
    public var isActivatable: Bool {
        role.isControl || hasButtonOrLinkTrait
    }

    /// VoiceOver can do without dragging what a drag does: adjustable, increment/decrement,
    /// or named actions.
    public var offersNonDragAlternative: Bool {
        traits.contains(.adjustable) || role == .slider || role == .stepper
            || actions.contains { [.increment, .decrement, .named].contains($0.kind) }
    }

    /// The elements VoiceOver reaches, in source order.
    public var reachableElements: [AXNode] {
        var found: [AXNode] = []
        walkWithEnclosure { node, enclosure in
            if enclosure.reaches(node) { found.append(node) }
        }
        return found
    }

    /// The first `limit` elements VoiceOver reaches inside this node's children, in order, on
    /// screen with it: what a sheet or alert it presents holds is shown on its own.
    public func reachableDescendants(limit: Int = .max) -> [AXNode] {
        var found: [AXNode] = []
        let shown = { (node: AXNode) in node.children.filter { !$0.isPresentationContainer } }
        for child in shown(self) where found.count < limit {
            child.walkWithEnclosure(children: shown, includingOpaque: false, until: { found.count >= limit }) { node, enclosure in
                if enclosure.reaches(node) { found.append(node) }
            }
        }
        return found
    }

    /// Some content of this subtree is unknown to the audit.
    public var containsOpaqueContent: Bool {
        var pending = [self]
        while let node = pending.popLast() {
            if node.isOpaque { return true }
            pending.append(contentsOf: node.children)
        }
        return false
    }

    /// The labels of the visible content inside this node, in order (the outermost labelled
    /// view of each branch, hidden parts left out): what an element made of it could say.
    public var contentLabels: [SpokenText] {
        var found: [SpokenText] = []
        var pending = children.reversed() as [AXNode]
        while let node = pending.popLast() {
            if node.isHidden || node.isOpaque { continue }
            if let label = node.label, !label.isEmpty { found.append(label); continue }
            pending.append(contentsOf: node.children.reversed())
        }
        return found
    }
}
