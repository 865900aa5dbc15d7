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
    /// `--platform`, else the config's `platform:`: every screen runs there, whatever the
    /// front-ends detected.
    public var platform: Platform?
    /// Called from any thread as files are parsed and screens audited.
    public var progress: (@Sendable (AuditProgress) -> Void)?
    /// Earlier results to reuse, and where this run's are kept; nil audits from scratch.
    public var cache: AuditCache?
    /// Whether each screen's result holds its VoiceOver transcript; off when no output of the
    /// run shows one (`ReportFormat.showsTranscripts`).
    public var keepsTranscripts = true

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
    /// Screen descriptions are audited as they are read, screen by screen.
    public func audit(paths: [String]) throws(MissingPathError) -> AuditResult {
        try auditRun(paths: paths).result
    }

    /// `audit(paths:)`, with where the cache keeps the run's reports (nil without a cache, or
    /// for a run the cache does not key).
    func auditRun(paths: [String]) throws(MissingPathError) -> (result: AuditResult, reports: CachedReports?) {
        let counter = ProgressCounter(options.progress)
        let found = try InputFiles(config: options.config).find(in: paths)
        // Unreadable entries are not part of the cache key: such a run is never cached.
        guard let cache = options.cache, found.errors.isEmpty else {
            let inputs = load(found, counter: counter, streamingDescriptions: true)
            let result = audit(inputs, counter: counter)
            BackgroundRelease.free(consume inputs)
            return (result, nil)
        }
        let keys = CacheKeys(profile: profile, options: options, rules: rules, frontEnds: frontEnds, files: found.files)
        let reports = CachedReports(cache: cache, run: keys.run)
        if let cached = cache.run(keys.run) {
            return (result(screens: cached.screens, findings: cached.findings, inputErrors: cached.inputErrors,
                           warnings: cached.warnings), reports)
        }
        let inputs = load(found, counter: counter, streamingDescriptions: true)
        let result = audit(inputs, counter: counter, cache: (cache.session(configuration: keys.configuration), keys))
        BackgroundRelease.free(consume inputs)
        return (result, reports)
    }

    /// The screens below the paths as accessibility trees (what `transcript` prints), with
    /// the input errors met on the way.
    public func screens(paths: [String]) throws(MissingPathError) -> (screens: [Screen], errors: [InputError]) {
        let loaded = try load(paths: paths)
        return (lowered(loaded), loaded.errors)
    }

    func load(paths: [String]) throws(MissingPathError) -> LoadedInputs {
        load(try InputFiles(config: options.config).find(in: paths), counter: ProgressCounter(nil))
    }

    /// The front-ends' output for the files found, with what was found but could not be read;
    /// `streamingDescriptions` leaves screen descriptions to be read while they are audited.
    func load(_ found: InputFiles.Found, counter: ProgressCounter, streamingDescriptions: Bool = false) -> LoadedInputs {
        counter.update { $0.files = found.files.count }
        var frontEnds = self.frontEnds
        frontEnds.streamsDescriptions = streamingDescriptions
        var loaded = frontEnds.load(found.files, counter: counter)
        loaded.errors += found.errors
        return loaded
    }

    var frontEnds: FrontEnds {
        FrontEnds(screenPatterns: options.screenPatterns,
                  maxSwiftFileBytes: options.config?.maxSwiftFileBytes ?? InputLimits.swiftFileBytes,
                  platform: options.platform ?? options.config?.platform)
    }

    /// Lowers view descriptions, names screens uniquely, orders them canonically (by file,
    /// line, name — a merge of shards sorts the same way) and keeps this shard's share.
    func lowered(_ inputs: LoadedInputs) -> [Screen] {
        let pending = pending(inputs)
        let memo = LoweringMemo(expecting: pending.compactMap(\.viewRoot))
        return Parallel.map(pending) { $0.lowered(memo: memo) }
    }

    /// This run's screens, named, ordered and sharded, each still to be lowered: an audit lowers
    /// one just before evaluating it, so the lowered trees are never all in memory at once.
    func pending(_ inputs: LoadedInputs) -> [PendingScreen] {
        var naming = ScreenNaming(inputs.screens.map(PendingScreen.init(lowered:))
                                  + inputs.viewScreens.map(PendingScreen.init(view:)))
        return naming.finish().compactMap { admitted($0.screen) }
    }

    /// A named screen as this run audits it (on the run's platform), or nil when it belongs
    /// to another shard.
    func admitted(_ screen: PendingScreen) -> PendingScreen? {
        var screen = screen
        if let platform = options.platform ?? options.config?.platform { screen.platform = platform }
        if let shard = options.shard, Self.shard(of: screen.name, count: shard.count) != shard.index { return nil }
        return screen
    }

    /// Audits one SwiftUI source text as if it were a file: rule examples and tests use it.
    /// A snippet without a declaration is wrapped as the body of `struct Example: View`.
    /// `stringTables` are table files beside it, by path (`en.lproj/Localizable.strings`).
    public func audit(swiftSource: String, fileName: String = "Example.swift",
                      stringTables: [(path: String, text: String)] = []) -> AuditResult {
        let text = Self.wrapSnippet(swiftSource)
        let (tables, tableErrors) = StringTables.load(sources: stringTables)
        let project = SwiftUIProject(screenPatterns: options.screenPatterns, stringTables: tables,
                                     platform: options.platform ?? options.config?.platform)
        let loaded = project.load(sources: [(path: fileName, text: text)])
        var inputs = LoadedInputs(viewScreens: loaded.screens, screens: [], errors: loaded.errors + tableErrors,
                                  suppressions: loaded.suppressions)
        inputs.refuseOutOfRangeNumbers()
        return audit(inputs)
    }

    /// Wraps a bare view-body snippet so it parses as a screen; whole declarations pass through.
    public static func wrapSnippet(_ code: String) -> String {
        let declares = ["struct ", "extension ", "#Preview", "class ", "func "].contains { code.contains($0) }
        if declares { return code }
        return "import SwiftUI\n\nstruct Example: View {\n    var body: some View {\n\(code)\n    }\n}\n"
    }

    /// Audits what the front-ends produced. With a cache, each screen's result is reused or
    /// stored by its key, and the run is stored with those entries (see `AuditCache`).
    func audit(_ inputs: LoadedInputs, counter: ProgressCounter = ProgressCounter(nil),
               cache: (session: AuditCache.Session, keys: CacheKeys)? = nil) -> AuditResult {
        let engine = RuleEngine(profile: profile, rules: rules, options: profile.options,
                                suppressions: inputs.suppressions, baseline: options.baseline,
                                keepsTranscripts: options.keepsTranscripts)
        // Descriptions first: the screens read up front are named in the same order around them.
        var naming = ScreenNaming(inputs.screens.map(PendingScreen.init(lowered:))
                                  + inputs.viewScreens.map(PendingScreen.init(view:)))
        let described = DescribedScreens(files: inputs.described, engine: engine, cache: cache)
            .audit(naming: &naming, admitted: admitted, counter: counter)
        let named = naming.finish().compactMap { named in admitted(named.screen).map { (named.order, $0) } }
        let pending = named.map(\.1)
        counter.update { $0.screens += pending.count }
        let previews = ScreenPreviews(pending, baseline: options.baseline)
        // A preview that shows a screen as it is takes the screen's result: its views are not
        // lowered, so they do not count as a second use of the screen's bodies either.
        let memo = LoweringMemo(expecting: pending.indices.compactMap { previews.shownScreen[$0] == nil ? pending[$0].viewRoot : nil })
        let keys = cache.map { $0.keys.screens(pending, suppressions: inputs.suppressions, described: inputs.described) }
        let shown = previews.shownIndices
        // Keys come from the files each screen's view tree is built from, known before
        // lowering: a screen is lowered only when its rules run, as without a cache.
        @Sendable func evaluated(_ i: Int) -> (result: (screen: ScreenResult, findings: [Finding]), previewable: Bool) {
            defer { counter.update { $0.screensAudited += 1 } }
            if let cache, let keys, let cached = cache.session.screen(keys[i]) { return (cached, false) }
            let screen = pending[i].lowered(memo: memo)
            let result = engine.evaluate(screen)
            if let cache, let keys { cache.session.store(result, as: keys[i]) }
            guard shown.contains(i), SemanticLowering.pathsFitOneStepDeeper(screen) else { return (result, false) }
            let transcript = engine.keepsTranscripts ? result.screen.transcript : Transcript.lines(for: screen)
            return (result, !ScreenPreviews.speaksAtRoot(of: pending[i], transcript))
        }
        let first = Parallel.map(pending.indices.filter { previews.shownScreen[$0] == nil }) { ($0, evaluated($0)) }
        var results = [(screen: ScreenResult, findings: [Finding])?](repeating: nil, count: pending.count)
        var previewable = Set<Int>()
        for (i, outcome) in first {
            results[i] = outcome.result
            if outcome.previewable { previewable.insert(i) }
        }
        let previewed = Parallel.map(previews.shownScreen.sorted { $0.key < $1.key }) { [results, previewable] preview, target in
            if previewable.contains(target), let result = results[target],
               let derived = ScreenPreviews.result(of: pending[preview], from: pending[target], result) {
                defer { counter.update { $0.screensAudited += 1 } }
                if let cache, let keys { cache.session.store(derived, as: keys[preview]) }
                return (preview, derived)
            }
            return (preview, evaluated(preview).result)
        }
        for (i, result) in previewed { results[i] = result }
        var screens = pending.indices.map { AuditCache.Screen(results[$0]!, key: keys?[$0]) }
        if !described.results.isEmpty {
            let ordered = (zip(named.map(\.0), screens).map { $0 } + described.results).sorted { $0.0 < $1.0 }
            screens = ordered.map(\.1)
        }
        let errors = (inputs.errors + described.errors).sorted { $0.location < $1.location }
        let warnings = inputs.notAudited + unknownRuleWarnings(inputs.suppressions + described.suppressions)
        let result = result(of: screens, inputErrors: errors, warnings: warnings)
        // Stored only when every screen has its entry's key: a hit must leave no screen out.
        if let cache, case let keys = screens.compactMap(\.key), keys.count == screens.count {
            cache.session.finish(screens: keys, findings: result.findings, inputErrors: errors, warnings: warnings,
                                 as: cache.keys.run)
        }
        BackgroundRelease.free((consume named, consume pending, consume screens, consume memo))
        return result
    }

    /// The run's result from its screens' results in run order.
    func result(of screens: [AuditCache.Screen], inputErrors: [InputError], warnings: [InputError]) -> AuditResult {
        let findings = Finding.merged(lists: screens.map(\.findings), screenOrder: screens.map(\.screen.name))
        return result(screens: screens.map(\.screen), findings: findings, inputErrors: inputErrors, warnings: warnings)
    }

    /// The run's result from its screens' results in run order and its findings one per place:
    /// what a cached run is rebuilt from.
    func result(screens: [ScreenResult], findings: [Finding], inputErrors: [InputError], warnings: [InputError]) -> AuditResult {
        var result = AuditResult(toolVersion: ToolInfo.version, profile: profile.name, failOn: profile.failOn,
                                 screens: screens, findings: findings, inputErrors: inputErrors)
        result.weights = profile.weights
        result.warnings = warnings
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

    /// 1-based shard of a screen: stable across machines and runs.
    public static func shard(of screenName: String, count: Int) -> Int {
        let hash = UInt64(StableHash.hex(screenName), radix: 16) ?? 0
        return Int(hash % UInt64(max(count, 1))) + 1
    }
}

