#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way front-ends open input files: only regular files are read (a FIFO would block
/// forever, `/dev/zero` never ends, a socket cannot be opened), the size limit is checked before
/// reading, and every failure has a message that says what the path is and why it was refused.
public enum RegularFile {
    /// The file's size, or the reason it cannot be read. Never opens the file.
    public static func check(_ path: String, limit: Int, kind: String) -> Result<Int, InputProblem> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(InputProblem(errno: errno)) }
        if let problem = InputProblem(fileType: info.st_mode) { return .failure(problem) }
        let size = Int(info.st_size)
        if size > limit {
            return .failure(InputProblem(message: "file is \(sizeText(size)), over the \(sizeText(limit)) "
                + "limit for \(kind); it was not audited"))
        }
        return .success(size)
    }

    /// The whole file, read only when it is a regular file within the limit.
    public static func read(_ path: String, limit: Int, kind: String) -> Result<[UInt8], InputProblem> {
        if case .failure(let problem) = check(path, limit: limit, kind: kind) { return .failure(problem) }
        // Non-blocking open: should the path have become a FIFO since the check, open still returns.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(InputProblem(errno: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(InputProblem(errno: errno)) }
        if let problem = InputProblem(fileType: info.st_mode) { return .failure(problem) }
        // Read straight into the array, sized from fstat plus one byte to see the end; a file
        // that grew since goes on in chunks until its end or its limit.
        let expected = min(Int(info.st_size), limit) + 1
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            while count < buffer.count {
                let read = readChunk(fd, buffer.baseAddress! + count, buffer.count - count)
                if read < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if read == 0 { return }
                count += read
            }
        }
        if let failure { return .failure(InputProblem(errno: failure)) }
        if bytes.count == expected, bytes.count <= limit {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = chunk.withUnsafeMutableBytes { readChunk(fd, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    return .failure(InputProblem(errno: errno))
                }
                if count == 0 { break }
                bytes += chunk[0..<count]
                if bytes.count > limit { break }
            }
        }
        if bytes.count > limit {
            return .failure(InputProblem(message: "file grew over the \(sizeText(limit)) limit for \(kind) "
                + "while being read; it was not audited"))
        }
        return .success(bytes)
    }

    /// `12 MiB` from a mebibyte up, `300 bytes` below.
    static func sizeText(_ bytes: Int) -> String { bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes) bytes" }
}

/// POSIX `read` (inside `RegularFile` the name means its own `read`).
private func readChunk(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// Why a path could not be read, in words a user can act on.
public struct InputProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public init(errno code: Int32) {
        switch code {
        case ENOENT: message = "file not found"
        case EACCES, EPERM: message = "permission denied"
        case ELOOP: message = "symbolic link loop (or too many links)"
        case ENAMETOOLONG: message = "path is too long for the file system"
        case EISDIR: message = "is a folder, not a file"
        case ENXIO: message = "is a socket or a device without a reader, not a regular file"
        default: message = "cannot read: " + String(cString: strerror(code))
        }
    }

    /// Nil for a regular file; otherwise what the path is instead.
    public init?(fileType mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: message = "is a folder, not a file"
        case S_IFIFO: message = "is a FIFO (named pipe), not a regular file; it is not read"
        case S_IFSOCK: message = "is a socket, not a regular file; it is not read"
        case S_IFCHR, S_IFBLK: message = "is a device, not a regular file; it is not read"
        default: message = "is not a regular file; it is not read"
        }
    }

    public var description: String { message }
}
