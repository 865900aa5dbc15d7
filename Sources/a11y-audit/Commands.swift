import A11yAudit
import AuditModel
import Foundation
import Rules

extension CommandLine {
    static let usage = """
    a11y-audit \(ToolInfo.version) — accessibility audit for SwiftUI and UIKit view descriptions

    USAGE
      a11y-audit audit [PATH…] [options]     audit sources, descriptions, storyboards (default: .)
      a11y-audit rules [--format text|json|markdown]
      a11y-audit explain RULE
      a11y-audit transcript PATH… [--screen NAME] [--size SIZE]
      a11y-audit validate FILE…              check *.a11y.xml / *.a11y.json files
      a11y-audit merge SHARD.json… [report options]

    Run `a11y-audit COMMAND --help` for a command's options.
    EXIT CODES  0 no finding at or above --fail-on · 1 there are · 2 usage, config or input error
    """

    static func run(_ args: [String]) -> Int32 {
        guard let command = args.first else {
            print(usage)
            return 2
        }
        let rest = Array(args.dropFirst())
        do {
            switch command {
            case "audit": return try AuditCommand.run(rest)
            case "rules": return try RulesCommand.run(rest)
            case "explain": return try ExplainCommand.run(rest)
            case "transcript": return try TranscriptCommand.run(rest)
            case "validate": return try ValidateCommand.run(rest)
            case "merge": return try MergeCommand.run(rest)
            case "--help", "-h", "help":
                print(usage)
                return 0
            case "--version":
                print(ToolInfo.version)
                return 0
            default:
                throw Arguments.UsageError(description: "unknown command '\(command)'")
            }
        } catch let error as Arguments.UsageError {
            printError("a11y-audit: \(error.description)\nRun `a11y-audit --help` for usage.")
            return 2
        } catch {
            printError("a11y-audit: \(error)")
            return 2
        }
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// `--help` for a subcommand: prints its help and returns true.
func wantsHelp(_ args: [String], _ help: String) -> Bool {
    guard args.contains("--help") || args.contains("-h") else { return false }
    print(help)
    return true
}

enum RulesCommand {
    static let help = """
    a11y-audit rules [--format text|json|markdown]
      Prints the rule catalog: id, category, default severity and summary.
    """

    static func run(_ args: [String]) throws -> Int32 {
        if wantsHelp(args, help) { return 0 }
        let a = try Arguments(args, valued: ["--format"], boolean: [])
        guard a.positionals.isEmpty else { throw Arguments.UsageError(description: "rules takes no arguments") }
        let name = a.value("--format") ?? "text"
        guard let format = RuleDocumentation.Format(rawValue: name) else {
            throw Arguments.UsageError(description: "unknown format '\(name)' (text, json, markdown)")
        }
        let text = RuleDocumentation.catalog(format: format)
        print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
        return 0
    }
}

enum ExplainCommand {
    static let help = """
    a11y-audit explain RULE
      Prints a rule's rationale, WCAG criteria, examples and how to fix it.
    """

    static func run(_ args: [String]) throws -> Int32 {
        if wantsHelp(args, help) { return 0 }
        let a = try Arguments(args, valued: [], boolean: [])
        guard a.positionals.count == 1, let id = a.positionals.first else {
            throw Arguments.UsageError(description: "explain takes one rule id")
        }
        guard let rule = RuleCatalog.rule(id: id) else {
            let suggestion = Suggestion.closest(to: id, in: RuleCatalog.ids).map { " (did you mean '\($0)'?)" } ?? ""
            printError("a11y-audit: unknown rule '\(id)'\(suggestion). `a11y-audit rules` lists them.")
            return 2
        }
        let text = RuleDocumentation.explain(rule.descriptor)
        print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
        return 0
    }
}
