import AuditModel
import SwiftSyntax

/// A value a component's template leaves to each call site: the template keeps the expression
/// as written (`style.title`, `leadingAccessory`), and the Inliner reads it from the arguments
/// the caller passes (`Inliner.Bindings.value(for:)`). When they do not settle it, the
/// expression stays unknown, as it was before.
enum CallSiteValue: Sendable {
    /// An enum property read on a parameter (`style.title`).
    case byCase(CaseTable)
    /// A property of the component written as one `if … else` whose tests read its parameters.
    case byCondition(ConditionalValue)
}

/// `private var leadingAccessory: Accessory { if style.offersSettings, showsDetails { .settings }
/// else { style.leadingAccessory } }` (Home Assistant's empty-state header): the value of the
/// first branch whose tests hold.
struct ConditionalValue: Sendable {
    struct Branch: Sendable {
        enum Condition: Sendable {
            case tests([CallSiteTest])
            /// A condition no call site settles (`detail.isEmpty`).
            case runTime
            /// The final `else`.
            case otherwise
        }
        var condition: Condition
        var value: Value
    }
    var branches: [Branch]

    /// The value the call site settles; nil while a test before it is known only at run time.
    /// Tests and a branch's value read parameters and enum properties only, never another
    /// conditional value, so that no chain of them can loop.
    func value(_ bindings: Inliner.Bindings) -> Value? {
        for branch in branches {
            switch branch.condition {
            case .tests(let tests):
                switch CallSiteTest.holds(tests, bindings, directly: true) {
                case false?: continue
                case nil: return nil
                case true?: break
                }
            case .runTime: return nil
            case .otherwise: break
            }
            if case .dynamic(let expression) = branch.value { return bindings.directValue(for: expression) ?? branch.value }
            return branch.value
        }
        return nil
    }

    /// A getter that is one `if … else if … else` chain whose every branch holds one
    /// expression: the `if`; nil for any other getter.
    static func ifChain(_ statements: CodeBlockItemListSyntax) -> IfExprSyntax? {
        guard let ifExpr = onlyStatementExpression(statements)?.as(IfExprSyntax.self) else { return nil }
        var current: IfExprSyntax? = ifExpr
        while let branch = current {
            guard onlyExpression(branch.body.statements) != nil else { return nil }
            switch branch.elseBody {
            case .ifExpr(let next)?: current = next
            case .codeBlock(let block)?:
                guard onlyExpression(block.statements) != nil else { return nil }
                current = nil
            case nil: return nil
            }
        }
        return ifExpr
    }
}

extension TemplateBuilder {
    /// The tests of a condition list (`CallSiteTest`), when a call site can settle one of them.
    mutating func callSiteTests(_ conditions: ConditionElementListSyntax) -> [CallSiteTest]? {
        settleable(CallSiteTest.tests(conditions))
    }

    /// The tests, each one a call site can settle kept, the others run-time tests; nil when none
    /// is left. A call site settles a test that reads a parameter no local hides (or a property
    /// of the component written as tests, recorded then), or an enum property read on one.
    private mutating func settleable(_ tests: [CallSiteTest]) -> [CallSiteTest]? {
        let kept = tests.map { test -> CallSiteTest in
            guard test != .runTime, lookupLocal(test.parameter) == nil else { return .runTime }
            guard test.parameter == test.name else {
                let member = String(test.name.dropFirst(test.parameter.count + 1))
                return recordCaseTable(parameter: test.parameter, member: member) ? test : .runTime
            }
            if let (expr, exprFile) = owner?.valueMembers[test.name] {
                _ = recordTestValue(test.name, expr, file: exprFile)
            } else if owner?.conditionalMembers[test.name] != nil {
                recordConditionalValue(test.name)
            }
            return test
        }
        return kept.contains { $0 != .runTime } ? kept : nil
    }

    /// `canShowDetails`, a Bool property of the component written as tests joined by `&&`
    /// (`style == .offline && showsDetails && detailsAction != nil`): records it for the Inliner
    /// under its name, true when every test holds, false when one fails. Whether it did.
    mutating func recordTestValue(_ name: String, _ expr: ExprSyntax, file exprFile: Int) -> Bool {
        if callSiteValues[name] != nil { return true }
        guard let owner, expr.is(SequenceExprSyntax.self) || expr.is(PrefixOperatorExprSyntax.self),
              let tests = hidingMember(name, { builder in
                  builder.inType(owner, file: exprFile) { $0.settleable(CallSiteTest.tests(expr)) }
              }) ?? nil else { return false }
        callSiteValues[name] = .byCondition(ConditionalValue(branches: [
            ConditionalValue.Branch(condition: .tests(tests), value: .bool(true)),
            ConditionalValue.Branch(condition: .otherwise, value: .bool(false)),
        ]))
        return true
    }

    /// `leadingAccessory`, a property of the component being built written as an `if` chain
    /// (`ConditionalValue.ifChain`): records its branches for the Inliner under its name.
    mutating func recordConditionalValue(_ name: String) {
        guard callSiteValues[name] == nil, let owner, let (expr, exprFile) = owner.conditionalMembers[name],
              let ifExpr = expr.as(IfExprSyntax.self) else { return }
        // Read as the member is written: the type's members, none of the body's locals.
        let branches: [ConditionalValue.Branch]? = hidingMember(name) { builder in
            builder.inType(owner, file: exprFile) { $0.conditionalBranches(ifExpr) }
        } ?? nil
        if let branches { callSiteValues[name] = .byCondition(ConditionalValue(branches: branches)) }
    }

    private mutating func conditionalBranches(_ ifExpr: IfExprSyntax) -> [ConditionalValue.Branch]? {
        var branches: [ConditionalValue.Branch] = []
        var current: IfExprSyntax? = ifExpr
        while let branch = current {
            guard let then = onlyExpression(branch.body.statements) else { return nil }
            let condition = callSiteTests(branch.conditions).map { ConditionalValue.Branch.Condition.tests($0) } ?? .runTime
            branches.append(ConditionalValue.Branch(condition: condition, value: value(then)))
            switch branch.elseBody {
            case .ifExpr(let next)?: current = next
            case .codeBlock(let block)?:
                guard let otherwise = onlyExpression(block.statements) else { return nil }
                branches.append(ConditionalValue.Branch(condition: .otherwise, value: value(otherwise)))
                current = nil
            case nil: return nil
            }
        }
        return branches
    }
}
