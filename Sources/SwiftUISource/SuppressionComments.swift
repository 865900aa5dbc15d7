import AuditModel
import Foundation

/// `// a11y-audit:…` comments → `Suppression`s:
/// - `// a11y-audit:disable:next RULE[,RULE] [-- reason]`: the next line that holds code;
/// - `… // a11y-audit:disable:this RULE`: its own line;
/// - `// a11y-audit:disable RULE` … `// a11y-audit:enable RULE`: the lines between (to the end of
///   the file when not closed); an `enable` with no rules closes every open range;
/// - `// a11y-audit:disable-file RULE`: the whole file.
/// No rule = every rule. Rule ids are not checked here (the facade warns about unknown ids).
enum SuppressionComments {
    static let marker = Array("a11y-audit:".utf8)

    struct Directive {
        enum Kind: String { case disableNext = "disable:next", disableThis = "disable:this", disable,
                            enable, disableFile = "disable-file" }
        var kind: Kind
        var rules: [String]
        var reason: String?
        var line: Int
        var column: Int
    }

    static func scan(_ source: SourceText, lines: LineTable) -> (suppressions: [Suppression], errors: [InputError]) {
        let bytes = source.bytes
        guard let first = bytes.firstIndex(of: UInt8(ascii: "a")) else { return ([], []) }
        var directives: [Directive] = []
        var errors: [InputError] = []
        var i = first
        while let hit = find(marker, in: bytes, from: i) {
            i = hit + marker.count
            let lineStartOffset = lineStart(bytes, before: hit)
            let prefix = String(decoding: bytes[lineStartOffset..<hit], as: UTF8.self)
            // The comment that holds the marker: the last `//` or `/*` before it (a URL in a string may come first).
            guard let commentStart = prefix.range(of: "//", options: .backwards)
                    ?? prefix.range(of: "/*", options: .backwards) else { continue }
            let afterSlashes = prefix[commentStart.upperBound...]
            guard afterSlashes.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "/" }) else { continue }
            var end = i
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            var text = String(decoding: bytes[i..<end], as: UTF8.self)
            if let close = text.range(of: "*/") { text = String(text[..<close.lowerBound]) }
            let location = lines.location(ofOffset: lineStartOffset + prefix.utf8.distance(
                from: prefix.startIndex, to: commentStart.lowerBound))
            switch parse(text, line: location.line, column: location.column) {
            case .success(let directive): directives.append(directive)
            case .failure(let message): errors.append(InputError(location: location, message: message))
            }
        }
        return (suppressions(from: directives, source: source, lines: lines), errors)
    }

    private enum ParseResult { case success(Directive), failure(String) }

    private static func parse(_ text: String, line: Int, column: Int) -> ParseResult {
        var body = Substring(text)
        var reason: String?
        if let separator = body.range(of: "--") {
            let r = String(body[separator.upperBound...].trimmingASCII(" \t"))
            reason = r.isEmpty ? nil : r
            body = body[..<separator.lowerBound]
        }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let keyword = words.first, let kind = Directive.Kind(rawValue: String(keyword)) else {
            let written = words.first.map(String.init) ?? ""
            return .failure("unknown a11y-audit directive '\(written)' (expected disable, disable:next, "
                            + "disable:this, disable-file or enable)")
        }
        let rules = words.dropFirst().joined(separator: " ")
            .split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        return .success(Directive(kind: kind, rules: rules, reason: reason, line: line, column: column))
    }

    private static func suppressions(from directives: [Directive], source: SourceText,
                                     lines: LineTable) -> [Suppression] {
        var result: [Suppression] = []
        let file = source.path
        let lastLine = lines.lineCount
        func make(_ d: Directive, _ range: ClosedRange<Int>?, _ rules: [String]) -> Suppression {
            Suppression(file: file, lines: range, rules: rules, reason: d.reason,
                        location: SourceLocation(file: file, line: d.line, column: d.column))
        }
        for (index, d) in directives.enumerated() {
            switch d.kind {
            case .disableFile:
                result.append(make(d, nil, d.rules))
            case .disableThis:
                result.append(make(d, d.line...d.line, d.rules))
            case .disableNext:
                let target = nextCodeLine(after: d.line, in: source.bytes, lines: lines)
                result.append(make(d, target...target, d.rules))
            case .disable:
                let later = directives[(index + 1)...].filter { $0.kind == .enable }
                if d.rules.isEmpty {
                    let end = later.first { $0.rules.isEmpty }.map { $0.line } ?? lastLine
                    result.append(make(d, d.line...max(d.line, end), []))
                } else {
                    // Each rule ends at the first `enable` naming it (or naming none); group by end.
                    var byEnd: [Int: [String]] = [:]
                    for rule in d.rules {
                        let end = later.first { $0.rules.isEmpty || $0.rules.contains(rule) }
                            .map { $0.line } ?? lastLine
                        byEnd[end, default: []].append(rule)
                    }
                    for end in byEnd.keys.sorted() {
                        result.append(make(d, d.line...max(d.line, end), byEnd[end]!))
                    }
                }
            case .enable:
                break
            }
        }
        return result
    }

    /// The first line after `line` that is neither blank nor only a comment (falls back to line + 1).
    private static func nextCodeLine(after line: Int, in bytes: [UInt8], lines: LineTable) -> Int {
        let text = String(decoding: bytes, as: UTF8.self)
        var current = 0
        for lineText in text.split(separator: "\n", omittingEmptySubsequences: false) {
            current += 1
            guard current > line else { continue }
            let trimmed = lineText.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed == "\r" { continue }
            return current
        }
        return line + 1
    }

    private static func lineStart(_ bytes: [UInt8], before offset: Int) -> Int {
        var i = offset
        while i > 0, bytes[i - 1] != 0x0A, bytes[i - 1] != 0x0D { i -= 1 }
        return i
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard start <= haystack.count else { return nil }
        return haystack.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                ByteSearch.firstOffset(of: needle, in: UnsafeBufferPointer(rebasing: haystack[start...])).map { $0 + start }
            }
        }
    }
}
