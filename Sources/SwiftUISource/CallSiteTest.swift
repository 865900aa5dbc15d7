import AuditModel
import SwiftSyntax

/// An `if` condition that only tests one of the component's parameters, or an enum property
/// read on one (`CaseTable`), so that each call site can settle it (`Inliner.callSiteSettled`).
/// A condition list (`if let icon, !isCompact`) is several tests, all of which must hold; one no
/// call site settles (`!subtitle.isEmpty`) is a run-time test, so the list can be known false,
/// never true. Written into the template as the `_Branch`'s `callSiteTest` argument, read back by
/// the Inliner.
enum CallSiteTest: Equatable, Sendable {
    /// `if let image`, `if let icon = image`: holds when the parameter is not `nil`.
    case unwraps(String)
    /// `if isButton`, `if !isButton`.
    case flag(String, negated: Bool)
    /// `if layout == .grid`, `if layout != WatchLayout.grid`.
    case isCase(String, caseName: String, equal: Bool)
    /// `if let image = illustration() as? Image`: holds when the views the caller passes for the
    /// view parameter are one `Image` (`Image.resizable()` and the other modifiers that return an
    /// `Image` included; any other modifier makes it another type, and the cast fails).
    case isImage(String)
    /// Any other condition (`x.count > 0`, `let y = load()`, `a || b`): known only at run time.
    case runTime

    static let label = "callSiteTest"

    var name: String {
        switch self {
        case .unwraps(let name), .flag(let name, _), .isCase(let name, _, _), .isImage(let name): return name
        case .runTime: return ""
        }
    }

    /// The parameter the test reads: `style` in `style.isCompact`.
    var parameter: String { String(name.prefix { $0 != "." }) }

    /// The tests of a condition list, each of which must hold.
    static func tests(_ conditions: ConditionElementListSyntax) -> [CallSiteTest] {
        conditions.flatMap { element -> [CallSiteTest] in
            switch element.condition {
            case .expression(let expr): return Self.tests(expr)
            case .optionalBinding(let binding): return [Self.unwrapping(binding) ?? .runTime]
            default: return [.runTime]
            }
        }
    }

