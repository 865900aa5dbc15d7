import AuditModel

/// The VoiceOver transcript of a screen: its elements in reading order, as spoken.
/// Works on any AXTree (SwiftUI, Interface Builder, descriptions, runtime dumps).
public enum Transcript {
    /// Reading order is source order (geometry is unknown statically), siblings with a higher
    /// `sortPriority` first. Hidden elements and content not on screen until presented (sheets,
    /// alerts) are left out; a view the audit could not see into gets a line saying so.
    public static func lines(for screen: Screen) -> [TranscriptLine] {
        var lines: [TranscriptLine] = []
        var stack: [AXNode] = [screen.root]
        while let node = stack.popLast() {
            if node.isHidden || SwiftUIDefaults.presentedContent.contains(node.viewType) && !node.isElement { continue }
            if node.isElement {
                let dynamic = [node.label, node.value, node.hint].contains { $0?.isDynamic == true }
                lines.append(TranscriptLine(text: node.announcement, element: node.path, location: node.location,
                                            dynamic: dynamic))
                continue
            }
            if node.isOpaque {
                let text = node.label.map { _ in node.announcement } ?? "‹\(node.viewType): not known until run time›."
                lines.append(TranscriptLine(text: text, element: node.path, location: node.location, dynamic: true))
                continue
            }
            stack += readingOrder(node.children).reversed()
        }
        return lines
    }

    /// Children sorted by sort priority, higher first; equal priorities keep source order.
    static func readingOrder(_ children: [AXNode]) -> [AXNode] {
        guard children.contains(where: { $0.sortPriority != 0 }) else { return children }
        return children.enumerated().sorted {
            $0.element.sortPriority != $1.element.sortPriority
                ? $0.element.sortPriority > $1.element.sortPriority : $0.offset < $1.offset
        }.map(\.element)
    }
}
