import AuditModel
@testable import Semantics

/// A tiny DSL for hand-built ViewTrees, shaped like the SwiftUI it stands for:
/// `V("Button", "Save", action()).m("accessibilityHint", "Saves the draft")`.
/// Every node and modifier is located at the test's source line, so location checks work.
enum DSL {
    static let file = "Test.swift"
    static func at(_ line: Int, _ column: Int = 1) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }
}

/// An argument: `"Save"` (unlabelled string), `l("systemName", "trash")`, `l("isOn", dyn("$on"))`.
protocol ArgumentConvertible { var argument: Argument { get } }
extension Argument: ArgumentConvertible { var argument: Argument { self } }
extension String: ArgumentConvertible { var argument: Argument { Argument(label: nil, value: .string(self)) } }
extension Value: ArgumentConvertible { var argument: Argument { Argument(label: nil, value: self) } }

func l(_ label: String, _ value: Value) -> Argument { Argument(label: label, value: value) }
func l(_ label: String, _ string: String) -> Argument { Argument(label: label, value: .string(string)) }
func dyn(_ expr: String) -> Value { .dynamic(expr) }
func num(_ n: Double) -> Value { .number(n) }
func member(_ name: String) -> Value { .member(name) }
func views(_ nodes: ViewNode...) -> Value { .views(nodes) }
func action() -> Argument { Argument(label: "action", value: .closure) }

/// A view: type, arguments, children.
func V(_ type: String, _ arguments: ArgumentConvertible..., children: [ViewNode] = [], line: Int = #line) -> ViewNode {
    ViewNode(type: type, arguments: arguments.map(\.argument), children: children, location: DSL.at(line))
}

func Stack(_ type: String = "VStack", _ children: ViewNode..., line: Int = #line) -> ViewNode {
    ViewNode(type: type, children: children, location: DSL.at(line))
}

/// An inlined component: call site + body.
func Component(_ name: String, body: ViewNode, line: Int = #line) -> ViewNode {
    ViewNode(type: name, children: [body], location: DSL.at(line), component: name)
}

extension ViewNode {
    /// A modifier, located at the calling line (column 20 to tell it from the view).
    func m(_ name: String, _ arguments: ArgumentConvertible..., line: Int = #line) -> ViewNode {
        var copy = self
        copy.modifiers.append(Modifier(name: name, arguments: arguments.map(\.argument), location: DSL.at(line, 20)))
        return copy
    }

    func repeated() -> ViewNode {
        var copy = self
        copy.isRepeated = true
        return copy
    }
}

/// Lowers a body as the screen "S".
func lower(_ root: ViewNode) -> Screen {
    SemanticLowering.lower(ViewScreen(name: "S", location: DSL.at(1), source: .swiftUI, root: root))
}

/// The transcript lines of a body, as text.
func spoken(_ root: ViewNode) -> [String] {
    Transcript.lines(for: lower(root)).map(\.text)
}

extension Screen {
    /// The node at a path below the screen ("VStack[0]/Button[1]"), or nil.
    func node(_ path: String) -> AXNode? {
        let full = path.isEmpty ? name : "\(name)/\(path)"
        return root.allNodes.first { $0.path == full }
    }

    /// The first node of a view type, depth first.
    func first(_ viewType: String) -> AXNode? {
        root.allNodes.first { $0.viewType == viewType }
    }

    var elements: [AXNode] { root.reachableElements }
}
