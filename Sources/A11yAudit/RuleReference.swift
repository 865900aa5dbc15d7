import AuditModel
import Rules

/// The rule catalog as people read it: `a11y-audit rules`, `explain` and `Docs/rules.md`.
public enum RuleReference {
    public static var toolVersion: String { ToolInfo.version }

    /// `format`: text, json or markdown.
    public static func catalog(format name: String) throws -> String {
        guard let format = RuleDocumentation.Format(rawValue: name) else {
            throw SettingsError(description: "unknown format '\(name)' "
                + "(\(RuleDocumentation.Format.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return RuleDocumentation.catalog(format: format)
    }

    /// The full Markdown reference: rationale, WCAG criteria, examples and fix of every rule.
    public static func reference() -> String { RuleDocumentation.reference() }

    /// One rule's rationale, WCAG criteria, examples and fix; an unknown id names the closest.
    public static func explain(id: String) throws -> String {
        guard let rule = RuleCatalog.rule(id: id) else {
            let suggestion = Suggestion.closest(to: id, in: RuleCatalog.ids).map { " (did you mean '\($0)'?)" } ?? ""
            throw SettingsError(description: "unknown rule '\(id)'\(suggestion). `a11y-audit rules` lists them.")
        }
        return RuleDocumentation.explain(rule.descriptor)
    }
}
