import AuditModel
import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

/// SwiftUI source files → view descriptions of their screens.
///
/// Three phases with deterministic results:
/// 1. per file, in parallel: read, skip files that cannot declare a view (a byte scan, no parsing),
///    parse, index declarations (views, view modifiers, `extension View` functions, previews,
///    constants: small expressions re-parsed on their own, bodies by position), read suppression
///    comments, report the first syntax error; then release the tree;
/// 2. per declaration, grouped by file, runs of files in parallel: syntax → template (own members,
///    local `let`s, constants expanded in place), each file parsed again for its bodies and
///    released once its run's templates are built (`TemplateJobs`);
/// 3. per screen, with the syntax trees already freed: inline components and custom modifiers across
///    files, each component body once per distinct call, shared by the screens.
///
/// The ViewTree follows the conventions of COMMON.md. Where they are silent, this front-end uses:
/// - Branches: `_Branches` carries `condition: .dynamic(text)` (the `if` condition, the `switch`
///   subject, the first `#if` condition); each `_Branch` carries its own `condition` (`if`/`else if`
///   condition, `case` patterns, `#if`/`#elseif` condition), none for `else`/`default`/`#else`.
///   When any condition reads the Dynamic Type size (`dynamicTypeSize`, `sizeCategory`, or a property
///   declared `@Environment(\.dynamicTypeSize)` under another name), `_Branches` also has
///   `environment: .member("dynamicTypeSize")`. A ternary in view position (`c ? A() : B()`) is a
///   `_Branches` with two `_Branch`es. `#if` clauses not compiled for the file's platform are left
///   out (`PlatformClauses`); one compiled for certain is spliced in without a branch. A `#if`
///   inside a modifier chain applies its compiled clause, else the first that may be.
///   A `switch` over a parameter the call site sets to an enum case (`mode: .inline`) keeps only
///   the branch that case shows; an `if` branch whose conditions only unwrap a parameter, read it
///   as a flag or compare it with an enum case or `nil` (`if let icon, !isCompact`,
///   `if layout == .grid && action != nil`, also a property of the parameter's enum read through its
///   `CaseTable`: `if style.showsSettings`; `CallSiteTest`) is dropped when the call site's value
///   (or the default it leaves, if every argument matched the initialiser) makes it false, and so
///   are those after one it makes true. A body with an explicit `return` is plain code: only what it returns shows
///   (`BodyKind`). No `_Branches` is made where the branches show one thing: the
///   same views in every branch of a `switch` or of an `if` with an `else`, or an availability
///   check alone (`#available`/`#unavailable`) whose two branches differ only in their outer
///   modifiers, which gives the newest OS's branch. Statements after an `if` whose branches all
///   `return` are its last branch, and a run of such `if`s is one chain.
/// - `AnyLayout`: `layout { … }` where `layout` is an `AnyLayout` value (a local, a property, a
///   ternary) → type `AnyLayout`, first (unlabelled) argument the layout value
///   (`.call("AnyLayout", [.call("VStackLayout", [])])`, or a `.choice` of them), plus
///   `condition:`/`environment:` as above when it came from a ternary; children = the content.
///   `HStackLayout { … }` / `VStackLayout { … }` used directly are containers of that type.
/// - `NavigationSplitView`: every column (sidebar, content, detail) is in `children`.
///   `List(data) { row }` (an unlabelled data argument) marks its rows `isRepeated` like `ForEach`.
/// - `AnyView(x)` is replaced by `x`. `Color.red` in view position → type `Color`, argument `.member("red")`.
/// - Values: `Text(x)`, `LocalizedStringKey(x)`, `String(localized: x)`, `NSLocalizedString(x, …)`
///   used as a value (`.accessibilityLabel(Text("Delete"))`) are the value of `x`. Methods that keep
///   a font's style/size or a gesture's kind (`.title.bold()`, `Font.system(size: 12).weight(.bold)`,
///   `DragGesture().onChanged { }` — `SwiftUICatalog.valuePreservingMethods`) yield their base value
///   (`.member("title")`, `.call("system", …)`, `.call("DragGesture", [])`). Other method calls on
///   values and free function calls are `.dynamic`. `nil` is `.dynamic("nil")`; `!x` is `.dynamic("!x")`.
/// - Numbers: numeric constants (`let spacing: CGFloat = 8` in the view, `static let`, top-level,
///   `Layout.spacing` from any file) → `.metric(Metric(8, scaling: .fixed, expression: <as written>))`;
///   `@ScaledMetric(relativeTo: s) var x = 24` → `.metric(Metric(24, scaling: .scaled(relativeTo: s),
///   expression: <as written>))` (`.body` when no `relativeTo:`). Arithmetic on known numbers is computed
///   (`size * 2` → a metric, scaled when an operand is). Literals stay `.number`. String and font
///   constants are their value; `.brandTitle` resolves `extension Font { static let brandTitle = … }`.
/// - View arguments: a known view's parameter from `SwiftUICatalog.viewParameters` given a view
///   (`Image("x", label: Text("y"))`, `NavigationLink(destination: Detail())`) is `.views`.
/// - Modifier view content: the first trailing closure is labelled `content` (`actions` for
///   `.alert`/`.confirmationDialog`); a view passed in parentheses keeps its written label
///   (`.overlay(Text("x"))` → unlabelled `.views`). A non-view trailing closure of a modifier is
///   `.closure` labelled `perform` (`onTapGesture`, `onLongPressGesture`, `onAppear`, …) or `action`.
/// - Components: `component` is the qualified name (`Parent.Row` for a nested type), `type` the name as
///   written. Call-site trailing closures are labelled by the component's parameter
///   (`PrimaryButton("Save") { save() }` → `action: .closure` when it declares `let action: () -> Void`).
///   After inlining, arguments that were view content (spliced into the body) are removed from the
///   component node; the other call-site arguments stay. Call-site values replace the component's
///   parameters inside its body (`Text(title)` with `title: "Hi"` → `.string("Hi")`), also through
///   nested components; unset parameters with a default take it. A view parameter the call site does
///   not fill (a root screen's `content`) is an opaque node of that name. Values the call site
///   settles (`CallSiteValue`): an enum property read on a parameter (`style.title`, where `title`
///   is a `switch self`), and a property of the component written as an `if … else` of expressions
///   or as tests joined by `&&`; the expression stays `.dynamic` as written when they stay unknown.
/// - Unknown views (neither SwiftUI's nor audited) are opaque nodes whose arguments are plain values,
///   trailing closures `.closure` (unlabelled for the first). Unknown expressions in view position are
///   opaque nodes whose `type` is their source text.
/// - Components shown by navigation or presentation (`NavigationLink(destination:)`, `.sheet`,
///   `.fullScreenCover`, `.popover`, `.navigationDestination`, `.inspector`) are NOT inlined there: they
///   stay opaque nodes (no `component`, no children) and, unless used elsewhere, are screens of their own.
/// - Screens: a component screen's root is the component node (`type` = `component` = its qualified
///   name, location = the struct's name token, one child = its body); a preview's root is a `Group`
///   (location = the `#Preview`) whose children are the preview's views. Names: the component name;
///   `X (Preview)` / `X (Preview: title)` with X the first component in the preview (else the
///   `PreviewProvider` name without `_Previews`, else the file name); clashes get ` #2`, ` #3`.
/// - A body with several top-level views, a custom modifier expanding to several, or a modifier chain on
///   several views is wrapped in a `Group`.
/// - Each component body is built once per distinct call (component and argument values) and shared
///   by every screen that uses it (`ComponentMemo`).
/// - Limits (each reported as an `InputError`, never a crash): views nested deeper than 400 levels,
///   more than 100,000 nodes or 1,000 levels in one screen after inlining, components nested 32 deep.
public struct SwiftUIProject: Sendable {
    /// Names or globs (`*Screen`) that are screens even when used by other views.
    public let screenPatterns: [GlobPattern]
    /// The audited tree's string tables (`StringTables.load`): titles and localization calls
    /// resolve through them.
    public var stringTables: StringTables
    /// When set, counts how many times each component's body is built (once per distinct call).
    public var builds: ComponentBuilds?
    /// Larger Swift files are input errors, not read (`InputLimits.swiftFileBytes` by default).
    public var maxFileBytes: Int
    /// The platform every file serves (`--platform`), else each file's is detected.
    public var platform: Platform?

