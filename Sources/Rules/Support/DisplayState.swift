import AuditModel

/// What must hold for a node to be on screen: the branch of each `if`/`switch`/`ViewThatFits`
/// it sits in (by container), the presented content (sheet, alert) it belongs to, and the
/// conditions of those branches. Rules that ask which elements can be on screen together
/// (same-sounding names, controls merged into one element) read it.
struct DisplayState: Hashable {
    var choices: [String: String] = [:]
    var conditions: Set<BranchCondition> = []

    /// For each control (interactive node) at one of `paths`, the state it needs on screen.
    /// Nodes whose states clash are never on screen together. Only controls are looked up:
    /// both rules ask about controls, and a path is hashed once per control, not per node.
    static func states(in root: AXNode, ofControls paths: Set<String>) -> [String: DisplayState] {
        var states: [String: DisplayState] = [:]
        // Only the subtrees holding a control asked about are walked, when there are few (a
        // screen's handful of same-named buttons): a node's path extends its parent's, except in
        // trees too deep for whole paths (shortened ones hold "…"), which are walked whole. With
        // many, most subtrees hold one, and the whole walk is cheaper than the checks.
        let ancestors: Set<String>? = paths.count > Self.prunedWalkControls || paths.contains { $0.containsBytes(of: "…") }
            ? nil
            : Set(paths.flatMap { path in
                path.utf8.indices.filter { path.utf8[$0] == UInt8(ascii: "/") }.map { String(path[..<$0]) }
            })
        var pending: [(node: AXNode, state: DisplayState)] = [(root, DisplayState())]
        while let (node, state) = pending.popLast() {
            if node.isInteractive, paths.contains(node.path) { states[node.path] = state }
            guard !node.children.isEmpty else { continue }
            let alternatives = AXNode.alternativeContainerTypes.contains(node.viewType)
            let isTab = node.viewType == "Tab", isTabView = node.viewType == "TabView"
            for (i, child) in node.children.enumerated() {
                if let ancestors, !ancestors.contains(child.path), !paths.contains(child.path) { continue }
                var s = state
                if alternatives { s.choices[node.path] = String(i) }
                // A tab view shows one tab's content at a time, while the tab bar shows every
                // tab's title: a `Tab`'s content, or a view a `tabItem` names, is its tab's alone.
                if isTab, child.role != .tab {
                    s.choices[tabKey] = node.path
                } else if isTabView, child.viewType != "Tab", child.viewType != "TabSection" {
                    s.choices[tabKey] = child.path
                }
                if child.viewType == "tabItem" { s.choices[tabKey] = nil }
                if !child.branchConditions.isEmpty { s.conditions.formUnion(child.branchConditions) }
                if child.isPresentationContainer { s.choices[presentationKey] = child.path }
                if child.isPreviewVariant { s.choices[previewVariantKey] = child.path }
                // Each row is drawn from one template (a prototype cell, a `ForEach`'s content):
                // copies within a template are the repeated-row finding's, not a clash between templates.
                if child.isRepeated { s.choices[rowTemplateKey] = child.path }
                pending.append((child, s))
            }
        }
        return states
    }

    /// Most controls whose states are looked up by walking only the subtrees that hold them.
    static let prunedWalkControls = 64

    static let presentationKey = "presented in"
    static let tabKey = "tab"
    static let previewVariantKey = "preview variant"
    static let rowTemplateKey = "row template"

    /// Two branches of one statement never show together, nor do branches of two statements
    /// over the same value whose conditions no value meets at once (`case .a` and `case .b`).
    static func canShowTogether(_ a: DisplayState?, _ b: DisplayState?) -> Bool {
        let a = a ?? DisplayState(), b = b ?? DisplayState()
        if a.choices[presentationKey] != b.choices[presentationKey] { return false }
        guard a.choices.allSatisfy({ key, value in b.choices[key].map { $0 == value } ?? true }) else { return false }
        return !a.conditions.contains { condition in b.conditions.contains(where: condition.excludes) }
    }
}
