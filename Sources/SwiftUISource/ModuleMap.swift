import AuditModel
import Foundation
import SwiftParser
import SwiftSyntax

/// Which Swift module each audited file belongs to, and which modules a file sees, so that a
/// name resolves the way the compiler would: in its own file (private types), its own module,
/// then the modules it imports. Two apps, or two packages of a monorepo, that both declare
/// `SettingsView` then each keep their own.
///
/// A file's module is, from the most specific evidence to the least:
/// 1. a SwiftPM target: the deepest `Package.swift` above the file whose target folder
///    (`path:`, else `Sources/<name>`, `Tests/<name>` for test targets) holds it;
/// 2. a framework folder: the deepest folder above it whose name files outside it `import`, and that
///    sits at the top of a project or in a `Sources`-like folder (Xcode projects keep a framework's
///    sources in a folder named after it: `Core`; a feature folder named like a library is not one);
/// 3. the app around it: the nearest folder holding a project marker (`*.xcodeproj`, `.git`,
///    `fastlane`, …), else every remaining file of the run together.
///
/// A SwiftPM target of a package whose `platforms:` names a single platform serves that platform;
/// a package that names several (or none) leaves each file's platform to its own evidence.
struct ModuleMap: Sendable {
    struct Module: Sendable, Equatable {
        /// The name an `import` uses (a target's name with non-identifier characters as `_`).
        var name: String
        /// The folder that holds it ("" for the run's remaining files).
        var root: String
        /// The only platform its package declares, if it declares one.
        var platform: Platform?
        /// Whether its extent is known (a SwiftPM target, a framework folder), rather than guessed
        /// from the app folder around it, which may hold several targets (an app and its extensions).
        var isKnownTarget: Bool = false
    }

    private(set) var modules: [Module] = []
    /// By file index.
    private(set) var moduleOfFile: [Int] = []
    /// By file index: the modules the file sees through its own `import`s, its module's `@_exported`
    /// ones, and what those re-export.
    private(set) var importsOfFile: [Set<Int>] = []
    let paths: [String]
    private var fileIndex: [String: Int] = [:]

    /// Folder contents that mark the root of an app or project.
    static let projectMarkers: Set<String> = [".git", "fastlane", "Podfile", "Cartfile", "project.yml", "Project.swift"]
    static let projectMarkerSuffixes = [".xcodeproj", ".xcworkspace"]
    /// Folders whose subfolders may each be a framework.
    static let frameworkParents: Set<String> = ["Sources", "Frameworks", "Modules", "Libraries", "Packages"]