    /// The tests of a Boolean expression: one test, or several joined by `&&`
    /// (`isCompact && layout == .grid && action != nil`).
    static func tests(_ expr: ExprSyntax) -> [CallSiteTest] {
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return [Self.test(expr) ?? .runTime] }
        var tests: [CallSiteTest] = []
        var operand: [ExprSyntax] = []
        for element in Array(sequence.elements) + [nil] {
            if let element, element.as(BinaryOperatorExprSyntax.self)?.operator.text != "&&" {
                operand.append(element)
                continue
            }
            tests.append((operand.count == 1 ? Self.test(operand[0]) : Self.comparison(operand)) ?? .runTime)
            operand = []
        }
        return tests
    }

    /// The argument's text for a list of tests (no test's text holds ", ").
    static func text(_ tests: [CallSiteTest]) -> String {
        tests.map(\.text).joined(separator: ", ")
    }

    static func tests(text: String) -> [CallSiteTest] {
        text.components(separatedByText: ", ").map { CallSiteTest(text: $0) }
    }

    /// Whether a condition list holds: false when one test is known false, true when every test
    /// is known true, else nil.
    static func holds(_ tests: [CallSiteTest], _ bindings: Inliner.Bindings, directly: Bool = false) -> Bool? {
        var known = true
        for test in tests {
            switch test.holds(bindings, directly: directly) {
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
        case .isImage(let name): return name + Self.isImageSuffix
        case .runTime: return "?"
        }
    }

    private static let isImageSuffix = " is Image"

    init(text: String) {
        if text == "?" {
            self = .runTime
        } else if text.hasPrefix("let ") {
            self = .unwraps(String(text.dropFirst(4)))
        } else if text.hasSuffix(Self.isImageSuffix) {
            self = .isImage(String(text.dropLast(Self.isImageSuffix.count)))
        } else if let range = text.range(of: " == .") ?? text.range(of: " != .") {
            self = .isCase(String(text[..<range.lowerBound]), caseName: String(text[range.upperBound...]),
                           equal: text[range].hasPrefix(" =="))
        } else if text.hasPrefix("!") {
            self = .flag(String(text.dropFirst()), negated: true)
        } else {
            self = .flag(text, negated: false)
        }
    }

    /// `if let image`, `if let icon = image`, `if let icon = self.image`; `if let image =
    /// illustration() as? Image`.
    private static func unwrapping(_ binding: OptionalBindingConditionSyntax) -> CallSiteTest? {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        guard let value = binding.initializer?.value else { return .unwraps(name) }
        if let cast = imageCastSubject(value) {
            return cast.as(FunctionCallExprSyntax.self).flatMap { call in
                call.arguments.isEmpty ? call.calledExpression.as(DeclReferenceExprSyntax.self) : nil
            }.map { .isImage($0.baseName.text) }
        }
        return referencedName(value).map { .unwraps($0) }
    }

    /// `x` in `x as? Image`.
    static func imageCastSubject(_ expr: ExprSyntax) -> ExprSyntax? {
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark?.tokenKind == .postfixQuestionMark,
              elements[2].as(TypeExprSyntax.self)?.type.trimmedDescription == "Image" else { return nil }
        return elements[0]
    }

    /// Modifiers of an `Image` that return an `Image`.
    static let imageModifiers: Set<String> = ["resizable", "renderingMode", "interpolation", "antialiased"]

    /// `isCompact`, `!isCompact`, `(layout == .grid)`.
    private static func test(_ expr: ExprSyntax) -> CallSiteTest? {
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return referencedName(prefix.expression).map { .flag($0, negated: true) }
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil, let sequence = only.expression.as(SequenceExprSyntax.self) {
            return comparison(Array(sequence.elements))
        }
        return referencedName(expr).map { .flag($0, negated: false) }
    }

    /// Whether the test holds for the values a call site gave, itself or by leaving the
    /// defaults; nil when that is known only at run time, the name is no parameter, or the call
    /// may use another initialiser than the one the defaults come from.
    /// `directly`: reading parameters and enum properties only (`Inliner.Bindings.directValue`).
    func holds(_ bindings: Inliner.Bindings, directly: Bool = false) -> Bool? {
        if self == .runTime || bindings.defaulted.contains(name) && !bindings.callMatchesParameters { return nil }
        let value = directly ? bindings.directValue(for: name) : bindings.value(for: name)
        switch self {
        case .unwraps(let name):
            if let views = bindings.views[name] { return !views.isEmpty }
            switch value {
            case .dynamic("nil")?: return false
            case .dynamic?, .choice?, nil: return nil
            case .some: return true
            }
        case .flag(_, let negated):
            guard case .bool(let flag)? = value else { return nil }
            return flag != negated
        case .isCase(_, let caseName, let equal):
            guard let given = value?.memberName else { return nil }
            return (given == caseName) == equal
        case .isImage(let name):
            guard let views = bindings.views[name] else { return nil }
            return views.count == 1 && views[0].type == "Image" && views[0].component == nil
                && views[0].modifiers.allSatisfy { Self.imageModifiers.contains($0.name) }
        case .runTime:
            return nil
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

    /// `layout == .grid`, `self.layout != WatchLayout.grid`: a name compared with an enum case;
    /// `action != nil`: a name that is set.
    private static func comparison(_ parts: [ExprSyntax]) -> CallSiteTest? {
        guard parts.count == 3, let op = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              op == "==" || op == "!=", let name = referencedName(parts[0]) else { return nil }
        if parts[2].is(NilLiteralExprSyntax.self) { return op == "!=" ? .unwraps(name) : nil }
        guard let member = parts[2].as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            guard let type = base.as(DeclReferenceExprSyntax.self), type.baseName.text.first?.isUppercase == true
            else { return nil }
        }
        return .isCase(name, caseName: member.declName.baseName.text, equal: op == "==")
    }
}
