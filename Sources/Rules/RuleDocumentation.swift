import AuditModel
import Foundation

/// Renders the rule catalog from the descriptors: `a11y-audit rules` (text, JSON, Markdown),
/// `a11y-audit explain RULE`, and the rule reference in `Docs/rules.md`.
public enum RuleDocumentation {
    public enum Format: String, CaseIterable, Sendable {
        case text, json, markdown
    }

    /// WCAG 2.2 success criteria by number, for readers who do not know them by heart.
    static let wcagTitles: [String: String] = [
        "1.1.1": "Non-text Content", "1.3.1": "Info and Relationships", "1.3.4": "Orientation",
        "1.4.3": "Contrast (Minimum)", "1.4.4": "Resize Text", "1.4.10": "Reflow",
        "1.4.12": "Text Spacing", "2.1.1": "Keyboard", "2.4.4": "Link Purpose (In Context)",
        "2.4.6": "Headings and Labels", "2.5.3": "Label in Name", "2.5.5": "Target Size (Enhanced)",
        "2.5.7": "Dragging Movements", "2.5.8": "Target Size (Minimum)", "4.1.2": "Name, Role, Value",
    ]

    static func wcagTitle(_ criterion: String) -> String {
        wcagTitles[criterion].map { "\(criterion) \($0)" } ?? criterion
    }

    // MARK: - Catalog (`a11y-audit rules`)

    /// Every rule: id, category, default severity and summary.
    public static func catalog(_ rules: [any Rule] = RuleCatalog.all, format: Format = .text) -> String {
        let descriptors = rules.map(\.descriptor)
        switch format {
        case .text: return catalogText(descriptors)
        case .json: return json(descriptors.map(DocumentedRule.init))
        case .markdown: return catalogMarkdown(descriptors)
        }
    }

