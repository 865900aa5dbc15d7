import SwiftSyntax

/// The merged declarations of every audited file: what phase 2 resolves names against.
/// Names resolve as the compiler would (`ModuleMap.select`): a type declared in several
/// modules or files keeps one entry per declaration, and each use finds its own.
struct ProjectIndex: Sendable {
    /// The pseudo-type holding free functions that return views.
    static let globalScope = ""

    /// By key (`TypeDecl.key`).
    var types: [String: TypeDecl] = [:]
    /// Qualified name → the keys of the types declared with it.
    private var keysByName: [String: [String]] = [:]
    /// `extension View` functions by name, every declaration of each.
    var viewExtensions: [String: [ViewMemberDecl]] = [:]
    var constants: [String: (expression: ExprSyntax, file: Int)] = [:]
    let modules: ModuleMap

    init(_ files: [FileDeclarations], modules: ModuleMap) {
        self.modules = modules
        // Declarations first (each its own entry when a name repeats), then extensions merged
        // into the declaration their file sees.
        var declared: [String: [TypeDecl]] = [:]
        for declarations in files {
            for type in declarations.types where type.file != nil { declared[type.name, default: []].append(type) }
        }
        for (name, list) in declared {
            var merged: [TypeDecl] = []
            for type in list {
                // One type split over `#if` branches of one file is one declaration.
                if let same = merged.firstIndex(where: { $0.file == type.file }) {
                    merged[same] = Self.merging(merged[same], type)
                } else {
                    merged.append(type)
                }
            }
            for var type in merged {
                if merged.count > 1 { type.key = "\(name)@\(type.file!)" }
                types[type.key] = type
                keysByName[name, default: []].append(type.key)
            }
        }
        for declarations in files {
            for type in declarations.types where type.file == nil {
                if let keys = keysByName[type.name] {
                    guard let target = select(keys.compactMap { types[$0] }, from: type.foundIn) else { continue }
                    types[target.key] = Self.merging(target, type)
                } else if let existing = types[type.name] {
                    types[type.name] = Self.merging(existing, type)
                } else {
                    types[type.name] = type
                }
            }
            for function in declarations.viewExtensions { viewExtensions[function.name, default: []].append(function) }
            constants.merge(declarations.constants) { first, _ in first }
        }
    }

    private static func merging(_ existing: TypeDecl, _ type: TypeDecl) -> TypeDecl {
        var existing = existing
        existing.isView = existing.isView || type.isView
        existing.isViewModifier = existing.isViewModifier || type.isViewModifier
        existing.isPreviewProvider = existing.isPreviewProvider || type.isPreviewProvider
        existing.declaration = existing.declaration ?? type.declaration
        existing.viewMembers.merge(type.viewMembers) { first, _ in first }
        existing.valueMembers.merge(type.valueMembers) { first, _ in first }
        existing.caseMembers.merge(type.caseMembers) { first, _ in first }
        existing.conditionalMembers.merge(type.conditionalMembers) { first, _ in first }
        existing.storedProperties += type.storedProperties
        existing.initParameters = existing.initParameters ?? type.initParameters
        existing.genericViewParameters.formUnion(type.genericViewParameters)
        existing.emptyViewGenerics.formUnion(type.emptyViewGenerics)
        return existing
    }

    /// The declaration among same-named ones that a use in `file` means (nil: none visible, or ambiguous).
    func select(_ candidates: [TypeDecl], from file: Int?) -> TypeDecl? {
        modules.select(candidates, from: file) { ($0.file ?? -1, $0.isPrivate) }
    }

    /// The type a name written inside `scope` (in `file`) refers to: nested types first (`Row`
    /// inside `Parent` → `Parent.Row`), then the name as written (without a `SwiftUI.` prefix).
    /// A name several visible modules declare resolves to none of them.
    func resolveType(_ written: String, from scope: String?, file: Int?) -> TypeDecl? {
        var names: [String] = []
        if var prefix = scope {
            while true {
                names.append("\(prefix).\(written)")
                // In the UTF-8 view ("." is ASCII): by Characters, each step of a nested scope
                // cost thousands of instructions.
                guard let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
                prefix = String(prefix[..<dot])
            }
        }
        names.append(written)
        if written.hasPrefix("SwiftUI.") { names.append(String(written.dropFirst(8))) }
        for name in names {
            if let keys = keysByName[name] {
                var candidates = keys.compactMap { types[$0] }
                if name == names.last, SwiftUICatalog.isKnownView(name), let file {
                    candidates = candidates.filter { modules.shadowsSwiftUI(declaredIn: $0.file ?? file, usedIn: file) }
                    if candidates.isEmpty { return nil }
                }
                return select(candidates, from: file)
            }
            if let type = types[name] { return type }
        }
        return nil
    }
}