/// What the front-ends produced, before Semantics and rules.
struct LoadedInputs: Sendable {
    var viewScreens: [ViewScreen]
    var screens: [Screen]
    var errors: [InputError]
    var suppressions: [Suppression]
    /// Inputs left out on purpose (a macOS storyboard): warnings, not errors.
    var notAudited: [InputError] = []
    /// Screen descriptions not read yet, sorted: they are read while their screens are audited.
    var described: [String] = []
}

/// A screen of the run before Semantics: already lowered (storyboards, runtime dumps) or a view
/// tree, lowered under its own name (element paths keep it) and then given the run's name.
struct PendingScreen: Sendable {
    private enum Tree: Sendable {
        case lowered(Screen)
        case view(ViewScreen)
    }

    private let tree: Tree
    /// Unique in the run: a clash gets ` #2`, ` #3` in input order.
    var name: String
    var platform: Platform
    let location: SourceLocation
    let source: Screen.Source

    init(lowered screen: Screen) {
        (tree, name, platform, location, source) = (.lowered(screen), screen.name, screen.platform, screen.location, screen.source)
    }

    init(view screen: ViewScreen) {
        (tree, name, platform, location, source) = (.view(screen), screen.name, screen.platform, screen.location, screen.source)
    }

    /// The files its elements and modifiers come from (for its cache key), without lowering it.
    func sourceFiles(bodies: CacheKeys.BodySources? = nil) -> Set<String> {
        switch tree {
        case .lowered(let screen): return CacheKeys.sources(of: screen)
        case .view(let view): return CacheKeys.sources(of: view, bodies: bodies)
        }
    }

    /// Its view tree when it is still to be lowered.
    var view: ViewScreen? {
        if case .view(let view) = tree { return view }
        return nil
    }

    /// Its views when it is still to be lowered.
    var viewRoot: ViewNode? { view?.root }

    /// Lowered, sharing component instances through the run's memo.
    func lowered(memo: LoweringMemo? = nil) -> Screen {
        var screen: Screen
        switch tree {
        case .lowered(let input): screen = input
        case .view(let view): screen = SemanticLowering.lower(view, memo: memo)
        }
        screen.name = name
        screen.platform = platform
        return screen
    }
}