    private static func catalogText(_ descriptors: [RuleDescriptor]) -> String {
        let idWidth = max(2, descriptors.map(\.id.count).max() ?? 0)
        let categoryWidth = max(8, descriptors.map(\.category.rawValue.count).max() ?? 0)
        func row(_ cells: [String], _ summary: String) -> String {
            zip(cells, [idWidth, categoryWidth, 8]).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ") + "  " + summary
        }
        var lines = [row(["ID", "CATEGORY", "SEVERITY"], "SUMMARY")]
        for d in descriptors {
            lines.append(row([d.id, d.category.rawValue, d.defaultSeverity.rawValue], d.summary))
        }
        lines.append("")
        lines.append("\(descriptors.count) rules. `a11y-audit explain RULE` shows why a rule matters, examples and how to fix it.")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func catalogMarkdown(_ descriptors: [RuleDescriptor]) -> String {
        var lines = ["| Rule | Category | Default severity | Summary |", "|---|---|---|---|"]
        for d in descriptors {
            lines.append("| [`\(d.id)`](\(d.helpURI)) | \(d.category.rawValue) | \(d.defaultSeverity.rawValue) | \(tableCell(d.summary)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - One rule (`a11y-audit explain RULE`)

    /// The rule with this id explained, or nil when no rule has it.
    public static func explain(id: String, in rules: [any Rule] = RuleCatalog.all, format: Format = .text) -> String? {
        rules.first { $0.descriptor.id == id }.map { explain($0.descriptor, format: format) }
    }

    /// Rationale, WCAG criteria, Apple audit type, examples and fix.
    public static func explain(_ descriptor: RuleDescriptor, format: Format = .text) -> String {
        switch format {
        case .text: return explainText(descriptor)
        case .json: return json(DocumentedRule(descriptor))
        case .markdown: return markdownSection(descriptor, headingLevel: 1)
        }
    }

    private static func explainText(_ d: RuleDescriptor) -> String {
        var out: [String] = []
        out.append("\(d.id): \(d.title)")
        out.append("")
        out.append(d.summary)
        out.append("")
        out.append("Category:          \(d.category.rawValue)")
        out.append("Default severity:  \(d.defaultSeverity.rawValue)")
        out.append("WCAG 2.2:          \(d.wcag.isEmpty ? "none (style guidance from Apple)" : d.wcag.map(wcagTitle).joined(separator: "; "))")
        out.append("Apple audit type:  \(d.appleAuditType ?? "none")")
        out.append("")
        out.append("Why it matters")
        out.append(indent(d.rationale))
        out.append("")
        out.append("How to fix")
        out.append(indent(d.fix))
        for (title, triggers) in [("Triggers", true), ("Does not trigger", false)] {
            let examples = d.examples.filter { $0.triggers == triggers }
            guard !examples.isEmpty else { continue }
            out.append("")
            out.append("\(title):")
            for example in examples {
                out.append("")
                out.append(indent(example.code, by: 4))
                for file in example.files {
                    out.append("")
                    out.append(indent("// \(file.path)\n\(file.text)", by: 4))
                }
            }
        }
        out.append("")
        out.append("More: \(d.helpURI)")
        return out.joined(separator: "\n") + "\n"
    }

    // MARK: - Rule reference (`Docs/rules.md`)

    /// The full reference: an index, then one section per rule whose heading is its id (the
    /// anchor `RuleDescriptor.helpURI` points to). Generated; do not edit by hand.
    public static func reference(_ rules: [any Rule] = RuleCatalog.all) -> String {
        let descriptors = rules.map(\.descriptor)
        var out: [String] = []
        out.append("# Rule reference")
        out.append("")
        out.append("<!-- Generated from the rule descriptors by `make docs`; do not edit by hand. -->")
        out.append("")
        out.append("Each rule has a fixed id that profiles, suppression comments (`// a11y-audit:disable:next RULE`) and baselines use. A profile may change a rule's severity or turn it off. Findings the audit cannot decide (content known only at run time, UIKit views that code may change) are reported as *needs review* and never fail CI.")
        out.append("")
        for category in RuleDescriptor.Category.allCases {
            let inCategory = descriptors.filter { $0.category == category }
            guard !inCategory.isEmpty else { continue }
            out.append("## \(categoryTitle(category))")
            out.append("")
            out.append("| Rule | Default severity | Summary |")
            out.append("|---|---|---|")
            for d in inCategory {
                out.append("| [`\(d.id)`](#\(d.id)) | \(d.defaultSeverity.rawValue) | \(tableCell(d.summary)) |")
            }
            out.append("")
        }
        for category in RuleDescriptor.Category.allCases {
            for d in descriptors where d.category == category {
                out.append(markdownSection(d, headingLevel: 2))
            }
        }
        return out.joined(separator: "\n")
    }

    private static func markdownSection(_ d: RuleDescriptor, headingLevel: Int) -> String {
        let h = String(repeating: "#", count: headingLevel)
        var out: [String] = []
        out.append("\(h) \(d.id)")
        out.append("")
        out.append("**\(d.title).** \(d.summary)")
        out.append("")
        out.append("- Category: \(d.category.rawValue)")
        out.append("- Default severity: \(d.defaultSeverity.rawValue)")
        out.append("- WCAG 2.2: \(d.wcag.isEmpty ? "none (style guidance from Apple)" : d.wcag.map(wcagTitle).joined(separator: "; "))")
        out.append("- Apple audit type: \(d.appleAuditType.map { "`\($0)`" } ?? "none")")
        out.append("")
        out.append("\(h)# Why it matters")
        out.append("")
        out.append(d.rationale)
        out.append("")
        out.append("\(h)# How to fix")
        out.append("")
        out.append(d.fix)
        out.append("")
        for (title, triggers) in [("Triggers", true), ("Does not trigger", false)] {
            let examples = d.examples.filter { $0.triggers == triggers }
            guard !examples.isEmpty else { continue }
            out.append("\(h)# \(title)")
            out.append("")
            for example in examples {
                out.append("```\(example.format == .swiftUI ? "swift" : "xml")")
                out.append(example.code)
                out.append("```")
                out.append("")
                for file in example.files {
                    out.append("`\(file.path)`:")
                    out.append("")
                    out.append("```")
                    out.append(file.text)
                    out.append("```")
                    out.append("")
                }
            }
        }
        return out.joined(separator: "\n")
    }

    private static func categoryTitle(_ category: RuleDescriptor.Category) -> String {
        switch category {
        case .voiceover: return "VoiceOver"
        case .dynamicType: return "Dynamic Type"
        case .touchTarget: return "Touch target"
        }
    }

    // MARK: - Helpers

    /// The JSON form of a descriptor (`rules --format json`, `explain --format json`).
    struct DocumentedRule: Encodable {
        struct Example: Encodable {
            var triggers: Bool
            var format: String
            var code: String
            var files: [String: String]?
        }
        var id, title, summary, rationale, category, defaultSeverity, fix, helpUri: String
        var wcag: [String]
        var appleAuditType: String?
        var examples: [Example]

        init(_ d: RuleDescriptor) {
            id = d.id
            title = d.title
            summary = d.summary
            rationale = d.rationale
            category = d.category.rawValue
            defaultSeverity = d.defaultSeverity.rawValue
            fix = d.fix
            helpUri = d.helpURI
            wcag = d.wcag
            appleAuditType = d.appleAuditType
            examples = d.examples.map {
                Example(triggers: $0.triggers, format: $0.format.rawValue, code: $0.code,
                        files: $0.files.isEmpty ? nil : Dictionary(uniqueKeysWithValues: $0.files.map { ($0.path, $0.text) }))
            }
        }
    }

    private struct CatalogDocument: Encodable {
        var version = 1
        var rules: [DocumentedRule]
    }

    private static func json(_ rules: [DocumentedRule]) -> String {
        encode(CatalogDocument(rules: rules))
    }

    private static func json(_ rule: DocumentedRule) -> String {
        encode(rule)
    }

    private static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain strings, booleans and arrays always encode.
        let data = (try? encoder.encode(value)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func indent(_ text: String, by spaces: Int = 2) -> String {
        let pad = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
    }

    /// A Markdown table cell: pipes escaped, one line.
    private static func tableCell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
