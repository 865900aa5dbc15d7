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
        self.message = message
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

/// "did you mean" hints for misspelt keys, rule ids, severities and profile names; public so
/// the engine words its warnings about unknown rule ids in suppressions the same way.
public enum Suggestion {
    /// The candidate nearest to `word` by edit distance, when it is close enough to be a typo
    /// (at most a third of the word's length, and at least 2 edits allowed); else the shortest
    /// candidate that starts with the word (`touch-target` → `touch-target-size`).
    public static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        let word = word.lowercased()
        let limit = max(2, word.count / 3)
        var best: (distance: Int, candidate: String)?
        var longer: String?
        for candidate in candidates {
            let distance = editDistance(word, candidate.lowercased())
            if distance <= limit, best.map({ (distance, candidate) < ($0.distance, $0.candidate) }) ?? true {
                best = (distance, candidate)
            }
            if word.count >= 4, candidate.lowercased().hasPrefix(word),
               longer.map({ (candidate.count, candidate) < ($0.count, $0) }) ?? true {
                longer = candidate
            }
        }
        return best?.candidate ?? longer
    }

    /// ` (did you mean 'x'?)`, or "" when nothing is close.
    public static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        nearest(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
