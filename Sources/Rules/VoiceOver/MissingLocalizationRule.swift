import AuditModel

/// `missing-localization`: a localization key used as a label that no string table of its
/// module defines (the module has tables). It replaces `label-is-identifier` for such labels:
/// the problem is the missing entry, not the wording.
struct MissingLocalizationRule: Rule {
    static let table = RuleExample.File("en.lproj/Localizable.strings", """
        /* Settings screen title */
        "settings.title" = "Settings";
        "cart.items %lld" = "%lld items in your cart";
        """)
    static let catalog = RuleExample.File("Localizable.xcstrings", """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "profile.edit" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Edit profile" } } } },
            "Sign out" : { }
          },
          "version" : "1.0"
        }
        """)

    let descriptor = RuleDescriptor(
        id: "missing-localization",
        title: "Localization keys have a translation",
        summary: "A localization key used as a label (`Text(\"key\")`, `NSLocalizedString(\"key\", comment:)`, a SwiftGen accessor) that no string table of its module defines, in a module that has string tables. Keys written as words (`Text(\"Save\")`) read as themselves and are not reported.",
        rationale: "When a key has no entry, the app shows the key itself and VoiceOver reads it: \"settings dot delete underscore account, button\". It usually means a typo in the key, an entry that was never added, or a table in another bundle.",
        category: .voiceover,
        defaultSeverity: .error,
        wcag: ["2.4.6", "3.1.2", "4.1.2"],
        appleAuditType: "sufficientElementDescription",
        fix: "Add the key to the module's string table (`en.lproj/Localizable.strings` or the string catalog) with the words people should hear, and translate it; or correct the key, or pass the `tableName:`/`bundle:` that holds it.",
        examples: [
            .triggering("""
            Text("onboarding.welcome_title")
            """, files: [table]),
            .triggering("""
            Button("settings.delete_account") { }
            """, files: [table]),
            .triggering("""
            Text(NSLocalizedString("profile.share", comment: "Share button"))
            """, files: [catalog]),
            .triggering("""
            Image(systemName: "cart")
                .accessibilityLabel("cart.checkout_button")
            """, files: [table]),
            .nonTriggering("""
            Text("settings.title")
            """, files: [table]),
            .nonTriggering("""
            Button("profile.edit") { }
            """, files: [catalog]),
            .nonTriggering("""
            Button("Sign out") { }
            """, files: [catalog]),
            .nonTriggering("""
            Text(NSLocalizedString("profile.share", value: "Share profile", comment: "Share button"))
            """, files: [table]),
            .nonTriggering("""
            Text(verbatim: "v2.1.0 (build 345)")
            """, files: [table]),
            .nonTriggering("""
            Button("Retry") { }
            """, files: [table]),
        ])

    func evaluate(_ screen: Screen, context: RuleContext) -> RuleOutcome {
        var applicable = false
        var violations: [Violation] = []
        // The label and the hint, each checked in turn (a list of the two for every element was
        // an allocation each).
        func check(_ part: String, _ text: SpokenText?, of node: AXNode) {
            guard let text, text.source == .localized || text.source == .missingLocalization else { return }
            applicable = true
            guard text.source == .missingLocalization else { return }
            let key = text.spoken
            violations.append(.on(node, "\(node.viewType)'s \(part) \"\(key)\" is a localization key no string table of its module defines: the app shows it and VoiceOver reads the raw key",
                                  fix: "add \"\(key)\" to the module's string table with the words people should hear, or correct the key"))
        }
        context.facts.forEachReachableElement { node, _ in
            check("label", node.label, of: node)
            check("hint", node.hint, of: node)
        }
        return RuleOutcome(applicable: applicable, violations: violations)
    }
}
