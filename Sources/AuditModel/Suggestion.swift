/// "Did you mean" for mistyped names (rule ids, options, profile names).
public enum Suggestion {
    /// The closest candidate within a small edit distance, or nil.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        return candidates
            .map { ($0, distance(word.lowercased(), $0.lowercased())) }
            .filter { $0.1 <= limit }
            .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    /// Levenshtein distance.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = a[i - 1] == b[j - 1] ? previous : min(previous, row[j], row[j - 1]) + 1
                previous = current
            }
        }
        return row[b.count]
    }
}
