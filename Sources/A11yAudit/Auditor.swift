import AuditModel
import Foundation
import Profiles
import Rules
import Semantics
import SwiftUISource

/// How a run is set up beyond the profile.
public struct AuditOptions: Sendable {
    /// `--shard I/N`: audit only screens whose stable hash falls in share I (1-based) of N.
    public var shard: (index: Int, count: Int)?
    /// `--baseline F`: fingerprints of known findings; they are reported, but do not fail.
    public var baseline: Set<String> = []
    /// The project config: `include:`/`exclude:` globs and `screens:` names.
    public var config: ProjectConfig?

    public init() {}

    /// Names or globs of components that are screens even when another view uses them.
    var screenPatterns: [String] { config?.screens.map(\.pattern) ?? [] }
}

/// The library facade: audit paths (or a snippet) with a profile and get an `AuditResult`.
public struct Auditor: Sendable {
    public var profile: Profile
    public var rules: [any Rule]
    public var options: AuditOptions

    public init(profile: Profile = .builtInDefault, rules: [any Rule] = RuleCatalog.all,
                options: AuditOptions = AuditOptions()) {
        self.profile = profile
        self.rules = rules
        self.options = options
    }

    /// Audits files and folders (SwiftUI sources, `*.a11y.xml`, `*.a11y.json`, storyboards, xibs).
    public func audit(paths: [String]) throws(MissingPathError) -> AuditResult {
        audit(try load(paths: paths))
    }

    /// The screens below the paths as accessibility trees (what `transcript` prints), with
    /// the input errors met on the way.
    public func screens(paths: [String]) throws(MissingPathError) -> (screens: [Screen], errors: [InputError]) {
        let loaded = try load(paths: paths)
        return (Parallel.map(ordered(loaded)) { $0.lowered() }, loaded.errors)
    }

    func load(paths: [String]) throws(MissingPathError) -> LoadedInputs {
        let files = try InputFiles(config: options.config).find(in: paths)
        return FrontEnds(screenPatterns: options.screenPatterns).load(files)
    }

    /// Orders screens canonically (by file, line, name — a merge of shards sorts the same way),
    /// names them uniquely and keeps this shard's share, before any is lowered: each is then
    /// lowered and evaluated on its own, and its tree freed, so memory stays flat as screens grow.
    func ordered(_ inputs: LoadedInputs) -> [ScreenInput] {
        var screens = inputs.screens.map(ScreenInput.lowered) + inputs.viewScreens.map(ScreenInput.view)
        screens.sort { ($0.location.file, $0.location.line, $0.name) < ($1.location.file, $1.location.line, $1.name) }
        var seen: [String: Int] = [:]
        for i in screens.indices {
            let n = (seen[screens[i].name] ?? 0) + 1
            seen[screens[i].name] = n
            if n > 1 { screens[i].name += " #\(n)" }
        }
        if let shard = options.shard {
            screens = screens.filter { Self.shard(of: $0.name, count: shard.count) == shard.index }
        }
        return screens
    }

    /// Audits one SwiftUI source text as if it were a file: rule examples and tests use it.
    /// A snippet without a declaration is wrapped as the body of `struct Example: View`.
    public func audit(swiftSource: String, fileName: String = "Example.swift") -> AuditResult {
        let text = Self.wrapSnippet(swiftSource)
        let project = SwiftUIProject(screenPatterns: options.screenPatterns)
        let loaded = project.load(sources: [(path: fileName, text: text)])
        return audit(LoadedInputs(viewScreens: loaded.screens, screens: [], errors: loaded.errors,
                                  suppressions: loaded.suppressions))
    }

    /// Wraps a bare view-body snippet so it parses as a screen; whole declarations pass through.
    public static func wrapSnippet(_ code: String) -> String {
        let declares = ["struct ", "extension ", "#Preview", "class ", "func "].contains { code.contains($0) }
        if declares { return code }
        return "import SwiftUI\n\nstruct Example: View {\n    var body: some View {\n\(code)\n    }\n}\n"
    }

    func audit(_ inputs: LoadedInputs) -> AuditResult {
        let context = RuleContext(options: profile.options)
        let engine = RuleEngine(profile: profile, rules: rules, context: context,
                                suppressions: inputs.suppressions, baseline: options.baseline)
        let evaluated = Parallel.map(ordered(inputs)) { engine.evaluate($0.lowered()) }
        let findings = evaluated.flatMap(\.findings).sorted(by: Self.findingOrder)
        let errors = inputs.errors.sorted { $0.location < $1.location }
        var result = AuditResult(toolVersion: ToolInfo.version, profile: profile.name, failOn: profile.failOn,
                                 screens: evaluated.map(\.screen), findings: findings, inputErrors: errors)
        result.warnings = unknownRuleWarnings(inputs.suppressions)
        return result
    }

    /// A suppression naming a rule that does not exist silences nothing: say so.
    func unknownRuleWarnings(_ suppressions: [Suppression]) -> [InputError] {
        let known = RuleCatalog.ids
        return suppressions.flatMap { s in
            s.rules.filter { !known.contains($0) }.map { id in
                let hint = Suggestion.closest(to: id, in: known).map { " (did you mean '\($0)'?)" } ?? ""
                return InputError(location: s.location, message: "unknown rule '\(id)' in a11y-audit suppression\(hint)")
            }
        }.sorted { $0.location < $1.location }
    }

    static func findingOrder(_ a: Finding, _ b: Finding) -> Bool {
        (a.screen, a.file, a.line, a.column, a.rule, a.element) < (b.screen, b.file, b.line, b.column, b.rule, b.element)
    }


    /// 1-based shard of a screen: stable across machines and runs.
    public static func shard(of screenName: String, count: Int) -> Int {
        let hash = UInt64(StableHash.hex(screenName), radix: 16) ?? 0
        return Int(hash % UInt64(max(count, 1))) + 1
    }
}

/// A screen as a front-end gave it: a view description still to lower, or already an
/// accessibility tree; `name` is its name in the run (unique once `Auditor.ordered` named it).
struct ScreenInput: Sendable {
    enum Content: Sendable {
        case view(ViewScreen)
        case lowered(Screen)
    }

    var name: String
    var location: SourceLocation
    var content: Content

    static func view(_ screen: ViewScreen) -> ScreenInput {
        ScreenInput(name: screen.name, location: screen.location, content: .view(screen))
    }

    static func lowered(_ screen: Screen) -> ScreenInput {
        ScreenInput(name: screen.name, location: screen.location, content: .lowered(screen))
    }

    /// The accessibility tree; element paths keep the name the front-end gave.
    func lowered() -> Screen {
        var screen: Screen
        switch content {
        case .view(let s): screen = SemanticLowering.lower(s)
        case .lowered(let s): screen = s
        }
        screen.name = name
        return screen
    }
}

/// What the front-ends produced, before Semantics and rules.
struct LoadedInputs: Sendable {
    var viewScreens: [ViewScreen]
    var screens: [Screen]
    var errors: [InputError]
    var suppressions: [Suppression]
}
