import AuditModel
import SwiftUISource

/// Helpers for the SwiftUISource tests: load snippets and render trees compactly.
enum SwiftUISourceSupport {
    static func load(_ sources: [(String, String)], screenPatterns: [String] = [])
        -> (screens: [ViewScreen], errors: [InputError], suppressions: [Suppression]) {
        SwiftUIProject(screenPatterns: screenPatterns).load(sources: sources.map { (path: $0.0, text: $0.1) })
    }

    /// The first screen of one file; a snippet without `struct` becomes the body of `struct Example: View`.
    static func screen(_ source: String) -> ViewScreen? {
        let text = source.contains("struct ") || source.contains("#Preview") ? source
            : "import SwiftUI\nstruct Example: View {\n    var body: some View {\n\(source)\n    }\n}\n"
        return load([("Example.swift", text)]).screens.first
    }

    /// The rendered body of a snippet's first screen (its root component's child).
    static func body(_ source: String) -> String {
        guard let screen = screen(source) else { return "<no screen>" }
        let root = screen.root
        if root.component != nil, root.children.count == 1 { return render(root.children[0]) }
        return render(root)
    }

    /// `Type@Component(label: value){.modifier(args)}[children]`, `*` marks repeated nodes.
    static func render(_ node: ViewNode) -> String {
        var s = node.type
        if let component = node.component { s += "@\(component)" }
        if node.isRepeated { s += "*" }
        if !node.arguments.isEmpty { s += "(\(render(node.arguments)))" }
        for m in node.modifiers { s += ".\(m.name)(\(render(m.arguments)))" }
        if !node.children.isEmpty { s += "[\(node.children.map(render).joined(separator: ", "))]" }
        return s
    }

    static func render(_ arguments: [Argument]) -> String {
        arguments.map { ($0.label.map { "\($0): " } ?? "") + render($0.value) }.joined(separator: ", ")
    }

    static func render(_ value: Value) -> String {
        switch value {
        case .string(let s): return "\"\(s)\""
        case .sample(let s): return "sample(\"\(s)\")"
        case .text(let parts):
            return "text(" + parts.map { part -> String in
                switch part {
                case .literal(let s): return "\"\(s)\""
                case .dynamic(let e): return "‹\(e)›"
                }
            }.joined(separator: ",") + ")"
        case .dynamic(let e): return "‹\(e)›"
        case .localized(let l):
            return "localized(\"\(l.key)\"" + (l.text.map { " = " + render(.text($0)) } ?? " missing") + ")"
        case .number(let n): return n == n.rounded() ? String(Int(n)) : String(n)
        case .metric(let m):
            let scaling: String
            switch m.scaling {
            case .fixed: scaling = "fixed"
            case .scaled(let style): scaling = "scaled(\(style.rawValue))"
            }
            return "metric(\(render(.number(m.points))) \(scaling) \(m.expression ?? ""))"
        case .bool(let b): return String(b)
        case .member(let m): return ".\(m)"
        case .call(let name, let args): return "\(name)(\(render(args)))"
        case .array(let values): return "[\(values.map(render).joined(separator: ", "))]"
        case .range(let lower, let upper, let closed):
            return (lower.map(render) ?? "") + (closed ? "..." : "..<") + (upper.map(render) ?? "")
        case .views(let nodes): return "{\(nodes.map(render).joined(separator: ", "))}"
        case .choice(let values): return "choice(\(values.map(render).joined(separator: " | ")))"
        case .closure: return "closure"
        case .emptyClosure: return "emptyClosure"
        }
    }
}
