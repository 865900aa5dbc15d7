import AuditModel

/// The VoiceOver transcript of a screen: its elements in reading order, as spoken.
/// Works on any AXTree (SwiftUI, Interface Builder, descriptions, runtime dumps).
public enum Transcript {
    /// Reading order is source order (geometry is unknown statically), siblings with a higher
    /// `sortPriority` first; of a `ViewThatFits`, the first alternative. Hidden elements and content not on screen until presented (sheets,
    /// alerts) are left out; a view the audit could not see into gets a line saying so.
    public static func lines(for screen: Screen) -> [TranscriptLine] {
        var lines: [TranscriptLine] = []
        screen.root.walkWithEnclosure(children: shownChildren, includingOpaque: true) { node, enclosure in
            if enclosure.reaches(node) {
                // Asked of each part in turn: no list of parts or of sources built per element.
                let dynamic = node.label?.isDynamic == true || node.value?.isDynamic == true || node.hint?.isDynamic == true
                let source = node.label?.source
                let provenance = source == .localized || source == .missingLocalization || source == .previewSample
                lines.append(TranscriptLine(text: node.announcement, element: node.path, location: node.location,
                                            dynamic: dynamic, provenance: provenance ? source : nil))
            } else if node.isOpaque, !enclosure.isHidden, !enclosure.insideElement {
                let text = node.label.map { _ in node.announcement } ?? "‹\(node.viewType): not known until run time›."
                lines.append(TranscriptLine(text: text, element: node.path, location: node.location, dynamic: true))
            }
        }
        return lines
    }

    /// The children VoiceOver reads, in reading order: not what is presented later, and of
    /// alternative layouts only the first.
    static func shownChildren(_ node: AXNode) -> [AXNode] {
        var shown = SwiftUIDefaults.alternativeContainers.contains(node.viewType) ? Array(node.children.prefix(1)) : node.children
        // Most children lists present nothing: they are then passed on as they are, not copied.
        if shown.contains(where: \.isPresentationContainer) { shown.removeAll { $0.isPresentationContainer } }
        return readingOrder(shown, priority: \.sortPriority)
    }

    /// Siblings sorted by sort priority, higher first; equal priorities keep source order.
    static func readingOrder<Item>(_ items: [Item], priority: (Item) -> Double) -> [Item] {
        guard items.contains(where: { priority($0) != 0 }) else { return items }
        return items.enumerated().sorted {
            let (a, b) = (priority($0.element), priority($1.element))
            return a != b ? a > b : $0.offset < $1.offset
        }.map(\.element)
    }
}
