import AuditModel

/// What a preview writes into the components it shows is sample data: the literal strings it
/// passes (`NFCTagView(identifier: "abc123-def456")`) and the text of the content it hands them
/// (`Card { Text("Lorem ipsum") }`) stand in for what the app's own screens pass at run time.
/// Marked before the preview is inlined, so the provenance follows the value wherever the
/// component's body uses it.
enum PreviewSamples {
    static func marking(_ nodes: [ViewNode], inSample: Bool = false) -> [ViewNode] {
        nodes.map { marking($0, inSample: inSample) }
    }

    private static func marking(_ node: ViewNode, inSample: Bool) -> ViewNode {
        var node = node
        let isCall = node.component != nil && !TemplateMarker.isMarker(node.component)
        node.arguments = node.arguments.map { argument in
            var argument = argument
            if isCall {
                argument.value = sampled(argument.value)
            } else if inSample, argument.label == nil || argument.label == "verbatim",
                      case .string(let s) = argument.value {
                argument.value = .sample(s)
            } else if case .views(let views) = argument.value {
                argument.value = .views(marking(views, inSample: inSample))
            }
            return argument
        }
        node.children = marking(node.children, inSample: inSample || isCall)
        return node
    }

    /// A value passed to a component, with its string literals marked as samples.
    private static func sampled(_ value: Value) -> Value {
        switch value {
        case .string(let s): return .sample(s)
        case .call(let name, let arguments) where !name.hasPrefix(".") && name.first?.isUppercase == true:
            // An initializer (`Item(name: "Kitchen")`, `Text("…")`), not a style or font call.
            return .call(name, arguments.map { argument in
                var argument = argument
                argument.value = sampled(argument.value)
                return argument
            })
        case .array(let values): return .array(values.map(sampled))
        case .choice(let values): return .choice(values.map(sampled))
        case .views(let views): return .views(marking(views, inSample: true))
        default: return value
        }
    }
}