    public init(screenPatterns: [String] = [], stringTables: StringTables = StringTables(),
                builds: ComponentBuilds? = nil, maxFileBytes: Int = InputLimits.swiftFileBytes,
                platform: Platform? = nil) {
        self.screenPatterns = screenPatterns.map(GlobPattern.init)
        self.stringTables = stringTables
        self.builds = builds
        self.maxFileBytes = maxFileBytes
        self.platform = platform
    }

    /// Reads, parses and indexes every file (in parallel), inlines components across files,
    /// and returns the screens in a deterministic order (file path, then line).
    public func load(files: [String]) -> (screens: [ViewScreen], errors: [InputError], suppressions: [Suppression]) {
        load(inputs: files.map { .file($0) })
    }

    /// The same for sources given as text (tests, snippets, editors).
    public func load(sources: [(path: String, text: String)]) -> (screens: [ViewScreen], errors: [InputError],
                                                                 suppressions: [Suppression]) {
        load(inputs: sources.map { .text($0.path, $0.text) })
    }

    enum Input: Sendable {
        case file(String)
        case text(String, String)

        var path: String {
            switch self {
            case .file(let path), .text(let path, _): return path
            }
        }
    }

    /// Phase 1 output for one file.
    struct FileResult: Sendable {
        var parsed: ParsedFile?
        var declarations = FileDeclarations()
        var errors: [InputError] = []
        var suppressions: [Suppression] = []
        var platform = Platform.iOS
    }

