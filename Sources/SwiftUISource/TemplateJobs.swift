import AuditModel
import Foundation
import SwiftSyntax

/// Phase 2: every declaration that yields views → a template. Templates are built grouped by the
/// file holding their body, in contiguous runs of files spread over the cores; in each run, each
/// file's tree (`BodySyntax`) is released after the last template that reads it, so that only a
/// few trees are alive at a time.
extension SwiftUIProject {
    private enum TemplateJob {
        case component(TypeDecl)
        case modifier(TypeDecl, ViewMemberDecl)
        case viewExtension(ViewMemberDecl)
        case preview(PreviewDecl, owner: TypeDecl?)

        /// The file of its body: jobs are built grouped by it.
        var file: Int {
            switch self {
            case .component(let type): return type.viewMembers["body"]?.file ?? type.file ?? 0
            case .modifier(_, let body), .viewExtension(let body): return body.file
            case .preview(let preview, _): return preview.file
            }
        }

        /// The files whose bodies it may expand: its own, its type's members (declared in
        /// extensions elsewhere too). Bodies of other files are parsed again when read.
        var files: [Int] {
            switch self {
            case .component(let type), .modifier(let type, _): return type.viewMembers.values.map(\.file)
            case .viewExtension(let function): return [function.file]
            case .preview(let preview, let owner): return [preview.file] + (owner?.viewMembers.values.map(\.file) ?? [])
            }
        }

        /// Roughly how much work it is: the bytes of its body, plus a little for any job.
        var weight: Int {
            let body: BodyPosition?
            switch self {
            case .component(let type): body = type.viewMembers["body"]?.body
            case .modifier(_, let member), .viewExtension(let member): body = member.body
            case .preview(let preview, _): body = preview.body
            }
            return 256 + (body.map { $0.end - $0.offset } ?? 0)
        }
    }

    /// How many runs phase 2 is cut into: a few per core, so that a core whose runs were quick
    /// takes another while the other finishes a long one.
    static var defaultTemplateRuns: Int { 4 * ProcessInfo.processInfo.activeProcessorCount }

    static func buildTemplates(index: ProjectIndex, files: [ParsedFile], stringTables: FileStringTables,
                               previews: [PreviewDecl], runs runCount: Int = defaultTemplateRuns)
        -> (TemplateSet, [(PreviewDecl, Template)], [InputError]) {
        let jobs = templateJobs(index: index, previews: previews)
        // A template may read any file's bodies (extensions, free functions): each run has its own
        // `BodySyntax`, which loads files as its jobs need them and releases each after the run's
        // last job that may read it. A file read by two runs is parsed twice (its bodies only).
        let order = jobs.indices.sorted { (jobs[$0].file, $0) < (jobs[$1].file, $1) }
        // Free functions returning views may be used anywhere: their files stay loaded throughout.
        let everywhere = index.types[ProjectIndex.globalScope]?.viewMembers.values.map(\.file) ?? []
        let bodiesByFile = BodySyntax.byFile(index.types.values.flatMap { $0.viewMembers.values.map(\.body) }
                                             + index.viewExtensions.values.joined().map(\.body) + previews.map(\.body))
        let runs = contiguousRuns(order, files: order.map { jobs[$0].file }, weights: order.map { jobs[$0].weight },
                                  count: runCount)
        // Template building walks syntax as deep as it nests: on stacks sized for the limit.
        let builtRuns = Parallel.map(runs, stackBytes: LargeStack.defaultBytes) { run in
            var lastUse: [Int: Int] = [:]
            for (step, job) in run.enumerated() {
                for file in jobs[job].files + everywhere { lastUse[file] = step }
            }
            let bodies = BodySyntax(files: files, bodiesByFile: bodiesByFile)
            return run.enumerated().map { step, job in
                defer { bodies.release { (lastUse[$0] ?? -1) <= step } }
                return build(jobs[job], index: index, files: files, bodies: bodies, stringTables: stringTables)
            }
        }
        var built = [(Template, [InputError])](repeating: (Template(views: [], parameters: []), []), count: jobs.count)
        for (run, results) in zip(runs, builtRuns) {
            for (job, result) in zip(run, results) { built[job] = result }
        }
        var set = TemplateSet(modules: index.modules)
        var previewTemplates: [(PreviewDecl, Template)] = []
        for (job, (template, _)) in zip(jobs, built) {
            switch job {
            case .component(let type): set.components[type.key] = template
            case .modifier(let type, _):
                let scoped = TemplateSet.Scoped(key: type.key, file: type.file ?? -1, isPrivate: type.isPrivate,
                                                template: template)
                set.modifiers[type.name, default: []].append(scoped)
                if type.name.contains(".") { set.modifiers[lastComponent(type.name), default: []].append(scoped) }
            case .viewExtension(let function):
                set.extensions[function.name, default: []].append(TemplateSet.Scoped(
                    key: "\(function.name)@\(function.file)", file: function.file, isPrivate: function.isPrivate,
                    template: template))
            case .preview(let preview, _): previewTemplates.append((preview, template))
            }
        }
        return (set, previewTemplates, built.flatMap(\.1))
    }

