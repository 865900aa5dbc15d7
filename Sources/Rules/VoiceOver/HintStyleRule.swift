import AuditModel
import Foundation

/// `hint-style`: Apple's hint style — a third-person verb phrase describing the result
/// ("Plays the song."), without the gesture, the element's name or its type.
struct HintStyleRule: Rule {
    let descriptor = RuleDescriptor(
        id: "hint-style",
        title: "Hints describe the result, not the gesture",
        summary: "A hint starts with Tap/Double tap/Click/Swipe/Press, is an imperative, repeats the label, or names the control type.",
        rationale: "VoiceOver already tells people how to activate an element, and the gesture differs with Switch Control, Voice Control or a keyboard, so \"Tap to play\" is wrong for many of them. Apple asks for a brief third-person phrase that says what happens (\"Plays the song.\"): an imperative sounds like a command, and repeating the label or the control type only makes every visit longer.",
        category: .voiceover,
        defaultSeverity: .info,
        wcag: [],
        fix: "Rewrite the hint as what happens, in the third person: `.accessibilityHint(\"Plays the song.\")`, not \"Tap to play the song\". Leave it out when the label says enough.",
        examples: [
            .triggering("""
            Button("Play") { }
                .accessibilityHint("Double tap to play the song")
            """),
            .triggering("""
            Button("Delete") { }
                .accessibilityHint("Delete")
            """),
            .triggering("""
            Button("Archive") { }
                .accessibilityHint("Open the archive")
            """),
            .triggering("""
            Toggle("Alerts", isOn: .constant(true))
                .accessibilityHint("This switch turns on alerts")
            """),
            .nonTriggering("""
            Button("Play") { }
                .accessibilityHint("Plays the song.")
            """),
            .nonTriggering("""
            Button("Archive") { }
                .accessibilityHint("Moves the message to the archive.")
            """),
            .nonTriggering("""
            Button("Play") { }
            """),
            .nonTriggering("""
            Button("Release notes") { }
                .accessibilityHint("Opens a link in the browser.")
            """),
        ])

    /// Gesture phrases a hint should not start with (longest first).
    static let gesturePrefixes = ["double tap", "double-tap", "tap", "click", "swipe", "press", "touch"]
    /// Verbs that, in their base form at the start of a hint, make it an imperative.
    static let imperativeVerbs: Set<String> = [
        "open", "close", "show", "hide", "view", "see", "go", "play", "pause", "stop", "start", "add",
        "remove", "delete", "save", "edit", "share", "send", "select", "choose", "enter", "type",
        "navigate", "dismiss", "cancel", "submit", "sign", "log", "buy", "purchase", "download",
        "upload", "refresh", "reload", "search", "filter", "sort", "change", "toggle", "turn",
        "switch", "expand", "collapse", "create", "make", "call", "copy", "paste", "move", "return",
        "activate", "display", "launch", "read", "listen", "watch", "record", "scan", "follow",
        "join", "leave", "book", "order", "pay", "confirm", "continue", "skip", "undo", "redo",
        "reset", "clear", "mark", "set", "update", "use", "find", "check", "drag", "scroll",
    ]
    /// Words that follow an imperative verb ("Open the…", "Add to…"); after others the first
    /// word is more likely a noun ("Search results update as you type").
    static let imperativeFollowers: Set<String> = [
        "the", "a", "an", "this", "that", "these", "those", "your", "my", "it", "them", "all", "to",
        "in", "on", "up", "out", "off", "back", "down", "more", "as", "with", "for", "here", "now",
    ]
    /// The words naming this element's kind of control, which its trait already says.
    private func ownTypeWords(_ node: AXNode) -> [String] {
        var words: [String] = []
        if node.traits.contains(.button) || [.button, .menu, .picker, .datePicker, .colorPicker].contains(node.role) {
            words.append("button")
        }
        if node.traits.contains(.link) || node.role == .link { words.append("link") }
        if node.traits.contains(.toggle) || node.role == .toggle { words += ["switch", "toggle", "checkbox"] }
        switch node.role {
        case .slider: words.append("slider")
        case .stepper: words.append("stepper")
        case .textField, .secureField: words.append("text field")
        default: break
        }
        return words
    }

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(context.facts)
        var applicable = false
        var violations: [Violation] = []
        // Elements only: a hint written on a stack is given to each element inside it.
        context.facts.forEachReachableElement { node, _ in
            guard let hint = node.hint, !hint.isEmpty else { return }
            applicable = true
            let text = LabelText.matchable(hint)
            let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
            let startsLiteral = LabelText.leadingLiteral(hint) != nil
            var problems: [String] = []
            if startsLiteral, let gesture = Self.gesturePrefixes.first(where: { startsWithWords(lowered, $0) }) {
                problems.append("starts with the gesture \"\(gesture)\"")
            } else if startsLiteral, let first = imperativeVerb(lowered) {
                problems.append("is an imperative (\"\(first.prefix(1).uppercased() + first.dropFirst())…\")")
            }
            if let label = node.writtenLabel, !label.isEmpty, !label.isDynamic, repeats(label.literalText, in: lowered) {
                problems.append("repeats the label \"\(label.spoken)\"")
            }
            // Only the element's own kind: "Opens a link" on a button says what happens.
            if let word = ownTypeWords(node).first(where: { LabelText.contains(text, phrase: $0) }) {
                problems.append("names the control type (\"\(word)\")")
            }
            guard !problems.isEmpty else { return }
            let fix = hint.isDynamic ? "describe the result in the third person, e.g. \"Plays the song.\""
                : rewrite(hint.literalText).map { fixes.setHint($0) }
                    ?? "describe the result in the third person (\"Plays the song.\"), or drop the hint if the label says enough"
            violations.append(.on(node, "\(node.messageName) hint \"\(hint.spoken)\" \(problems.joined(separator: ", "))",
                                  fix: fix, at: node.location(ofModifier: "accessibilityHint")))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }

