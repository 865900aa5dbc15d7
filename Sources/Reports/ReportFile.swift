import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A report could not be written; the message names the path and the reason.
public struct ReportWriteError: Error, CustomStringConvertible, Equatable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write report \(path): \(reason)" }
}

/// Atomic report writes: the report goes to a temporary file next to the target,
/// which is renamed over it only when complete, so a crash never leaves half a report.
public enum ReportFile {
    public static func writeAtomically(_ data: Data, to path: String) throws {
        try writeAtomically(to: path) { fd in try write(data, to: fd, path: path) }
    }

    /// Writes all of `data` to a descriptor open for writing (such as one `writeAtomically(to:_:)`
    /// opened); `path` names it in the error.
    public static func write(_ data: Data, to fd: Int32, path: String) throws {
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw ReportWriteError(path: path, reason: String(cString: strerror(errno)))
                }
                offset += n
            }
        }
    }

    /// Writes the pieces `produce` hands out, in order, atomically: after a write error the
    /// remaining pieces are dropped and the error is thrown once `produce` returns.
    public static func writeAtomically(to path: String, pieces produce: (_ emit: (Data) -> Void) -> Void) throws {
        try writeAtomically(to: path) { fd in
            var failure: Error?
            produce { piece in
                guard failure == nil else { return }
                do { try write(piece, to: fd, path: path) } catch { failure = error }
            }
            if let failure { throw failure }
        }
    }

    /// Makes `path` a second name of the file at `source` (a hard link, renamed over `path`
    /// from a temporary name, so `path` is never missing or half there); false when the file
    /// system cannot (another device, no hard links), and nothing is changed then.
    public static func link(from source: String, to path: String) -> Bool {
        let temporary = temporaryName(for: path)
        guard Glibc.link(source, temporary) == 0 else { return false }
        let renamed = rename(temporary, path) == 0
        // Renaming one name of a file over another name of it does nothing, leaving the first.
        unlink(temporary)
        return renamed
    }

    /// Copies the file at `source` to `path` atomically, a megabyte at a time; false when
    /// `source` cannot be opened or read (nothing is written then).
    public static func copy(from source: String, to path: String) throws -> Bool {
        let input = open(source, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard input >= 0 else { return false }
        defer { close(input) }
        var info = stat()
        guard fstat(input, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        struct Unreadable: Error {}
        do {
            try writeAtomically(to: path) { fd in
                var chunk = Data(count: 1 << 20)
                while true {
                    let count = chunk.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
                    if count < 0, errno == EINTR { continue }
                    if count < 0 { throw Unreadable() }
                    if count == 0 { return }
                    try write(chunk.prefix(count), to: fd, path: path)
                }
            }
        } catch is Unreadable {
            return false
        }
        return true
    }

    /// Opens a temporary file in the target's folder, lets `body` write to its descriptor and
    /// renames it over `path`. On any error the temporary file is removed and the target is left
    /// as it was. Not flushed to disk first (no fsync): the rename already keeps any reader,
    /// after any crash of this process, from a half-written file; the next step of a CI job reads
    /// it from memory; and waiting for the disk took longer than writing the reports (a cache
    /// entry lost to a power cut is only a miss).
    public static func writeAtomically(to path: String, _ body: (Int32) throws -> Void) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ReportWriteError(path: path, reason: "it is a directory")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let temporary = temporaryName(for: path)
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            let detail = FileManager.default.fileExists(atPath: folder) ? reason : "folder \(folder) does not exist"
            throw ReportWriteError(path: path, reason: detail)
        }
        var closed = false
        defer {
            if !closed { close(fd) }
        }
        do {
            try body(fd)
            closed = true
            guard close(fd) == 0 else {
                throw ReportWriteError(path: path, reason: String(cString: strerror(errno)))
            }
            guard rename(temporary, path) == 0 else {
                throw ReportWriteError(path: path, reason: String(cString: strerror(errno)))
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// A hidden name beside `path` that no other writer uses.
    private static func temporaryName(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return "\(url.deletingLastPathComponent().path)/.\(url.lastPathComponent).\(getpid()).\(UUID().uuidString.prefix(8)).tmp"
    }
}
