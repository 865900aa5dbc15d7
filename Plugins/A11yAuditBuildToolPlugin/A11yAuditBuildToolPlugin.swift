import Foundation
import PackagePlugin

/// Findings as build diagnostics (`file:line:col: warning|error: message [rule]`) in
/// `swift build` and Xcode. The build fails only at the project's `fail_on` (the audit's
/// exit code), and `.a11y-audit.yml` at the package or project root is read.
@main
struct A11yAuditBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // The whole folder: the audit picks the files it reads. (`directoryURL` needs tools 6.1.)
        return [try AuditCommand.make(
            name: target.name, tool: context.tool(named: "a11y-audit").url, paths: [target.directory.string],
            watched: target.sourceFiles.map(\.url), root: context.package.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL)]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension A11yAuditBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // An Xcode target has no folder of its own: its input files the audit reads.
        let suffixes = [".swift", ".storyboard", ".xib", ".a11y.xml", ".a11y.json", ".axdump", ".axdump.txt"]
        let files = target.inputFiles.map(\.url).filter { url in
            suffixes.contains { url.lastPathComponent.lowercased().hasSuffix($0) }
        }
        guard !files.isEmpty else { return [] }
        return [try AuditCommand.make(
            name: target.displayName, tool: context.tool(named: "a11y-audit").url, paths: files.map(\.path),
            watched: target.inputFiles.map(\.url), root: context.xcodeProject.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL)]
    }
}
#endif

/// The build command both plugin kinds run.
enum AuditCommand {
    static func make(name: String, tool: URL, paths: [String], watched: [URL], root: URL,
                     workDirectory: URL) throws -> Command {
        // The cache lives in the plugin's own folder: a sandboxed plugin may write nowhere else.
        var arguments = ["audit"] + paths + ["--format", "xcode",
                                              "--cache-path", workDirectory.appendingPathComponent("cache").path]
        var inputs = watched
        let config = root.appendingPathComponent(".a11y-audit.yml")
        if FileManager.default.fileExists(atPath: config.path) {
            arguments += ["--config", config.path]
            inputs.append(config)
        }
        // No declared output: SwiftPM would bundle it into the target as a resource. The
        // command runs again when one of its inputs (the target's files, the config) changed.
        return .buildCommand(displayName: "a11y-audit \(name)", executable: tool, arguments: arguments,
                             inputFiles: inputs)
    }
}
