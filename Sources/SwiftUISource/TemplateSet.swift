import AuditModel

/// The templates of every audited declaration, by what names them at a use site.
struct TemplateSet: Sendable {
    /// A template and where it is declared, to pick among same-named ones by module.
    struct Scoped: Sendable {
        var key: String
        var file: Int
        var isPrivate: Bool
        var template: Template
    }

    /// View types, by key (phase 2 resolved each use to one).
    var components: [String: Template] = [:]
    /// `ViewModifier` types, by the name written in `.modifier(Name())` (simple and qualified).
    var modifiers: [String: [Scoped]] = [:]
    /// `extension View` functions, by name.
    var extensions: [String: [Scoped]] = [:]
    let modules: ModuleMap

    init(modules: ModuleMap) {
        self.modules = modules
    }

    /// The view modifier `.modifier(Name())` written at `location` means.
    func modifier(named name: String, at location: SourceLocation) -> Scoped? {
        guard let candidates = modifiers[name] else { return nil }
        return modules.select(candidates, from: modules.file(of: location.file)) { ($0.file, $0.isPrivate) }
    }

    /// The `extension View` function `.name(arguments)` written at `location` means: one whose
    /// parameters accept these arguments (`.overlay { }` is SwiftUI's, not `overlay(extendedBy:)`).
    func viewExtension(named name: String, arguments: [Argument], at location: SourceLocation) -> Scoped? {
        guard let candidates = extensions[name]?.filter({ Self.accepts($0.template.parameters, arguments) }),
              !candidates.isEmpty else { return nil }
        return modules.select(candidates, from: modules.file(of: location.file)) { ($0.file, $0.isPrivate) }
    }

    /// Can a call with these arguments bind to these parameters? Labels must match, unlabelled
    /// arguments need unlabelled parameters, and every parameter without a default gets a value.
    /// A trailing closure (labelled `content`, `perform` or `action` by phase 2) fills a closure
    /// or view parameter whatever its label.
    static func accepts(_ parameters: [TemplateParameter], _ arguments: [Argument]) -> Bool {
        var unfilled = Array(parameters.indices)
        for argument in arguments {
            let index: Int?
            if let label = argument.label, let i = unfilled.first(where: { parameters[$0].label == label }) {
                index = i
            } else if let label = argument.label, ["content", "perform", "action"].contains(label) {
                index = unfilled.first { parameters[$0].kind.takesClosure }
            } else if argument.label == nil {
                index = unfilled.first { parameters[$0].label == nil }
            } else {
                index = nil
            }
            guard let index else { return false }
            unfilled.removeAll { $0 == index }
        }
        return unfilled.allSatisfy { parameters[$0].defaultValue != nil }
    }
}
