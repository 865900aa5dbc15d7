import AuditModel
import Foundation

/// The development-language string tables of the audited tree, grouped by module, and the
/// lookup `Text("key")`, `NSLocalizedString` and generated accessors resolve through.
///
/// A table belongs to the module whose folders hold it, as `ModuleMap` draws modules for name
/// resolution (a SwiftPM target, a framework folder, an app's project folder): a Swift file reads
/// its module's tables. Where that says nothing (the file's module has no tables of its own, or
/// it is among the run's remaining files outside any project) the nearest tables above the file
/// count, the folder holding the `*.lproj` folders or catalog being a module's root, or its parent
/// when that is a resources folder (`Sources/App/Resources/en.lproj` → `Sources/App`). A file
/// under none reads the main bundle at run time (`Text("key")` with no `bundle:` does, also in a
/// Swift package): its keys are looked up in every table of the audited tree. A literal no table
/// defines stays plain text there; only an explicit localization call (a shared framework's
/// `NSLocalizedString`, SwiftGen's `L10n`) is then a missing key.
public struct StringTables: Sendable {
    /// Development-language tables.
    var files: [StringTableFile] = []
    /// Nearest-folder module roots → their tables (the fallback; see the type's note).
    var roots: [String: [Int]] = [:]
    /// `ModuleMap` module index → its tables, once `assign(to:)` has run.
    var byModule: [Int: [Int]] = [:]
    /// The module map's roots, by module index.
    var moduleRoots: [String] = []

    public init() {}

    public var isEmpty: Bool { files.isEmpty }

    /// A file the tables are read from: `*.lproj/*.strings`, `*.lproj/*.stringsdict`, `*.xcstrings`.
    public static func isTable(_ path: String) -> Bool { StringTableFile.kind(of: path) != nil }

    /// Reads the development-language files among `paths` (others are translations).
    public static func load(paths: [String]) -> (StringTables, [InputError]) {
        load(inputs: developmentLanguage(paths).map { path in
            (path, RegularFile.read(path, limit: InputLimits.stringTableBytes, kind: "string tables"))
        })
    }

    /// The same for tables given as text (tests, rule examples).
    public static func load(sources: [(path: String, text: String)]) -> (StringTables, [InputError]) {
        load(inputs: developmentLanguage(sources.map(\.path)).compactMap { path in
            sources.first { $0.path == path }.map { (path, Result<[UInt8], InputProblem>.success(Array($0.text.utf8))) }
        })
    }

    static func load(inputs: [(path: String, bytes: Result<[UInt8], InputProblem>)]) -> (StringTables, [InputError]) {
        let parsed = Parallel.map(inputs) { input -> Result<StringTableFile, InputError> in
            switch input.bytes {
            case .success(let bytes):
                return StringTableFile.parse(path: input.path, bytes: bytes)
            case .failure(let problem):
                return .failure(InputError(location: SourceLocation(file: input.path, line: 1),
                                           message: "cannot read string table: \(problem.message)"))
            }
        }
        var tables = StringTables()
        var errors: [InputError] = []
        for result in parsed {
            switch result {
            case .success(let file): tables.add(file)
            case .failure(let error): errors.append(error)
            }
        }
        return (tables, errors)
    }

    /// Per owner folder and table, the development language's file: `en`, else `Base`, else
    /// another English variant, else the first language in name order. Catalogs always count.
    static func developmentLanguage(_ paths: [String]) -> [String] {
        var byTable: [String: [String]] = [:]
        var chosen: [String] = []
        for path in paths where StringTableFile.kind(of: path) != nil {
            guard StringTableFile.language(of: path) != nil else { chosen.append(path); continue }
            let name = (path as NSString).lastPathComponent
            byTable[StringTableFile.owner(of: path) + "\u{0}" + name, default: []].append(path)
        }
        for (_, candidates) in byTable {
            let ranked = candidates.sorted { rank($0) != rank($1) ? rank($0) < rank($1) : $0 < $1 }
            chosen.append(ranked[0])
        }
        return chosen.sorted()
    }

    private static func rank(_ path: String) -> Int {
        let language = StringTableFile.language(of: path)?.lowercased() ?? ""
        if language == "en" { return 0 }
        if language == "base" { return 1 }
        if language.hasPrefix("en-") || language.hasPrefix("en_") { return 2 }
        return 3
    }

    mutating func add(_ file: StringTableFile) {
        roots[Self.moduleRoot(ofOwner: file.owner), default: []].append(files.count)
        files.append(file)
    }

    /// Folder names that hold a module's resources rather than being the module.
    static let resourceFolders: Set<String> = ["resources", "resource", "supporting files", "supportingfiles",
                                               "localization", "localizations", "localisation", "strings", "l10n",
                                               "i18n"]

    /// Resources folders nest (`App/Resources/Localization/en.lproj`): every one is stepped out of,
    /// so the module is `App`, whose code sits beside them, not the folder of resources alone.
    static func moduleRoot(ofOwner owner: String) -> String {
        var root = owner
        while resourceFolders.contains((root as NSString).lastPathComponent.lowercased()) {
            root = (root as NSString).deletingLastPathComponent
        }
        return root
    }

    /// Every table of the audited tree: what a main-bundle lookup outside any module may find.
    public var wholeTree: Module? {
        let tables = files.filter { !Self.configurationTables.contains($0.table) }
        return tables.isEmpty ? nil : Module(root: "", tables: tables)
    }

