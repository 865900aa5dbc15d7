import AuditModel
import Foundation
import SwiftSyntax

/// Markers that templates carry between phase 2 and phase 3 (never in the output):
/// a node whose `component` is one of these stands for views filled in when inlining.
enum TemplateMarker {
    /// A component's view parameter used in its body (`content`, `label()`): `type` is its name.
    static let slot = "@slot"
    /// The view a view modifier or an `extension View` function wraps (`content`, `self`).
    static let content = "@content"

    static func isMarker(_ component: String?) -> Bool { component?.hasPrefix("@") ?? false }
}

/// A parameter of a template, with its default value already converted.
struct TemplateParameter: Sendable {
    var label: String?
    var name: String
    var kind: ParameterDecl.Kind
    var defaultValue: Value?
}

/// A component body, a view modifier body, an `extension View` function or a preview, as views
/// with the markers above; phase 3 inlines them.
struct Template: Sendable {
    var views: [ViewNode]
    var parameters: [TemplateParameter]
}

/// A file as phase 2 needs it.
struct ParsedFile: Sendable {
    var path: String
    var lines: LineTable
}

/// Phase 2: one declaration's syntax → a template. Expands the type's own members (`header`,
/// `row(item)`), local `let`s, constants and `@ScaledMetric`s in place; leaves components,
/// view parameters and custom modifiers to phase 3.
struct TemplateBuilder {
    /// Views deeper than this are cut (SwiftParser stops at 256 nesting levels anyway).
    static let maximumDepth = 400

    let index: ProjectIndex
    let files: [ParsedFile]
    var file: Int
    var owner: TypeDecl?
    /// The name that stands for the wrapped view (`content` in `body(content:)`, `self` in `extension View`).
    var contentName: String?
    private var scopes: [[String: LocalValue]] = [[:]]
    private var expandingMembers: [String] = []
    private var depth = 0
    private var presenting = 0
    private(set) var errors: [InputError] = []

    enum LocalValue {
        case expression(ExprSyntax, file: Int)
        case value(Value)
        case views([ViewNode])
        /// A closure parameter or pattern binding: shadows outer names, value unknown.
        case unknown
    }

    init(index: ProjectIndex, files: [ParsedFile], file: Int, owner: TypeDecl?, contentName: String? = nil) {
        self.index = index
        self.files = files
        self.file = file
        self.owner = owner
        self.contentName = contentName
    }

    private var lines: LineTable { files[file].lines }

    private func location(_ node: some SyntaxProtocol) -> SourceLocation { lines.location(of: node) }

    // MARK: - Parameters

    mutating func parameters(_ declared: [ParameterDecl]) -> [TemplateParameter] {
        declared.map { p in
            TemplateParameter(label: p.label, name: p.name, kind: p.kind,
                              defaultValue: p.defaultValue.map { expr in inFile(p.file) { $0.value(expr) } })
        }
    }

    // MARK: - Statements

