#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shell-style path globs for `include:`/`exclude:`/`screens:` (`Sources/Legacy/**`,
/// `**/*Preview.swift`, `*Screen`), matched with libc's fnmatch: `*` also crosses `/`, so
/// `**` needs no special case.
enum Glob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        if fnmatch(pattern, path, 0) == 0 { return true }
        // `**/X` also matches `X` at the top.
        if pattern.hasPrefix("**/"), fnmatch(String(pattern.dropFirst(3)), path, 0) == 0 { return true }
        return false
    }
}
