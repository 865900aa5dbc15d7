import Foundation
import PackagePlugin

/// `swift package a11y-audit [--target T…] [audit options]`: audits the package's targets
/// (Swift sources, storyboards, xibs, string tables, view descriptions) and prints the
/// findings in the xcode format unless `--format` says otherwise.
@main
struct A11yAuditCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty
            ? context.package.targets.filter { ($0 as? SourceModuleTarget)?.kind != .test }
            : try context.package.targets(named: names)
        let folders = targets.compactMap { ($0 as? SourceModuleTarget)?.directory.string }
        guard !folders.isEmpty else {
            Diagnostics.remark("a11y-audit: no source targets to audit")
            return
        }
        // Later options win, so the caller's `--format` replaces the xcode default.
        let status = try run(context.tool(named: "a11y-audit").url,
                             ["audit"] + folders + ["--format", "xcode", "--cache-path", cache(context)]
                                + extractor.remainingArguments,
                             in: context.package.directoryURL)
        switch status {
        case 0: return
        case 1: throw AuditFailed(description: "a11y-audit: findings at or above fail_on")
        default: throw AuditFailed(description: "a11y-audit: could not audit (exit \(status))")
        }
    }

    /// Inside the plugin's own folder: a sandboxed plugin may write nowhere else.
    func cache(_ context: PluginContext) -> String {
        context.pluginWorkDirectoryURL.appendingPathComponent("cache").path
    }

    /// Runs the tool in the package's folder (so paths print relative to it and its
    /// `.a11y-audit.yml` is found) with this process's stdout and stderr.
    func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

struct AuditFailed: Error, CustomStringConvertible {
    var description: String
}
