import AuditModel

/// The VoiceOver transcript of a screen: its elements in reading order, as spoken.
/// Works on any AXTree (SwiftUI, Interface Builder, descriptions, runtime dumps).
public enum Transcript {
    /// Reading order is source order (geometry is unknown statically), siblings with a higher
    /// `sortPriority` first; of a `ViewThatFits`, the first alternative. Hidden elements and content not on screen until presented (sheets,
    /// alerts) are left out; a view the audit could not see into gets a line saying so.
    public static func lines(for screen: Screen) -> [TranscriptLine] {
        var lines: [TranscriptLine] = []
        var stack: [AXNode] = [screen.root]
        while let node = stack.popLast() {
            if node.isHidden || node.isPresentationContainer { continue }
            if node.isElement {
                let dynamic = [node.label, node.value, node.hint].contains { $0?.isDynamic == true }
                let source = node.label?.source
                lines.append(TranscriptLine(text: node.announcement, element: node.path, location: node.location,
                                            dynamic: dynamic,
                                            provenance: source == .localized || source == .missingLocalization ? source : nil))
                continue
            }
            if node.isOpaque {
                let text = node.label.map { _ in node.announcement } ?? "‹\(node.viewType): not known until run time›."
                lines.append(TranscriptLine(text: text, element: node.path, location: node.location, dynamic: true))
                continue
            }
            let shown = SwiftUIDefaults.alternativeContainers.contains(node.viewType) ? Array(node.children.prefix(1)) : node.children
            stack += readingOrder(shown, priority: \.sortPriority).reversed()
        }
        return lines
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