    /// Every declaration that yields views, in a fixed order: components and view modifiers by
    /// name, `extension View` functions by name, previews as given.
    private static func templateJobs(index: ProjectIndex, previews: [PreviewDecl]) -> [TemplateJob] {
        var jobs: [TemplateJob] = []
        for name in index.types.keys.sorted() {
            let type = index.types[name]!
            if type.isView { jobs.append(.component(type)) }
            if type.isViewModifier, let body = type.viewMembers["body"] { jobs.append(.modifier(type, body)) }
        }
        for name in index.viewExtensions.keys.sorted() {
            for function in index.viewExtensions[name]! { jobs.append(.viewExtension(function)) }
        }
        for preview in previews {
            let owner = preview.owner.flatMap { index.resolveType($0, from: nil, file: preview.file) }
            jobs.append(.preview(preview, owner: owner))
        }
        return jobs
    }

    /// `items` cut into about `count` contiguous runs of similar total weight, each cut between
    /// two files: a file's items stay in one run, whatever they weigh.
    static func contiguousRuns(_ items: [Int], files: [Int], weights: [Int], count: Int) -> [[Int]] {
        let target = max(1, weights.reduce(0, +) / max(count, 1))
        var runs: [[Int]] = []
        var current: [Int] = []
        var weight = 0
        for (position, item) in items.enumerated() {
            if weight >= target, files[position] != files[position - 1] {
                runs.append(current)
                current = []
                weight = 0
            }
            current.append(item)
            weight += weights[position]
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    private static func build(_ job: TemplateJob, index: ProjectIndex, files: [ParsedFile], bodies: BodySyntax,
                              stringTables: FileStringTables) -> (Template, [InputError]) {
        var builder: TemplateBuilder
        let views: [ViewNode]
        let parameters: [TemplateParameter]
        var ownFiles: [String] = []
        switch job {
        case .component(let type):
            let body = type.viewMembers["body"]
            builder = TemplateBuilder(index: index, files: files, bodies: bodies, stringTables: stringTables,
                                      file: body?.file ?? 0, owner: type)
            parameters = builder.parameters(type.callParameters)
            views = body.map { builder.bodyViews(bodies.statements($0.body)) } ?? []
            ownFiles = Set([type.file].compactMap { $0 } + type.viewMembers.values.map(\.file)).map { files[$0].path }.sorted()
        case .modifier(let type, let body):
            builder = TemplateBuilder(index: index, files: files, bodies: bodies, stringTables: stringTables,
                                      file: body.file, owner: type, contentName: body.parameters.first?.name)
            parameters = builder.parameters(type.callParameters)
            views = builder.bodyViews(bodies.statements(body.body))
        case .viewExtension(let function):
            builder = TemplateBuilder(index: index, files: files, bodies: bodies, stringTables: stringTables,
                                      file: function.file, owner: nil, contentName: "self")
            // Its view parameters (`footer()`, `transform(self)`) are filled in by each call.
            let location = builder.lines.location(ofOffset: function.body.offset)
            for parameter in function.parameters where parameter.isViewClosure {
                builder.scopes[0][parameter.name] = .views([ViewNode(type: parameter.name, location: location,
                                                                     component: TemplateMarker.slot)])
            }
            parameters = builder.parameters(function.parameters)
            views = builder.bodyViews(bodies.statements(function.body))
        case .preview(let preview, let owner):
            builder = TemplateBuilder(index: index, files: files, bodies: bodies, stringTables: stringTables,
                                      file: preview.file, owner: owner)
            parameters = []
            views = builder.bodyViews(bodies.statements(preview.body))
        }
        return (Template(views: views, parameters: parameters, files: ownFiles, callSiteValues: builder.callSiteValues), builder.errors)
    }
}
