import AuditModel
import Foundation

/// `state-in-label`: state ("Selected", "On", "Checked") written into a control's label,
/// where VoiceOver cannot announce changes and the name changes with the state.
struct StateInLabelRule: Rule {
    let descriptor = RuleDescriptor(
        id: "state-in-label",
        title: "State goes in the value or traits, not the label",
        summary: "A control's label carries its state (\"Selected\", \"On\", \"Checked\") instead of the value or a trait.",
        rationale: "The label names a control; its state belongs in the value (\"On\") or a trait (selected). VoiceOver speaks values and traits in a consistent place and announces their changes; a state baked into the label changes the control's name, which also breaks Voice Control commands and duplicates what a Toggle already says.",
        category: .voiceover,
        defaultSeverity: .info,
        wcag: ["4.1.2", "1.3.1"],
        fix: "Keep the label constant and move the state: `.accessibilityAddTraits(.isSelected)` for selection, `.accessibilityValue(isOn ? \"On\" : \"Off\")` for on/off, or use a `Toggle`, which speaks its state.",
        examples: [
            .triggering("""
            Button(action: {}) {
                Image(systemName: "star.fill")
            }
            .accessibilityLabel("Favorite, selected")
            """),
            .triggering("""
            Button("Dark mode on") { }
            """),
            .triggering("""
            Button(isMuted ? "Sound off" : "Sound on") { }
            """),
            .triggering("""
            Button(action: {}) {
                Image(systemName: "checkmark.square")
            }
            .accessibilityLabel("Checked Remember me")
            """),
            .nonTriggering("""
            Button(action: {}) {
                Image(systemName: "star.fill")
            }
            .accessibilityLabel("Favorite")
            .accessibilityAddTraits(.isSelected)
            """),
            .nonTriggering("""
            Button("Turn on notifications") { }
            """),
            .nonTriggering("""
            Text("3 items selected")
            """),
            .nonTriggering("""
            Toggle("Backups enabled", isOn: $backsUp)
            """),
            .triggering("""
            Toggle(isOn: $backsUp) {
                Text(backsUp ? "Backups" : "Backups disabled")
            }
            """),
            .nonTriggering("""
            Toggle("Keep screen on", isOn: $staysAwake)
            """),
            .nonTriggering("""
            Toggle(isOn: $wakesOnMotion) {
                VStack {
                    Text("Wake on motion")
                    Text("The camera stays active while this option is on.")
                }
            }
            """),
        ])

    /// State words and where the state belongs instead.
    enum Home { case selectedTrait, value }
    static let stateWords: [String: Home] = [
        "selected": .selectedTrait, "unselected": .selectedTrait, "on": .value, "off": .value,
        "checked": .value, "unchecked": .value, "enabled": .value, "disabled": .value,
        "expanded": .value, "collapsed": .value, "muted": .value, "unmuted": .value,
    ]
    /// The state words, looked up for the words at both ends of every control's label.
    static let stateWordSet = WordSet(stateWords.keys)
    /// Controls whose state VoiceOver speaks as their value.
    static let speakValueOfTheirOwn: Set<Role> = [
        .toggle, .picker, .slider, .stepper, .textField, .secureField, .datePicker, .colorPicker,
    ]
    /// What a Toggle's value says.
    static let valueWords: Set<String> = ["on", "off", "checked", "unchecked", "selected", "unselected"]
    /// "on"/"off" after these words is part of a verb ("Turn on"), not a state.
    static let phrasalVerbs: Set<String> = [
        "turn", "switch", "log", "sign", "tap", "click", "carry", "hold", "put", "try", "opt", "set", "keep",
        "show", "drop", "take", "cut", "pay", "kick", "start", "go", "hand", "pass", "call", "top", "tick",
    ]

