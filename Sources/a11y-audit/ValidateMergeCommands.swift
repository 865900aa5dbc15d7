import A11yAudit
import AuditModel
import Foundation
import Reports
import ViewDescription

enum ValidateCommand {
    static let help = """
    a11y-audit validate FILE…
      Checks *.a11y.xml files against the shipped XSD and *.a11y.json files against the
      same model; prints file:line: message for each problem. Exit 0 valid, 2 not.
    """

    static func run(_ args: [String]) throws -> Int32 {
        if wantsHelp(args, help) { return 0 }
        let a = try Arguments(args, valued: [], boolean: [])
        guard !a.positionals.isEmpty else { throw Arguments.UsageError(description: "validate needs at least one file") }
        var problems = 0
        for file in a.positionals {
            guard FileManager.default.fileExists(atPath: file) else {
                printError("\(file): no such file")
                problems += 1
                continue
            }
            let errors = ViewDescriptionLoader.validate(file: file)
            for e in errors { print("\(e.location.file):\(e.location.line): \(e.message)") }
            if errors.isEmpty { print("\(file): valid") }
            problems += errors.count
        }
        return problems == 0 ? 0 : 2
    }
}

enum MergeCommand {
    static let help = """
    a11y-audit merge SHARD.json… [report options] [--format F] [--fail-on S]
      Combines the JSON results of `audit --shard I/N` jobs into the reports a single run
      would have written, and exits as that run would.
    \(ReportArguments.help)
      --format F           stdout: text (default), xcode, github, json
      --quiet              no stdout report
    """

    static func run(_ args: [String]) throws -> Int32 {
        if wantsHelp(args, help) { return 0 }
        let a = try Arguments(args, valued: ReportArguments.valued.union(["--format", "--fail-on"]),
                              boolean: ReportArguments.boolean.union(["--quiet"]))
        guard !a.positionals.isEmpty else { throw Arguments.UsageError(description: "merge needs at least one JSON result") }
        try AuditCommand.checkFormat(a)
        var shards: [AuditResult] = []
        for path in a.positionals {
            let data: Data
            switch RegularFile.read(path, limit: InputLimits.resultFileBytes, kind: "JSON results") {
            case .success(let bytes): data = Data(bytes)
            case .failure(let problem):
                printError("\(path): \(problem.message)")
                return 2
            }
            do {
                shards.append(try JSONReport.decode(data))
            } catch {
                printError("\(path): not an a11y-audit JSON result: \(error)")
                return 2
            }
        }
        var merged = try JSONReport.merge(shards)
        if let failOn = a.value("--fail-on") { merged.failOn = try RunSetup.failOn(failOn) }
        return try AuditCommand.finish(merged, a, reports: ReportArguments.request(from: a))
    }
}
