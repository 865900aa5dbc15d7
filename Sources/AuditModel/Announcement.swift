extension AXNode {
    /// The words VoiceOver adds after the label and value, for role and traits, in the
    /// order it speaks them ("selected, button"; "switch button"; "heading").
    public var spokenTraits: [String] {
        var words: [String] = []
        forEachSpokenTrait { words.append($0) }
        return words
    }

    /// The same words in one line, separated as VoiceOver pauses between them ("selected,
    /// button"): a rule comparing how elements sound reads this of every element.
    public var spokenTraitsLine: String {
        var line = ""
        forEachSpokenTrait { word in
            if !line.isEmpty { line += ", " }
            line += word
        }
        return line
    }

    /// `body` with each word of `spokenTraits` in turn, without making the list.
    public func forEachSpokenTrait(_ body: (String) -> Void) {
        let traits = self.traits
        // Said once: a slider's role word is already "adjustable".
        var saysAdjustable = false
        if traits.contains(.selected) { body("selected") }
        if traits.contains(.toggle) {
            body("switch button")
        } else if traits.contains(.button) || role == .button {
            body("button")
        } else if let roleWord = role.spokenName, !(role == .textField && traits.contains(.searchField)) {
            body(roleWord)
            saysAdjustable = roleWord == "adjustable"
        }
        if traits.contains(.link) || role == .link { body("link") }
        if traits.contains(.header) {
            body(headingLevel.map { "heading level \($0)" } ?? "heading")
        }
        if traits.contains(.adjustable), !saysAdjustable { body("adjustable") }
        if traits.contains(.image), !traits.contains(.button), !traits.contains(.link) {
            body("image")
        }
        if traits.contains(.searchField) { body("search field") }
        if traits.contains(.tabBar) { body("tab bar") }
        if !isEnabled || traits.contains(.notEnabled) { body("dimmed") }
    }

    /// One line as VoiceOver speaks the element: `label, value, traits. hint`
    /// (`Delete, button. Removes the item.`), plus "Actions available" for named actions.
    public var announcement: String {
        // Written into one string: a list of the parts joined afterwards cost an array and a
        // second copy for every element of every screen.
        var line = ""
        var parts = 0
        func add(_ part: String) {
            if parts > 0 { line += ", " }
            line += part
            parts += 1
        }
        if let label, !label.isEmpty { add(label.spoken) }
        if let value, !value.isEmpty { add(value.spoken) }
        forEachSpokenTrait { add($0) }
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
        // Two ASCII bytes at the end: the last is a Character of its own (nothing ASCII
        // prepends to it), so it alone decides.
        let bytes = text.utf8
        if let last = bytes.last, last < 0x80, bytes.count == 1 || bytes[bytes.index(bytes.endIndex, offsetBy: -2)] < 0x80 {
            return last == UInt8(ascii: ".") || last == UInt8(ascii: "?") || last == UInt8(ascii: "!") ? "" : "."
        }
        return text.last.map { ".?!…".contains($0) } == true ? "" : "."
    }

    /// How a report names the element to a person: its spoken label, else its view type.
    public var displayName: String {
        if let label, !label.isEmpty { return "\"\(label.spoken)\"" }
        return viewType
    }
}
