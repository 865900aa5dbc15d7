import A11yAudit
import ArgumentParser
import Foundation

/// `a11y-audit`: the subcommands, `help SUBCOMMAND`, `--version` and
/// `--generate-completion-script bash|zsh|fish` (ArgumentParser's conventions).
struct A11yAuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11y-audit",
        abstract: "Accessibility audit for SwiftUI and UIKit apps: VoiceOver, Dynamic Type, touch targets.",
        discussion: exitCodes,
        version: RuleReference.toolVersion,
        subcommands: [AuditCommand.self, RulesCommand.self, ExplainCommand.self, TranscriptCommand.self,
                      ValidateCommand.self, MergeCommand.self])

    static let exitCodes = "EXIT CODES  0 no finding at or above --fail-on · 1 there are · 2 usage, config or input error"
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
}

/// Writes text as it is (it already ends in a newline when it should).
func printOut(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

/// Exits with `code` unless it is 0.
func finish(_ code: Int32) throws {
    if code != 0 { throw ExitCode(code) }
}
