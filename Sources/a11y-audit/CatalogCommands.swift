import A11yAudit
import ArgumentParser

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Print the rule catalog: id, category, default severity and summary.")

    @Option(help: ArgumentHelp("text (default), json or markdown.", valueName: "F")) var format = "text"
    @Flag(help: "The full Markdown rule reference, as `make docs` writes it to Docs/rules.md.")
    var reference = false

    func run() throws {
        printOut(reference ? RuleReference.reference() : lineEnded(try RuleReference.catalog(format: format)))
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print a rule's rationale, WCAG criteria, examples and how to fix it.")

    @Argument(help: "A rule id, as `a11y-audit rules` lists them.") var rule: String

    func run() throws {
        printOut(lineEnded(try RuleReference.explain(id: rule)))
    }
}

func lineEnded(_ text: String) -> String {
    text.hasSuffix("\n") ? text : text + "\n"
}
