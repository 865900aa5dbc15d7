import AuditModel
import Foundation
import Profiles
import SwiftUISource
import ViewDescription

/// The kinds of input the audit reads, by file name.
public enum InputKind: Sendable, Equatable, CustomStringConvertible {
    /// `*.lproj/*.strings`, `*.lproj/*.stringsdict`, `*.xcstrings`: read for the SwiftUI sources.
    case swiftSource, viewDescription, interfaceBuilder, stringTable

    public init?(path: String) {
        let lower = path.lowercased()
        if lower.hasSuffix(".swift") {
            self = .swiftSource
        } else if ViewDescriptionLoader.format(of: path) != nil {
            self = .viewDescription
        } else if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") {
            self = .interfaceBuilder
        } else if StringTables.isTable(path) {
            self = .stringTable
        } else {
            return nil
        }
    }

    /// The case's name, written out: cache keys print a kind per input file, and printing an
    /// enum case by reflection was a tenth of keying a large project.
    public var description: String {
        switch self {
        case .swiftSource: "swiftSource"
        case .viewDescription: "viewDescription"
        case .interfaceBuilder: "interfaceBuilder"
        case .stringTable: "stringTable"
        }
    }
}

/// A path that does not exist or cannot be read: a usage error (exit 2).
public struct MissingPathError: Error, CustomStringConvertible {
    public var path: String
    public var reason = "no such file or folder"
    public var description: String { "\(path): \(reason)" }
}

/// Finds the input files below the given paths, in a deterministic order, with paths
/// relative to the current folder where possible (reports and fingerprints use them).
///
/// Walks folders itself (POSIX `opendir`/`readdir`) so that nothing is skipped silently: a
/// folder it cannot open, a file name that is not UTF-8, an input-named FIFO, device, socket,
/// dangling link or link loop, and a path too long to open are input errors (exit 2), and
/// only regular files reach the front-ends. Symbolic links to folders are not followed.
public struct InputFiles: Sendable {
    /// Folders never descended into.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Its `include:`/`exclude:` globs filter what folders yield.
    public var config: ProjectConfig?

    public init(config: ProjectConfig? = nil) {
        self.config = config
    }

    /// The regular input files, and what was found below the paths but cannot be read.
    public typealias Found = (files: [(path: String, kind: InputKind)], errors: [InputError])

