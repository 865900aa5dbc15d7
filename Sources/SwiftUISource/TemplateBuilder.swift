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
    /// A component's: the files of its declaration and of its view members, in path order.
    var files: [String] = []
    /// The values its views leave to each call site (`CallSiteValue`), by expression.
    var callSiteValues: [String: CallSiteValue] = [:]
}

/// A file as phase 2 needs it.
struct ParsedFile: Sendable {
    var path: String
    var lines: LineTable
    var bytes: [UInt8]
    /// The `#if` clauses compiled for the platform the file serves.
    var clauses: PlatformClauses
}

/// Phase 2: one declaration's syntax → a template. Expands the type's own members (`header`,
/// `row(item)`), local `let`s, constants and `@ScaledMetric`s in place; leaves components,
/// view parameters and custom modifiers to phase 3.
struct TemplateBuilder {
    /// Views deeper than this are cut (SwiftParser stops at 256 nesting levels anyway).
    static let maximumDepth = 400

    let index: ProjectIndex
    let files: [ParsedFile]
    /// Where members' and previews' statements are read from.
    let bodies: BodySyntax
    /// Each file's string tables: literal keys and localization calls resolve through them.
    let stringTables: FileStringTables
    var file: Int
    var owner: TypeDecl?
    /// The name that stands for the wrapped view (`content` in `body(content:)`, `self` in `extension View`).
    var contentName: String?
    var scopes: [[String: LocalValue]] = [[:]]
    var expandingMembers: [String] = []
    var depth = 0
    var presenting = 0
    /// The `ForEach` content closures being built, innermost last.
    var rowItems: [RowItem] = []
    var errors: [InputError] = []
    /// The body being read is plain code, not a `@ViewBuilder` body (`BodyKind`).
    var readsPlainCode = false
    /// The values left to each call site so far (`CallSiteValue`), by expression.
    var callSiteValues: [String: CallSiteValue] = [:]

    /// A `ForEach` content closure: its element's names (`{ setting in … }`) and what tells its
    /// rows apart (`id: \.item` → "item"; `\.self`, or a list of `allCases`, → "self"), if known.
    struct RowItem {
        var names: Set<String>
        var identity: String?
    }

    enum LocalValue {
        case expression(ExprSyntax, file: Int)
        case value(Value)
        case views([ViewNode])
        /// A closure parameter or pattern binding: shadows outer names, value unknown.
        case unknown
    }

    init(index: ProjectIndex, files: [ParsedFile], bodies: BodySyntax, stringTables: FileStringTables = FileStringTables(),
         file: Int, owner: TypeDecl?, contentName: String? = nil) {
        self.index = index
        self.files = files
        self.bodies = bodies
        self.stringTables = stringTables
        self.file = file
        self.owner = owner
        self.contentName = contentName
    }

    var lines: LineTable { files[file].lines }

    func location(_ node: some SyntaxProtocol) -> SourceLocation { lines.location(of: node) }

    /// A node's source text without surrounding trivia (`SyntaxProtocol.trimmedText(in:)`).
    func text(_ node: some SyntaxProtocol) -> String { node.trimmedText(in: files[file].bytes) }

