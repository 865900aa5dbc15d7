/// WCAG 2.2 success criteria the rules cite: number → (title, level, Understanding page).
/// The one table to correct when a rule cites a new criterion; unknown numbers link to the
/// WCAG 2.2 recommendation itself.
public enum WCAG {
    public struct Criterion: Hashable, Sendable {
        public var number: String
        public var title: String
        public var level: String
        /// The W3C "Understanding" document.
        public var url: String
    }

    private static let table: [String: (title: String, level: String, slug: String)] = [
        "1.1.1": ("Non-text Content", "A", "non-text-content"),
        "1.3.1": ("Info and Relationships", "A", "info-and-relationships"),
        "1.3.2": ("Meaningful Sequence", "A", "meaningful-sequence"),
        "1.3.4": ("Orientation", "AA", "orientation"),
        "1.3.5": ("Identify Input Purpose", "AA", "identify-input-purpose"),
        "1.4.1": ("Use of Color", "A", "use-of-color"),
        "1.4.3": ("Contrast (Minimum)", "AA", "contrast-minimum"),
        "1.4.4": ("Resize Text", "AA", "resize-text"),
        "1.4.10": ("Reflow", "AA", "reflow"),
        "1.4.11": ("Non-text Contrast", "AA", "non-text-contrast"),
        "1.4.12": ("Text Spacing", "AA", "text-spacing"),
        "2.1.1": ("Keyboard", "A", "keyboard"),
        "2.4.2": ("Page Titled", "A", "page-titled"),
        "2.4.3": ("Focus Order", "A", "focus-order"),
        "2.4.4": ("Link Purpose (In Context)", "A", "link-purpose-in-context"),
        "2.4.6": ("Headings and Labels", "AA", "headings-and-labels"),
        "2.4.10": ("Section Headings", "AAA", "section-headings"),
        "2.5.1": ("Pointer Gestures", "A", "pointer-gestures"),
        "2.5.3": ("Label in Name", "A", "label-in-name"),
        "2.5.5": ("Target Size (Enhanced)", "AAA", "target-size-enhanced"),
        "2.5.7": ("Dragging Movements", "AA", "dragging-movements"),
        "2.5.8": ("Target Size (Minimum)", "AA", "target-size-minimum"),
        "3.3.2": ("Labels or Instructions", "A", "labels-or-instructions"),
        "4.1.2": ("Name, Role, Value", "A", "name-role-value"),
        "4.1.3": ("Status Messages", "AA", "status-messages"),
    ]

    public static func criterion(_ number: String) -> Criterion {
        guard let entry = table[number] else {
            return Criterion(number: number, title: "WCAG 2.2", level: "",
                             url: "https://www.w3.org/TR/WCAG22/")
        }
        return Criterion(number: number, title: entry.title, level: entry.level,
                         url: "https://www.w3.org/WAI/WCAG22/Understanding/\(entry.slug).html")
    }

    /// `4.1.2 Name, Role, Value (A)`.
    public static func describe(_ number: String) -> String {
        let c = criterion(number)
        return c.level.isEmpty ? "\(c.number)" : "\(c.number) \(c.title) (\(c.level))"
    }
}