    /// - Parameters:
    ///   - imports: by file index, the module names it imports, and whether it re-exports them.
    ///   - manifests: `Package.swift` texts given as input, by folder; other folders are read from disk.
    ///   - readsDisk: false for sources given as text (no folder around them to look at).
    init(paths: [String], imports: [[(name: String, exported: Bool)]], manifests: [String: [UInt8]],
         readsDisk: Bool) {
        self.paths = paths
        for (i, path) in paths.enumerated() where fileIndex[path] == nil { fileIndex[path] = i }
        var folders = FolderFacts(manifests: manifests, readsDisk: readsDisk)
        let importedNames = Self.importedNames(paths: paths, imports: imports)
        // A file's module depends only on the folder holding it (files of one folder share
        // every answer below): each distinct folder is decided once, with one of its files.
        var folderOfFile: [Substring] = []
        var firstFileOfFolder: [Substring: String] = [:]
        for path in paths {
            let folder = Self.folder(of: path)
            folderOfFile.append(folder)
            if firstFileOfFolder[folder] == nil { firstFileOfFolder[folder] = path }
        }
        let commonRoot = firstFileOfFolder.values.map { Self.ancestors(of: $0) }.reduce(nil as [String]?) { common, next in
            guard let common else { return next }
            return common.filter(next.contains)
        }?.first
        var moduleIndex: [String: Int] = [:]
        func module(_ name: String, root: String, platform: Platform? = nil, isKnownTarget: Bool = false) -> Int {
            let key = root + "\u{0}" + name
            if let index = moduleIndex[key] { return index }
            modules.append(Module(name: name, root: root, platform: platform, isKnownTarget: isKnownTarget))
            moduleIndex[key] = modules.count - 1
            return modules.count - 1
        }
        // Asked for every folder above every file: each folder is decided once.
        var frameworkFolders: [String: Bool] = [:]
        func isFramework(_ folder: String) -> Bool {
            if let known = frameworkFolders[folder] { return known }
            var answer = false
            if let parent = Self.ancestors(of: folder).first,
               parent == commonRoot || folders.isProjectRoot(parent)
                || Self.frameworkParents.contains(Self.lastComponent(parent)) {
                answer = importedNames[Self.moduleName(Self.lastComponent(folder))]?.contains { !$0.hasPrefix(folder + "/") }
                    ?? false
            }
            frameworkFolders[folder] = answer
            return answer
        }
        var moduleOfFolder: [Substring: Int] = [:]
        for (path, folder) in zip(paths, folderOfFile) {
            if let known = moduleOfFolder[folder] {
                moduleOfFile.append(known)
                continue
            }
            let ancestors = Self.ancestors(of: path)
            let found: Int
            if let target = ancestors.lazy.compactMap({ folders.target(holding: path, packageFolder: $0) }).first {
                found = module(target.name, root: target.folder, platform: target.platform, isKnownTarget: true)
            } else if let framework = ancestors.first(where: isFramework) {
                found = module(Self.moduleName(Self.lastComponent(framework)), root: framework, isKnownTarget: true)
            } else if let project = ancestors.first(where: { folders.isProjectRoot($0) }) {
                found = module(Self.moduleName(Self.lastComponent(project)), root: project)
            } else {
                found = module("", root: "")
            }
            moduleOfFolder[folder] = found
            moduleOfFile.append(found)
        }
        var byName: [String: [Int]] = [:]
        for (index, m) in modules.enumerated() { byName[m.name, default: []].append(index) }
        var exported = Array(repeating: Set<Int>(), count: modules.count)
        for (file, list) in imports.enumerated() where file < paths.count {
            for entry in list where entry.exported {
                exported[moduleOfFile[file]].formUnion(byName[entry.name] ?? [])
            }
        }
        // Importing a module brings what it re-exports, transitively (`Shared` re-exports its design system).
        importsOfFile = paths.indices.map { file in
            var seen = Set<Int>()
            var pending = Array(exported[moduleOfFile[file]])
            for entry in file < imports.count ? imports[file] : [] { pending += byName[entry.name] ?? [] }
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                pending += exported[next]
            }
            seen.remove(moduleOfFile[file])
            return seen
        }
    }

    /// A file's module index.
    func module(ofFile file: Int) -> Int? {
        moduleOfFile.indices.contains(file) ? moduleOfFile[file] : nil
    }

    /// The platform the package of a file's target declares alone, if any.
    func declaredPlatform(ofFile file: Int) -> Platform? {
        module(ofFile: file).flatMap { modules[$0].platform }
    }

    /// The module whose folder holds `path` (a string table, a resource): the deepest root above
    /// it. The run's remaining files have no folder: nothing is theirs.
    func module(containing path: String) -> Int? {
        var best: Int?
        for (index, module) in modules.enumerated() where !module.root.isEmpty {
            let inside = module.root == "/" ? path.hasPrefix("/") : path.hasPrefix(module.root + "/") || path == module.root
            if inside, best.map({ modules[$0].root.count < module.root.count }) ?? true { best = index }
        }
        return best
    }

    /// The file index of a path (phase 3 knows views by their locations).
    func file(of path: String) -> Int? { fileIndex[path] }

    /// Picks what a name written in `file` means among same-named declarations, as the compiler
    /// would: one in the same file; else one of its module that is not file-private (the nearest
    /// by folder when the module has several: an app folder often holds several targets); else
    /// exactly one among the modules it imports. Nil when none is visible or the choice is
    /// ambiguous: the view then stays opaque rather than being guessed.
    func select<T>(_ candidates: [T], from file: Int?, scope: (T) -> (file: Int, isPrivate: Bool)) -> T? {
        guard let file, file < moduleOfFile.count else { return candidates.count == 1 ? candidates.first : nil }
        if let local = candidates.first(where: { scope($0).file == file }) { return local }
        let visible = candidates.filter { !scope($0).isPrivate && moduleOfFile.indices.contains(scope($0).file) }
        let own = visible.filter { moduleOfFile[scope($0).file] == moduleOfFile[file] }
        if own.count == 1 { return own[0] }
        if own.count > 1 {
            let depths = own.map { Self.sharedFolderDepth(paths[scope($0).file], paths[file]) }
            let best = depths.max()!
            return depths.filter { $0 == best }.count == 1 ? own[depths.firstIndex(of: best)!] : nil
        }
        let imported = visible.filter { importsOfFile[file].contains(moduleOfFile[scope($0).file]) }
        return imported.count == 1 ? imported[0] : nil
    }

    /// Whether a type declared in `declared` and named like a SwiftUI view (`EmptyView`) hides
    /// SwiftUI's for a use in `file`. The compiler prefers a module's own type, so it does within
    /// a known target; in an app folder whose targets are guessed, only where the use shares a
    /// folder with it below the app folder: an extension's own `EmptyView` is not the app's.
    func shadowsSwiftUI(declaredIn declared: Int, usedIn file: Int) -> Bool {
        guard declared != file, moduleOfFile.indices.contains(declared), moduleOfFile.indices.contains(file),
              moduleOfFile[declared] == moduleOfFile[file] else { return true }
        let module = modules[moduleOfFile[file]]
        if module.isKnownTarget { return true }
        let folders = (Self.ancestors(of: paths[declared]).first, Self.ancestors(of: paths[file]).first)
        return folders.0 == folders.1
            || Self.sharedFolderDepth(paths[declared], paths[file]) > module.root.split(separator: "/").count
    }

    // MARK: - Paths

    /// A target name as an identifier (`SyncUI-iOS` → `SyncUI_iOS`), the way `import` spells it.
    static func moduleName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    static func lastComponent(_ folder: String) -> String {
        // What `split(separator: "/").last` gives, found in the UTF-8 view when the path is ASCII
        // (split by Characters, each folder cost tens of thousands of instructions; elsewhere a
        // mark after a "/" makes one Character with it, which is no separator).
        let bytes = folder.utf8, slash = UInt8(ascii: "/")
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return folder.split(separator: "/").last.map(String.init) ?? folder }
        guard let last = bytes.lastIndex(where: { $0 != slash }) else { return folder }
        let end = bytes.index(after: last)
        let start = bytes[..<end].lastIndex(of: slash).map { bytes.index(after: $0) } ?? bytes.startIndex
        return String(folder[start..<end])
    }

    /// The folders above a file, deepest first ("" is the current folder of a relative path).
    static func ancestors(of path: String) -> [String] {
        var result: [String] = []
        // Each folder cut from the path itself: cutting from the previous folder copied the
        // path once per level.
        var end = path.utf8.endIndex
        while let slash = path.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
            if slash == path.utf8.startIndex {
                result.append("/")
                return result
            }
            result.append(String(path[..<slash]))
            end = slash
        }
        result.append("")
        return result
    }

    /// The path through its last slash ("" for a bare name): files of one folder share it, and
    /// files of different folders never do ("/A.swift" gives "/", "A.swift" gives "").
    static func folder(of path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return path[...slash]
    }

    /// How many folders two files' paths share from the start. Asked at every resolution of a
    /// name declared several times in a module: read in place, without splitting the paths.
    static func sharedFolderDepth(_ a: String, _ b: String) -> Int {
        var x = Substring(a).utf8, y = Substring(b).utf8
        var depth = 0
        while let p = nextFolder(&x), let q = nextFolder(&y),
              p.elementsEqual(q) || String(Substring(p)) == String(Substring(q)) {
            depth += 1
        }
        return depth
    }

    /// The next non-empty component of a path, when another follows it (a folder, not the file).
    private static func nextFolder(_ rest: inout Substring.UTF8View) -> Substring.UTF8View? {
        let slash = UInt8(ascii: "/")
        rest = rest.drop { $0 == slash }
        let end = rest.firstIndex(of: slash) ?? rest.endIndex
        let component = rest[..<end]
        rest = rest[end...].drop { $0 == slash }
        return component.isEmpty || rest.isEmpty ? nil : component
    }

    /// Module names imported anywhere, with the files that import them.
    private static func importedNames(paths: [String], imports: [[(name: String, exported: Bool)]]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for (file, list) in imports.enumerated() where file < paths.count {
            for entry in list { result[entry.name, default: []].append(paths[file]) }
        }
        return result
    }
}

