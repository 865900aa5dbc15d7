import AuditModel
import Foundation
import SwiftSyntax

/// A parameter of a view-producing function, a component's initialiser, or a view modifier.
struct ParameterDecl: Sendable {
    enum Kind: Sendable {
        /// View content: `@ViewBuilder let content: Content`, `let label: () -> Label`, `some View`.
        case views
        /// A non-view closure: `let action: () -> Void`.
        case closure
        /// Any other value (`let title: String`); `default` is its default value, if written.
        case value
        /// A `LocalizedStringKey` (`title: LocalizedStringKey`): a literal the caller passes is a
        /// key SwiftUI looks up when the body shows it (`Text(title)`), as `Text("key")` does.
        case localizedKey

        /// What a trailing closure can fill: views or code, not a value.
        var takesClosure: Bool { self == .views || self == .closure }
    }
    var label: String?
    var name: String
    var kind: Kind
    var defaultValue: ExprSyntax?
    /// The file the default value is written in.
    var file: Int
    /// View content its caller writes as a closure (`@ViewBuilder footer: () -> Footer`), not a
    /// view passed as a value (`_ color: Color`).
    var isViewClosure = false
    /// A view closure handed the view the function is called on (`_ transform: (Self) -> some View`).
    var receivesView = false
    /// The type's generic view parameter this content is (`Content` in `content: () -> Content`).
    var viewGeneric: String?
    /// Left out by a call, this content is `EmptyView`: the type declares an initialiser for
    /// that case (`TypeDecl.emptyViewGenerics`).
    var leftOutIsEmpty = false
}

/// Where a declaration's statements are: their file and the byte range they span, trivia
/// included. Phase 2 reads them through `BodySyntax`, so that declarations keep no file's syntax
/// tree alive.
struct BodyPosition: Hashable, Sendable {
    var file: Int
    var offset: Int
    var end: Int
}

/// A declaration whose code yields views: `body`, a computed `some View` property, a
/// `@ViewBuilder` function, a view modifier's `body(content:)`, an `extension View` function.
struct ViewMemberDecl: Sendable {
    var name: String
    var parameters: [ParameterDecl]
    var body: BodyPosition
    var file: Int { body.file }
    /// `private`/`fileprivate`: visible in its own file only.
    var isPrivate = false
}

/// A stored property of a view or view-modifier type, as the front-end needs it.
struct StoredPropertyDecl: Sendable {
    enum Kind: Sendable {
        /// Set by the caller (memberwise initialiser): views, closures or values.
        case parameter(ParameterDecl.Kind)
        /// `let x = 8`: a constant.
        case constant
        /// `@ScaledMetric(relativeTo:) var x = 24`.
        case scaledMetric(TextStyle)
        /// `@Environment(\.dynamicTypeSize) var x` and other Dynamic Type environment values.
        case dynamicTypeEnvironment
        /// `@State`, `@Binding`, other property wrappers: known only at run time.
        case state
    }
    var name: String
    var kind: Kind
    var initializer: ExprSyntax?
    var file: Int
    /// A parameter's type as written, without `?` (`WebStyle` in `let style: WebStyle?`).
    var typeName: String? = nil
}

/// Everything known about one type, merged over its declaration and extensions.
struct TypeDecl: Sendable {
    /// The qualified name as written (`Parent.Row`).
    var name: String
    /// What the project index knows it by: the name, unless several modules or files declare it.
    var key: String
    /// The file of its `struct`/`class`/`enum` declaration; nil when only extensions were seen.
    var file: Int?
    /// Declared `private`/`fileprivate` (or inside such a type): visible in its own file only.
    var isPrivate = false
    /// The file this part (declaration or extension) was read from.
    var foundIn: Int?
    var isView = false
    var isViewModifier = false
    var isPreviewProvider = false
    /// The `struct` declaration's name token.
    var declaration: SourceLocation?
    var viewMembers: [String: ViewMemberDecl] = [:]
    /// Computed non-view properties written as one expression (`var layout: AnyLayout { … }`).
    var valueMembers: [String: (expression: ExprSyntax, file: Int)] = [:]
    /// Computed properties written as one `switch self` (an enum's `var title: String { switch
    /// self { case .a: … } }`): the switch, which `CaseTable` reads.
    var caseMembers: [String: (expression: ExprSyntax, file: Int)] = [:]
    /// Computed properties written as one `if … else` chain of expressions (`var accessory:
    /// Accessory { if compact { .none } else { .settings } }`): the `if`, which
    /// `ConditionalValue` reads.
    var conditionalMembers: [String: (expression: ExprSyntax, file: Int)] = [:]
    var storedProperties: [StoredPropertyDecl] = []
    /// The first explicit initialiser's parameters (else the memberwise one applies).
    var initParameters: [ParameterDecl]?
    var genericViewParameters: Set<String> = []
    /// Generic view parameters an initialiser fixes to `EmptyView` (`init(title:) where Content
    /// == EmptyView`, or an `init` in `extension … where Content == EmptyView`): a call that
    /// leaves that content out goes through such an initialiser and shows none.
    var emptyViewGenerics: Set<String> = []

