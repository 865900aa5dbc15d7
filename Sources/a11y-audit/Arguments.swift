/// A command line split into options and positional arguments. Options are declared up
/// front so that a typo is a usage error (exit 2), not a silently ignored flag.
struct Arguments {
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// `valued`: options that take a value (`--profile strict` or `--profile=strict`);
    /// `boolean`: options that take none.
    init(_ args: [String], valued: Set<String>, boolean: Set<String>) throws(UsageError) {
        var i = 0
        while i < args.count {
            let arg = args[i]
            i += 1
            guard arg.hasPrefix("-"), arg != "-" else { positionals.append(arg); continue }
            if arg == "--" { positionals += args[i...]; break }
            var name = arg
            var inline: String?
            if let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            if boolean.contains(name), inline == nil {
                flags.insert(name)
            } else if valued.contains(name) {
                if let inline {
                    values[name, default: []].append(inline)
                } else if i < args.count {
                    values[name, default: []].append(args[i])
                    i += 1
                } else {
                    throw UsageError(description: "\(name) needs a value")
                }
            } else {
                throw UsageError(description: "unknown option \(name)")
            }
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }
    func has(_ name: String) -> Bool { flags.contains(name) }
}