    func load(inputs: [Input]) -> (screens: [ViewScreen], errors: [InputError], suppressions: [Suppression]) {
        // Phases 1 and 2 in their own function: the syntax trees are freed before phase 3.
        let prepared = Self.prepareTemplates(inputs, stringTables: stringTables, maxFileBytes: maxFileBytes,
                                             platform: platform)
        var errors = prepared.errors
        let (screens, screenErrors) = buildScreens(prepared)
        errors += screenErrors
        errors.sort { ($0.location, $0.message) < ($1.location, $1.message) }
        // Several templates of one file may hit the same limit: report it once.
        errors = errors.enumerated().filter { offset, error in
            offset == 0 || (errors[offset - 1].location, errors[offset - 1].message) != (error.location, error.message)
        }.map(\.element)
        return (screens, errors, prepared.suppressions)
    }

    /// What phase 3 needs; holds no syntax.
    struct PreparedTemplates: Sendable {
        var templates: TemplateSet
        var previews: [(preview: PreviewScreen, template: Template)]
        /// View types' qualified names and declarations (the struct name token), by key.
        var declarations: [String: (name: String, location: SourceLocation?)]
        var errors: [InputError]
        var suppressions: [Suppression]
        var firstFile: String
        /// Each file's platform (files not parsed are absent: iOS).
        var platforms: [String: Platform]
    }

    struct PreviewScreen: Sendable {
        var title: String?
        var location: SourceLocation
        var owner: String?
    }