    init(name: String, file: Int? = nil, isPrivate: Bool = false, foundIn: Int? = nil) {
        self.name = name
        self.key = name
        self.file = file
        self.isPrivate = isPrivate
        self.foundIn = foundIn ?? file
    }

    /// The parameters a call site fills, in order: an explicit initialiser's, else the memberwise ones.
    var callParameters: [ParameterDecl] {
        if let initParameters {
            // Most types declare no `EmptyView` initialiser: their parameters are as written.
            guard !emptyViewGenerics.isEmpty else { return initParameters }
            return initParameters.map { parameter in
                var parameter = parameter
                parameter.leftOutIsEmpty = parameter.kind == .views && parameter.defaultValue == nil
                    && parameter.viewGeneric.map(emptyViewGenerics.contains) == true
                return parameter
            }
        }
        return storedProperties.compactMap { property in
            guard case .parameter(let kind) = property.kind else { return nil }
            return ParameterDecl(label: property.name, name: property.name, kind: kind,
                                 defaultValue: property.initializer, file: property.file)
        }
    }
}

/// A `#Preview` block or a `PreviewProvider`'s `previews`.
struct PreviewDecl: Sendable {
    var title: String?
    var body: BodyPosition
    var location: SourceLocation
    var file: Int { body.file }
    /// For `PreviewProvider`s: the provider type (members resolve there).
    var owner: String?
}

/// What one file declares (phase 1 output; merged into `ProjectIndex`).
struct FileDeclarations: Sendable {
    var types: [TypeDecl] = []
    var viewExtensions: [ViewMemberDecl] = []
    /// Constants by qualified name (`spacing`, `Layout.spacing`, `Font.brandTitle`).
    var constants: [String: (expression: ExprSyntax, file: Int)] = [:]
    var previews: [PreviewDecl] = []
    /// The modules it imports, and whether it re-exports them.
    var imports: [(name: String, exported: Bool)] = []
    /// The statements `BodyPosition`s point at, by offset: only while the file's tree is loaded.
    var bodies: [Int: CodeBlockItemListSyntax] = [:]
}

/// Walks a file's declarations (not their bodies) and records what yields views.
struct DeclarationIndexer {
    let file: Int
    /// The bytes the tree was parsed from: names and types are sliced from them.
    let bytes: [UInt8]
    let lines: LineTable
    /// Declarations in `#if` clauses not compiled for the file's platform are not indexed.
    let clauses: PlatformClauses
    var output = FileDeclarations()

    init(file: Int, bytes: [UInt8], lines: LineTable, clauses: PlatformClauses) {
        self.file = file
        self.bytes = bytes
        self.lines = lines
        self.clauses = clauses
    }

    mutating func index(_ tree: SourceFileSyntax) {
        indexStatements(tree.statements)
    }

