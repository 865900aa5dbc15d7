import AuditModel
import Foundation
import SwiftSyntax

/// Phase 2, modifiers and control flow: if/switch/#if/ternary branches, `Text + Text`, AnyLayout.
extension TemplateBuilder {
    // MARK: - Modifiers

    mutating func modifier(_ call: ModifierCall) -> Modifier {
        let name = call.name.text
        let contentParameter = SwiftUICatalog.viewContentModifiers[name]
        let presents = SwiftUICatalog.presentingModifiers.contains(name)
        if presents { presenting += 1 }
        defer { if presents { presenting -= 1 } }
        var arguments: [Argument] = []
        for (position, argument) in call.arguments.enumerated() {
            let label = argument.label?.text
            let expr = argument.expression
            let value: Value
            if position == 0, label == nil, SwiftUICatalog.localizedTitleModifiers.contains(name),
               let localized = localizedKey(expr) {
                value = localized
            } else if let closure = expr.as(ClosureExprSyntax.self) {
                if contentParameter == nil, let parameter = extensionViewParameter(name, label: label, trailing: false) {
                    value = .views(closureViews(closure, handedContent: parameter.receivesView))
                } else {
                    let isViews = label.map { SwiftUICatalog.viewParameters.contains($0) } ?? (contentParameter != nil)
                    value = isViews ? .views(closureViews(closure)) : .closure
                }
            } else if contentParameter != nil, looksLikeView(expr) {
                value = .views(views(expr))
            } else {
                value = self.value(expr)
            }
            arguments.append(Argument(label: label, value: value, location: location(expr)))
        }
        if let trailing = call.trailingClosure {
            if let contentParameter {
                arguments.append(Argument(label: contentParameter, value: .views(closureViews(trailing)),
                                          location: location(trailing)))
            } else if let parameter = extensionViewParameter(name, label: nil, trailing: true) {
                // The project's own `extension View` function (`.card { … }`, `.modify { $0.tint(.red) }`).
                arguments.append(Argument(label: "content", value: .views(closureViews(trailing, handedContent: parameter.receivesView)),
                                          location: location(trailing)))
            } else {
                arguments.append(Argument(label: SwiftUICatalog.actionClosureLabels[name] ?? "action",
                                          value: .closure, location: location(trailing)))
            }
        }
        for extra in call.additionalTrailingClosures {
            let label = extra.label.text
            let isViews = SwiftUICatalog.viewParameters.contains(label)
            arguments.append(Argument(label: label, value: isViews ? .views(closureViews(extra.closure)) : .closure,
                                      location: location(extra.closure)))
        }
        return Modifier(name: name, arguments: arguments, location: location(call.name))
    }

    // MARK: - Control flow

    /// An `if` written as a statement of a block.
    static func ifStatement(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        switch item.item {
        case .expr(let expr): return expr.as(IfExprSyntax.self)
        case .stmt(let stmt): return stmt.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        default: return nil
        }
    }

    /// Every branch of the `if` ends in `return`, and it has no final `else`: the statements
    /// after it run only when no condition holds.
    static func returnsFromEveryBranch(_ ifExpr: IfExprSyntax) -> Bool {
        var current: IfExprSyntax? = ifExpr
        while let branch = current {
            guard branch.body.statements.last?.item.as(ReturnStmtSyntax.self) != nil else { return false }
            switch branch.elseBody {
            case .ifExpr(let next)?: current = next
            case .codeBlock?: return false
            case nil: current = nil
            }
        }
        return true
    }

