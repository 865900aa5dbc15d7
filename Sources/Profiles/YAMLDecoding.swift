import AuditModel

/// Typed reading of `YAMLNode`s against the profile and config schemas. Every failure is a
/// `ConfigError` at the offending key or value.
extension YAMLNode {
    /// One `key: value` entry of a mapping whose key is known.
    struct Entry {
        var key: String
        var keyNode: YAMLNode
        var value: YAMLNode
    }

    /// The entries of a mapping whose keys must be among `allowed` (unknown keys get a
    /// "did you mean"). `what` names the mapping in messages: "a profile", "rule 'x'".
    func entries(allowed: [String], in what: String) throws(ConfigError) -> [Entry] {
        let entries = try mappingEntries(of: what)
        for entry in entries where !allowed.contains(entry.key) {
            throw entry.keyNode.error("unknown key '\(entry.key)' in \(what)"
                + DidYouMean.hint(for: entry.key, in: allowed)
                + "; expected one of: \(allowed.joined(separator: ", "))")
        }
        return entries
    }

    /// The entries of a mapping with scalar keys of any name. A null node is an empty mapping
    /// (`rules:` with nothing under it).
    func mappingEntries(of what: String) throws(ConfigError) -> [Entry] {
        if isNull { return [] }
        guard case .mapping(let pairs) = value else {
            throw error("\(what) must be a mapping of keys to values, found \(shapeDescription)")
        }
        var entries: [Entry] = []
        for pair in pairs {
            guard let key = pair.key.text else {
                throw pair.key.error("keys in \(what) must be plain words, found \(pair.key.shapeDescription)")
            }
            entries.append(Entry(key: key, keyNode: pair.key, value: pair.value))
        }
        return entries
    }

    /// A non-empty scalar.
    func string(for key: String) throws(ConfigError) -> String {
        guard let text, !isNull else {
            throw error("\(key) expects a text value, found \(shapeDescription)")
        }
        return text
    }

    /// A list of non-empty scalars; a single scalar is a list of one.
    func strings(for key: String) throws(ConfigError) -> [String] {
        if isNull { return [] }
        if case .sequence(let items) = value {
            var strings: [String] = []
            for item in items { strings.append(try item.string(for: "each entry of \(key)")) }
            return strings
        }
        return [try string(for: key)]
    }

    /// A plain (unquoted) number within `range`, e.g. `minimum_touch_target: 44`.
    func number(for key: String, in range: ClosedRange<Double>, example: String) throws(ConfigError) -> Double {
        guard case .scalar(let s, plain: true) = value, let number = Double(s), number.isFinite else {
            throw error("\(key) expects a number such as \(example), found \(shapeDescription)")
        }
        guard range.contains(number) else {
            throw error("\(key) must be between \(format(range.lowerBound)) and \(format(range.upperBound)), found \(s)")
        }
        return number
    }

    /// A plain whole number within `range`.
    func integer(for key: String, in range: ClosedRange<Int>, example: String) throws(ConfigError) -> Int {
        guard case .scalar(let s, plain: true) = value, let number = Int(s) else {
            throw error("\(key) expects a whole number such as \(example), found \(shapeDescription)")
        }
        guard range.contains(number) else {
            throw error("\(key) must be between \(range.lowerBound) and \(range.upperBound), found \(s)")
        }
        return number
    }

    /// `true` or `false` (also YAML 1.1's yes/no/on/off).
    func bool(for key: String) throws(ConfigError) -> Bool {
        switch value {
        case .scalar(let s, plain: true) where ["true", "yes", "on"].contains(s.lowercased()): return true
        case .scalar(let s, plain: true) where ["false", "no", "off"].contains(s.lowercased()): return false
        default: throw error("\(key) expects true or false, found \(shapeDescription)")
        }
    }

    /// One of a fixed set of words, e.g. a severity; unknown words get a "did you mean".
    func choice<T>(for key: String, among choices: [(word: String, value: T)], kind: String) throws(ConfigError) -> T {
        let words = choices.map(\.word)
        guard let text, !isNull else {
            throw error("\(key) expects \(Self.list(words)), found \(shapeDescription)")
        }
        if let match = choices.first(where: { $0.word == text }) { return match.value }
        throw error("unknown \(kind) '\(text)' for \(key)" + DidYouMean.hint(for: text, in: words)
            + "; expected \(Self.list(words))")
    }

    /// One case of a string enum, by raw value.
    func choice<T: CaseIterable & RawRepresentable<String>>(for key: String, kind: String) throws(ConfigError) -> T {
        try choice(for: key, among: T.allCases.map { ($0.rawValue, $0) }, kind: kind)
    }

    /// "a, b or c".
    static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    private func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}

/// The severity words profiles use.
enum SeverityWords {
    static let severities: [(word: String, value: Severity)] = [("error", .error), ("warning", .warning), ("info", .info)]
    /// `fail_on`: the lowest severity that fails the run, or `never`.
    static let failOn: [(word: String, value: Severity?)] = severities.map { ($0.word, $0.value) } + [("never", nil)]
}
