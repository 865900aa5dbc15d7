import AuditModel

/// A problem in a profile, a project config or a baseline, at the place it was written.
/// `description` is `file:line:col: message`, the form editors and CI logs link to; a problem
/// with no place in a file (a profile name given on the command line) has line 0 and prints
/// as `file: message`.
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based; 0 when the problem has no place in the file.
    public var line: Int
    /// 1-based; 0 when the problem has no place in the file.
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = InputError.escapingControlCharacters(message)
    }

    public var description: String {
        line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)"
    }

    /// The same problem as the input error every report shows (exit code 2).
    public var inputError: InputError {
        InputError(location: SourceLocation(file: file, line: max(line, 1), column: max(column, 1)),
                   message: message)
    }
}

/// The "did you mean" part of messages about misspelt keys, rule ids, severities and profile
/// names: `AuditModel.Suggestion`'s nearest candidate, else the shortest candidate that starts
/// with the word (`touch-target` → `touch-target-size`).
enum DidYouMean {
    /// ` (did you mean 'x'?)`, or "" when nothing is close.
    static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        let candidates = Array(candidates)
        let lowered = word.lowercased()
        let extended = word.count >= 4
            ? candidates.filter { $0.lowercased().hasPrefix(lowered) }.min { ($0.count, $0) < ($1.count, $1) }
            : nil
        return (Suggestion.closest(to: word, in: candidates) ?? extended).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