    /// The views of an `if`, one branch per condition. An availability check whose two
    /// branches show the same views with different modifiers (`if #available(iOS 16, *) {
    /// content.scrollDisabled(true) } else { content }`) shows them once, as the newest OS does:
    /// read as two branches, each such check doubled everything inside it. `chain` is one `if`,
    /// or several whose branches all return, written one after the other (each further one read
    /// as `else if`); `otherwise` is what the statements after them show, read as the last branch.
    mutating func ifViews(_ chain: [IfExprSyntax], otherwise: (views: [ViewNode], start: CodeBlockItemSyntax)? = nil) -> [ViewNode] {
        var branches: [ViewNode] = []
        var conditions: [String] = []
        for ifExpr in chain {
            var current: IfExprSyntax? = ifExpr
            var elseKeyword: TokenSyntax?
            while let branch = current {
                current = nil
                if let shown = shownBranch(branch, at: elseKeyword ?? branch.ifKeyword) {
                    conditions.append(shown.condition)
                    branches.append(shown.node)
                }
                elseKeyword = branch.elseKeyword
                switch branch.elseBody {
                case .ifExpr(let next)?: current = next
                case .codeBlock(let block)?:
                    branches.append(branchNode(views(block.statements), condition: nil, at: branch.elseKeyword ?? branch.ifKeyword))
                case nil: break
                }
            }
        }
        if let otherwise { branches.append(branchNode(otherwise.views, condition: nil, at: otherwise.start)) }
        guard let first = chain.first, !branches.isEmpty else { return [] }
        if chain.count == 1, let shown = closureResultOrSelf(first, branches) { return shown }
        let unconditionalLast = branches.last?.argument("condition") == nil
        if branches.count == 2, unconditionalLast, let holds = Self.availability(of: first.conditions),
           Self.sameViewsApartFromModifiers(branches[0].children, branches[1].children) {
            return branches[holds ? 0 : 1].children
        }
        if unconditionalLast, let same = Self.sameInEveryBranch(branches) { return same }
        return [branchesNode(branches, condition: conditions.first, allConditions: conditions, at: first.ifKeyword)]
    }

    /// One conditional branch of an `if` chain, written at `keyword`, and its condition; nil when
    /// it never shows: it unwraps a local known to be `nil` (a function's parameter the call
    /// leaves at its default `nil`), and the chain goes on to the next branch.
    private mutating func shownBranch(_ branch: IfExprSyntax, at keyword: TokenSyntax) -> (node: ViewNode, condition: String)? {
        guard !unwrapsNilLocal(branch.conditions) else { return nil }
        let condition = text(branch.conditions)
        var scope: [String: LocalValue] = [:]
        for element in branch.conditions {
            // `if let name` without a value unwraps `name` itself: inside, it means what it
            // meant outside (a view parameter's content, a value the call site passes).
            if case .optionalBinding(let binding) = element.condition,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let initializer = binding.initializer {
                // `if let image = illustration() as? Image`: the caller's views, when the cast holds.
                if let subject = CallSiteTest.imageCastSubject(initializer.value) {
                    scope[name] = parameterCall(subject).map { .views($0) } ?? .unknown
                } else {
                    scope[name] = slotCall(initializer.value).map { .views($0) } ?? .unknown
                }
            }
        }
        scopes.append(scope)
        let body = views(branch.body.statements)
        scopes.removeLast()
        var node = branchNode(body, condition: condition, at: keyword)
        // A local (a closure's parameter, a `let`) is no call-site parameter; a property
        // read on a parameter is settled only through its enum's `CaseTable`.
        if let tests = callSiteTests(branch.conditions) {
            node.arguments.append(Argument(label: CallSiteTest.label, value: .dynamic(CallSiteTest.text(tests))))
        }
        return (node, condition)
    }

