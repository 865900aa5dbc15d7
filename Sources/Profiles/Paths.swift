import Foundation

/// Path arithmetic shared by the loaders; paths stay as the user wrote them (relative to the
/// current folder) wherever possible, because reports print them.
public enum Paths {
    static func isAbsolute(_ path: String) -> Bool { path.hasPrefix("/") }

    /// `path` read relative to `directory` ("" = the current folder).
    static func join(_ directory: String, _ path: String) -> String {
        if isAbsolute(path) || directory.isEmpty || directory == "." { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// The folder part of a path: "" for a bare file name.
    public static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Absolute, with `.` and `..` resolved (symlinks are not).
    public static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL.path
    }

    /// One identity per file, for cycle detection: absolute with symlinks resolved.
    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// `path` relative to `directory`, or nil when it is not inside it.
    public static func relative(_ path: String, to directory: String) -> String? {
        relative(path, toAbsolute: absolute(directory))
    }

    /// `relative(_:to:)` for a directory already made `absolute` (many paths, one directory).
    public static func relative(_ path: String, toAbsolute directory: String) -> String? {
        let path = absolute(path)
        if path == directory { return "" }
        let prefix = directory == "/" ? "/" : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
