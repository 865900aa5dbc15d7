extension AXNode {
    /// The words VoiceOver adds after the label and value, for role and traits, in the
    /// order it speaks them ("selected, button"; "switch button"; "heading").
    public var spokenTraits: [String] {
        var words: [String] = []
        if traits.contains(.selected) { words.append("selected") }
        if traits.contains(.toggle) {
            words.append("switch button")
        } else if traits.contains(.button) || role == .button {
            words.append("button")
        } else if let roleWord = role.spokenName, !words.contains(roleWord),
                  !(role == .textField && traits.contains(.searchField)) {
            words.append(roleWord)
        }
        if traits.contains(.link) || role == .link { words.append("link") }
        if traits.contains(.header) {
            words.append(headingLevel.map { "heading level \($0)" } ?? "heading")
        }
        if traits.contains(.adjustable), !words.contains("adjustable") { words.append("adjustable") }
        if traits.contains(.image), !traits.contains(.button), !traits.contains(.link) {
            words.append("image")
        }
        if traits.contains(.searchField) { words.append("search field") }
        if traits.contains(.tabBar) { words.append("tab bar") }
        if !isEnabled || traits.contains(.notEnabled) { words.append("dimmed") }
        return words
    }

    /// One line as VoiceOver speaks the element: `label, value, traits. hint`
    /// (`Delete, button. Removes the item.`), plus "Actions available" for named actions.
    public var announcement: String {
        var head: [String] = []
        if let label, !label.isEmpty { head.append(label.spoken) }
        if let value, !value.isEmpty { head.append(value.spoken) }
        head.append(contentsOf: spokenTraits)
        var line = head.joined(separator: ", ")
        if line.isEmpty { line = "(nothing spoken)" }
        line += Self.sentenceEnd(line)
        if let hint, !hint.isEmpty {
            let h = hint.spoken
            line += " " + h + Self.sentenceEnd(h)
        }
        if actions.contains(where: { $0.kind == .named }) { line += " Actions available." }
        return line
    }

    /// A period, unless the text already ends a sentence ("Loves coffee." is not read "..").
    static func sentenceEnd(_ text: String) -> String {
        text.last.map { ".?!…".contains($0) } == true ? "" : "."
    }

    /// How a report names the element to a person: its spoken label, else its view type.
    public var displayName: String {
        if let label, !label.isEmpty { return "\"\(label.spoken)\"" }
        return viewType
    }
}
