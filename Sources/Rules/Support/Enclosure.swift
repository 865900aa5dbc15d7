import AuditModel

/// What encloses a node: rules skip images inside controls, controls inside hidden subtrees…
/// Kept to flags and one small record so that walking copies no nodes.
struct Enclosure {
    /// Where a subtree was hidden: the outermost hidden ancestor (or the node itself).
    struct HiddenSource {
        var path: String
        var viewType: String
        var location: SourceLocation
        /// Where `.accessibilityHidden` was written, else where the view starts.
        var modifierLocation: SourceLocation
    }

    var hiddenBy: HiddenSource?
    /// The node or an ancestor is hidden from sight too (`.hidden()`, `.opacity(0)`, UIKit
    /// `hidden="YES"`): no one can see or tap it, so it is no VoiceOver-only barrier.
    var isVisuallyHidden = false
    /// An ancestor is an element VoiceOver stops on: this node is merged into it or ignored.
    var insideElement = false
    /// Every enclosing element is a `.combine` element without a label of its own, so this
    /// node's label is spoken as part of the combined label.
    var insideUnlabelledCombine = false
    /// An ancestor is interactive.
    var insideControl = false
    /// An enclosing element or control can be activated (a control role, button or link trait).
    var insideActivatable = false
    /// An enclosing element or control offers adjustable or named actions.
    var insideAlternativeActions = false
    /// Inside a `Label` (its icon is not spoken on its own).
    var insideLabelView = false
    /// The node or an ancestor is the one representative of a `ForEach` body.
    var isRepeated = false

    var isHidden: Bool { hiddenBy != nil }
}

extension AXNode {
    /// Pre-order walk that tells each node what encloses it. Opaque nodes and their subtrees
    /// are skipped: their content is unknown and no rule guesses about it. Iterative (deep
    /// input must not exhaust a worker thread's stack), and each frame holds a sibling array,
    /// not node copies, so walking stays cheap.
    func walkWithEnclosure(_ visit: (AXNode, Enclosure) -> Void) {
        struct Frame {
            let siblings: [AXNode]
            var next: Int
            let enclosure: Enclosure
        }
        var frames = [Frame(siblings: [self], next: 0, enclosure: Enclosure())]
        while let top = frames.indices.last {
            let index = frames[top].next
            guard index < frames[top].siblings.count else {
                frames.removeLast()
                continue
            }
            frames[top].next += 1
            let node = frames[top].siblings[index]
            if node.isOpaque { continue }
            var own = frames[top].enclosure
            if node.hidesFromSight(parentHidden: own.isHidden) { own.isVisuallyHidden = true }
            if own.hiddenBy == nil, node.isHidden {
                own.hiddenBy = .init(path: node.path, viewType: node.viewType, location: node.location,
                                     modifierLocation: node.location(ofModifier: "accessibilityHidden"))
            }
            if node.isRepeated { own.isRepeated = true }
            visit(node, own)
            if node.children.isEmpty { continue }
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
            frames.append(Frame(siblings: node.children, next: 0, enclosure: inner))
        }
    }

    /// Hidden here from sight as well as from accessibility: UIKit's `hidden`/`alpha = 0`, or
    /// SwiftUI's `.hidden()` or an `.opacity` that hides it (not `.accessibilityHidden`).
    func hidesFromSight(parentHidden: Bool) -> Bool {
        if isVisuallyHidden || modifierLocations["hidden"] != nil { return true }
        return isHidden && !parentHidden && modifierLocations["opacity"] != nil
            && modifierLocations["accessibilityHidden"] == nil
    }

    /// A control whose role or traits say it can be operated (a tap gesture alone does not).
    var isActivatable: Bool {
        role.isControl || traits.contains(.button) || traits.contains(.link)
    }

    /// VoiceOver can do without dragging what a drag does: adjustable, increment/decrement,
    /// or named actions.
    var offersNonDragAlternative: Bool {
        traits.contains(.adjustable) || role == .slider || role == .stepper
            || actions.contains { [.increment, .decrement, .named].contains($0.kind) }
    }

    /// The elements VoiceOver reaches (as `reachableElements`), each with what encloses it.
    func walkReachableElements(_ visit: (AXNode, Enclosure) -> Void) {
        walkWithEnclosure { node, enclosure in
            if node.isElement, !enclosure.isHidden, !enclosure.insideElement { visit(node, enclosure) }
        }
    }

    /// The first `limit` elements VoiceOver reaches inside this node's children, in order.
    func reachableDescendants(limit: Int = .max) -> [AXNode] {
        var found: [AXNode] = []
        var pending = children.reversed() as [AXNode]
        while found.count < limit, let node = pending.popLast() {
            if node.isHidden || node.isOpaque { continue }
            if node.isElement { found.append(node); continue }
            pending.append(contentsOf: node.children.reversed())
        }
        return found
    }

    /// Some content of this subtree is unknown to the audit.
    var containsOpaqueContent: Bool {
        var pending = [self]
        while let node = pending.popLast() {
            if node.isOpaque { return true }
            pending.append(contentsOf: node.children)
        }
        return false
    }

    /// The labels of the visible content inside this node, in order (the outermost labelled
    /// view of each branch, hidden parts left out): what an element made of it could say.
    var contentLabels: [SpokenText] {
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
