import AuditModel
import Foundation
import SwiftSyntax

/// Phase 2, values: literals, constants, members and calls as `Value`s.
extension TemplateBuilder {
    // MARK: - Values

    /// A call's arguments as plain values (closures are `.closure`); the first trailing closure is unlabelled.
    mutating func valueArguments(_ call: FunctionCallExprSyntax) -> [Argument] {
        var arguments = call.arguments.map {
            Argument(label: $0.label?.text, value: value($0.expression), location: location($0.expression))
        }
        if let trailing = call.trailingClosure {
            arguments.append(Argument(label: nil, value: .closure, location: location(trailing)))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append(Argument(label: extra.label.text, value: .closure, location: location(extra.closure)))
        }
        return arguments
    }

    mutating func value(_ expr: ExprSyntax) -> Value {
        guard depth < Self.maximumDepth else { return .dynamic(String(text(expr).prefix(80))) }
        depth += 1
        defer { depth -= 1 }
        if let string = expr.as(StringLiteralExprSyntax.self) { return stringValue(string) }
        if let integer = expr.as(IntegerLiteralExprSyntax.self) {
            return integer.representedLiteralValue.map { .number(Double($0)) } ?? .dynamic(text(integer))
        }
        if let float = expr.as(FloatLiteralExprSyntax.self) {
            return float.representedLiteralValue.map { .number($0) } ?? .dynamic(text(float))
        }
        if let boolean = expr.as(BooleanLiteralExprSyntax.self) { return .bool(boolean.literal.text == "true") }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return nameValue(reference.baseName.text, written: text(reference))
        }
        if let member = expr.as(MemberAccessExprSyntax.self) { return memberValue(member) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return callValue(call) }
        if let sequence = expr.as(SequenceExprSyntax.self) { return sequenceValue(Array(sequence.elements)) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            let operand = value(prefix.expression)
            switch prefix.operator.text {
            case "-":
                if case .number(let n) = operand { return .number(-n) }
                if case .metric(var m) = operand { m.points = -m.points; m.expression = text(expr); return .metric(m) }
            case "...": return .range(lower: nil, upper: operand, closed: true)
            case "..<": return .range(lower: nil, upper: operand, closed: false)
            default: break
            }
            return .dynamic(text(expr))
        }
        if let postfix = expr.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            return .range(lower: value(postfix.expression), upper: nil, closed: true)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil {
            return value(only.expression)
        }
        if let array = expr.as(ArrayExprSyntax.self) { return .array(array.elements.map { value($0.expression) }) }
        if expr.is(ClosureExprSyntax.self) { return .closure }
        if let tryExpr = expr.as(TryExprSyntax.self) { return value(tryExpr.expression) }
        if let awaitExpr = expr.as(AwaitExprSyntax.self) { return value(awaitExpr.expression) }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return choice([value(ternary.thenExpression), value(ternary.elseExpression)])
        }
        return .dynamic(text(expr))
    }

    mutating func stringValue(_ literal: StringLiteralExprSyntax) -> Value {
        if let plain = literal.representedLiteralValue { return .string(plain) }
        var parts: [TextPart] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text): parts.append(.literal(text.content.text))
            case .expressionSegment(let interpolation):
                if interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil {
                    parts += textParts(value(only.expression))
                } else {
                    parts.append(.dynamic(text(interpolation.expressions)))
                }
            @unknown default:
                break
            }
        }
        return textValue(parts)
    }

    /// A name in value position: a local, a property (constant, `@ScaledMetric`, parameter), a global constant.
    mutating func nameValue(_ name: String, written: String) -> Value {
        if let local = lookupLocal(name) {
            switch local.value {
            case .value(let v): return v
            case .views(let v): return .views(v)
            case .unknown: return .dynamic(written)
            case .expression(let expr, let exprFile):
                return withLocalHidden(name, at: local.scope, file: exprFile) { $0.value(expr) }
            }
        }
        if let owner {
            if let property = owner.storedProperties.first(where: { $0.name == name }) {
                switch property.kind {
                case .constant:
                    if let initializer = property.initializer {
                        return constant(initializer, file: property.file, written: written)
                    }
                case .scaledMetric(let style):
                    if let initializer = property.initializer,
                       let points = inFile(property.file, { $0.value(initializer) }).number {
                        return .metric(Metric(points, scaling: .scaled(relativeTo: style), expression: written))
                    }
                case .parameter, .dynamicTypeEnvironment, .state:
                    break
                }
                return .dynamic(written)
            }
            if let (expr, exprFile) = owner.valueMembers[name] {
                if recordTestValue(name, expr, file: exprFile) { return .dynamic(written) }
                return hidingMember(name) { builder in builder.inFile(exprFile) { $0.value(expr) } }
                    ?? .dynamic(written)
            }
            if owner.conditionalMembers[name] != nil {
                recordConditionalValue(name)
                return .dynamic(written)
            }
            if let (expr, exprFile) = index.constants["\(owner.name).\(name)"] {
                return constant(expr, file: exprFile, written: written)
            }
        }
        if let (expr, exprFile) = index.constants[name] { return constant(expr, file: exprFile, written: written) }
        return .dynamic(written)
    }

    mutating func memberValue(_ member: MemberAccessExprSyntax) -> Value {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            // `.brandTitle` where the project declares `extension Font { static let brandTitle = … }`.
            if let (expr, exprFile) = index.constants["Font.\(name)"] {
                return constant(expr, file: exprFile, written: text(member))
            }
            return .member(name)
        }
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text == "self" {
            return nameValue(name, written: text(member))
        }
        if isTypePath(base) {
            var typeName = text(base)
            if typeName == "Self", let owner { typeName = owner.name }
            let qualified = index.resolveType(typeName, from: owner?.name, file: file)?.name ?? typeName
            if let (expr, exprFile) = index.constants["\(qualified).\(name)"] {
                return constant(expr, file: exprFile, written: text(member))
            }
            return .member(name)
        }
        // `.title.bold` is not a thing, but `Color.red.opacity` is handled as a call.
        recordCaseTable(base: base, member: name)
        return .dynamic(text(member))
    }

    mutating func callValue(_ call: FunctionCallExprSyntax) -> Value {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if name == "tr", let localized = localizationCall(name, call) { return localized }
            guard name.first?.isUppercase ?? false else { return .dynamic(text(call)) }
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            if let base = member.base, !isTypePath(base) {
                // `.title.bold()` keeps `.title`; other calls on values are unknown.
                if SwiftUICatalog.valuePreservingMethods.contains(name) { return value(base) }
                return .dynamic(text(call))
            }
            if name == "init", let base = member.base { return typedCall(lastComponent(text(base)), call) }
        } else {
            return .dynamic(text(call))
        }
        return typedCall(name, call)
    }

    /// `Text("a")` as a value is its text; `LocalizedStringKey("a")`, `String(localized: "a")` are literals.
    mutating func typedCall(_ name: String, _ call: FunctionCallExprSyntax) -> Value {
        if let localized = localizationCall(name, call) { return localized }
        let first = call.arguments.first
        switch name {
        case "Text", "LocalizedStringKey", "LocalizedStringResource":
            if let first { return value(first.expression) }
        case "String" where first?.label?.text == "localized":
            if let first { return value(first.expression) }
        case "NSLocalizedString":
            if let first { return value(first.expression) }
        default: break
        }
        return .call(name, valueArguments(call))
    }

    /// `c ? a : b`, `a...b`, `"a" + b`, `size * 2`.
    mutating func sequenceValue(_ elements: [ExprSyntax]) -> Value {
        if elements.count == 1 { return value(elements[0]) }
        let source = text(elements)
        if let k = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
            let ternary = elements[k].as(UnresolvedTernaryExprSyntax.self)!
            return choice([value(ternary.thenExpression), sequenceValue(Array(elements[(k + 1)...]))])
        }
        guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text else {
            if elements.count % 2 == 1, (1..<elements.count).filter({ $0 % 2 == 1 }).allSatisfy({
                elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }) {
                let operands = stride(from: 0, to: elements.count, by: 2).map { value(elements[$0]) }
                if operands.contains(where: isText) { return textValue(operands.flatMap(textParts)) }
            }
            return .dynamic(source)
        }
        let lhs = value(elements[0]), rhs = value(elements[2])
        switch op {
        case "...": return .range(lower: lhs, upper: rhs, closed: true)
        case "..<": return .range(lower: lhs, upper: rhs, closed: false)
        case "+" where isText(lhs) || isText(rhs): return textValue(textParts(lhs) + textParts(rhs))
        case "+", "-", "*", "/":
            guard let a = lhs.number, let b = rhs.number else { return .dynamic(source) }
            let result: Double
            switch op {
            case "+": result = a + b
            case "-": result = a - b
            case "*": result = a * b
            default: guard b != 0 else { return .dynamic(source) }; result = a / b
            }
            let scaled = [lhs, rhs].compactMap { v -> Metric.Scaling? in
                if case .metric(let m) = v, case .scaled = m.scaling { return m.scaling }
                return nil
            }.first
            if scaled != nil || [lhs, rhs].contains(where: { if case .metric = $0 { return true } else { return false } }) {
                return .metric(Metric(result, scaling: scaled ?? .fixed, expression: source))
            }
            return .number(result)
        default:
            return .dynamic(source)
        }
    }

    func choice(_ values: [Value]) -> Value {
        .choice(values.flatMap { value -> [Value] in
            if case .choice(let inner) = value { return inner }
            return [value]
        })
    }

    func isText(_ value: Value) -> Bool {
        switch value {
        case .string, .text: return true
        default: return false
        }
    }

    mutating func constant(_ expr: ExprSyntax, file constantFile: Int, written: String) -> Value {
        let converted = inFile(constantFile) { $0.value(expr) }
        if case .number(let n) = converted { return .metric(Metric(n, scaling: .fixed, expression: written)) }
        return converted
    }

}
