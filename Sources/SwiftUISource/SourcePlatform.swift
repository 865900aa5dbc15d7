import AuditModel
import SwiftSyntax

/// The platform a Swift file serves, from what it says about itself, strongest first:
/// a file wholly inside `#if os(watchOS)` (or macOS, tvOS, visionOS); a platform-only framework
/// import (`WatchKit`, `ClockKit` → watchOS; `AppKit`, `Cocoa` → macOS); a target folder named
/// for a platform (`WatchApp`, `MyApp macOS`). Anything else is iOS. `--platform` overrides it.
enum SourcePlatform {
    static let importedFrameworks: [String: Platform] = [
        "WatchKit": .watchOS, "ClockKit": .watchOS, "AppKit": .macOS, "Cocoa": .macOS,
        "TVUIKit": .tvOS, "RealityKitContent": .visionOS,
    ]

    static func detect(path: String, tree: SourceFileSyntax) -> Platform {
        if let platform = wholeFileCondition(tree) { return platform }
        for item in tree.statements {
            guard let importDecl = item.item.as(ImportDeclSyntax.self),
                  let module = importDecl.path.first?.name.text, let platform = importedFrameworks[module] else { continue }
            return platform
        }
        return folderPlatform(path) ?? .iOS
    }

    /// `#if os(watchOS)` around everything but the imports, with no `#else`: the one platform
    /// that may compile it.
    static func wholeFileCondition(_ tree: SourceFileSyntax) -> Platform? {
        // The one statement besides imports, looked for in place: `filter` made a new syntax
        // collection of every file's statements to count them.
        var body: CodeBlockItemSyntax?
        for statement in tree.statements where !statement.item.is(ImportDeclSyntax.self) {
            guard body == nil else { return nil }
            body = statement
        }
        guard let ifConfig = body?.item.as(IfConfigDeclSyntax.self), ifConfig.clauses.count == 1 else { return nil }
        let serving = Platform.allCases.filter { !PlatformClauses(platform: $0).candidates(ifConfig).isEmpty }
        return serving.count == 1 ? serving[0] : nil
    }

    /// A folder on the path named for a platform's target.
    static func folderPlatform(_ path: String) -> Platform? {
        // Split on the UTF-8 bytes when the path is ASCII: split by Characters, a path cost tens
        // of thousands of instructions (elsewhere a mark after a "/" joins it into one Character).
        let components = path.utf8.allSatisfy { $0 < 0x80 }
            ? path.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init) : path.split(separator: "/")
        for component in components.dropLast().reversed() {
            let name = component.lowercased()
            if name.containsText("watch") && !name.containsText("stopwatch") { return .watchOS }
            if name == "mac" || name == "macos" || name.hasSuffix(" macos") || name.hasSuffix("-macos")
                || name.hasSuffix("_macos") || name == "appkit" { return .macOS }
            if name == "tvos" || name.hasSuffix("-tvos") || name.hasSuffix(" tvos") { return .tvOS }
            if name == "visionos" || name.hasSuffix("-visionos") || name.hasSuffix(" visionos") { return .visionOS }
        }
        return nil
    }
}