/// What the folders around the audited files say: package manifests and project markers
/// (each folder looked at once).
private struct FolderFacts {
    struct Target {
        var name: String
        var folder: String
        var platform: Platform?
    }

    let manifests: [String: [UInt8]]
    let readsDisk: Bool
    private var packages: [String: [Target]] = [:]
    private var projectRoots: [String: Bool] = [:]

    init(manifests: [String: [UInt8]], readsDisk: Bool) {
        self.manifests = manifests
        self.readsDisk = readsDisk
    }

    /// The target of the package in `packageFolder` whose folder holds `path`, if any.
    mutating func target(holding path: String, packageFolder: String) -> Target? {
        let targets: [Target]
        if let known = packages[packageFolder] {
            targets = known
        } else {
            targets = readManifest(in: packageFolder)
            packages[packageFolder] = targets
        }
        return targets.filter { path.hasPrefix($0.folder + "/") }.max { $0.folder.count < $1.folder.count }
    }

    mutating func isProjectRoot(_ folder: String) -> Bool {
        if let known = projectRoots[folder] { return known }
        var found = false
        if readsDisk, let items = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) {
            found = items.contains { ModuleMap.projectMarkers.contains($0)
                || ModuleMap.projectMarkerSuffixes.contains(where: $0.hasSuffix) }
        }
        projectRoots[folder] = found
        return found
    }

    private func readManifest(in folder: String) -> [Target] {
        let manifestPath = folder.isEmpty ? "Package.swift" : folder == "/" ? "/Package.swift" : folder + "/Package.swift"
        var bytes = manifests[folder]
        // Read and parsed under the same guards as the sources: a regular file within the size
        // limit (a FIFO named `Package.swift` would block), nesting SwiftParser survives.
        if bytes == nil, readsDisk,
           case .success(let read) = RegularFile.read(manifestPath, limit: InputLimits.swiftFileBytes, kind: "Swift source") {
            bytes = read
        }
        guard let bytes, NestingScan().scan(bytes) == nil else { return [] }
        let reader = ManifestTargets(viewMode: .sourceAccurate)
        LargeStack.run { reader.walk(bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }) }
        let platform = reader.platforms.count == 1 ? reader.platforms.first : nil
        return reader.targets.map { target in
            let joined = target.path.isEmpty ? folder : folder.isEmpty ? target.path
                : folder == "/" ? "/" + target.path : folder + "/" + target.path
            return Target(name: ModuleMap.moduleName(target.name), folder: joined, platform: platform)
        }
    }
}