    static func prepareTemplates(_ inputs: [Input], stringTables: StringTables = StringTables(),
                                 maxFileBytes: Int = InputLimits.swiftFileBytes,
                                 platform: Platform? = nil,
                                 templateRuns: Int = defaultTemplateRuns) -> PreparedTemplates {
        let localized = !stringTables.isEmpty
        let sources = Parallel.map(inputs) {
            Self.read($0, maxFileBytes: maxFileBytes, readingLocalizedStrings: localized)
        }
        var manifests: [String: [UInt8]] = [:]
        for (input, source) in zip(inputs, sources) {
            guard let text = source.text, input.path == "Package.swift" || input.path.hasSuffix("/Package.swift") else {
                continue
            }
            manifests[ModuleMap.ancestors(of: input.path).first ?? ""] = text.bytes
        }
        let readsDisk = inputs.contains { if case .file = $0 { return true } else { return false } }
        // Module boundaries (and a package's declared platform) before parsing: `#if os(…)` is
        // evaluated for the platform each file serves.
        let modules = ModuleMap(paths: inputs.map(\.path), imports: sources.map(\.imports),
                                manifests: manifests, readsDisk: readsDisk)
        // Parsing and indexing recurse once per nesting level: on stacks sized for the limit.
        // Longest files first: parsing time grows with size.
        func indexed(_ files: [(offset: Int, element: FileSource)]) -> [FileResult] {
            Parallel.map(files, stackBytes: LargeStack.defaultBytes,
                         costliestFirst: { $0.element.parses ? $0.element.text?.bytes.count ?? 0 : 0 }) {
                Self.index($0.element, file: $0.offset, platform: platform ?? modules.declaredPlatform(ofFile: $0.offset))
            }
        }
        var results = indexed(Array(sources.enumerated()))
        let late = lateFiles(sources, declarations: results.map(\.declarations))
        for (offset, result) in zip(late, indexed(late.map { ($0, sources[$0].parsedAnyway) })) { results[offset] = result }
        let index = ProjectIndex(results.map(\.declarations), modules: modules)
        // Files skipped or unreadable keep their slot so that file indices stay stable.
        let files = results.enumerated().map { offset, result in
            result.parsed ?? ParsedFile(path: inputs[offset].path, lines: LineTable(file: inputs[offset].path, bytes: []),
                                        bytes: [], clauses: PlatformClauses(platform: .iOS))
        }
        var tables = stringTables
        tables.assign(to: modules)
        let (templates, previews, templateErrors) = buildTemplates(
            index: index, files: files, stringTables: FileStringTables(tables, paths: files.map(\.path), modules: modules),
            previews: results.flatMap(\.declarations.previews), runs: templateRuns)
        var declarations: [String: (name: String, location: SourceLocation?)] = [:]
        for (key, type) in index.types where type.isView {
            declarations[key] = (type.name, type.declaration)
        }
        return PreparedTemplates(
            templates: templates,
            previews: previews.map { (PreviewScreen(title: $0.0.title, location: $0.0.location, owner: $0.0.owner), $0.1) },
            declarations: declarations, errors: results.flatMap(\.errors) + templateErrors,
            suppressions: results.flatMap(\.suppressions), firstFile: inputs.first?.path ?? "",
            platforms: Dictionary(results.compactMap { r in r.parsed.map { ($0.path, r.platform) } },
                                  uniquingKeysWith: { first, _ in first }))
    }

    // MARK: - Phase 1

    /// A file's text and what a byte scan finds in it, before parsing.
    struct FileSource: Sendable {
        var path: String
        /// Nil when the file could not be read, is not valid UTF-8, or is neither parsed nor a
        /// package manifest: the text of files not parsed is not kept.
        var text: SourceText?
        /// It may declare views (or localized strings, when string tables are read): phase 1 parses it.
        var parses = false
        /// Not parsed for that, but it holds a `switch self`: parsed too when it declares a type
        /// a view takes as a parameter (`lateFiles`).
        var mayDeclareCaseTables = false

        /// The same file, to be parsed.
        var parsedAnyway: FileSource {
            var source = self
            source.parses = true
            return source
        }
        var errors: [InputError] = []
        var imports: [(name: String, exported: Bool)] = []
    }

