import AuditModel
import Dispatch
import Foundation
import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// SwiftUI source files → view descriptions of their screens (DESIGN §3, issues 2, 3 and 7).
///
/// Three phases, each parallel over all cores with deterministic results:
/// 1. per file: read, skip files that cannot declare a view (a byte scan, no parsing), parse once,
///    index declarations (views, view modifiers, `extension View` functions, previews, constants),
///    read suppression comments, report syntax errors;
/// 2. per declaration: syntax → template (members, local `let`s, constants expanded in place);
/// 3. per screen: inline components and custom modifiers across files.
///
/// The ViewTree follows the conventions of COMMON.md. Where they are silent, this front-end uses:
/// - `_Branches` carries `condition: .dynamic(text)` (the `if` condition, the `switch` subject, the
///   first `#if` condition); each `_Branch` carries its own `condition` (`if`/`else if` condition,
///   `case` patterns, `#if`/`#elseif` condition), none for `else`/`default`/`#else`. When a condition
///   reads the Dynamic Type size (`dynamicTypeSize`, `sizeCategory`, or any property declared
///   `@Environment(\.dynamicTypeSize)`), the `_Branches` node also has `environment: .member("dynamicTypeSize")`.
/// - A ternary in view position (`c ? A() : B()`) is a `_Branches` with two `_Branch`es.
/// - `AnyLayout`: `layout { … }` where `layout` is an `AnyLayout` value (a local, a property, a ternary)
///   → a node of type `AnyLayout`, first argument the layout value (`.call("AnyLayout", [.call("VStackLayout")])`
///   or a `.choice` of them), `condition:`/`environment:` as for branches when it came from a ternary;
///   children = the content. `HStackLayout { … }` used directly is a container of that type.
/// - `NavigationSplitView`: every column (sidebar, content, detail) is in `children`.
/// - `List(data) { row }` (a data argument) marks its rows `isRepeated` like `ForEach`.
/// - `AnyView(x)` is replaced by `x`. `Text(x)` / `LocalizedStringKey(x)` / `String(localized: x)` as a
///   value (e.g. `.accessibilityLabel(Text("Delete"))`) is the value of `x`.
/// - `.title.bold()`, `Font.system(size: 12).weight(.bold)`, `Color.red.opacity(0.5)`: methods that keep
///   the text style/size (`SwiftUICatalog.valuePreservingMethods`) yield their base value.
/// - Numeric constants (`let spacing: CGFloat = 8`, `static let`, top-level, `Layout.spacing`) →
///   `.metric(Metric(8, scaling: .fixed, expression: written))`; string/font constants → their value;
///   `@ScaledMetric(relativeTo: s) var x = 24` → `.metric(Metric(24, scaling: .scaled(relativeTo: s), expression: written))`
///   (`.body` by default). Arithmetic on known numbers (`size * 2`) is computed; scaled if an operand is.
/// - Modifier view content: the first trailing closure is labelled `content` (`actions` for
///   `.alert`/`.confirmationDialog`); a view passed in parentheses keeps its written label
///   (`.overlay(Text("x"))` → unlabelled `.views`). Non-view trailing closures of modifiers are
///   `.closure` labelled `perform` (`onTapGesture`, `onLongPressGesture`, `onAppear`, …) or `action`.
/// - Component call sites: their trailing closures are labelled by the component's parameter
///   (`PrimaryButton("Save") { save() }` → `action: .closure` when it declares `let action: () -> Void`).
///   After inlining, arguments that were view content (spliced into the body) are removed from
///   the component node; the other call-site arguments stay. Call-site values replace the
///   component's parameters inside its body (`Text(title)` with `title: "Hi"` → `.string("Hi")`).
///   `component` is the qualified name (`Parent.Row` for a nested type), `type` the name as written.
/// - Components shown by navigation or presentation (`NavigationLink(destination:)`, `.sheet`,
///   `.fullScreenCover`, `.popover`, `.navigationDestination`, `.inspector`) are NOT inlined there:
///   they stay opaque nodes and, being unused elsewhere, are screens of their own.
/// - Screen roots: a component screen's root is the component node (`type`/`component` = its name,
///   one child = its body); a preview's root is a `Group` whose children are the preview's views.
/// - A body with several top-level views, or a custom modifier expanding to several, is wrapped in a `Group`.
/// - Unknown expressions in view position become opaque nodes whose `type` is their source text.
/// - Text in interpolations keeps known constants as literal parts.
public struct SwiftUIProject: Sendable {
    /// Names or globs (`*Screen`) that are screens even when used by other views.
    public var screenPatterns: [String]

