/// A path pattern for `include:`, `exclude:` and `screens:`, matched against `/`-separated
/// paths relative to the project config's folder (or against screen names).
///
/// - `*` matches any run of characters within one path segment, `?` one character,
///   `[abc]`, `[a-z]` and `[!abc]` one character of (or not of) a set;
/// - `**` as a whole segment matches any number of segments, none included
///   (`**/*.swift`, `Sources/**/Preview*.swift`);
/// - a pattern without a `/` matches at any depth, like `.gitignore` (`*.generated.swift`,
///   `Legacy`);
/// - a pattern that matches a folder matches everything under it (`Sources/Legacy` and
///   `Sources/Legacy/**` are the same).
/// Leading `./` and repeated slashes are ignored; anything else is literal.
public struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let segments: [Segment]

    private enum Segment: Hashable, Sendable {
        case anySegments
        case tokens([Token])
    }

    private enum Token: Hashable, Sendable {
        case literal(Character)
        case anyCharacter
        case anyRun
        case set([ClosedRange<Character>], negated: Bool)
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        var parts = Self.split(pattern)
        if !pattern.contains("/") || (pattern.hasSuffix("/") && parts.count == 1) {
            parts.insert("**", at: 0)
        }
        segments = parts.map { $0 == "**" ? .anySegments : .tokens(Self.tokens($0)) }
    }

    public var description: String { pattern }

    /// Whether the path, or a folder it is in, matches.
    public func matches(_ path: String) -> Bool {
        let names = Self.split(path)
        guard !names.isEmpty else { return false }
        // reached[j]: the segments so far match the first j path segments.
        var reached = [Bool](repeating: false, count: names.count + 1)
        reached[0] = true
        for segment in segments {
            var next = [Bool](repeating: false, count: names.count + 1)
            switch segment {
            case .anySegments:
                var any = false
                for j in 0...names.count {
                    any = any || reached[j]
                    next[j] = any
                }
            case .tokens(let tokens):
                for j in 0..<names.count where reached[j] && Self.match(tokens[...], Array(names[j])[...]) {
                    next[j + 1] = true
                }
            }
            reached = next
        }
        return reached.dropFirst().contains(true)
    }

    private static func split(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    private static func tokens(_ segment: String) -> [Token] {
        var tokens: [Token] = []
        var characters = Array(segment)[...]
        while let c = characters.popFirst() {
            switch c {
            case "*": if tokens.last != .anyRun { tokens.append(.anyRun) }
            case "?": tokens.append(.anyCharacter)
            case "[":
                if let (set, rest) = parseSet(characters) {
                    tokens.append(set)
                    characters = rest
                } else {
                    tokens.append(.literal("["))
                }
            default: tokens.append(.literal(c))
            }
        }
        return tokens
    }

    /// `[!a-z_]` after its `[`; nil when it is not closed (then `[` is literal).
    private static func parseSet(_ text: ArraySlice<Character>) -> (Token, ArraySlice<Character>)? {
        var rest = text
        let negated = rest.first == "!" || rest.first == "^"
        if negated { rest = rest.dropFirst() }
        var ranges: [ClosedRange<Character>] = []
        var first = true
        while let c = rest.popFirst() {
            if c == "]" && !first { return (.set(ranges, negated: negated), rest) }
            first = false
            if rest.count >= 2, rest.first == "-", let upper = rest.dropFirst().first, upper != "]", c <= upper {
                ranges.append(c...upper)
                rest = rest.dropFirst(2)
            } else {
                ranges.append(c...c)
            }
        }
        return nil
    }

    /// Wildcard match of one segment; `*` backtracks to the last star only, so it is linear
    /// in practice and quadratic at worst.
    private static func match(_ tokens: ArraySlice<Token>, _ text: ArraySlice<Character>) -> Bool {
        var t = tokens.startIndex, s = text.startIndex
        var star: (token: Int, text: Int)?
        while s < text.endIndex {
            if t < tokens.endIndex, tokens[t] == .anyRun {
                star = (t, s)
                t += 1
            } else if t < tokens.endIndex, matchesOne(tokens[t], text[s]) {
                t += 1
                s += 1
            } else if let last = star {
                star = (last.token, last.text + 1)
                t = last.token + 1
                s = last.text + 1
            } else {
                return false
            }
        }
        while t < tokens.endIndex, tokens[t] == .anyRun { t += 1 }
        return t == tokens.endIndex
    }

    private static func matchesOne(_ token: Token, _ c: Character) -> Bool {
        switch token {
        case .literal(let l): return l == c
        case .anyCharacter: return true
        case .anyRun: return false
        case .set(let ranges, let negated): return ranges.contains { $0.contains(c) } != negated
        }
    }
}