    /// The files not parsed that declare an enum (or extend a type) some view takes as a
    /// parameter and no parsed file declares by that name (`style: WebViewEmptyStateStyle`):
    /// their `switch self` properties are what the view reads (`CaseTable`). Parsing every file
    /// with a `switch self` cost about 5 % of the real-app audit. Read from the files'
    /// declarations, by name, so that the index is built once, with them.
    static func lateFiles(_ sources: [FileSource], declarations: [FileDeclarations]) -> [Int] {
        var wanted = Set<String>(), declared = Set<String>()
        for type in declarations.lazy.flatMap(\.types) {
            if type.file != nil { declared.insert(type.name) }
            guard type.isView else { continue }
            for property in type.storedProperties {
                guard case .parameter(.value) = property.kind, let typeName = property.typeName else { continue }
                wanted.insert(typeName)
            }
        }
        // A name written inside its parent (`Style` for `Panel.Style`) is not found here and costs
        // a parse at most.
        wanted = Set(wanted.subtracting(declared).map(lastComponent))
        guard !wanted.isEmpty else { return [] }
        return sources.indices.filter { sources[$0].mayDeclareCaseTables && sources[$0].text?.declaresType(in: wanted) == true }
    }

    static func read(_ input: Input, maxFileBytes: Int = InputLimits.swiftFileBytes,
                     readingLocalizedStrings: Bool = false) -> FileSource {
        let path = input.path
        var result = FileSource(path: path)
        let bytes: [UInt8]
        switch input {
        case .text(_, let text):
            bytes = Array(text.utf8)
        case .file(let path):
            switch RegularFile.read(path, limit: maxFileBytes, kind: "Swift source") {
            case .success(let read): bytes = read
            case .failure(let problem):
                result.errors.append(InputError(location: SourceLocation(file: path, line: 1), message: problem.message))
                return result
            }
        }
        let source = SourceText(path: path, bytes: bytes)
        if let line = source.firstInvalidUTF8Line {
            result.errors.append(InputError(location: SourceLocation(file: path, line: line),
                                            message: "file is not valid UTF-8; it was not audited"))
            return result
        }
        result.imports = source.imports
        result.parses = source.mayDeclareViews || readingLocalizedStrings && source.mayDeclareLocalizedStrings
        result.mayDeclareCaseTables = !result.parses && source.mayDeclareCaseTables
        if result.parses || result.mayDeclareCaseTables || path == "Package.swift" || path.hasSuffix("/Package.swift") {
            result.text = source
        }
        return result
    }

    /// Parses and indexes a file read by `read`; the caller runs it on a thread whose stack fits
    /// the nesting limit. `platform` is the one given on the command line or declared by the
    /// file's package; else the file's own evidence decides (`SourcePlatform`).
    static func index(_ input: FileSource, file: Int, platform given: Platform? = nil) -> FileResult {
        var result = FileResult()
        result.errors = input.errors
        result.declarations.imports = input.imports
        guard let source = input.text, input.parses else { return result }
        let path = input.path
        let bytes = source.bytes
        if let refusal = NestingScan().scan(bytes) {
            result.errors.append(InputError(location: SourceLocation(file: path, line: refusal.line, column: refusal.column),
                                            message: refusal.message))
            return result
        }
        let lines = LineTable(file: path, bytes: bytes)
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        if let syntaxError = SyntaxErrorReport.firstError(tree, lines: lines) { result.errors.append(syntaxError) }
        let platform = given ?? SourcePlatform.detect(path: path, tree: tree)
        var indexer = DeclarationIndexer(file: file, bytes: bytes, lines: lines, clauses: PlatformClauses(platform: platform))
        indexer.index(tree)
        result.platform = platform
        // The tree is released here: phase 2 parses a file again when it builds its templates.
        result.declarations = indexer.output
        result.declarations.bodies = [:]
        result.declarations.detachExpressions(bytes: bytes)
        result.declarations.imports = input.imports
        let (suppressions, suppressionErrors) = SuppressionComments.scan(source, lines: lines)
        result.suppressions = suppressions
        result.errors += suppressionErrors
        result.parsed = ParsedFile(path: path, lines: lines, bytes: bytes, clauses: PlatformClauses(platform: platform))
        return result
    }