    mutating func views(_ statements: CodeBlockItemListSyntax) -> [ViewNode] {
        scopes.append([:])
        defer { scopes.removeLast() }
        var result: [ViewNode] = []
        for item in statements {
            switch item.item {
            case .expr(let expr):
                result += views(expr)
            case .stmt(let stmt):
                if let returned = stmt.as(ReturnStmtSyntax.self), let expr = returned.expression {
                    result += views(expr)
                } else if let expression = stmt.as(ExpressionStmtSyntax.self) {
                    result += views(expression.expression)
                }
            case .decl(let decl):
                if let variable = decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                            continue
                        }
                        scopes[scopes.count - 1][name] = binding.initializer.map { .expression($0.value, file: file) }
                            ?? .unknown
                    }
                } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    result.append(ifConfigBranches(ifConfig))
                }
            @unknown default:
                break
            }
        }
        return result
    }

    // MARK: - View expressions

    /// A modifier call found while unrolling a chain (`.font(.title)`).
    private struct ModifierCall {
        var name: TokenSyntax
        var arguments: LabeledExprListSyntax
        var trailingClosure: ClosureExprSyntax?
        var additionalTrailingClosures: MultipleTrailingClosureElementListSyntax
    }

    mutating func views(_ expr: ExprSyntax) -> [ViewNode] {
        guard depth < Self.maximumDepth else { return [tooDeep(expr)] }
        depth += 1
        defer { depth -= 1 }
        let (base, calls) = unrollModifiers(expr)
        guard let base else { return [] }
        var result = baseViews(base)
        guard !calls.isEmpty else { return result }
        let modifiers = calls.reversed().map { modifier($0) }
        if result.count != 1 {
            guard let first = result.first else { return [] }
            result = [ViewNode(type: "Group", children: result, location: first.location)]
        }
        result[0].modifiers += modifiers
        return result
    }

    /// `Text("a").font(.title).bold()` → base `Text("a")` and the calls, outermost first.
    /// Iterative: a chain of 10,000 modifiers must not recurse.
    private func unrollModifiers(_ expr: ExprSyntax) -> (base: ExprSyntax?, calls: [ModifierCall]) {
        var calls: [ModifierCall] = []
        var current: ExprSyntax? = expr
        while let e = current {
            if let call = e.as(FunctionCallExprSyntax.self),
               let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                if let base = member.base {
                    // `Image.init(…)`, `Self.row()`: not modifiers; `self.header`: a member unless in `extension View`.
                    if isTypePath(base) || (isSelfOrSuper(base) && !isModifierOnSelf(member)) { return (e, calls) }
                    calls.append(ModifierCall(name: member.declName.baseName, arguments: call.arguments,
                                              trailingClosure: call.trailingClosure,
                                              additionalTrailingClosures: call.additionalTrailingClosures))
                    current = base
                    continue
                }
                // `.font(.title)` inside a postfix `#if`: the chain has no base.
                calls.append(ModifierCall(name: member.declName.baseName, arguments: call.arguments,
                                          trailingClosure: call.trailingClosure,
                                          additionalTrailingClosures: call.additionalTrailingClosures))
                current = nil
                continue
            }
            if let postfix = e.as(PostfixIfConfigExprSyntax.self) {
                // A `#if` inside a modifier chain: its first clause's modifiers apply.
                if case .postfixExpression(let inner)? = postfix.config.clauses.first?.elements {
                    calls += unrollModifiers(inner).calls
                }
                current = postfix.base
                continue
            }
            return (e, calls)
        }
        return (nil, calls)
    }

    /// In an `extension View` function, `self.padding()` modifies the wrapped view; elsewhere
    /// `self.header` is a member.
    private func isModifierOnSelf(_ member: MemberAccessExprSyntax) -> Bool {
        contentName == "self" && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            && !hasViewMember(member.declName.baseName.text)
    }

    private func isSelfOrSuper(_ expr: ExprSyntax) -> Bool {
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name == "self" || name == "Self"
    }

    /// `Color`, `SwiftUI.Font`, `Parent.Row`, `Self`: a type, not a value.
    private func isTypePath(_ expr: ExprSyntax) -> Bool {
        var current = expr
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text.first?.isUppercase ?? false
            }
            if let generic = current.as(GenericSpecializationExprSyntax.self) {
                current = generic.expression
                continue
            }
            guard let member = current.as(MemberAccessExprSyntax.self), let base = member.base,
                  member.declName.baseName.text.first?.isUppercase ?? false else { return false }
            current = base
        }
    }

    private mutating func baseViews(_ expr: ExprSyntax) -> [ViewNode] {
        if let call = expr.as(FunctionCallExprSyntax.self) {
            return callViews(call)
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name.first?.isUppercase ?? false {
                return typeViews(written: name, call: nil, location: location(reference))
            }
            return referenceViews(name, call: nil, location: location(reference))
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            return memberViews(member, call: nil)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return views(only.expression)
        }
        if let ifExpr = expr.as(IfExprSyntax.self) { return [ifBranches(ifExpr)] }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return [switchBranches(switchExpr)] }
        if let sequence = expr.as(SequenceExprSyntax.self) { return sequenceViews(sequence) }
        if let tryExpr = expr.as(TryExprSyntax.self) { return views(tryExpr.expression) }
        if let awaitExpr = expr.as(AwaitExprSyntax.self) { return views(awaitExpr.expression) }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return views(unwrap.expression) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return views(optional.expression) }
        return [opaque(expr)]
    }

    private mutating func callViews(_ call: FunctionCallExprSyntax) -> [ViewNode] {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name.first?.isUppercase ?? false {
                return typeViews(written: name, call: call, location: location(reference))
            }
            return referenceViews(name, call: call, location: location(reference))
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            return memberViews(member, call: call)
        }
        // `(isLarge ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())) { … }`
        return layoutViews(callee, call: call, location: location(callee)) ?? [opaque(ExprSyntax(call))]
    }

    /// `self.header`, `Self.row(x)`, `SwiftUI.Text("a")`, `Parent.Row()`, `Image.init("x")`, `Color.red`.
    private mutating func memberViews(_ member: MemberAccessExprSyntax, call: FunctionCallExprSyntax?) -> [ViewNode] {
        let name = member.declName.baseName.text
        let nameLocation = location(member.declName)
        guard let base = member.base else { return [opaque(ExprSyntax(member))] }
        if isSelfOrSuper(base) {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" || hasViewMember(name) {
                return referenceViews(name, call: call, location: nameLocation)
            }
        }
        if isTypePath(base) {
            let typeName = base.trimmedDescription
            if name == "init" {
                return typeViews(written: typeName, call: call, location: location(base))
            }
            if name.first?.isUppercase ?? false {
                return typeViews(written: "\(typeName).\(name)", call: call, location: nameLocation)
            }
            // A static view member of a type (`Self.row(x)`, `Factory.makeRow()`).
            let type = typeName == "Self" ? owner : index.resolveType(typeName, from: owner?.name)
            if let type, let viewMember = type.viewMembers[name] {
                return expand(viewMember, of: type, call: call, location: nameLocation)
            }
            // `Color.red` as a view.
            var node = ViewNode(type: lastComponent(typeName), arguments: [Argument(label: nil, value: .member(name))],
                                location: location(base))
            if let call { node.arguments += valueArguments(call) }
            return [node]
        }
        return [opaque(ExprSyntax(member))]
    }

    private func hasViewMember(_ name: String) -> Bool { owner?.viewMembers[name] != nil }

    /// A lower-case name in view position: a local, a member, a view parameter, the wrapped view.
    private mutating func referenceViews(_ name: String, call: FunctionCallExprSyntax?,
                                         location: SourceLocation) -> [ViewNode] {
        if let local = lookupLocal(name) {
            switch local.value {
            case .views(let nodes): return nodes
            case .expression(let expr, let exprFile):
                if call != nil { return layoutViews(expr, call: call!, location: location) ?? [opaqueNamed(name, location)] }
                return withLocalHidden(name, at: local.scope, file: exprFile) { $0.views(expr) }
            case .value(let value):
                if let call, isLayout(value) { return [layoutNode(value, condition: nil, call: call, location: location)] }
                return [opaqueNamed(name, location)]
            case .unknown:
                return [opaqueNamed(name, location)]
            }
        }
        if let owner, let member = owner.viewMembers[name] {
            return expand(member, of: owner, call: call, location: location)
        }
        if name == contentName || (contentName == "self" && name == "self") {
            return [ViewNode(type: "content", location: location, component: TemplateMarker.content)]
        }
        if let owner, isViewParameter(name, of: owner) {
            return [ViewNode(type: name, location: location, component: TemplateMarker.slot)]
        }
        if let owner, let (expr, exprFile) = owner.valueMembers[name], let call {
            let saved = file
            file = exprFile
            defer { file = saved }
            return layoutViews(expr, call: call, location: location) ?? [opaqueNamed(name, location)]
        }
        if contentName == "self", let call {
            // `padding().background(.red)` in an `extension View` function: modifiers of `self`.
            var node = ViewNode(type: "content", location: location, component: TemplateMarker.content)
            node.modifiers.append(modifier(ModifierCall(name: call.calledExpression.as(DeclReferenceExprSyntax.self)!.baseName,
                                                        arguments: call.arguments,
                                                        trailingClosure: call.trailingClosure,
                                                        additionalTrailingClosures: call.additionalTrailingClosures)))
            return [node]
        }
        return [opaqueNamed(name, location)]
    }

    private func isViewParameter(_ name: String, of type: TypeDecl) -> Bool {
        type.callParameters.contains { $0.name == name && $0.kind == .views }
            || type.storedProperties.contains {
                if case .parameter(.views) = $0.kind { return $0.name == name }
                return false
            }
    }

    /// Expands a member of the type being built (`header`, `row(item)`) in place, binding its parameters.
    private mutating func expand(_ member: ViewMemberDecl, of type: TypeDecl, call: FunctionCallExprSyntax?,
                                 location: SourceLocation) -> [ViewNode] {
        let key = "\(type.name).\(member.name)"
        guard !expandingMembers.contains(key) else { return [opaqueNamed(member.name, location)] }
        // Arguments are converted where they are written, before switching to the member's context.
        var bound: [String: LocalValue] = [:]
        if let call {
            for (parameter, argument) in match(member.parameters, call) {
                switch parameter.kind {
                case .views:
                    if let closure = argument.as(ClosureExprSyntax.self) {
                        bound[parameter.name] = .views(closureViews(closure))
                    } else {
                        bound[parameter.name] = .views(views(argument))
                    }
                case .closure: bound[parameter.name] = .value(.closure)
                case .value: bound[parameter.name] = .value(value(argument))
                }
            }
        }
        for parameter in member.parameters where bound[parameter.name] == nil {
            bound[parameter.name] = parameter.defaultValue.map { .expression($0, file: member.file) } ?? .unknown
        }
        let savedFile = file, savedScopes = scopes, savedOwner = owner
        file = member.file
        scopes = [bound]
        owner = type
        expandingMembers.append(key)
        defer {
            expandingMembers.removeLast()
            file = savedFile
            scopes = savedScopes
            owner = savedOwner
        }
        return views(member.statements)
    }

    /// Pairs parameters with the call's arguments: labelled by label, unlabelled in order,
    /// trailing closures to the remaining closure/view parameters.
    private func match(_ parameters: [ParameterDecl], _ call: FunctionCallExprSyntax) -> [(ParameterDecl, ExprSyntax)] {
        var result: [(ParameterDecl, ExprSyntax)] = []
        var used = Set<Int>()
        var positional = parameters.indices.filter { parameters[$0].label == nil }.makeIterator()
        for argument in call.arguments {
            let index: Int?
            if let label = argument.label?.text {
                index = parameters.indices.first { parameters[$0].label == label && !used.contains($0) }
            } else {
                index = positional.next()
            }
            if let index {
                used.insert(index)
                result.append((parameters[index], argument.expression))
            }
        }
        if let trailing = call.trailingClosure,
           let index = parameters.indices.first(where: { !used.contains($0) && parameters[$0].kind != .value }) {
            used.insert(index)
            result.append((parameters[index], ExprSyntax(trailing)))
        }
        for extra in call.additionalTrailingClosures {
            if let index = parameters.indices.first(where: { parameters[$0].label == extra.label.text && !used.contains($0) }) {
                used.insert(index)
                result.append((parameters[index], ExprSyntax(extra.closure)))
            }
        }
        return result
    }

    /// An upper-case name in view position: an audited component, a SwiftUI view, or opaque.
    private mutating func typeViews(written: String, call: FunctionCallExprSyntax?,
                                    location: SourceLocation) -> [ViewNode] {
        let name = written.hasPrefix("SwiftUI.") ? String(written.dropFirst(8)) : written
        if let type = index.resolveType(name, from: owner?.name), type.isView {
            return [componentCall(type, written: name, call: call, location: location)]
        }
        if name == "AnyView", let argument = call?.arguments.first?.expression {
            return views(argument)
        }
        if SwiftUICatalog.layoutTypes.contains(name), let call, name == "AnyLayout" {
            return [layoutNode(value(ExprSyntax(call)), condition: nil, call: call, location: location)]
        }
        if SwiftUICatalog.isKnownView(name) {
            return [knownView(name, call: call, location: location)]
        }
        var node = ViewNode(type: name, location: location)
        if let call { node.arguments = valueArguments(call) }
        return [node]
    }

    /// A call of an audited component: its arguments mapped to its parameters (phase 3 inlines it).
    private mutating func componentCall(_ type: TypeDecl, written: String, call: FunctionCallExprSyntax?,
                                        location: SourceLocation) -> ViewNode {
        guard presenting == 0 else {
            // Presented elsewhere (a sheet, a navigation destination): a screen of its own.
            var node = ViewNode(type: written, location: location)
            if let call { node.arguments = valueArguments(call) }
            return node
        }
        var node = ViewNode(type: written, location: location, component: type.name)
        guard let call else { return node }
        let parameters = type.callParameters
        let matched = match(parameters, call)
        for argument in call.arguments {
            let parameter = matched.first { $0.1.id == argument.expression.id }?.0
            node.arguments.append(componentArgument(argument.expression, label: argument.label?.text,
                                                    kind: parameter?.kind))
        }
        if let trailing = call.trailingClosure {
            let parameter = matched.first { $0.1.id == ExprSyntax(trailing).id }?.0
            node.arguments.append(componentArgument(ExprSyntax(trailing),
                                                    label: parameter.map { $0.label ?? $0.name } ?? "content",
                                                    kind: parameter?.kind ?? .views))
        }
        for extra in call.additionalTrailingClosures {
            let parameter = matched.first { $0.1.id == ExprSyntax(extra.closure).id }?.0
            node.arguments.append(componentArgument(ExprSyntax(extra.closure), label: extra.label.text,
                                                    kind: parameter?.kind ?? .views))
        }
        return node
    }

    private mutating func componentArgument(_ expr: ExprSyntax, label: String?, kind: ParameterDecl.Kind?) -> Argument {
        let value: Value
        switch kind {
        case .views?:
            value = .views(expr.as(ClosureExprSyntax.self).map { closureViews($0) } ?? views(expr))
        case .closure?:
            value = .closure
        case .value?, nil:
            value = self.value(expr)
        }
        return Argument(label: label, value: value, location: location(expr))
    }

    /// A SwiftUI view from the catalog: closures become children or named arguments.
    private mutating func knownView(_ name: String, call: FunctionCallExprSyntax?, location: SourceLocation) -> ViewNode {
        var node = ViewNode(type: name, location: location)
        guard let call else { return node }
        let spec = SwiftUICatalog.views[name]
        var labels = Set<String>()
        var hasData = false
        for (position, argument) in call.arguments.enumerated() {
            let label = argument.label?.text
            if let label { labels.insert(label) }
            if position == 0, label == nil, !argument.expression.is(ClosureExprSyntax.self) {
                labels.insert("_title")
                hasData = true
            }
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                place(closure, parameter: label ?? spec?.firstTrailing ?? "content", in: &node, spec: spec,
                      hasData: hasData)
            } else if let label, SwiftUICatalog.viewParameters.contains(label),
                      looksLikeView(argument.expression, acceptingUnknownTypes: true) {
                let presents = SwiftUICatalog.presentingParameters.contains(label)
                if presents { presenting += 1 }
                node.arguments.append(Argument(label: label, value: .views(views(argument.expression)),
                                               location: self.location(argument.expression)))
                if presents { presenting -= 1 }
            } else {
                node.arguments.append(Argument(label: label, value: value(argument.expression),
                                               location: self.location(argument.expression)))
            }
        }
        if let trailing = call.trailingClosure {
            var parameter = spec?.firstTrailing ?? "content"
            if let rule = spec?.firstTrailingWhen.first(where: { !labels.isDisjoint(with: $0.labels) }) {
                parameter = rule.parameter
            }
            place(trailing, parameter: parameter, in: &node, spec: spec, hasData: hasData)
        }
        for extra in call.additionalTrailingClosures {
            place(extra.closure, parameter: extra.label.text, in: &node, spec: spec, hasData: hasData)
        }
        return node
    }

    private mutating func place(_ closure: ClosureExprSyntax, parameter: String, in node: inout ViewNode,
                                spec: SwiftUICatalog.ViewSpec?, hasData: Bool) {
        if (spec?.contentParameters ?? ["content"]).contains(parameter) {
            let repeated = node.type == "ForEach" || ((spec?.repeatsContentWithData ?? false) && hasData)
            var children = closureViews(closure)
            if repeated { for i in children.indices { children[i].isRepeated = true } }
            node.children += children
        } else if SwiftUICatalog.viewParameters.contains(parameter) {
            let presents = SwiftUICatalog.presentingParameters.contains(parameter)
            if presents { presenting += 1 }
            node.arguments.append(Argument(label: parameter, value: .views(closureViews(closure)),
                                           location: location(closure)))
            if presents { presenting -= 1 }
        } else {
            node.arguments.append(Argument(label: parameter, value: .closure, location: location(closure)))
        }
    }

    /// A closure's views; its parameters shadow outer names.
    private mutating func closureViews(_ closure: ClosureExprSyntax) -> [ViewNode] {
        var scope: [String: LocalValue] = [:]
        if let signature = closure.signature?.parameterClause {
            switch signature {
            case .simpleInput(let names): for p in names { scope[p.name.text] = .unknown }
            case .parameterClause(let clause):
                for p in clause.parameters { scope[(p.secondName ?? p.firstName).text] = .unknown }
            @unknown default:
                break
            }
        }
        scopes.append(scope)
        defer { scopes.removeLast() }
        return views(closure.statements)
    }

    /// Does this expression look like a view (a call of, or reference to, a view type)?
    /// `acceptingUnknownTypes`: where only a view can be written (`destination:`), any type's call counts.
    private func looksLikeView(_ expr: ExprSyntax, acceptingUnknownTypes: Bool = false) -> Bool {
        guard let base = unrollModifiers(expr).base else { return false }
        var callee = base
        if let call = base.as(FunctionCallExprSyntax.self) { callee = call.calledExpression }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), let memberBase = member.base, isTypePath(memberBase) {
            name = member.declName.baseName.text == "init" ? memberBase.trimmedDescription
                : "\(memberBase.trimmedDescription).\(member.declName.baseName.text)"
        } else {
            return base.is(IfExprSyntax.self) || base.is(SwitchExprSyntax.self)
        }
        let bare = name.hasPrefix("SwiftUI.") ? String(name.dropFirst(8)) : name
        if SwiftUICatalog.isKnownView(bare) || bare == "AnyView" { return true }
        if acceptingUnknownTypes, lastComponent(bare).first?.isUppercase ?? false { return true }
        if let type = index.resolveType(bare, from: owner?.name) { return type.isView }
        return false
    }

    // MARK: - Modifiers

    private mutating func modifier(_ call: ModifierCall) -> Modifier {
        let name = call.name.text
        let contentParameter = SwiftUICatalog.viewContentModifiers[name]
        let presents = SwiftUICatalog.presentingModifiers.contains(name)
        if presents { presenting += 1 }
        defer { if presents { presenting -= 1 } }
        var arguments: [Argument] = []
        for argument in call.arguments {
            let label = argument.label?.text
            let expr = argument.expression
            let value: Value
            if let closure = expr.as(ClosureExprSyntax.self) {
                let isViews = label.map { SwiftUICatalog.viewParameters.contains($0) } ?? (contentParameter != nil)
                value = isViews ? .views(closureViews(closure)) : .closure
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

    private mutating func ifBranches(_ ifExpr: IfExprSyntax) -> ViewNode {
        var branches: [ViewNode] = []
        var conditions: [String] = []
        var current: IfExprSyntax? = ifExpr
        var elseKeyword: TokenSyntax?
        while let branch = current {
            current = nil
            let condition = branch.conditions.trimmedDescription
            conditions.append(condition)
            var scope: [String: LocalValue] = [:]
            for element in branch.conditions {
                if case .optionalBinding(let binding) = element.condition,
                   let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    scope[name] = .unknown
                }
            }
            scopes.append(scope)
            let body = views(branch.body.statements)
            scopes.removeLast()
            let keyword = elseKeyword ?? branch.ifKeyword
            branches.append(branchNode(body, condition: condition, at: keyword))
            elseKeyword = branch.elseKeyword
            switch branch.elseBody {
            case .ifExpr(let next)?: current = next
            case .codeBlock(let block)?:
                branches.append(branchNode(views(block.statements), condition: nil, at: branch.elseKeyword ?? branch.ifKeyword))
            default: break
            }
        }
        return branchesNode(branches, condition: conditions.first, allConditions: conditions, at: ifExpr.ifKeyword)
    }

    private mutating func switchBranches(_ switchExpr: SwitchExprSyntax) -> ViewNode {
        var branches: [ViewNode] = []
        var conditions: [String] = []
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            var condition: String?
            if case .case(let label) = switchCase.label {
                condition = label.caseItems.trimmedDescription
                conditions.append(condition!)
            }
            branches.append(branchNode(views(switchCase.statements), condition: condition, at: switchCase.label))
        }
        let subject = switchExpr.subject.trimmedDescription
        return branchesNode(branches, condition: subject, allConditions: [subject] + conditions,
                            at: switchExpr.switchKeyword)
    }

    private mutating func ifConfigBranches(_ ifConfig: IfConfigDeclSyntax) -> ViewNode {
        var branches: [ViewNode] = []
        var conditions: [String] = []
        for clause in ifConfig.clauses {
            let condition = clause.condition?.trimmedDescription
            if let condition { conditions.append(condition) }
            var body: [ViewNode] = []
            if case .statements(let statements)? = clause.elements { body = views(statements) }
            branches.append(branchNode(body, condition: condition, at: clause.poundKeyword))
        }
        return branchesNode(branches, condition: conditions.first, allConditions: conditions,
                            at: ifConfig.clauses.first?.poundKeyword ?? ifConfig.poundEndif)
    }

    /// `c ? A : B` in view position.
    private mutating func ternaryBranches(condition: String, then: ExprSyntax, otherwise: [ExprSyntax],
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

    private func branchNode(_ views: [ViewNode], condition: String?, at node: some SyntaxProtocol) -> ViewNode {
        ViewNode(type: "_Branch", arguments: condition.map { [Argument(label: "condition", value: .dynamic($0))] } ?? [],
                 children: views, location: location(node))
    }

    private func branchesNode(_ branches: [ViewNode], condition: String?, allConditions: [String],
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
    private func readsDynamicTypeSize(_ condition: String) -> Bool {
        var names = SwiftUICatalog.dynamicTypeEnvironmentKeys
        for property in owner?.storedProperties ?? [] {
            if case .dynamicTypeEnvironment = property.kind { names.insert(property.name) }
        }
        return names.contains { condition.containsWord($0) }
    }

    // MARK: - Sequences in view position: ternaries, `Text + Text`

    private mutating func sequenceViews(_ sequence: SequenceExprSyntax) -> [ViewNode] {
        sequenceViews(Array(sequence.elements))
    }

    private mutating func sequenceViews(_ elements: [ExprSyntax]) -> [ViewNode] {
        if let k = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), k > 0 {
            let ternary = elements[k].as(UnresolvedTernaryExprSyntax.self)!
            let condition = elements[..<k].map(\.trimmedDescription).joined(separator: " ")
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

    private func isLayout(_ value: Value) -> Bool {
        switch value {
        case .call(let name, _): return SwiftUICatalog.layoutTypes.contains(name)
        case .choice(let values): return values.contains(where: isLayout)
        default: return false
        }
    }

    /// `layout { … }` where `layout` is an `AnyLayout` (a local, a property, a parenthesised ternary).
    private mutating func layoutViews(_ expr: ExprSyntax, call: FunctionCallExprSyntax,
                                      location: SourceLocation) -> [ViewNode]? {
        var inner = expr
        while let tuple = inner.as(TupleExprSyntax.self), tuple.elements.count == 1 { inner = tuple.elements.first!.expression }
        let layout = value(inner)
        guard isLayout(layout) else { return nil }
        var condition: String?
        if let sequence = inner.as(SequenceExprSyntax.self),
           let k = sequence.elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
            condition = sequence.elements[..<k].map(\.trimmedDescription).joined(separator: " ")
        }
        return [layoutNode(layout, condition: condition, call: call, location: location)]
    }

    private mutating func layoutNode(_ layout: Value, condition: String?, call: FunctionCallExprSyntax,
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

    // MARK: - Values

    private func valueArgumentsList(_ call: FunctionCallExprSyntax) -> [(String?, ExprSyntax)] {
        var list = call.arguments.map { ($0.label?.text, $0.expression) }
        if let trailing = call.trailingClosure { list.append((nil, ExprSyntax(trailing))) }
        for extra in call.additionalTrailingClosures { list.append((extra.label.text, ExprSyntax(extra.closure))) }
        return list
    }

    private mutating func valueArguments(_ call: FunctionCallExprSyntax) -> [Argument] {
        valueArgumentsList(call).map { Argument(label: $0.0, value: value($0.1), location: location($0.1)) }
    }

    mutating func value(_ expr: ExprSyntax) -> Value {
        guard depth < Self.maximumDepth else { return .dynamic(String(expr.trimmedDescription.prefix(80))) }
        depth += 1
        defer { depth -= 1 }
        if let string = expr.as(StringLiteralExprSyntax.self) { return stringValue(string) }
        if let integer = expr.as(IntegerLiteralExprSyntax.self) {
            return integer.representedLiteralValue.map { .number(Double($0)) } ?? .dynamic(integer.trimmedDescription)
        }
        if let float = expr.as(FloatLiteralExprSyntax.self) {
            return float.representedLiteralValue.map { .number($0) } ?? .dynamic(float.trimmedDescription)
        }
        if let boolean = expr.as(BooleanLiteralExprSyntax.self) { return .bool(boolean.literal.text == "true") }
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            return nameValue(reference.baseName.text, written: reference.trimmedDescription)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) { return memberValue(member) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return callValue(call) }
        if let sequence = expr.as(SequenceExprSyntax.self) { return sequenceValue(Array(sequence.elements)) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) {
            let operand = value(prefix.expression)
            switch prefix.operator.text {
            case "-":
                if case .number(let n) = operand { return .number(-n) }
                if case .metric(var m) = operand { m.points = -m.points; m.expression = expr.trimmedDescription; return .metric(m) }
            case "...": return .range(lower: nil, upper: operand, closed: true)
            case "..<": return .range(lower: nil, upper: operand, closed: false)
            default: break
            }
            return .dynamic(expr.trimmedDescription)
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
        return .dynamic(expr.trimmedDescription)
    }

    private mutating func stringValue(_ literal: StringLiteralExprSyntax) -> Value {
        if let plain = literal.representedLiteralValue { return .string(plain) }
        var parts: [TextPart] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text): parts.append(.literal(text.content.text))
            case .expressionSegment(let interpolation):
                if interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil {
                    parts += textParts(value(only.expression))
                } else {
                    parts.append(.dynamic(interpolation.expressions.trimmedDescription))
                }
            @unknown default:
                break
            }
        }
        return textValue(parts)
    }

    /// A name in value position: a local, a property (constant, `@ScaledMetric`, parameter), a global constant.
    private mutating func nameValue(_ name: String, written: String) -> Value {
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
                return hidingMember(name) { builder in builder.inFile(exprFile) { $0.value(expr) } }
                    ?? .dynamic(written)
            }
            if let (expr, exprFile) = index.constants["\(owner.name).\(name)"] {
                return constant(expr, file: exprFile, written: written)
            }
        }
        if let (expr, exprFile) = index.constants[name] { return constant(expr, file: exprFile, written: written) }
        return .dynamic(written)
    }

    private mutating func memberValue(_ member: MemberAccessExprSyntax) -> Value {
        let name = member.declName.baseName.text
        guard let base = member.base else { return .member(name) }
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text == "self" {
            return nameValue(name, written: member.trimmedDescription)
        }
        if isTypePath(base) {
            var typeName = base.trimmedDescription
            if typeName == "Self", let owner { typeName = owner.name }
            let qualified = index.resolveType(typeName, from: owner?.name)?.name ?? typeName
            if let (expr, exprFile) = index.constants["\(qualified).\(name)"] {
                return constant(expr, file: exprFile, written: member.trimmedDescription)
            }
            return .member(name)
        }
        // `.title.bold` is not a thing, but `Color.red.opacity` is handled as a call.
        return .dynamic(member.trimmedDescription)
    }

    private mutating func callValue(_ call: FunctionCallExprSyntax) -> Value {
        var callee = call.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            guard name.first?.isUppercase ?? false else { return .dynamic(call.trimmedDescription) }
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            if let base = member.base, !isTypePath(base) {
                // `.title.bold()` keeps `.title`; other calls on values are unknown.
                if SwiftUICatalog.valuePreservingMethods.contains(name) { return value(base) }
                return .dynamic(call.trimmedDescription)
            }
            if name == "init", let base = member.base { return typedCall(lastComponent(base.trimmedDescription), call) }
        } else {
            return .dynamic(call.trimmedDescription)
        }
        return typedCall(name, call)
    }

    /// `Text("a")` as a value is its text; `LocalizedStringKey("a")`, `String(localized: "a")` are literals.
    private mutating func typedCall(_ name: String, _ call: FunctionCallExprSyntax) -> Value {
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
    private mutating func sequenceValue(_ elements: [ExprSyntax]) -> Value {
        if elements.count == 1 { return value(elements[0]) }
        let text = elements.map(\.trimmedDescription).joined(separator: " ")
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
            return .dynamic(text)
        }
        let lhs = value(elements[0]), rhs = value(elements[2])
        switch op {
        case "...": return .range(lower: lhs, upper: rhs, closed: true)
        case "..<": return .range(lower: lhs, upper: rhs, closed: false)
        case "+" where isText(lhs) || isText(rhs): return textValue(textParts(lhs) + textParts(rhs))
        case "+", "-", "*", "/":
            guard let a = lhs.number, let b = rhs.number else { return .dynamic(text) }
            let result: Double
            switch op {
            case "+": result = a + b
            case "-": result = a - b
            case "*": result = a * b
            default: guard b != 0 else { return .dynamic(text) }; result = a / b
            }
            let scaled = [lhs, rhs].compactMap { v -> Metric.Scaling? in
                if case .metric(let m) = v, case .scaled = m.scaling { return m.scaling }
                return nil
            }.first
            if scaled != nil || [lhs, rhs].contains(where: { if case .metric = $0 { return true } else { return false } }) {
                return .metric(Metric(result, scaling: scaled ?? .fixed, expression: text))
            }
            return .number(result)
        default:
            return .dynamic(text)
        }
    }

    private func choice(_ values: [Value]) -> Value {
        .choice(values.flatMap { value -> [Value] in
            if case .choice(let inner) = value { return inner }
            return [value]
        })
    }

    private func isText(_ value: Value) -> Bool {
        switch value {
        case .string, .text: return true
        default: return false
        }
    }

    private func textParts(_ value: Value) -> [TextPart] {
        switch value {
        case .string(let s): return [.literal(s)]
        case .text(let parts): return parts
        case .number(let n): return [.literal(n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n))]
        case .dynamic(let e): return [.dynamic(e)]
        default: return [.dynamic("\(value)")]
        }
    }

    private mutating func constant(_ expr: ExprSyntax, file constantFile: Int, written: String) -> Value {
        let converted = inFile(constantFile) { $0.value(expr) }
        if case .number(let n) = converted { return .metric(Metric(n, scaling: .fixed, expression: written)) }
        return converted
    }

    // MARK: - Scopes and helpers

    private func lookupLocal(_ name: String) -> (value: LocalValue, scope: Int)? {
        for i in scopes.indices.reversed() {
            if let value = scopes[i][name] { return (value, i) }
        }
        return nil
    }

    /// Converts a local's expression with the local itself hidden (`let a = a` must not loop).
    private mutating func withLocalHidden<T>(_ name: String, at scope: Int, file exprFile: Int,
                                             _ body: (inout TemplateBuilder) -> T) -> T {
        let saved = scopes[scope][name]
        scopes[scope][name] = .unknown
        let result = inFile(exprFile, body)
        scopes[scope][name] = saved
        return result
    }

    private mutating func hidingMember<T>(_ name: String, _ body: (inout TemplateBuilder) -> T) -> T? {
        let key = "\(owner?.name ?? "").\(name)"
        guard !expandingMembers.contains(key) else { return nil }
        expandingMembers.append(key)
        defer { expandingMembers.removeLast() }
        return body(&self)
    }

    private mutating func inFile<T>(_ other: Int, _ body: (inout TemplateBuilder) -> T) -> T {
        let saved = file
        file = other
        defer { file = saved }
        return body(&self)
    }

    private func opaque(_ expr: ExprSyntax) -> ViewNode {
        ViewNode(type: String(expr.trimmedDescription.prefix(60)), location: location(expr))
    }

    private func opaque(_ elements: [ExprSyntax]) -> ViewNode {
        ViewNode(type: String(elements.map(\.trimmedDescription).joined(separator: " ").prefix(60)),
                 location: location(elements[0]))
    }

    private func opaqueNamed(_ name: String, _ location: SourceLocation) -> ViewNode {
        ViewNode(type: name, location: location)
    }

    private mutating func tooDeep(_ expr: ExprSyntax) -> ViewNode {
        let cut = location(expr)
        if !errors.contains(where: { $0.location.file == cut.file }) {
            errors.append(InputError(location: cut, message:
                "views nested deeper than \(Self.maximumDepth) levels; the deeper views are not audited"))
        }
        return ViewNode(type: "…", location: cut)
    }
}

/// `[.literal("a"), .literal("b")]` → `.string("ab")`; any dynamic part → `.text`.
func textValue(_ parts: [TextPart]) -> Value {
    var merged: [TextPart] = []
    for part in parts {
        if case .literal(let s) = part, s.isEmpty { continue }
        if case .literal(let s) = part, case .literal(let previous)? = merged.last {
            merged[merged.count - 1] = .literal(previous + s)
        } else {
            merged.append(part)
        }
    }
    if merged.isEmpty { return .string("") }
    if merged.count == 1, case .literal(let s) = merged[0] { return .string(s) }
    return .text(merged)
}

extension String {
    /// Contains `word` not as part of a longer identifier.
    func containsWord(_ word: String) -> Bool {
        var searchStart = startIndex
        while let range = self.range(of: word, range: searchStart..<endIndex) {
            let before = range.lowerBound == startIndex ? nil : self[index(before: range.lowerBound)]
            let after = range.upperBound == endIndex ? nil : self[range.upperBound]
            let isIdentifier: (Character?) -> Bool = { c in c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isIdentifier(before), !isIdentifier(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }
}