    /// The source text of a run of sequence elements (`a && b` before a `?`).
    func text(_ elements: some Collection<ExprSyntax>) -> String {
        guard let first = elements.first else { return "" }
        let bytes = files[file].bytes
        let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = start
        for element in elements { end = element.endPositionBeforeTrailingTrivia.utf8Offset }
        guard start <= end, end <= bytes.count else { return elements.map(\.trimmedDescription).joined(separator: " ") }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    // MARK: - Parameters

    mutating func parameters(_ declared: [ParameterDecl]) -> [TemplateParameter] {
        declared.map { p in
            TemplateParameter(label: p.label, name: p.name, kind: p.kind,
                              defaultValue: p.leftOutIsEmpty ? .views([])
                                  : p.defaultValue.map { expr in inFile(p.file) { $0.value(expr) } })
        }
    }

    // MARK: - Statements

    /// The views of a body (a getter's, a function's, a closure's, a preview's): what it returns
    /// when it is plain code, else what its statements build (`BodyKind`).
    mutating func bodyViews(_ statements: CodeBlockItemListSyntax) -> [ViewNode] {
        let enclosing = readsPlainCode
        readsPlainCode = BodyKind.isPlainCode(statements, bytes: files[file].bytes)
        defer { readsPlainCode = enclosing }
        return views(statements)
    }

    /// The views of a block: a body's statements, or a branch's within it.
    mutating func views(_ statements: CodeBlockItemListSyntax) -> [ViewNode] {
        scopes.append([:])
        defer { scopes.removeLast() }
        var result: [ViewNode] = []
        // `if c { return A }` then more statements: what follows runs only when no branch
        // returned, so it is the `if`'s `else` (`if c { A } else { B }`), not shown beside it;
        // several such `if`s in a row are one `if … else if …` chain.
        var returning: [IfExprSyntax] = []
        var rest: (views: [ViewNode], start: CodeBlockItemSyntax)?
        for item in statements {
            if rest == nil, let ifExpr = Self.ifStatement(item), Self.returnsFromEveryBranch(ifExpr) {
                returning.append(ifExpr)
                continue
            }
            var found: [ViewNode] = []
            switch item.item {
            case .expr(let expr):
                if !readsPlainCode || BodyKind.mayReturn(expr) { found = views(expr) }
            case .stmt(let stmt):
                if let returned = stmt.as(ReturnStmtSyntax.self), let expr = returned.expression {
                    found = views(expr)
                } else if let expression = stmt.as(ExpressionStmtSyntax.self),
                          !readsPlainCode || BodyKind.mayReturn(expression.expression) {
                    found = views(expression.expression)
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
                    found = ifConfigBranches(ifConfig)
                }
            @unknown default:
                break
            }
            if returning.isEmpty {
                result += found
            } else if !found.isEmpty {
                if rest == nil { rest = ([], item) }
                rest!.views += found
            }
        }
        guard !returning.isEmpty else { return result }
        return result + ifViews(returning, otherwise: rest)
    }

    // MARK: - View expressions

    /// A modifier call found while unrolling a chain (`.font(.title)`).
    struct ModifierCall {
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
        if calls.count > InputLimits.modifiersPerView {
            errors.append(InputError(location: location(base), message: "more than \(InputLimits.modifiersPerView) "
                + "modifiers on one view; the modifiers beyond them are not audited"))
        }
        let modifiers = calls.reversed().prefix(InputLimits.modifiersPerView).map { modifier($0) }
        if result.count != 1 {
            guard let first = result.first else { return [] }
            result = [ViewNode(type: "Group", children: result, location: first.location)]
        }
        result[0].modifiers += modifiers
        return result
    }

    /// `Text("a").font(.title).bold()` → base `Text("a")` and the calls, outermost first.
    /// Iterative: a chain of 10,000 modifiers must not recurse.
    func unrollModifiers(_ expr: ExprSyntax) -> (base: ExprSyntax?, calls: [ModifierCall]) {
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
                // A `#if` inside a modifier chain: the modifiers of the clause compiled for the
                // file's platform apply, or of the first that may be when custom flags decide.
                if case .postfixExpression(let inner)? = files[file].clauses.candidates(postfix.config).first?.clause
                    .elements {
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
    func isModifierOnSelf(_ member: MemberAccessExprSyntax) -> Bool {
        contentName == "self" && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            && !hasViewMember(member.declName.baseName.text)
    }

    func isSelfOrSuper(_ expr: ExprSyntax) -> Bool {
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name == "self" || name == "Self"
    }

    /// `Color`, `SwiftUI.Font`, `Parent.Row`, `Self`: a type, not a value.
    func isTypePath(_ expr: ExprSyntax) -> Bool {
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

    mutating func baseViews(_ expr: ExprSyntax) -> [ViewNode] {
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
        if let ifExpr = expr.as(IfExprSyntax.self) { return ifViews([ifExpr]) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return switchBranches(switchExpr) }
        if let sequence = expr.as(SequenceExprSyntax.self) { return sequenceViews(sequence) }
        if let tryExpr = expr.as(TryExprSyntax.self) { return views(tryExpr.expression) }
        if let awaitExpr = expr.as(AwaitExprSyntax.self) { return views(awaitExpr.expression) }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return views(unwrap.expression) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return views(optional.expression) }
        return [opaque(expr)]
    }

    mutating func callViews(_ call: FunctionCallExprSyntax) -> [ViewNode] {
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
    mutating func memberViews(_ member: MemberAccessExprSyntax, call: FunctionCallExprSyntax?) -> [ViewNode] {
        let name = member.declName.baseName.text
        let nameLocation = location(member.declName)
        guard let base = member.base else { return [opaque(ExprSyntax(member))] }
        if isSelfOrSuper(base) {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" || hasViewMember(name) {
                return referenceViews(name, call: call, location: nameLocation)
            }
        }
        if isTypePath(base) {
            let typeName = text(base)
            if name == "init" {
                return typeViews(written: typeName, call: call, location: location(base))
            }
            if name.first?.isUppercase ?? false {
                return typeViews(written: "\(typeName).\(name)", call: call, location: nameLocation)
            }
            // A static view member of a type (`Self.row(x)`, `Factory.makeRow()`).
            let type = typeName == "Self" ? owner : index.resolveType(typeName, from: owner?.name, file: file)
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

    // MARK: - Scopes and helpers

    func lookupLocal(_ name: String) -> (value: LocalValue, scope: Int)? {
        for i in scopes.indices.reversed() {
            if let value = scopes[i][name] { return (value, i) }
        }
        return nil
    }

    /// Converts a local's expression with the local itself hidden (`let a = a` must not loop).
    mutating func withLocalHidden<T>(_ name: String, at scope: Int, file exprFile: Int,
                                             _ body: (inout TemplateBuilder) -> T) -> T {
        let saved = scopes[scope][name]
        scopes[scope][name] = .unknown
        let result = inFile(exprFile, body)
        scopes[scope][name] = saved
        return result
    }

    mutating func hidingMember<T>(_ name: String, _ body: (inout TemplateBuilder) -> T) -> T? {
        let key = "\(owner?.name ?? "").\(name)"
        guard !expandingMembers.contains(key) else { return nil }
        expandingMembers.append(key)
        defer { expandingMembers.removeLast() }
        return body(&self)
    }

    mutating func inFile<T>(_ other: Int, _ body: (inout TemplateBuilder) -> T) -> T {
        let saved = file
        file = other
        defer { file = saved }
        return body(&self)
    }

    func opaque(_ expr: ExprSyntax) -> ViewNode {
        ViewNode(type: String(text(expr).prefix(60)), location: location(expr))
    }

    func opaque(_ elements: [ExprSyntax]) -> ViewNode {
        ViewNode(type: String(text(elements).prefix(60)),
                 location: location(elements[0]))
    }

    func opaqueNamed(_ name: String, _ location: SourceLocation) -> ViewNode {
        ViewNode(type: name, location: location)
    }

    mutating func tooDeep(_ expr: ExprSyntax) -> ViewNode {
        let cut = location(expr)
        if !errors.contains(where: { $0.location.file == cut.file }) {
            errors.append(InputError(location: cut, message:
                "views nested deeper than \(Self.maximumDepth) levels; the deeper views are not audited"))
        }
        return ViewNode(type: "…", location: cut)
    }
}

/// A value as parts of a text: literals for known strings and numbers, dynamic otherwise.
func textParts(_ value: Value) -> [TextPart] {
    switch value {
    case .string(let s): return [.literal(s)]
    case .text(let parts): return parts
    case .number(let n): return [.literal(Value.format(n))]
    case .dynamic(let e): return [.dynamic(e)]
    case .localized(let l): return l.text ?? l.keyParts
    default: return [.dynamic(value.sourceText)]
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
        while let range = self[searchStart...].range(ofText: word) {
            let before = range.lowerBound == startIndex ? nil : self[index(before: range.lowerBound)]
            let after = range.upperBound == endIndex ? nil : self[range.upperBound]
            let isIdentifier: (Character?) -> Bool = { c in c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isIdentifier(before), !isIdentifier(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }
}
