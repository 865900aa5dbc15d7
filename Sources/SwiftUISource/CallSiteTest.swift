import AuditModel
import SwiftSyntax

/// An `if` condition that only tests one of the component's parameters, or an enum property
/// read on one (`CaseTable`), so that each call site can settle it (`Inliner.callSiteSettled`).
/// A condition list (`if let icon, !isCompact`) is several tests, all of which must hold. Written
/// into the template as the `_Branch`'s `callSiteTest` argument, read back by the Inliner.
enum CallSiteTest: Equatable {
    /// `if let image`, `if let icon = image`: holds when the parameter is not `nil`.
    case unwraps(String)
    /// `if isButton`, `if !isButton`.
    case flag(String, negated: Bool)
    /// `if layout == .grid`, `if layout != WatchLayout.grid`.
    case isCase(String, caseName: String, equal: Bool)

    static let label = "callSiteTest"

    var name: String {
        switch self {
        case .unwraps(let name), .flag(let name, _), .isCase(let name, _, _): return name
        }
    }

    /// The parameter the test reads: `style` in `style.isCompact`.
    var parameter: String { String(name.prefix { $0 != "." }) }

    /// The tests of a condition list, each of which must hold; nil when some condition is not
    /// such a test.
    static func tests(_ conditions: ConditionElementListSyntax) -> [CallSiteTest]? {
        var tests: [CallSiteTest] = []
        for element in conditions {
            guard let test = CallSiteTest(element.condition) else { return nil }
            tests.append(test)
        }
        return tests.isEmpty ? nil : tests
    }

    /// The argument's text for a list of tests (no test's text holds ", ").
    static func text(_ tests: [CallSiteTest]) -> String {
        tests.map(\.text).joined(separator: ", ")
    }

    static func tests(text: String) -> [CallSiteTest] {
        text.components(separatedBy: ", ").map { CallSiteTest(text: $0) }
    }

    /// Whether a condition list holds: false when one test is known false, true when every test
    /// is known true, else nil.
    static func holds(_ tests: [CallSiteTest], _ bindings: Inliner.Bindings) -> Bool? {
        var known = true
        for test in tests {
            switch test.holds(bindings) {
            case false?: return false
            case true?: break
            case nil: known = false
            }
        }
        return known ? true : nil
    }

    /// The argument's text: `let image`, `isButton`, `!isButton`, `layout == .grid`.
    var text: String {
        switch self {
        case .unwraps(let name): return "let " + name
        case .flag(let name, let negated): return (negated ? "!" : "") + name
        case .isCase(let name, let caseName, let equal): return "\(name) \(equal ? "==" : "!=") .\(caseName)"
        }
    }

    init(text: String) {
        if text.hasPrefix("let ") {
            self = .unwraps(String(text.dropFirst(4)))
        } else if let range = text.range(of: " == .") ?? text.range(of: " != .") {
            self = .isCase(String(text[..<range.lowerBound]), caseName: String(text[range.upperBound...]),
                           equal: text[range].hasPrefix(" =="))
        } else if text.hasPrefix("!") {
            self = .flag(String(text.dropFirst()), negated: true)
        } else {
            self = .flag(text, negated: false)
        }
    }

    /// The test one condition makes, when it is such a test.
    init?(_ condition: ConditionElementSyntax.Condition) {
        switch condition {
        case .optionalBinding(let binding):
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            guard let value = binding.initializer?.value else {
                self = .unwraps(name)
                return
            }
            guard let parameter = Self.referencedName(value) else { return nil }
            self = .unwraps(parameter)
        case .expression(let expr):
            if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
                guard let name = Self.referencedName(prefix.expression) else { return nil }
                self = .flag(name, negated: true)
            } else if let sequence = expr.as(SequenceExprSyntax.self) {
                guard let comparison = Self.caseComparison(sequence) else { return nil }
                self = comparison
            } else if let name = Self.referencedName(expr) {
                self = .flag(name, negated: false)
            } else {
                return nil
            }
        default:
            return nil
        }
    }

    /// Whether the test holds for the values a call site gave, itself or by leaving the
    /// defaults; nil when that is known only at run time, the name is no parameter, or the call
    /// may use another initialiser than the one the defaults come from.
    func holds(_ bindings: Inliner.Bindings) -> Bool? {
        if bindings.defaulted.contains(name), !bindings.callMatchesParameters { return nil }
        switch self {
        case .unwraps(let name):
            if let views = bindings.views[name] { return !views.isEmpty }
            switch bindings.value(for: name) {
            case .dynamic("nil")?: return false
            case .dynamic?, .choice?, nil: return nil
            case .some: return true
            }
        case .flag(let name, let negated):
            guard case .bool(let flag)? = bindings.value(for: name) else { return nil }
            return flag != negated
        case .isCase(let name, let caseName, let equal):
            guard let given = bindings.value(for: name)?.memberName else { return nil }
            return (given == caseName) == equal
        }
    }

    /// `name` or `self.name`; `name.property` or `self.name.property`.
    private static func referencedName(_ expr: ExprSyntax) -> String? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let property = member.declName.baseName.text
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.tokenKind == .keyword(.self) ? property : reference.baseName.text + "." + property
        }
        if let inner = base.as(MemberAccessExprSyntax.self),
           inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return inner.declName.baseName.text + "." + property
        }
        return nil
    }

    /// `layout == .grid`, `self.layout != WatchLayout.grid`: a name compared with an enum case.
    private static func caseComparison(_ sequence: SequenceExprSyntax) -> CallSiteTest? {
        let parts = Array(sequence.elements)
        guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              op == "==" || op == "!=", let name = referencedName(parts[0]),
              let member = parts[2].as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            guard let type = base.as(DeclReferenceExprSyntax.self), type.baseName.text.first?.isUppercase == true
            else { return nil }
        }
        return .isCase(name, caseName: member.declName.baseName.text, equal: op == "==")
    }
}