    public func find(in paths: [String]) throws(MissingPathError) -> Found {
        var walk = Walk()
        // The first levels of each folder are listed here; the folders below them are walked
        // side by side, on all cores (the order found does not matter: files are sorted below).
        walk.deferredDepth = 2
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                let problem = InputProblem(errno: errno)
                throw MissingPathError(path: path, reason: errno == ENOENT ? "no such file or folder" : problem.message)
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                walk.folder(path)
                continue
            }
            // A file named on the command line that no front-end reads is a mistake, not a pass.
            guard InputKind(path: path) != nil else {
                throw MissingPathError(path: path, reason: "not an input a11y-audit reads "
                    + "(*.swift, *.storyboard, *.xib, *.a11y.xml, *.a11y.json, *.axdump.txt, string tables)")
            }
            if let problem = InputProblem(fileType: info.st_mode) { throw MissingPathError(path: path, reason: problem.message) }
            walk.found.append((path, mayBeLink: true))
        }
        let below = Parallel.map(walk.deferred) { folder in
            var inner = Walk()
            inner.folder(folder)
            return inner
        }
        for inner in below {
            walk.found += inner.found
            walk.errors += inner.errors
        }
        var seen = Set<String>()
        let files = Self.relative(walk.found).filter { seen.insert($0).inserted }
            .filter(isIncluded)
            .sorted()
            .compactMap { p in InputKind(path: p).map { (p, $0) } }
        // Not standardized: that would resolve the link the message is about.
        let errors = walk.errors.map { error in
            var e = error
            e.location.file = Paths.relative(error.location.file, to: FileManager.default.currentDirectoryPath)
                ?? error.location.file
            return e
        }.filter { isIncluded($0.location.file) }.sorted { $0.location < $1.location }
        return (files, errors)
    }

    func isIncluded(_ path: String) -> Bool {
        config?.includes(path) ?? true
    }

    /// Under the current folder: relative to it (`./A/B.swift` → `A/B.swift`); elsewhere as written.
    static func relative(_ path: String) -> String {
        relative(path, from: Paths.absolute(FileManager.default.currentDirectoryPath))
    }

    /// `relative`, the current folder given already absolute.
    private static func relative(_ path: String, from absoluteFolder: String) -> String {
        Paths.relative(path, toAbsolute: absoluteFolder) ?? (path as NSString).standardizingPath
    }

    /// `relative` of each path, worked out once per folder (on all cores): standardizing
    /// resolves links one path component at a time, a system call each, and thousands of files
    /// share a few hundred folders. A file that is itself a link is worked out whole, as it may
    /// resolve elsewhere; one its folder's listing showed as a regular file is not asked again.
    static func relative(_ paths: [(path: String, mayBeLink: Bool)]) -> [String] {
        let current = Paths.absolute(FileManager.default.currentDirectoryPath)
        // Each path's folder, or nil for a path worked out whole.
        let folders = paths.map { path, mayBeLink -> String? in
            let folder = Paths.directory(of: path)
            let name = path.dropFirst(folder.count + (folder.isEmpty ? 0 : 1))
            guard !folder.isEmpty, folder != "/", name != ".", name != "..", !(mayBeLink && isLink(path)) else { return nil }
            return folder
        }
        let distinct = Array(Set(folders.compactMap { $0 }))
        let bases = Dictionary(uniqueKeysWithValues: zip(distinct, Parallel.map(distinct) { relative($0, from: current) }))
        return zip(paths, folders).map { entry, folder in
            guard let folder, let base = bases[folder] else { return relative(entry.path, from: current) }
            let name = entry.path.dropFirst(folder.count + 1)
            return base.isEmpty ? String(name) : base.hasSuffix("/") ? base + name : base + "/" + name
        }
    }

    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) != 0 || info.st_mode & S_IFMT == S_IFLNK
    }

    /// One traversal's findings.
    struct Walk {
        /// Each input file, and whether it may be a symbolic link (its listing did not say).
        var found: [(path: String, mayBeLink: Bool)] = []
        var errors: [InputError] = []
        /// Folders this deep below a walked folder are not entered but kept in `deferred`.
        var deferredDepth: Int?
        var deferred: [String] = []

        mutating func folder(_ path: String, depth: Int = 0) {
            if let deferredDepth, depth >= deferredDepth {
                deferred.append(path)
                return
            }
            guard let dir = opendir(path) else {
                refuse(path, "cannot open folder: \(InputProblem(errno: errno).message); nothing below it was audited")
                return
            }
            defer { closedir(dir) }
            var entries: [(name: [UInt8], type: UInt8)] = []
            while true {
                errno = 0
                guard let entry = readdir(dir) else {
                    if errno != 0 { refuse(path, "cannot list folder: \(InputProblem(errno: errno).message)") }
                    break
                }
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
                if name == [0x2E] || name == [0x2E, 0x2E] { continue }
                entries.append((name, entry.pointee.d_type))
            }
            let prefix = path == "." ? "" : path.hasSuffix("/") ? path : path + "/"
            for (bytes, entryType) in entries.sorted(by: { $0.name.lexicographicallyPrecedes($1.name) }) {
                let isFolder = Self.isFolder(entryType, at: prefix, bytes)
                guard let name = String(validating: bytes, as: UTF8.self) else {
                    if isFolder || Self.hasInputSuffix(bytes) {
                        refuse(prefix + Self.escaped(bytes), "file or folder name is not valid UTF-8; it was not audited")
                    }
                    continue
                }
                if name.hasPrefix(".") || InputFiles.skippedFolders.contains(name) { continue }
                let child = prefix + name
                if isFolder {
                    folder(child, depth: depth + 1)
                } else if InputKind(path: child) != nil {
                    // The whole path: a string table is one by its `*.lproj` folder.
                    file(child, mayBeLink: entryType != UInt8(DT_REG))
                }
            }
        }

        /// An input-named entry: read only when it is (a link to) a regular file.
        mutating func file(_ path: String, mayBeLink: Bool) {
            var info = stat()
            guard stat(path, &info) == 0 else {
                let code = errno
                var link = stat()
                let dangling = code == ENOENT && lstat(path, &link) == 0
                refuse(path, (dangling ? "symbolic link to a missing file" : InputProblem(errno: code).message)
                    + "; it was not audited")
                return
            }
            if let problem = InputProblem(fileType: info.st_mode) {
                // A link to a folder named like an input (`Old.swift/`) is a folder: not followed.
                if info.st_mode & S_IFMT != S_IFDIR { refuse(path, problem.message) }
                return
            }
            found.append((path, mayBeLink))
        }

        mutating func refuse(_ path: String, _ message: String) {
            errors.append(InputError(location: SourceLocation(file: path, line: 1), message: message))
        }

        /// Some file systems leave the entry type unknown: then `lstat` says (links are not folders).
        static func isFolder(_ entryType: UInt8, at prefix: String, _ name: [UInt8]) -> Bool {
            if entryType != UInt8(DT_UNKNOWN) { return entryType == UInt8(DT_DIR) }
            var info = stat()
            let path = Array(prefix.utf8) + name + [0]
            return path.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) == 0 }
            } && info.st_mode & S_IFMT == S_IFDIR
        }

        static func hasInputSuffix(_ name: [UInt8]) -> Bool {
            InputKind(path: String(decoding: name, as: UTF8.self)) != nil
        }

        /// The name with every byte outside printable ASCII written as `\xNN`.
        static func escaped(_ name: [UInt8]) -> String {
            name.map { $0 >= 0x20 && $0 < 0x7F ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }
                .joined()
        }
    }
}