    // MARK: - Phase 3

    private struct ScreenJob: Sendable {
        var name: String
        var location: SourceLocation
        var root: ViewNode
        var isPreview = false
    }

    private func buildScreens(_ prepared: PreparedTemplates) -> ([ViewScreen], [InputError]) {
        let templates = prepared.templates
        // A component used by another audited view, modifier or `extension View` function is not a root.
        var usedByOthers = Set<String>()
        for (name, template) in templates.components {
            var used = Set<String>()
            componentsUsed(in: template.views, into: &used)
            used.remove(name)
            usedByOthers.formUnion(used)
        }
        for scoped in (Array(templates.modifiers.values) + Array(templates.extensions.values)).joined() {
            componentsUsed(in: scoped.template.views, into: &usedByOthers)
        }
        var jobs: [ScreenJob] = []
        for key in templates.components.keys.sorted() {
            let name = prepared.declarations[key]?.name ?? key
            guard !usedByOthers.contains(key) || matchesScreenPattern(name) else { continue }
            let location = prepared.declarations[key]?.location ?? SourceLocation(file: prepared.firstFile, line: 1)
            jobs.append(ScreenJob(name: name, location: location,
                                  root: ViewNode(type: name, location: location, component: key)))
        }
        for (preview, template) in prepared.previews {
            let subject = firstComponent(in: template.views)
                ?? preview.owner.map { owner -> String in
                    for suffix in ["_Previews", "Previews", "_Preview"] where owner.hasSuffix(suffix) {
                        return String(owner.dropLast(suffix.count))
                    }
                    return owner
                }
                ?? URL(fileURLWithPath: preview.location.file).deletingPathExtension().lastPathComponent
            let name = preview.title.map { "\(subject) (Preview: \($0))" } ?? "\(subject) (Preview)"
            jobs.append(ScreenJob(name: name, location: preview.location,
                                  root: ViewNode(type: "Group", children: PreviewSamples.marking(template.views),
                                                 location: preview.location),
                                  isPreview: true))
        }
        jobs.sort { ($0.location, $0.name) < ($1.location, $1.name) }
        // Unique names, in that order.
        var seen: [String: Int] = [:]
        for i in jobs.indices {
            let count = (seen[jobs[i].name] ?? 0) + 1
            seen[jobs[i].name] = count
            if count > 1 { jobs[i].name += " #\(count)" }
        }
        // On all cores, each component body still built once and shared (a screen needing a body
        // another screen is building waits for it); inlining recurses once per level.
        let memo = ComponentMemo()
        defer { builds?.add(memo.buildCounts) }
        let built = Parallel.map(jobs, stackBytes: LargeStack.defaultBytes) { job -> (ViewScreen, InputError?) in
            var inliner = Inliner(templates: templates, memo: memo)
            let root = inliner.resolve(job.root, Inliner.Bindings())
            let tree = root.count == 1 ? root[0] : ViewNode(type: "Group", children: root, location: job.location)
            let error = inliner.truncated ? InputError(
                location: job.location,
                message: "screen '\(job.name)' is too large or too deep to inline fully; the views beyond "
                    + "\(Inliner.nodeBudget) nodes or \(Inliner.maximumTreeDepth) levels are left opaque",
                screen: job.name) : nil
            return (ViewScreen(name: job.name, location: job.location, source: .swiftUI, root: tree,
                               platform: prepared.platforms[job.location.file] ?? .iOS, isPreview: job.isPreview), error)
        }
        return (built.map(\.0), built.compactMap(\.1))
    }

    private func matchesScreenPattern(_ name: String) -> Bool {
        screenPatterns.contains { $0.matches(name) || $0.matches(lastComponent(name)) }
    }
}