    public init(screenPatterns: [String] = []) {
        self.screenPatterns = screenPatterns
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
    }

    func load(inputs: [Input]) -> (screens: [ViewScreen], errors: [InputError], suppressions: [Suppression]) {
        let results = parallelMap(Array(inputs.enumerated())) { Self.readAndIndex($0.element, file: $0.offset) }
        var errors = results.flatMap(\.errors)
        let suppressions = results.flatMap(\.suppressions)
        // Files skipped or unreadable keep their slot so that file indices stay stable.
        let files = results.enumerated().map { offset, result in
            result.parsed ?? ParsedFile(path: inputs[offset].path, lines: LineTable(file: inputs[offset].path, bytes: []))
        }
        let index = ProjectIndex(results.map(\.declarations))
        let (templates, previews, templateErrors) = buildTemplates(index: index, files: files,
                                                                   previews: results.flatMap(\.declarations.previews))
        errors += templateErrors
        let (screens, screenErrors) = buildScreens(index: index, templates: templates, previews: previews, files: files)
        errors += screenErrors
        errors.sort { ($0.location, $0.message) < ($1.location, $1.message) }
        return (screens, errors, suppressions)
    }

    // MARK: - Phase 1

    static func readAndIndex(_ input: Input, file: Int) -> FileResult {
        var result = FileResult()
        let path = input.path
        let bytes: [UInt8]
        switch input {
        case .text(_, let text):
            bytes = Array(text.utf8)
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path) else {
                result.errors.append(InputError(location: SourceLocation(file: path, line: 1),
                                                message: "cannot read file"))
                return result
            }
            bytes = [UInt8](data)
        }
        let source = SourceText(path: path, bytes: bytes)
        if let line = source.firstInvalidUTF8Line {
            result.errors.append(InputError(location: SourceLocation(file: path, line: line),
                                            message: "file is not valid UTF-8; it was not audited"))
            return result
        }
        guard source.mayDeclareViews else { return result }
        let lines = LineTable(file: path, bytes: bytes)
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        if tree.hasError, let error = firstSyntaxError(tree, lines: lines) { result.errors.append(error) }
        var indexer = DeclarationIndexer(file: file, lines: lines)
        indexer.index(tree)
        result.declarations = indexer.output
        let (suppressions, suppressionErrors) = SuppressionComments.scan(source, lines: lines)
        result.suppressions = suppressions
        result.errors += suppressionErrors
        result.parsed = ParsedFile(path: path, lines: lines)
        return result
    }

    /// One input error per file with syntax errors, at the first one.
    static func firstSyntaxError(_ tree: SourceFileSyntax, lines: LineTable) -> InputError? {
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard let first = diagnostics.min(by: { $0.position < $1.position }) else { return nil }
        let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : ""
        return InputError(location: lines.location(of: first.position),
                          message: "Swift syntax error: \(first.message)\(more); the rest of the file is still audited")
    }

    // MARK: - Phase 2

    private enum TemplateJob: Sendable {
        case component(TypeDecl)
        case modifier(TypeDecl, ViewMemberDecl)
        case viewExtension(ViewMemberDecl)
        case preview(PreviewDecl)
    }

    private func buildTemplates(index: ProjectIndex, files: [ParsedFile], previews: [PreviewDecl])
        -> (TemplateSet, [(PreviewDecl, Template)], [InputError]) {
        var jobs: [TemplateJob] = []
        for name in index.types.keys.sorted() {
            let type = index.types[name]!
            if type.isView { jobs.append(.component(type)) }
            if type.isViewModifier, let body = type.viewMembers["body"] { jobs.append(.modifier(type, body)) }
        }
        for name in index.viewExtensions.keys.sorted() { jobs.append(.viewExtension(index.viewExtensions[name]!)) }
        for preview in previews { jobs.append(.preview(preview)) }

        let built = parallelMap(jobs) { job -> (Template, [InputError]) in
            var builder: TemplateBuilder
            let views: [ViewNode]
            let parameters: [TemplateParameter]
            switch job {
            case .component(let type):
                let body = type.viewMembers["body"]
                builder = TemplateBuilder(index: index, files: files, file: body?.file ?? 0, owner: type)
                parameters = builder.parameters(type.callParameters)
                views = body.map { builder.views($0.statements) } ?? []
            case .modifier(let type, let body):
                builder = TemplateBuilder(index: index, files: files, file: body.file, owner: type,
                                          contentName: body.parameters.first?.name)
                parameters = builder.parameters(type.callParameters)
                views = builder.views(body.statements)
            case .viewExtension(let function):
                builder = TemplateBuilder(index: index, files: files, file: function.file, owner: nil,
                                          contentName: "self")
                parameters = builder.parameters(function.parameters)
                views = builder.views(function.statements)
            case .preview(let preview):
                builder = TemplateBuilder(index: index, files: files, file: preview.file,
                                          owner: preview.owner.flatMap { index.types[$0] })
                parameters = []
                views = builder.views(preview.statements)
            }
            return (Template(views: views, parameters: parameters), builder.errors)
        }
        var set = TemplateSet()
        var previewTemplates: [(PreviewDecl, Template)] = []
        for (job, (template, _)) in zip(jobs, built) {
            switch job {
            case .component(let type): set.components[type.name] = template
            case .modifier(let type, _):
                set.modifiers[type.name] = template
                if set.modifiers[lastComponent(type.name)] == nil { set.modifiers[lastComponent(type.name)] = template }
            case .viewExtension(let function): set.extensions[function.name] = template
            case .preview(let preview): previewTemplates.append((preview, template))
            }
        }
        return (set, previewTemplates, built.flatMap(\.1))
    }

    // MARK: - Phase 3

    private struct ScreenJob: Sendable {
        var name: String
        var location: SourceLocation
        var root: ViewNode
        /// Previews: their views are the root's children.
        var isPreview: Bool
    }

    private func buildScreens(index: ProjectIndex, templates: TemplateSet, previews: [(PreviewDecl, Template)],
                              files: [ParsedFile]) -> ([ViewScreen], [InputError]) {
        // A component used by another audited view, modifier or `extension View` function is not a root.
        var usedByOthers = Set<String>()
        for (name, template) in templates.components {
            var used = Set<String>()
            componentsUsed(in: template.views, into: &used)
            used.remove(name)
            usedByOthers.formUnion(used)
        }
        for template in Array(templates.modifiers.values) + Array(templates.extensions.values) {
            componentsUsed(in: template.views, into: &usedByOthers)
        }
        var jobs: [ScreenJob] = []
        for name in templates.components.keys.sorted() {
            guard let type = index.types[name] else { continue }
            guard !usedByOthers.contains(name) || matchesScreenPattern(name) else { continue }
            let location = type.declaration ?? SourceLocation(file: files.first?.path ?? "", line: 1)
            jobs.append(ScreenJob(name: name, location: location,
                                  root: ViewNode(type: name, location: location, component: name), isPreview: false))
        }
        for (preview, template) in previews {
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
                                  root: ViewNode(type: "Group", children: template.views, location: preview.location),
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
        let built = parallelMap(jobs) { job -> (ViewScreen, InputError?) in
            var inliner = Inliner(templates: templates)
            let root = inliner.resolve(job.root, Inliner.Bindings())
            let tree = root.count == 1 ? root[0] : ViewNode(type: "Group", children: root, location: job.location)
            let error = inliner.truncated ? InputError(
                location: job.location,
                message: "screen '\(job.name)' is too large or too deep to inline fully; the views beyond "
                    + "\(Inliner.nodeBudget) nodes or \(Inliner.maximumTreeDepth) levels are left opaque",
                screen: job.name) : nil
            return (ViewScreen(name: job.name, location: job.location, source: .swiftUI, root: tree), error)
        }
        return (built.map(\.0), built.compactMap(\.1))
    }

    private func matchesScreenPattern(_ name: String) -> Bool {
        screenPatterns.contains { pattern in
            fnmatch(pattern, name, 0) == 0 || fnmatch(pattern, lastComponent(name), 0) == 0
        }
    }
}

/// `map` over all cores; results in input order.
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
    guard items.count > 1 else { return items.map(transform) }
    let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
    results.initialize(repeating: nil)
    defer {
        _ = results.deinitialize()
        results.deallocate()
    }
    nonisolated(unsafe) let slots = results
    withoutActuallyEscaping(transform) { transform in
        nonisolated(unsafe) let work = transform
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            slots[i] = work(items[i])
        }
    }
    return results.map { $0! }
}