    /// The hint's first word when it is a verb in the imperative: alone, or followed by an
    /// article, pronoun or particle.
    private func imperativeVerb(_ hint: String) -> String? {
        let words = LabelText.words(hint)
        guard let first = words.first, Self.imperativeVerbs.contains(first) else { return nil }
        return words.count == 1 || Self.imperativeFollowers.contains(words[1]) ? first : nil
    }

    /// The hint says the label again: it opens with it, or contains a label of several words.
    /// A one-word label inside a phrase ("Moves the message to the archive") is natural.
    private func repeats(_ label: String, in hint: String) -> Bool {
        let labelWords = LabelText.words(label)
        guard !labelWords.isEmpty else { return false }
        return startsWithWords(hint, label) || (labelWords.count >= 2 && LabelText.contains(hint, phrase: label))
    }

    private func startsWithWords(_ text: String, _ phrase: String) -> Bool {
        let words = LabelText.words(text), prefix = LabelText.words(phrase)
        return words.count >= prefix.count && Array(words.prefix(prefix.count)) == prefix
    }

    /// "Double tap to play the song" → "Plays the song."; "Open the archive" → "Opens the archive.";
    /// nil when no third-person phrase can be made.
    private func rewrite(_ hint: String) -> String? {
        var words = hint.trimmingCharacters(in: .whitespaces).split(separator: " ").map(String.init)
        if let gesture = Self.gesturePrefixes.first(where: { startsWithWords(hint.lowercased(), $0) }) {
            words.removeFirst(gesture.split(separator: " ").count)
            if words.first?.lowercased() == "here" { words.removeFirst() }
            guard words.first?.lowercased() == "to" else { return nil }
            words.removeFirst()
        }
        // A verb alone ("Deletes.") says nothing the label does not.
        guard words.count >= 2, let verb = words.first?.lowercased(), Self.imperativeVerbs.contains(verb) else { return nil }
        words[0] = Self.thirdPerson(verb)
        var sentence = words.joined(separator: " ")
        sentence = sentence.prefix(1).uppercased() + sentence.dropFirst()
        if !sentence.hasSuffix(".") { sentence += "." }
        return sentence
    }

    /// "play" → "plays", "watch" → "watches", "copy" → "copies", "go" → "goes".
    static func thirdPerson(_ verb: String) -> String {
        if verb.hasSuffix("y"), let before = verb.dropLast().last, !"aeiou".contains(before) {
            return verb.dropLast() + "ies"
        }
        if ["s", "sh", "ch", "x", "z", "o"].contains(where: { verb.hasSuffix($0) }) { return verb + "es" }
        return verb + "s"
    }
}