    /// Tables that only configure the app (`InfoPlist`) do not make a module localized.
    static let configurationTables: Set<String> = ["InfoPlist"]

    /// Groups the tables by the module whose folders hold them (`ModuleMap.module(containing:)`).
    mutating func assign(to modules: ModuleMap) {
        byModule = [:]
        moduleRoots = modules.modules.map(\.root)
        for (index, file) in files.enumerated() {
            guard let module = modules.module(containing: file.owner) else { continue }
            byModule[module, default: []].append(index)
        }
    }

    /// The tables a source file reads: its module's (`module` is its `ModuleMap` index), else
    /// the nearest above it (see the type's note); nil when none has tables.
    public func module(of sourceFile: String, module: Int? = nil) -> Module? {
        guard !files.isEmpty else { return nil }
        if let module, let members = byModule[module] {
            let tables = members.map { files[$0] }.filter { !Self.configurationTables.contains($0.table) }
            if !tables.isEmpty { return Module(root: moduleRoots[module], tables: tables) }
        }
        var folder = Self.parent(of: sourceFile[...])
        while true {
            if let members = roots[String(folder)] {
                let tables = members.map { files[$0] }.filter { !Self.configurationTables.contains($0.table) }
                return tables.isEmpty ? nil : Module(root: String(folder), tables: tables)
            }
            guard !folder.isEmpty, folder != "/" else { return nil }
            folder = Self.parent(of: folder)
        }
    }

    /// The folder holding `path` (`A/B` of `A/B/c.swift`, `/` of `/c.swift`, empty for a bare
    /// name), read on its bytes: the walk up from every source file to its tables asks this at
    /// each level, and NSString's path methods were most of loading the tables.
    static func parent(of path: Substring) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == path.startIndex ? "/" : path[..<slash]
    }

    /// One module's tables.
    public struct Module: Sendable {
        public var root: String
        var tables: [StringTableFile]

        /// The development-language text of `key` in `table`, or nil when no file defines it.
        /// A key with format specifiers (`"%lld items"`) also matches one written with others
        /// (`"%@ items"`): the type of an interpolation is not known statically.
        public func text(for key: String, table: String) -> String? {
            for file in tables where file.table == table {
                if let text = file.entries[key] { return text }
            }
            guard key.containsText("%") else { return nil }
            let pattern = FormatSpecifiers.normalized(key)
            for file in tables where file.table == table {
                for (candidate, text) in file.entries where candidate.containsText("%")
                    && FormatSpecifiers.normalized(candidate) == pattern {
                    return text
                }
            }
            return nil
        }
    }
}

/// The tables each audited file reads (`StringTables.module(of:module:)`), looked up once per
/// file before phase 2 rather than at every localized literal.
struct FileStringTables: Sendable {
    private var byFile: [StringTables.Module?] = []
    /// Every table of the audited tree, for explicit localization calls outside any module.
    private(set) var wholeTree: StringTables.Module?

    init() {}

    /// `tables` already assigned to `modules`; `paths` by file index.
    init(_ tables: StringTables, paths: [String], modules: ModuleMap) {
        guard !tables.isEmpty else { return }
        wholeTree = tables.wholeTree
        // Files of one folder and module read the same tables.
        var seen: [String: StringTables.Module?] = [:]
        byFile = paths.indices.map { file in
            let module = modules.module(ofFile: file)
            let key = ModuleMap.folder(of: paths[file]) + "\u{0}" + String(module ?? -1)
            if let known = seen[key] { return known }
            let found = tables.module(of: paths[file], module: module)
            seen[key] = found
            return found
        }
    }

    func module(ofFile file: Int) -> StringTables.Module? {
        byFile.indices.contains(file) ? byFile[file] : nil
    }
}

/// printf-style specifiers in localized formats (`%@`, `%lld`, `%1$@`, `%.2f`).
enum FormatSpecifiers {
    /// Every specifier replaced by `%@`, `%%` kept.
    static func normalized(_ format: String) -> String {
        split(format).map { part in
            if case .dynamic = part { return "%@" }
            if case .literal(let s) = part { return s }
            return ""
        }.joined()
    }

    /// A format as literal text and one `.dynamic` placeholder per specifier (its position).
    static func split(_ format: String) -> [TextPart] {
        var parts: [TextPart] = []
        var literal = ""
        var chars = Array(format)[...]
        var position = 0
        while let c = chars.popFirst() {
            guard c == "%" else { literal.append(c); continue }
            if chars.first == "%" { chars.removeFirst(); literal.append("%"); continue }
            var spec = "%"
            while let next = chars.first, next.isNumber || "$.-+# 'hlqLzjt".contains(next) {
                spec.append(chars.removeFirst())
            }
            guard let conversion = chars.first, conversion.isLetter || conversion == "@" else {
                literal += spec
                continue
            }
            spec.append(chars.removeFirst())
            if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
            // `%2$@` names its argument; others take the next one.
            let explicit = spec.dropFirst().prefix { $0.isNumber }
            if spec.contains("$"), let n = Int(explicit) { parts.append(.dynamic("\(n - 1)")) } else {
                parts.append(.dynamic("\(position)"))
            }
            position += 1
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return parts
    }

    /// The resolved format with the call's interpolations put back in their places.
    static func fill(_ format: String, with arguments: [TextPart]) -> [TextPart] {
        split(format).map { part in
            guard case .dynamic(let index) = part else { return part }
            guard let i = Int(index), arguments.indices.contains(i) else { return .dynamic("…") }
            return arguments[i]
        }
    }
}
