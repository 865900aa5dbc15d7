import AuditModel
import Foundation
import SwiftSyntax

/// Phase 2, names in view position: locals, the type's own members, components, view
/// parameters and SwiftUI's own views with their content closures.
extension TemplateBuilder {
    func hasViewMember(_ name: String) -> Bool { owner?.viewMembers[name] != nil }

    /// A lower-case name in view position: a local, a member, a view parameter, the wrapped view.
    mutating func referenceViews(_ name: String, call: FunctionCallExprSyntax?,
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
        if let global = index.types[ProjectIndex.globalScope], let function = global.viewMembers[name] {
            return expand(function, of: global, call: call, location: location)
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

    func isViewParameter(_ name: String, of type: TypeDecl) -> Bool {
        type.callParameters.contains { $0.name == name && $0.kind == .views }
            || type.storedProperties.contains {
                if case .parameter(.views) = $0.kind { return $0.name == name }
                return false
            }
    }

    /// Expands a member of the type being built (`header`, `row(item)`) in place, binding its parameters.
    mutating func expand(_ member: ViewMemberDecl, of type: TypeDecl, call: FunctionCallExprSyntax?,
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
                case .localizedKey: bound[parameter.name] = .value(localizedKey(argument) ?? value(argument))
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
        return bodyViews(bodies.statements(member.body))
    }

    /// Pairs parameters with the call's arguments: labelled by label, unlabelled in order,
    /// trailing closures to the remaining closure/view parameters.
    func match(_ parameters: [ParameterDecl], _ call: FunctionCallExprSyntax) -> [(ParameterDecl, ExprSyntax)] {
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
           let index = parameters.indices.first(where: { !used.contains($0) && parameters[$0].kind.takesClosure }) {
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
    mutating func typeViews(written: String, call: FunctionCallExprSyntax?,
                                    location: SourceLocation) -> [ViewNode] {
        let name = written.hasPrefix("SwiftUI.") ? String(written.dropFirst(8)) : written
        if let type = index.resolveType(name, from: owner?.name, file: file), type.isView {
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
    mutating func componentCall(_ type: TypeDecl, written: String, call: FunctionCallExprSyntax?,
                                        location: SourceLocation) -> ViewNode {
        guard presenting == 0 else {
            // Presented elsewhere (a sheet, a navigation destination): a screen of its own.
            var node = ViewNode(type: written, location: location)
            if let call { node.arguments = valueArguments(call) }
            return node
        }
        var node = ViewNode(type: written, location: location, component: type.key)
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

    mutating func componentArgument(_ expr: ExprSyntax, label: String?, kind: ParameterDecl.Kind?) -> Argument {
        let value: Value
        switch kind {
        case .views?:
            value = .views(expr.as(ClosureExprSyntax.self).map { closureViews($0) } ?? views(expr))
        case .closure?:
            // `onTap: nil` for an optional closure: no closure (a branch `if let onTap` never shows).
            value = expr.is(NilLiteralExprSyntax.self) ? self.value(expr) : .closure
        case .localizedKey?:
            value = localizedKey(expr) ?? self.value(expr)
        case .value?, nil:
            value = self.value(expr)
        }
        return Argument(label: label, value: value, location: location(expr))
    }

    /// A SwiftUI view from the catalog: closures become children or named arguments.
    mutating func knownView(_ name: String, call: FunctionCallExprSyntax?, location: SourceLocation) -> ViewNode {
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
            } else if let label, let spec, spec.contentParameters.contains(label),
                      let reference = argument.expression.as(DeclReferenceExprSyntax.self),
                      hasViewMember(reference.baseName.text) {
                // `ForEach(items, content: row)`: the function is the content closure, its
                // parameters known only at run time.
                var children = referenceViews(reference.baseName.text, call: nil, location: self.location(reference))
                if node.type == "ForEach" || (spec.repeatsContentWithData && hasData) {
                    for i in children.indices { children[i].isRepeated = true }
                }
                node.children += children
            } else if let label, SwiftUICatalog.viewParameters.contains(label),
                      looksLikeView(argument.expression, acceptingUnknownTypes: true) || namesViewMember(argument.expression) {
                let presents = SwiftUICatalog.presentingParameters.contains(label)
                if presents { presenting += 1 }
                node.arguments.append(Argument(label: label, value: .views(views(argument.expression)),
                                               location: self.location(argument.expression)))
                if presents { presenting -= 1 }
            } else {
                let title = position == 0 && label == nil && SwiftUICatalog.localizedTitleViews.contains(name)
                    ? localizationCall("Text", call) : nil
                if title == nil, let closure = argument.expression.as(ClosureExprSyntax.self) {
                    node.arguments.append(closureArgument(closure, label: label))
                } else {
                    node.arguments.append(Argument(label: label, value: title ?? value(argument.expression),
                                                   location: self.location(argument.expression)))
                }
            }
        }
        // SwiftUI labels `Image("name")` with the string tables' entry for its name, if there is one.
        if name == "Image", let first = call.arguments.first, first.label == nil, node.argument("label") == nil,
           case .localized(let text)? = localizedKey(first.expression), text.isResolved {
            node.arguments.append(Argument(label: "label", value: .localized(text), location: location))
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

    mutating func place(_ closure: ClosureExprSyntax, parameter: String, in node: inout ViewNode,
                                spec: SwiftUICatalog.ViewSpec?, hasData: Bool) {
        guard let spec else {
            // A leaf view's closure is code, not views (`Canvas { context, size in … }`).
            node.arguments.append(closureArgument(closure, label: parameter))
            return
        }
        if spec.contentParameters.contains(parameter) {
            let repeated = node.type == "ForEach" || (spec.repeatsContentWithData && hasData)
            if repeated { rowItems.append(RowItem(names: Self.parameterNames(closure), identity: Self.rowIdentity(node))) }
            var children = closureViews(closure)
            if repeated { rowItems.removeLast() }
            if repeated { for i in children.indices { children[i].isRepeated = true } }
            node.children += children
        } else if SwiftUICatalog.viewParameters.contains(parameter) {
            let presents = SwiftUICatalog.presentingParameters.contains(parameter)
            if presents { presenting += 1 }
            node.arguments.append(Argument(label: parameter, value: .views(closureViews(closure)),
                                           location: location(closure)))
            if presents { presenting -= 1 }
        } else {
            node.arguments.append(closureArgument(closure, label: parameter))
        }
    }

    /// A closure that is code (an action), with its statements as written, spaces collapsed.
    /// One with no statements is `.emptyClosure` (`Button(action: {})`) and has nothing written to
    /// tell it apart. One passed in through a component's parameter stays `.closure`: a gesture
    /// beside it may well call the same parameter.
    func closureArgument(_ closure: ClosureExprSyntax, label: String?) -> Argument {
        let statements = text(closure.statements).collapsingWhiteSpace()
        var argument = Argument(label: label, value: statements.isEmpty ? .emptyClosure : .closure,
                                location: location(closure))
        argument.written = statements.isEmpty ? nil : statements
        return argument
    }

    /// A closure's views; its parameters shadow outer names. One `handedContent` is handed the
    /// view a function is called on (`.modify { view in view.tint(.red) }`): its first parameter
    /// (or `$0`) is that view, put in place where the function's body is inlined.
    mutating func closureViews(_ closure: ClosureExprSyntax, handedContent: Bool = false) -> [ViewNode] {
        var scope: [String: LocalValue] = [:]
        for name in Self.parameterNames(closure) { scope[name] = .unknown }
        if handedContent {
            let content = ViewNode(type: "content", location: location(closure), component: TemplateMarker.content)
            scope[Self.firstParameterName(closure) ?? "$0"] = .views([content])
        }
        scopes.append(scope)
        defer { scopes.removeLast() }
        return bodyViews(closure.statements)
    }

    /// The view parameter of the project's `extension View` function `name` that a closure
    /// argument fills: the one with its label, or for a trailing closure the first that takes one.
    func extensionViewParameter(_ name: String, label: String?, trailing: Bool) -> ParameterDecl? {
        for function in index.viewExtensions[name] ?? [] {
            let parameter = trailing ? function.parameters.first { $0.kind.takesClosure }
                : function.parameters.first { $0.label == label }
            if let parameter, parameter.isViewClosure { return parameter }
        }
        return nil
    }

    /// What tells a `ForEach`'s rows apart, as a path from its element: `id: \.item` → "item",
    /// `id: \.self` or `ForEach(Kind.allCases)` → "self"; nil when its elements identify themselves.
    /// Over `Array(steps.enumerated())` the closure's item is the pair's `element`.
    static func rowIdentity(_ forEach: ViewNode) -> String? {
        if let id = forEach.argument("id") {
            let path = id.value.sourceText.filter { !$0.isWhitespace && $0 != "\\" }
            guard path.hasPrefix(".") else { return nil }
            if path == ".element" { return "self" }
            return String(path.dropFirst(path.hasPrefix(".element.") ? 9 : 1))
        }
        return forEach.argument(nil)?.value.sourceText.hasSuffix(".allCases") == true ? "self" : nil
    }

    static func firstParameterName(_ closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return names.first?.name.text
        case .parameterClause(let clause)?: return clause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        default: return nil
        }
    }

    static func parameterNames(_ closure: ClosureExprSyntax) -> Set<String> {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return Set(names.map(\.name.text))
        case .parameterClause(let clause)?: return Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
        default: return []
        }
    }

    /// `Picker(selection:label: makeLabel(…))`, `Section(footer: devicesFooter)`: a function or
    /// property of this view that builds views, passed for a SwiftUI view's view parameter.
    func namesViewMember(_ expr: ExprSyntax) -> Bool {
        let callee = expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr
        return callee.as(DeclReferenceExprSyntax.self).map { hasViewMember($0.baseName.text) } ?? false
    }

    /// Does this expression look like a view (a call of, or reference to, a view type)?
    /// `acceptingUnknownTypes`: where only a view can be written (`destination:`), any type's call counts.
    func looksLikeView(_ expr: ExprSyntax, acceptingUnknownTypes: Bool = false) -> Bool {
        guard let base = unrollModifiers(expr).base else { return false }
        var callee = base
        if let call = base.as(FunctionCallExprSyntax.self) { callee = call.calledExpression }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), let memberBase = member.base, isTypePath(memberBase) {
            name = member.declName.baseName.text == "init" ? text(memberBase)
                : "\(text(memberBase)).\(member.declName.baseName.text)"
        } else {
            return base.is(IfExprSyntax.self) || base.is(SwitchExprSyntax.self)
        }
        let bare = name.hasPrefix("SwiftUI.") ? String(name.dropFirst(8)) : name
        if SwiftUICatalog.isKnownView(bare) || bare == "AnyView" { return true }
        if acceptingUnknownTypes, lastComponent(bare).first?.isUppercase ?? false { return true }
        if let type = index.resolveType(bare, from: owner?.name, file: file) { return type.isView }
        return false
    }

}
