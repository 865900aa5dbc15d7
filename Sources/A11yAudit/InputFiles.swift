import AuditModel
import Foundation
import Profiles
import SwiftUISource
import ViewDescription

/// The kinds of input the audit reads, by file name.
public enum InputKind: Sendable, Equatable {
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
}

/// A path that does not exist or cannot be read: a usage error (exit 2).
public struct MissingPathError: Error, CustomStringConvertible {
    public var path: String
    public var reason = "no such file or folder"
    public var description: String { "\(path): \(reason)" }
}

/// Finds the input files below the given paths, in a deterministic order, with paths
/// relative to the current folder where possible (reports and fingerprints use them).
public struct InputFiles: Sendable {
    /// Folders never descended into.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Its `include:`/`exclude:` globs filter what folders yield.
    public var config: ProjectConfig?

    public init(config: ProjectConfig? = nil) {
        self.config = config
    }

    public func find(in paths: [String]) throws(MissingPathError) -> [(path: String, kind: InputKind)] {
        let fm = FileManager.default
        var found: [String] = []
        for path in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else { throw MissingPathError(path: path) }
            if !isDir.boolValue {
                // A file named on the command line that no front-end reads is a mistake, not a pass.
                guard InputKind(path: path) != nil else {
                    throw MissingPathError(path: path, reason: "not an input a11y-audit reads "
                        + "(*.swift, *.storyboard, *.xib, *.a11y.xml, *.a11y.json, *.axdump.txt, string tables)")
                }
                found.append(path)
                continue
            }
            guard let walker = fm.enumerator(atPath: path) else { throw MissingPathError(path: path) }
            while let item = walker.nextObject() as? String {
                let name = (item as NSString).lastPathComponent
                if Self.skippedFolders.contains(name) || name.hasPrefix(".") {
                    walker.skipDescendants()
                    continue
                }
                // The whole relative path: a string table is one by its `*.lproj` folder.
                if InputKind(path: item) != nil { found.append(path == "." ? item : "\(path)/\(item)") }
            }
        }
        var seen = Set<String>()
        return found.map(Self.relative).filter { seen.insert($0).inserted }
            .filter(isIncluded)
            .sorted()
            .compactMap { p in InputKind(path: p).map { (p, $0) } }
    }

    func isIncluded(_ path: String) -> Bool {
        config?.includes(path) ?? true
    }

    /// Under the current folder: relative to it (`./A/B.swift` → `A/B.swift`); elsewhere as written.
    static func relative(_ path: String) -> String {
        Paths.relative(path, to: FileManager.default.currentDirectoryPath) ?? (path as NSString).standardizingPath
    }
}
