import AuditModel

/// `label-redundant-trait`: the label repeats what VoiceOver already says for the element's
/// traits ("Play button, button"). Words are matched whole, in any case, and only against
/// the traits and role the element really has: "Photo" on a button is fine, on an image not.
struct LabelRedundantTraitRule: Rule {
    let descriptor = RuleDescriptor(
        id: "label-redundant-trait",
        title: "Labels do not repeat the element's trait",
        summary: "A label contains a word its trait already speaks: \"Play button\" on a button, \"Profile image\" on an image, \"Settings tab\" on a tab.",
        rationale: "VoiceOver speaks the element's traits after its label, so \"Play button\" is heard as \"Play button, button\". Apple's guidance: the label names the element, the trait says what kind of element it is; repeating it adds noise to every visit.",
        category: .voiceover,
        defaultSeverity: .warning,
        wcag: ["2.4.6"],
        appleAuditType: "sufficientElementDescription",
        fix: "Drop the trait word from the label: `.accessibilityLabel(\"Play\")`, not \"Play button\". If the visible title contains the word, give VoiceOver the shorter label.",
        examples: [
            .triggering("""
            Button(action: {}) {
                Image(systemName: "play.fill")
            }
            .accessibilityLabel("Play button")
            """),
            .triggering("""
            Image("avatar")
                .accessibilityLabel("Profile image")
            """),
            .triggering("""
            Text("Account")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
                .accessibilityLabel("Account heading")
            """),
            .nonTriggering("""
            Button(action: {}) {
                Image(systemName: "play.fill")
            }
            .accessibilityLabel("Play")
            """),
            .nonTriggering("""
            Button("Take photo") { }
            """),
            .nonTriggering("""
            Image("beach")
                .accessibilityLabel("Photo of a beach at sunset")
            """),
            .nonTriggering("""
            Text("Tap the button below to continue")
            """),
            .nonTriggering("""
            Toggle("Switch server by location", isOn: $followsLocation)
            """),
            .nonTriggering("""
            Toggle("Show share button", isOn: $showsShare)
            """),
            .triggering("""
            Toggle("Sounds switch", isOn: $playsSounds)
            """),
        ])

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        let fixes = FixWriter(context.facts)
        var applicable = false
        var violations: [Violation] = []
        // Lower-cased once per screen, not once per element.
        let traitWords = context.options.traitWords.map { (word: $0, lowered: $0.lowercased()) }
        let loweredTraitWords = WordSet(traitWords.map(\.lowered))
        context.facts.forEachReachableElement { node, _ in
            guard let label = node.writtenLabel, LabelText.isWritten(label), !label.isEmpty else { return }
            // A key or identifier read as the label ("cancel.button") is one problem, reported
            // by label-is-identifier; its words are not prose that repeats a trait.
            guard label.isDynamic || IdentifierShape.of(label.literalText) == nil else { return }
            applicable = true
            let matchable = LabelText.matchable(label)
            // Most labels hold no trait word at all: nothing more to work out for them.
            guard LabelText.containsWord(matchable, in: loweredTraitWords) else { return }
            let spokenWords = LabelText.words(matchable)
            let labelWords = Set(spokenWords)
            let spokenForTraits = traitVocabulary(node)
            // A word the profile adds that no trait here is known by (another language, say)
            // counts as redundant on any element VoiceOver announces with a trait.
            let opening = LabelText.leadingLiteral(label).flatMap { LabelText.words($0).first }
            let opensAsVerb = spokenWords.count >= 2 ? opening : nil
            let repeated = traitWords.filter {
                let word = $0.lowered
                guard labelWords.contains(word) else { return false }
                // "Switch server by location", "Link account": a verb that opens the label.
                if word == opensAsVerb, Self.verbsWhenFirst.contains(word),
                   spokenWords.filter({ $0 == word }).count == 1 { return false }
                return Self.knownTraitWords.contains(word) ? spokenForTraits.contains(word) : !node.spokenTraits.isEmpty
            }.map(\.word)
            guard !repeated.isEmpty else { return }
            var shorter = label.literalText
            for word in repeated { shorter = LabelText.removing(word, from: shorter) }
            let suggestion = label.isDynamic || shorter.isEmpty ? nil : shorter
            let quotedWords = repeated.map { "\"\($0)\"" }.joined(separator: ", ")
            let fix = fixes.setLabel(suggestion)
            violations.append(.on(node, "\(node.viewType) is announced as \(node.quotedAnnouncement): the label repeats \(quotedWords), which VoiceOver already says for its traits",
                                  fix: fix))
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }

    /// Trait words that, opening a label of several words, are the verb of a command rather
    /// than the element's kind.
    static let verbsWhenFirst: Set<String> = ["switch", "toggle", "link", "search", "text"]

    /// Every word `traitVocabulary` may produce.
    static let knownTraitWords: Set<String> = [
        "button", "link", "image", "icon", "picture", "graphic", "photo", "tab", "heading", "header",
        "selected", "switch", "toggle", "checkbox", "adjustable", "text", "field", "secure", "search",
        "pop", "up", "bar", "dimmed", "progress", "level",
    ]

    /// The words that are redundant on this element because its role or traits say them.
    /// Synonyms count: an image is also an icon or a graphic. "Photo" and "picture" say what
    /// kind of image it is (a photo, a drawing), which the image trait does not.
    private func traitVocabulary(_ node: AXNode) -> Set<String> {
        var words = Set(node.spokenTraits.flatMap { LabelText.words($0) })
        if node.traits.contains(.button) || [.button, .menu, .picker, .datePicker, .colorPicker].contains(node.role) {
            words.insert("button")
        }
        if node.traits.contains(.link) || node.role == .link { words.insert("link") }
        if node.traits.contains(.image) || node.role == .image {
            words.formUnion(["image", "icon", "graphic"])
        }
        if node.role == .tab || node.traits.contains(.tabBar) { words.insert("tab") }
        if node.traits.contains(.header) { words.formUnion(["heading", "header"]) }
        if node.traits.contains(.selected) { words.insert("selected") }
        if node.traits.contains(.toggle) || node.role == .toggle {
            words.formUnion(["switch", "toggle", "checkbox"])
            // A switch's label names the setting, and a setting may be about buttons (iOS's own
            // "Button Shapes", an app's "Show Translate Button"): "button" there is its subject.
            words.remove("button")
        }
        return words
    }
}
