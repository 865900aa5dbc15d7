import AuditModel
import SwiftSyntax

/// A computed property of an enum read on a component's parameter: `Text(style.title)`, where
/// the enum declares `var title: String { switch self { case .disconnected: L10n.… } }`. Apps
/// keep a screen's variants this way (titles, button labels, which accessory shows). Phase 2
/// reads each case's value once, where the enum declares it; the Inliner gives the value of the
/// case a call site passes (`style: .disconnected`), so the instance shows its own text. A
/// value known only at run time leaves the expression as written, unknown.
struct CaseTable: Sendable {
    /// The component parameter the property is read on (`style`).
    var parameter: String
    /// Each case's value, by case name.
    var values: [String: Value]
    /// The `default:` case's value, if the switch has one.
    var otherwise: Value?

    /// The value for what a call site passed: a case, or a choice between cases (each known).
    func value(given: Value) -> Value? {
        switch given {
        case .member(let name):
            return values[name] ?? otherwise
        case .choice(let options):
            var found: [Value] = []
            for option in options {
                guard let value = value(given: option) else { return nil }
                if !found.contains(value) { found.append(value) }
            }
            return found.count == 1 ? found[0] : .choice(found)
        default:
            return nil
        }
    }

    /// A getter that is one `switch self` whose cases each name plain cases (`case .a, .b:`) and
    /// hold one expression: the switch; nil for any other getter.
    static func switchOverSelf(_ statements: CodeBlockItemListSyntax) -> SwitchExprSyntax? {
        guard let switchExpr = onlyStatementExpression(statements)?.as(SwitchExprSyntax.self),
              switchExpr.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
              cases(of: switchExpr) != nil else { return nil }
        return switchExpr
    }

    /// Each case name with its expression, and the `default:` case's; nil when a case binds
    /// values, is compiled conditionally, or holds more than one expression.
    static func cases(of switchExpr: SwitchExprSyntax) -> (named: [(name: String, value: ExprSyntax)], otherwise: ExprSyntax?)? {
        var named: [(name: String, value: ExprSyntax)] = []
        var otherwise: ExprSyntax?
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element, let value = onlyExpression(switchCase.statements)
            else { return nil }
            switch switchCase.label {
            case .default:
                otherwise = value
            case .case(let label):
                for item in label.caseItems {
                    guard item.whereClause == nil,
                          let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self),
                          member.base == nil else { return nil }
                    named.append((member.declName.baseName.text, value))
                }
            }
        }
        return (named, otherwise)
    }
}

extension TemplateBuilder {
    /// `style.title` or `self.style.title`, where `style` is a parameter of the component being
    /// built whose type declares `title` as a `switch self`: records the table under the
    /// expression as written (without `self.`) for the Inliner. The value stays the expression.
    mutating func recordCaseTable(base: ExprSyntax, member: String) {
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            recordCaseTable(parameter: reference.baseName.text, member: member)
        } else if let access = base.as(MemberAccessExprSyntax.self),
                  access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            recordCaseTable(parameter: access.declName.baseName.text, member: member)
        }
    }

    /// Records the table of `member` read on the parameter `name`; whether there is one.
    @discardableResult
    mutating func recordCaseTable(parameter name: String, member: String) -> Bool {
        // Most member reads are on other values (`viewModel.title`, a row's `item.name`): the
        // cheap tests first, as this runs for each of them.
        guard let owner, let property = owner.storedProperties.first(where: { $0.name == name }),
              case .parameter(.value) = property.kind, let typeName = property.typeName,
              lookupLocal(name) == nil else { return false }
        let key = "\(name).\(member)"
        if case .byCase? = callSiteValues[key] { return true }
        guard let type = index.resolveType(typeName, from: owner.name, file: property.file),
              let (expr, exprFile) = type.caseMembers[member],
              let switchExpr = expr.as(SwitchExprSyntax.self),
              let cases = CaseTable.cases(of: switchExpr) else { return false }
        // Each case's value is read where the enum declares it, as its own members would be.
        let (values, otherwise) = inType(type, file: exprFile) { builder in
            (cases.named.map { ($0.name, builder.value($0.value)) }, cases.otherwise.map { builder.value($0) })
        }
        callSiteValues[key] = .byCase(CaseTable(parameter: name, values: Dictionary(values, uniquingKeysWith: { first, _ in first }),
                                                otherwise: otherwise))
        return true
    }

    /// Reads expressions as written inside `type` in `file`: its members, none of the
    /// component's locals.
    mutating func inType<T>(_ type: TypeDecl, file other: Int, _ body: (inout TemplateBuilder) -> T) -> T {
        let saved = (owner, scopes)
        (owner, scopes) = (type, [[:]])
        defer { (owner, scopes) = saved }
        return inFile(other, body)
    }
}