    /// Words a clause closing on a state word may have and still state the control's state
    /// ("Dark mode on", "Do not disturb off"); a longer one is prose about the setting ("… the
    /// camera stays active the whole time kiosk mode runs with this option on").
    static let longestStateClause = 5

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(context.facts)
        var applicable = false
        var violations: [Violation] = []
        context.facts.forEachReachableElement { node, _ in
            guard node.isInteractive, !node.isOpaque, let label = node.writtenLabel, !label.isEmpty,
                  LabelText.isWritten(label) else { return }
            applicable = true
            // A string-table key read as the label ("turn.sync.off") is label-is-identifier's.
            guard label.isDynamic || IdentifierShape.of(label.literalText) == nil,
                  let word = stateWord(in: label, node: node), let home = Self.stateWords[word] else { return }
            // A Toggle, picker, slider or field speaks its state as its value. A label that never
            // changes names the setting ("Local setting enabled", "Muted") unless it repeats the
            // value's own words ("Newsletter (On)", heard as "Newsletter (On), off").
            if Self.speakValueOfTheirOwn.contains(node.role), !label.isDynamic,
               LabelText.choiceOptions(label).isEmpty, !Self.valueWords.contains(word) { return }
            let remainder = LabelText.removing(word, from: label.literalText)
                .trimmingCharacters(in: CharacterSet(charactersIn: " ,;:-()"))
            let state = word.prefix(1).uppercased() + word.dropFirst()
            var fix = label.isDynamic || remainder.isEmpty ? "keep the label constant" : fixes.setLabel(remainder)
            switch home {
            case .selectedTrait:
                fix += word == "selected" ? "; \(fixes.addTrait(.selected))" : "; add the selected trait only when it is selected"
            case .value:
                fix += node.role == .toggle ? " (the Toggle already speaks its state)" : "; \(fixes.setValue(state))"
            }
            // A label written once says the same state whatever the control is in.
            let consequence = label.isDynamic || !LabelText.choiceOptions(label).isEmpty
                ? "and the name changes with the state" : "whatever its state"
            violations.append(.on(node, "\(node.viewType) label \"\(label.spoken)\" carries the state \"\(word)\": VoiceOver announces it as \(node.quotedAnnouncement) \(consequence)",
                                  fix: fix))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }

    /// A state word opening or closing the label ("Selected: Home", "Wi-Fi on"), unless the
    /// element's trait already says it (that is `label-redundant-trait`).
    private func stateWord(in label: SpokenText, node: AXNode) -> String? {
        // Candidates in order, the first that is a state word wins (tested as they are found:
        // most labels hold none, and this runs for every labelled element).
        func isStateWord(_ word: String, before: String?) -> Bool {
            guard Self.stateWordSet.contains(word) else { return false }
            if (word == "on" || word == "off"), before.map(Self.phrasalVerbs.contains) ?? true { return false }
            return !(word == "selected" && node.traits.contains(.selected))
        }
        // A label of one literal part has the same words at both ends: they are split once.
        let trailingText = LabelText.trailingLiteral(label)
        let trailing = trailingText.map(LabelText.edgeWords)
        if let trailingText, let word = trailing?.last, isStateWord(word, before: trailing?.beforeLast),
           Self.closesStateClause(trailingText, with: word) { return word }
        let leadingFirst = label.parts.count == 1 ? trailing?.first
            : LabelText.leadingLiteral(label).flatMap { LabelText.edgeWords($0).first }
        if let word = leadingFirst, word != "on", word != "off", isStateWord(word, before: nil) {
            return word
        }
        // `isOn ? "Wi-Fi on" : "Wi-Fi off"`, `Text(isMuted ? "Muted" : "Sound")`: each option a
        // ternary can choose is a label of its own; a bare "On" there is the state itself.
        for option in LabelText.choiceOptions(label) {
            let words = LabelText.edgeWords(option)
            if let word = words.last, isStateWord(word, before: words.beforeLast ?? "") { return word }
            if let word = words.first, words.beforeLast != nil, word != "on", word != "off",
               isStateWord(word, before: nil) { return word }
        }
        return nil
    }

    /// Whether the clause `text` ends with (after its last `,` `.` `:` `;`) is short enough to
    /// state a state, and its "on"/"off" is no particle of a verb opening it ("Keep screen on",
    /// "Turn Wi-Fi off").
    static func closesStateClause(_ text: String, with word: String) -> Bool {
        let separators: Set<Character> = [",", ".", ":", ";", "!", "?"]
        var clause = Substring(text)
        while let last = clause.last, separators.contains(last) || last == ")" || last.isWhitespace {
            clause = clause.dropLast()
        }
        if let cut = clause.lastIndex(where: separators.contains) { clause = clause[clause.index(after: cut)...] }
        let words = LabelText.words(String(clause))
        guard words.count <= longestStateClause else { return false }
        if word == "on" || word == "off", let verb = words.first, words.count > 2, phrasalVerbs.contains(verb) { return false }
        return true
    }
}