    private mutating func indexStatements(_ statements: CodeBlockItemListSyntax) {
        for item in statements {
            switch item.item {
            case .decl(let decl): indexTopLevel(decl)
            case .expr(let expr):
                if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                    addPreview(arguments: macro.arguments, closure: macro.trailingClosure, node: Syntax(macro))
                }
            default: break
            }
        }
    }

    private mutating func indexTopLevel(_ decl: DeclSyntax) {
        if let macro = decl.as(MacroExpansionDeclSyntax.self) {
            if macro.macroName.text == "Preview" {
                addPreview(arguments: macro.arguments, closure: macro.trailingClosure, node: Syntax(macro))
            }
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in clauses.candidates(ifConfig).map(\.clause) {
                switch clause.elements {
                case .statements(let statements): indexStatements(statements)
                case .decls(let members): for member in members { indexTopLevel(member.decl) }
                default: break
                }
            }
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            recordConstants(variable, prefix: "")
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            // A free function returning views: a member of the file-less global scope.
            if let view = viewFunction(function) {
                var global = TypeDecl(name: ProjectIndex.globalScope)
                global.viewMembers[view.name] = view
                output.types.append(global)
            }
        } else {
            indexType(decl, parent: "", parentIsPrivate: false)
        }
    }

    private mutating func addPreview(arguments: LabeledExprListSyntax, closure: ClosureExprSyntax?, node: Syntax) {
        guard let closure else { return }
        let title = arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self)?
            .representedLiteralValue
        output.previews.append(PreviewDecl(title: title, body: body(closure.statements),
                                           location: lines.location(of: node), owner: nil))
    }

    /// Indexes a struct/class/enum/extension and its nested types.
    private mutating func indexType(_ decl: DeclSyntax, parent: String, parentIsPrivate: Bool) {
        let name: String
        let inherited: InheritedTypeListSyntax?
        let members: MemberBlockItemListSyntax
        var declaration: SourceLocation?
        var generics: GenericParameterClauseSyntax?
        var whereClause: GenericWhereClauseSyntax?
        var modifiers: DeclModifierListSyntax?
        if let s = decl.as(StructDeclSyntax.self) {
            name = s.name.text; inherited = s.inheritanceClause?.inheritedTypes; members = s.memberBlock.members
            declaration = lines.location(of: s.name); generics = s.genericParameterClause
            whereClause = s.genericWhereClause; modifiers = s.modifiers
        } else if let c = decl.as(ClassDeclSyntax.self) {
            name = c.name.text; inherited = c.inheritanceClause?.inheritedTypes; members = c.memberBlock.members
            declaration = lines.location(of: c.name); generics = c.genericParameterClause; modifiers = c.modifiers
        } else if let e = decl.as(EnumDeclSyntax.self) {
            name = e.name.text; inherited = e.inheritanceClause?.inheritedTypes; members = e.memberBlock.members
            modifiers = e.modifiers
        } else if let e = decl.as(ExtensionDeclSyntax.self) {
            name = e.extendedType.trimmedText(in: bytes); inherited = e.inheritanceClause?.inheritedTypes
            members = e.memberBlock.members; modifiers = e.modifiers
        } else {
            return
        }
        let qualified = parent.isEmpty ? name : "\(parent).\(name)"
        let isPrivate = parentIsPrivate || Self.isPrivate(modifiers)
        let isDefinition = !decl.is(ExtensionDeclSyntax.self)
        let conformances = Set((inherited ?? []).map { lastComponent($0.type.trimmedText(in: bytes)) })
        // `extension View { func cardStyle() -> some View }`: view modifiers written as functions.
        if decl.is(ExtensionDeclSyntax.self), SwiftUICatalog.isKnownView(lastComponent(name)) || lastComponent(name) == "View" {
            for member in members {
                if let function = member.decl.as(FunctionDeclSyntax.self), var view = viewFunction(function) {
                    view.isPrivate = isPrivate || Self.isPrivate(function.modifiers)
                    output.viewExtensions.append(view)
                }
            }
        }
        var type = TypeDecl(name: qualified, file: isDefinition ? file : nil, isPrivate: isDefinition && isPrivate,
                            foundIn: file)
        type.isView = conformances.contains("View")
        type.isViewModifier = conformances.contains("ViewModifier")
        type.isPreviewProvider = conformances.contains("PreviewProvider")
        if decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self) { type.declaration = declaration }
        for parameter in generics?.parameters ?? [] where parameter.inheritedType.map({
            lastComponent($0.trimmedText(in: bytes)) == "View" }) ?? false {
            type.genericViewParameters.insert(parameter.name.text)
        }
        for requirement in whereClause?.requirements ?? [] {
            if case .conformanceRequirement(let c) = requirement.requirement,
               lastComponent(c.rightType.trimmedText(in: bytes)) == "View" {
                type.genericViewParameters.insert(c.leftType.trimmedText(in: bytes))
            }
        }
        indexMembers(members, into: &type, qualified: qualified, isPrivate: isPrivate)
        if let e = decl.as(ExtensionDeclSyntax.self), members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) {
            type.emptyViewGenerics.formUnion(emptyViewGenerics(e.genericWhereClause))
        }
        output.types.append(type)
    }

    private mutating func indexMembers(_ members: MemberBlockItemListSyntax, into type: inout TypeDecl,
                                       qualified: String, isPrivate: Bool) {
        for member in members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                indexVariable(variable, into: &type, qualified: qualified)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                if type.isViewModifier, function.name.text == "body",
                   let content = function.signature.parameterClause.parameters.first {
                    guard let body = function.body else { continue }
                    let name = (content.secondName ?? content.firstName).text
                    type.viewMembers["body"] = ViewMemberDecl(
                        name: "body", parameters: [ParameterDecl(label: "content", name: name, kind: .views,
                                                    file: file)],
                        body: self.body(body.statements))
                } else if let view = viewFunction(function, genericViews: type.genericViewParameters),
                          type.viewMembers[view.name] == nil {
                    type.viewMembers[view.name] = view
                }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                type.emptyViewGenerics.formUnion(emptyViewGenerics(initializer.genericWhereClause))
                if type.initParameters == nil {
                    type.initParameters = initializer.signature.parameterClause.parameters.map {
                        parameter($0, genericViews: type.genericViewParameters)
                    }
                }
            } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                for clause in clauses.candidates(ifConfig).map(\.clause) {
                    if case .decls(let nested) = clause.elements {
                        indexMembers(nested, into: &type, qualified: qualified, isPrivate: isPrivate)
                    }
                }
            } else {
                indexType(decl, parent: qualified, parentIsPrivate: isPrivate)
            }
        }
    }

    private mutating func indexVariable(_ variable: VariableDeclSyntax, into type: inout TypeDecl,
                                        qualified: String) {
        let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let isLet = variable.bindingSpecifier.text == "let"
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let attributeNames = attributes.map { lastComponent(attributeName($0)) }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let typeText = binding.typeAnnotation?.type.trimmedText(in: bytes)
            if let accessor = binding.accessorBlock {
                let statements: CodeBlockItemListSyntax?
                switch accessor.accessors {
                case .getter(let items): statements = items
                case .accessors(let list):
                    statements = list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
                @unknown default:
                    statements = nil
                }
                guard let statements else { continue }
                if isViewType(typeText, genericViews: type.genericViewParameters)
                    || attributeNames.contains(where: isViewBuilderAttribute) {
                    if isStatic, type.isPreviewProvider, name == "previews" {
                        output.previews.append(PreviewDecl(
                            title: nil, body: body(statements), location: lines.location(of: binding.pattern),
                            owner: qualified))
                    } else if type.viewMembers[name] == nil {
                        type.viewMembers[name] = ViewMemberDecl(name: name, parameters: [], body: body(statements))
                    }
                } else if let expression = singleExpression(statements) {
                    type.valueMembers[name] = (expression, file)
                    // `static var title: String { L10n.tr(…) }`: SwiftGen's accessors.
                    if isStatic { output.constants["\(qualified).\(name)"] = (expression, file) }
                } else if !isStatic, let switchOverSelf = CaseTable.switchOverSelf(statements) {
                    type.caseMembers[name] = (ExprSyntax(switchOverSelf), file)
                } else if !isStatic, let ifChain = ConditionalValue.ifChain(statements) {
                    type.conditionalMembers[name] = (ExprSyntax(ifChain), file)
                }
                continue
            }
            if isStatic {
                if isLet, let value = binding.initializer?.value {
                    output.constants["\(qualified).\(name)"] = (value, file)
                }
                continue
            }
            let kind: StoredPropertyDecl.Kind
            if attributeNames.contains("ScaledMetric") {
                let relative = attributes.first { lastComponent(attributeName($0)) == "ScaledMetric" }?
                    .arguments.flatMap { args -> String? in
                        if case .argumentList(let list) = args {
                            return list.first { $0.label?.text == "relativeTo" }?.expression.trimmedText(in: bytes)
                        }
                        return nil
                    }
                kind = .scaledMetric(relative.flatMap { TextStyle(name: lastComponent($0)) } ?? .body)
            } else if attributeNames.contains("Environment"),
                      let keyPath = attributes.first(where: { attributeName($0) == "Environment" })?
                        .arguments?.trimmedText(in: bytes),
                      SwiftUICatalog.dynamicTypeEnvironmentKeys.contains(where: { keyPath.contains(".\($0)") }) {
                kind = .dynamicTypeEnvironment
            } else if attributeNames.contains(where: isViewBuilderAttribute) {
                kind = .parameter(.views)
            } else if !attributeNames.isEmpty {
                kind = .state
            } else if isLet, binding.initializer != nil {
                kind = .constant
            } else {
                kind = .parameter(parameterKind(typeText, genericViews: type.genericViewParameters))
            }
            var property = StoredPropertyDecl(name: name, kind: kind, initializer: binding.initializer?.value, file: file)
            if case .parameter(.value) = kind, let typeText {
                property.typeName = typeText.hasSuffix("?") || typeText.hasSuffix("!") ? String(typeText.dropLast()) : typeText
            }
            type.storedProperties.append(property)
        }
    }

    private mutating func recordConstants(_ variable: VariableDeclSyntax, prefix: String) {
        guard variable.bindingSpecifier.text == "let" else { return }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value else { continue }
            output.constants[prefix.isEmpty ? name : "\(prefix).\(name)"] = (value, file)
        }
    }

    private mutating func viewFunction(_ function: FunctionDeclSyntax, genericViews: Set<String> = []) -> ViewMemberDecl? {
        guard let body = function.body else { return nil }
        let returnType = function.signature.returnClause?.type.trimmedText(in: bytes)
        let attributeNames = function.attributes.compactMap {
            $0.as(AttributeSyntax.self).map { lastComponent(attributeName($0)) }
        }
        guard isViewType(returnType, genericViews: genericViews) || attributeNames.contains(where: isViewBuilderAttribute)
        else { return nil }
        return ViewMemberDecl(name: function.name.text,
                              parameters: function.signature.parameterClause.parameters.map {
                                  parameter($0, genericViews: genericViews)
                              },
                              body: self.body(body.statements))
    }

    /// Records statements that phase 2 reads and says where they are.
    private mutating func body(_ statements: CodeBlockItemListSyntax) -> BodyPosition {
        let offset = statements.position.utf8Offset
        output.bodies[offset] = statements
        return BodyPosition(file: file, offset: offset, end: statements.endPosition.utf8Offset)
    }

    private func parameter(_ p: FunctionParameterSyntax, genericViews: Set<String>) -> ParameterDecl {
        let first = p.firstName.text
        let label: String? = first == "_" ? nil : first
        let name = (p.secondName ?? p.firstName).text
        let hasViewBuilder = p.attributes.contains {
            $0.as(AttributeSyntax.self).map { isViewBuilderAttribute(lastComponent(attributeName($0))) }
                ?? false
        }
        let typeText = p.type.trimmedText(in: bytes)
        let kind: ParameterDecl.Kind = hasViewBuilder ? .views : parameterKind(typeText, genericViews: genericViews)
        var decl = ParameterDecl(label: label, name: name, kind: kind, defaultValue: p.defaultValue?.value, file: file)
        let type = typeText.replacingOccurrences(of: "@escaping", with: "").filter { !$0.isWhitespace }
        decl.isViewClosure = kind == .views && (hasViewBuilder || type.containsText("->"))
        decl.receivesView = decl.isViewClosure && type.hasPrefix("(Self)->")
        if kind == .views {
            let result = type.range(ofText: "->").map { String(type[$0.upperBound...]) } ?? type
            let generic = String(result.trimmingASCII("()?"))
            decl.viewGeneric = genericViews.contains(generic) ? generic : nil
        }
        return decl
    }

    /// The generic parameters a `where` clause fixes to `EmptyView` (`where Content == EmptyView`).
    private func emptyViewGenerics(_ clause: GenericWhereClauseSyntax?) -> Set<String> {
        var generics = Set<String>()
        for requirement in clause?.requirements ?? [] {
            if case .sameTypeRequirement(let same) = requirement.requirement,
               lastComponent(same.rightType.trimmedText(in: bytes)) == "EmptyView" {
                generics.insert(same.leftType.trimmedText(in: bytes))
            }
        }
        return generics
    }

    private func parameterKind(_ typeText: String?, genericViews: Set<String>) -> ParameterDecl.Kind {
        guard var text = typeText else { return .value }
        if text.containsText("@escaping ") { text = text.replacingOccurrences(of: "@escaping ", with: "") }
        if let arrow = text.range(ofText: "->") {
            let result = text[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
            return isViewType(result, genericViews: genericViews) ? .views : .closure
        }
        if lastComponent(String(text.trimmingASCII("? "))) == "LocalizedStringKey" {
            return .localizedKey
        }
        return isViewType(text, genericViews: genericViews) ? .views : .value
    }

    static func isPrivate(_ modifiers: DeclModifierListSyntax?) -> Bool {
        modifiers?.contains { $0.name.text == "private" || $0.name.text == "fileprivate" } ?? false
    }

    /// An attribute's name as written (`ScaledMetric`, `SwiftUI.ViewBuilder`).
    private func attributeName(_ attribute: AttributeSyntax) -> String { attribute.attributeName.trimmedText(in: bytes) }

    private func isViewBuilderAttribute(_ name: String) -> Bool {
        name == "ViewBuilder" || name == "ToolbarContentBuilder"
    }

    private func isViewType(_ typeText: String?, genericViews: Set<String>) -> Bool {
        guard let typeText else { return false }
        // Parentheses, optionals and spaces around the type (`(some View)?`).
        let text = String(typeText.trimmingASCII("()? "))
        if text.hasPrefix("some ") || text.hasPrefix("any ") {
            let bare = lastComponent(String(text.drop(while: { $0 != " " }).dropFirst()))
            return bare == "View" || bare == "ToolbarContent"
        }
        // `Button<Text>`, `SwiftUI.Group<Content>`: the view type is named before its generic arguments.
        let bare = lastComponent(String(text[..<(text.utf8.firstIndex(of: UInt8(ascii: "<")) ?? text.endIndex)]))
        if SwiftUICatalog.layoutTypes.contains(bare) { return false }
        return bare == "AnyView" || genericViews.contains(text) || SwiftUICatalog.isKnownView(bare)
    }

    /// The one expression a getter returns. A `#if` around it is read for the file's platform:
    /// the clause compiled for certain gives the value; clauses custom flags choose leave it unknown.
    private func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        if let expression = onlyExpression(statements) { return expression }
        guard statements.count == 1, case .decl(let decl)? = statements.first?.item,
              let ifConfig = decl.as(IfConfigDeclSyntax.self) else { return nil }
        let candidates = clauses.candidates(ifConfig)
        guard candidates.count == 1, candidates[0].isCertain,
              case .statements(let compiled)? = candidates[0].clause.elements else { return nil }
        return singleExpression(compiled)
    }
}

/// The one expression of a block (`x`, `return x`), else nil.
func onlyExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    switch item {
    case .expr(let expr): return expr
    case .stmt(let stmt): return stmt.as(ReturnStmtSyntax.self)?.expression
    case .decl: return nil
    }
}

/// The one expression of a getter, an `if` or `switch` written as a statement included.
func onlyStatementExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    if let expression = onlyExpression(statements) { return expression }
    guard statements.count == 1, case .stmt(let stmt)? = statements.first?.item else { return nil }
    return stmt.as(ExpressionStmtSyntax.self)?.expression
}

/// `SwiftUI.View` → `View`; `Parent.Row` → `Row`.
func lastComponent(_ name: String) -> String {
    // In the UTF-8 view ("." is ASCII): by Characters, each call cost thousands of instructions.
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
    return String(name[name.utf8.index(after: dot)...])
}

