import AuditModel
import SwiftSyntax

/// Phase 2: every declaration that yields views → a template, one file at a time. Templates are
/// built grouped by the file holding their body, and each file's tree (`BodySyntax`) is released
/// after the last template that reads it, so that only a few trees are alive at a time.
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
    }

    static func buildTemplates(index: ProjectIndex, files: [ParsedFile], stringTables: StringTables,
                               previews: [PreviewDecl])
        -> (TemplateSet, [(PreviewDecl, Template)], [InputError]) {
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

        // Serial: a template may read any file's bodies (extensions, free functions) through the one
        // `BodySyntax`, which loads and releases files in this order. (A parallel phase 2 once
        // crashed in release builds, on the toolchain's SwiftSyntax; swift-syntax 603 locks the
        // node data it fills lazily, so files could be spread over threads with a shared loader
        // made safe.) Phase 2 is a few per cent of the work; phases 1 and 3 run in parallel.
        let order = jobs.indices.sorted { (jobs[$0].file, $0) < (jobs[$1].file, $1) }
        // Free functions returning views may be used anywhere: their files stay loaded throughout.
        let everywhere = index.types[ProjectIndex.globalScope]?.viewMembers.values.map(\.file) ?? []
        var lastUse: [Int: Int] = [:]
        for (step, job) in order.enumerated() {
            for file in jobs[job].files + everywhere { lastUse[file] = step }
        }
        let bodies = BodySyntax(files: files, bodies: index.types.values.flatMap { $0.viewMembers.values.map(\.body) }
                                    + index.viewExtensions.values.joined().map(\.body) + previews.map(\.body))
        var built = [(Template, [InputError])](repeating: (Template(views: [], parameters: []), []), count: jobs.count)
        for (step, job) in order.enumerated() {
            built[job] = build(jobs[job], index: index, files: files, bodies: bodies, stringTables: stringTables)
            bodies.release { (lastUse[$0] ?? -1) <= step }
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

    private static func build(_ job: TemplateJob, index: ProjectIndex, files: [ParsedFile], bodies: BodySyntax,
                              stringTables: StringTables) -> (Template, [InputError]) {
        var builder: TemplateBuilder
        let views: [ViewNode]
        let parameters: [TemplateParameter]
        switch job {
        case .component(let type):
            let body = type.viewMembers["body"]
            builder = TemplateBuilder(index: index, files: files, bodies: bodies, stringTables: stringTables,
                                      file: body?.file ?? 0, owner: type)
            parameters = builder.parameters(type.callParameters)
            views = body.map { builder.views(bodies.statements($0.body)) } ?? []
        case .modifier(let type, let body):
            builder = TemplateBuilder(index: index, files: files, bodies: bodies, stringTables: stringTables,
                                      file: body.file, owner: type, contentName: body.parameters.first?.name)
            parameters = builder.parameters(type.callParameters)
            views = builder.views(bodies.statements(body.body))
        case .viewExtension(let function):
            builder = TemplateBuilder(index: index, files: files, bodies: bodies, stringTables: stringTables,
                                      file: function.file, owner: nil, contentName: "self")
            parameters = builder.parameters(function.parameters)
            views = builder.views(bodies.statements(function.body))
        case .preview(let preview, let owner):
            builder = TemplateBuilder(index: index, files: files, bodies: bodies, stringTables: stringTables,
                                      file: preview.file, owner: owner)
            parameters = []
            views = builder.views(bodies.statements(preview.body))
        }
        return (Template(views: views, parameters: parameters), builder.errors)
    }
}
