import AuditModel
import Foundation

/// `label-style`: Apple's label style — start with a capital letter (VoiceOver uses it for
/// intonation), no trailing period (a label is a name, not a sentence).
struct LabelStyleRule: Rule {
    let descriptor = RuleDescriptor(
        id: "label-style",
        title: "Labels start with a capital letter and have no final period",
        summary: "An accessibility label (or a control's title) ends with a period or starts with a lower-case letter.",
        rationale: "Apple asks for labels that begin with a capital letter, so VoiceOver reads them with the right intonation, and that do not end with a period, because a label names an element rather than being a sentence. A period also adds a pause before the trait.",
        category: .voiceover,
        defaultSeverity: .info,
        wcag: [],
        fix: "Capitalize the first word and drop the final period: `.accessibilityLabel(\"Add to cart\")`, not `\"add to cart.\"`.",
        examples: [
            .triggering("""
            Button(action: {}) {
                Image(systemName: "cart.badge.plus")
            }
            .accessibilityLabel("add to cart")
            """),
            .triggering("""
            Button("Save changes.") { }
            """),
            .triggering("""
            Image("map")
                .accessibilityLabel("Map of the city centre.")
            """),
            .nonTriggering("""
            Button(action: {}) {
                Image(systemName: "cart.badge.plus")
            }
            .accessibilityLabel("Add to cart")
            """),
            .nonTriggering("""
            Text("Your order has shipped.")
            """),
            .nonTriggering("""
            Button("iPhone settings") { }
            """),
            .nonTriggering("""
            Button("Loading...") { }
            """),
            .nonTriggering("""
            TextField("hh:mm", text: $startTime)
            """),
        ])

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(context.facts)
        var applicable = false
        var violations: [Violation] = []
        context.facts.forEachReachableElement { node, _ in
            // Visible text is prose and may be a sentence; labels written for VoiceOver and
            // the titles of controls are names.
            guard let label = node.writtenLabel, !label.isEmpty,
                  label.source == .explicit || (label.source == .derived && node.isInteractive) else { return }
            applicable = true
            guard label.isDynamic || IdentifierShape.of(label.literalText) == nil else { return }
            var problems: [String] = []
            if let first = LabelText.leadingLiteral(label), Self.startsLowerCase(first) {
                problems.append("starts with a lower-case letter")
            }
            if let last = LabelText.trailingLiteral(label), endsWithPeriod(last) {
                problems.append("ends with a period")
            }
            guard !problems.isEmpty else { return }
            let suggestion = label.isDynamic ? nil : restyled(label.literalText)
            let fix = fixes.setLabel(suggestion)
            violations.append(.on(node, "\(node.viewType) label \"\(label.spoken)\" \(problems.joined(separator: " and "))",
                                  fix: fix))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }

    /// "add to cart" yes; "iPhone", "eBay", "macOS" (a capital later in the first word) no; nor
    /// a sample of what to type ("name@example.com", "aa:bb:cc:dd:ee:ff"), which is not a word.
    static func startsLowerCase(_ text: String) -> Bool {
        if opensWithoutLowerCaseASCII(text) { return false }
        let trimmed = text.drop { $0.isWhitespace }
        guard let first = trimmed.first, first.isLetter, first.isLowercase else { return false }
        let firstWord = trimmed.prefix { !$0.isWhitespace }.drop { $0 == "\"" || $0 == "“" }
            .reversed().drop { ",;:!?)\"”".contains($0) }.reversed()
        guard firstWord.allSatisfy({ $0.isLetter || "'’-".contains($0) }) else { return false }
        return !firstWord.dropFirst().contains(where: \.isUppercase)
    }

    /// Most labels open with an ASCII capital or digit: decided from the bytes, without
    /// breaking the text into Characters. True when the first byte after ASCII white space is
    /// ASCII but no lower-case letter, and it and every byte before it stand alone (no
    /// combining mark after them joins them into a Character of their own).
    private static func opensWithoutLowerCaseASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var at = 0
            while at < bytes.count {
                let byte = bytes[at]
                guard byte < 0x80, at + 1 == bytes.count || bytes[at + 1] < 0x80 else { return false }
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    at += 1
                    continue
                }
                return !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            }
            return false
        }
    }

    /// A single final period; an ellipsis ("Loading...") is fine.
    private func endsWithPeriod(_ text: String) -> Bool {
        // Ending in an ASCII byte that is neither a period nor trimmed white space (space,
        // tab) decides it without trimming: most labels end in a letter or digit.
        if let last = text.utf8.last, last < 0x80, last != UInt8(ascii: "."), last != 0x20, last != 0x09 {
            return false
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.hasSuffix(".") && !trimmed.hasSuffix("..")
    }

    private func restyled(_ text: String) -> String {
        var out = text.trimmingCharacters(in: .whitespaces)
        while endsWithPeriod(out) { out.removeLast() }
        if Self.startsLowerCase(out) { out = out.prefix(1).uppercased() + out.dropFirst() }
        return out
    }
}