    /// Whether a condition list unwraps a local that is `nil` (`if let subtitle`, `if let text =
    /// subtitle`, where a function's caller passed `nil` or left the parameter's default `nil`):
    /// it can never hold.
    func unwrapsNilLocal(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            guard case .optionalBinding(let binding) = element.condition else { return false }
            let subject = binding.initializer.map { $0.value.as(DeclReferenceExprSyntax.self)?.baseName.text }
                ?? binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            switch subject.flatMap(lookupLocal)?.value {
            case .expression(let expr, _)?: return expr.is(NilLiteralExprSyntax.self)
            case .value(.dynamic("nil"))?: return true
            default: return false
            }
        }
    }

    /// The views of a call of one of the function's view parameters (`transform(self)`), which
    /// the caller fills in.
    func slotCall(_ expr: ExprSyntax) -> [ViewNode]? {
        guard let call = expr.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              case .views(let nodes)? = lookupLocal(name)?.value,
              !nodes.isEmpty, nodes.allSatisfy({ $0.component == TemplateMarker.slot }) else { return nil }
        return nodes
    }

    /// The views of a call of a view parameter, the function's or the component's
    /// (`illustration()`), which the caller fills in.
    func parameterCall(_ expr: ExprSyntax) -> [ViewNode]? {
        if let views = slotCall(expr) { return views }
        guard let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              lookupLocal(name) == nil, let owner, isViewParameter(name, of: owner) else { return nil }
        return [ViewNode(type: name, location: location(call), component: TemplateMarker.slot)]
    }

    /// `if let view = transform(self) { view } else { self }` (the "conditional modifier" helper):
    /// the caller's closure shows the view it is handed, changed; the unchanged view is only the
    /// fallback for a closure that yields none, which a closure returning views never does.
    func closureResultOrSelf(_ ifExpr: IfExprSyntax, _ branches: [ViewNode]) -> [ViewNode]? {
        guard branches.count == 2, branches[1].argument("condition") == nil,
              ifExpr.conditions.contains(where: {
                  if case .optionalBinding(let binding) = $0.condition, let value = binding.initializer?.value {
                      return slotCall(value) != nil
                  }
                  return false
              }),
              branches[0].children.allSatisfy({ $0.component == TemplateMarker.slot }),
              branches[1].children.count == 1, branches[1].children[0].component == TemplateMarker.content,
              branches[1].children[0].modifiers.isEmpty else { return nil }
        return branches[0].children
    }

    /// The views every branch shows, when they are the same views from the same source
    /// (`case 1: mediaLayout` … `default: mediaLayout`) and one branch always holds: they show
    /// once, whichever it is, not once per branch.
    static func sameInEveryBranch(_ branches: [ViewNode]) -> [ViewNode]? {
        guard branches.count > 1, let first = branches.first?.children,
              branches.dropFirst().allSatisfy({ $0.children == first }) else { return nil }
        return first
    }

    /// Whether a condition is an availability check alone, and if so whether it holds on the
    /// newest OS: every `#available` does, every `#unavailable` fails. Nil for any other condition.
    static func availability(of conditions: ConditionElementListSyntax) -> Bool? {
        guard conditions.count == 1, case .availability(let check)? = conditions.first?.condition else { return nil }
        return check.availabilityKeyword.text != "#unavailable"
    }

    /// The same views, wherever written, whatever modifiers each has on the outside, and whether
    /// or not they are wrapped in a container that changes only how they are drawn
    /// (`if #available(iOS 26, *) { GlassEffectContainer { pill } } else { pill }`).
    static func sameViewsApartFromModifiers(_ a: [ViewNode], _ b: [ViewNode]) -> Bool {
        func unwrapped(_ views: [ViewNode]) -> [ViewNode] {
            guard views.count == 1, SwiftUICatalog.drawingContainers.contains(views[0].type),
                  views[0].component == nil else { return views }
            return views[0].children
        }
        let (a, b) = (unwrapped(a), unwrapped(b))
        return a.count == b.count && zip(a, b).allSatisfy { x, y in
            x.type == y.type && x.component == y.component && x.children == y.children
                && x.arguments.map(\.label) == y.arguments.map(\.label) && x.arguments.map(\.value) == y.arguments.map(\.value)
        }
    }

    mutating func switchBranches(_ switchExpr: SwitchExprSyntax) -> [ViewNode] {
        var branches: [ViewNode] = []
        var conditions: [String] = []
        for switchCase in compiledCases(switchExpr.cases) {
            var condition: String?
            if case .case(let label) = switchCase.label {
                condition = text(label.caseItems)
                conditions.append(condition!)
            }
            branches.append(branchNode(views(switchCase.statements), condition: condition, at: switchCase.label))
        }
        // A `switch` always takes one of its cases.
        if let same = Self.sameInEveryBranch(branches) { return same }
        let subject = text(switchExpr.subject)
        var node = branchesNode(branches, condition: subject, allConditions: [subject] + conditions,
                                at: switchExpr.switchKeyword)
        // `switch setting.item` inside `ForEach(settings, id: \.item) { setting in … }`: rows are
        // told apart by what the switch reads, so each case is on one row at most. Over anything
        // else (`switch file.kind`), many rows may take one case: they stay repeated rows.
        let root = subject.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let path = subject.dropFirst(root.count).filter { !$0.isWhitespace }
        if let row = rowItems.last, row.names.contains(String(root)),
           row.identity == (path.isEmpty ? "self" : String(path.dropFirst())) {
            node.arguments.append(Argument(label: "overRowItem", value: .bool(true)))
        }
        return [node]
    }

    /// A switch's cases as the file's platform compiles them: cases inside a `#if` come from the
    /// clauses that may be compiled (`#if os(macOS) case .menuBar: … #endif` is no iOS case).
    func compiledCases(_ list: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        list.flatMap { element -> [SwitchCaseSyntax] in
            switch element {
            case .switchCase(let switchCase): return [switchCase]
            case .ifConfigDecl(let ifConfig):
                return files[file].clauses.candidates(ifConfig).flatMap { candidate -> [SwitchCaseSyntax] in
                    guard case .switchCases(let nested)? = candidate.clause.elements else { return [] }
                    return compiledCases(nested)
                }
            }
        }
    }

    /// The clauses compiled for the file's platform: one certain clause's views stand alone (the
    /// iOS branch is what iOS shows); clauses that depend on custom flags stay branches.
    mutating func ifConfigBranches(_ ifConfig: IfConfigDeclSyntax) -> [ViewNode] {
        let candidates = files[file].clauses.candidates(ifConfig)
        if candidates.count == 1, candidates[0].isCertain {
            guard case .statements(let statements)? = candidates[0].clause.elements else { return [] }
            return views(statements)
        }
        guard !candidates.isEmpty else { return [] }
        var branches: [ViewNode] = []
        var conditions: [String] = []
        for clause in candidates.map(\.clause) {
            let condition = clause.condition.map { text($0) }
            if let condition { conditions.append(condition) }
            var body: [ViewNode] = []
            if case .statements(let statements)? = clause.elements { body = views(statements) }
            branches.append(branchNode(body, condition: condition, at: clause.poundKeyword))
        }
        return [branchesNode(branches, condition: conditions.first, allConditions: conditions,
                             at: ifConfig.clauses.first?.poundKeyword ?? ifConfig.poundEndif)]
    }

    /// `c ? A : B` in view position.
    mutating func ternaryBranches(condition: String, then: ExprSyntax, otherwise: [ExprSyntax],
                                          at start: ExprSyntax) -> ViewNode {
        let first = branchNode(views(then), condition: condition, at: then)
        let second: ViewNode
        if otherwise.count == 1 {
            second = branchNode(views(otherwise[0]), condition: nil, at: otherwise[0])
        } else {
            second = branchNode(sequenceViews(otherwise), condition: nil, at: otherwise[0])
        }
        return branchesNode([first, second], condition: condition, allConditions: [condition], at: start)
    }

    func branchNode(_ views: [ViewNode], condition: String?, at node: some SyntaxProtocol) -> ViewNode {
        ViewNode(type: "_Branch", arguments: condition.map { [Argument(label: "condition", value: .dynamic($0))] } ?? [],
                 children: views, location: location(node))
    }

    func branchesNode(_ branches: [ViewNode], condition: String?, allConditions: [String],
                              at node: some SyntaxProtocol) -> ViewNode {
        var arguments: [Argument] = []
        if let condition { arguments.append(Argument(label: "condition", value: .dynamic(condition))) }
        if allConditions.contains(where: readsDynamicTypeSize) {
            arguments.append(Argument(label: "environment", value: .member("dynamicTypeSize")))
        }
        return ViewNode(type: "_Branches", arguments: arguments, children: branches, location: location(node))
    }

    /// Does a condition read the Dynamic Type size (`dynamicTypeSize.isAccessibilitySize`, or a property
    /// declared `@Environment(\.dynamicTypeSize)` under another name)?
    func readsDynamicTypeSize(_ condition: String) -> Bool {
        var names = SwiftUICatalog.dynamicTypeEnvironmentKeys
        for property in owner?.storedProperties ?? [] {
            if case .dynamicTypeEnvironment = property.kind { names.insert(property.name) }
        }
        return names.contains { condition.containsWord($0) }
    }

    // MARK: - Sequences in view position: ternaries, `Text + Text`

    mutating func sequenceViews(_ sequence: SequenceExprSyntax) -> [ViewNode] {
        sequenceViews(Array(sequence.elements))
    }

    mutating func sequenceViews(_ elements: [ExprSyntax]) -> [ViewNode] {
        if let k = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), k > 0 {
            let ternary = elements[k].as(UnresolvedTernaryExprSyntax.self)!
            let condition = text(elements[..<k])
            return [ternaryBranches(condition: condition, then: ternary.thenExpression,
                                    otherwise: Array(elements[(k + 1)...]), at: elements[0])]
        }
        if elements.count == 1 { return views(elements[0]) }
        // `Text("a") + Text(name)`: one Text.
        var parts: [TextPart] = []
        var first: SourceLocation?
        for (i, element) in elements.enumerated() {
            if i % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return [opaque(elements)] }
                continue
            }
            guard let call = unrollModifiers(element).base?.as(FunctionCallExprSyntax.self),
                  let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text == "Text"
            else { return [opaque(elements)] }
            if first == nil { first = location(callee) }
            parts += textParts(call.arguments.first.map { value($0.expression) } ?? .string(""))
        }
        return [ViewNode(type: "Text", arguments: [Argument(label: nil, value: textValue(parts))],
                         location: first ?? location(elements[0]))]
    }

    // MARK: - AnyLayout

    func isLayout(_ value: Value) -> Bool {
        switch value {
        case .call(let name, _): return SwiftUICatalog.layoutTypes.contains(name)
        case .choice(let values): return values.contains(where: isLayout)
        default: return false
        }
    }

    /// `layout { … }` where `layout` is an `AnyLayout` (a local, a property, a parenthesised ternary).
    mutating func layoutViews(_ expr: ExprSyntax, call: FunctionCallExprSyntax,
                                      location: SourceLocation) -> [ViewNode]? {
        var inner = expr
        while let tuple = inner.as(TupleExprSyntax.self), tuple.elements.count == 1 { inner = tuple.elements.first!.expression }
        let layout = value(inner)
        guard isLayout(layout) else { return nil }
        var condition: String?
        if let sequence = inner.as(SequenceExprSyntax.self),
           let k = sequence.elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
            condition = text(Array(sequence.elements[..<k]))
        }
        return [layoutNode(layout, condition: condition, call: call, location: location)]
    }

    mutating func layoutNode(_ layout: Value, condition: String?, call: FunctionCallExprSyntax,
                                     location: SourceLocation) -> ViewNode {
        var node = ViewNode(type: "AnyLayout", arguments: [Argument(label: nil, value: layout)], location: location)
        if let condition {
            node.arguments.append(Argument(label: "condition", value: .dynamic(condition)))
            if readsDynamicTypeSize(condition) {
                node.arguments.append(Argument(label: "environment", value: .member("dynamicTypeSize")))
            }
        }
        if let trailing = call.trailingClosure { node.children = closureViews(trailing) }
        return node
    }

}