/// The targets a `Package.swift` declares (`.target(name:path:)` and its kin) and the platforms
/// its `Package(platforms: [.macOS(.v13)])` lists.
private final class ManifestTargets: SyntaxVisitor {
    static let sourceKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]
    var targets: [(name: String, path: String)] = []
    var platforms: Set<Platform> = []

    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package",
           let list = call.arguments.first(where: { $0.label?.text == "platforms" })?.expression
            .as(ArrayExprSyntax.self) {
            for element in list.elements {
                let entry = element.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? element.expression
                guard let name = entry.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { continue }
                if let platform = Platform(name: name) { platforms.insert(platform) }
            }
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              Self.sourceKinds.contains(member.declName.baseName.text) else { return .visitChildren }
        func literal(_ label: String) -> String? {
            call.arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self)?
                .representedLiteralValue
        }
        guard let name = literal("name") else { return .visitChildren }
        let kind = member.declName.baseName.text
        let folder = kind == "testTarget" ? "Tests" : kind == "plugin" ? "Plugins" : "Sources"
        var path = literal("path") ?? "\(folder)/\(name)"
        while path.hasSuffix("/") { path.removeLast() }
        if path.hasPrefix("./") { path.removeFirst(2) }
        if path == "." { path = "" }
        targets.append((name, path))
        return .skipChildren
    }
}
