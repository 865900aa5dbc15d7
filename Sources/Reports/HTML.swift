/// A piece of HTML markup. String interpolation escapes every interpolated `String`, so
/// audited text (labels, messages, paths, screen names) can only ever become text; markup
/// goes in only as literals, other `HTML` values, or `HTML(trusted:)` for the page's own
/// CSS and script.
struct HTML: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    private(set) var markup: String

    init(stringLiteral value: String) { markup = value }
    init(stringInterpolation: Interpolation) { markup = stringInterpolation.markup }
    /// Markup written by this module, never audited text.
    init(trusted markup: String) { self.markup = markup }

    static func += (a: inout HTML, b: HTML) { a.markup += b.markup }

    /// The one escaping helper: `& < > " '` become references, and control characters an
    /// HTML document cannot carry are removed. Safe in text and in quoted attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for ch in ReportText.withoutControlCharacters(text) {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(ch)
            }
        }
        return out
    }

    /// Text whose `backtick` spans (rule fixes and messages use them) become `<code>`.
    static func withCodeSpans(_ text: String) -> HTML {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts.count % 2 == 1 else { return "\(text)" }
        var html: HTML = ""
        for (i, part) in parts.enumerated() {
            html += i % 2 == 1 ? "<code>\(part)</code>" : "\(part)"
        }
        return html
    }

    struct Interpolation: StringInterpolationProtocol {
        var markup = ""
        init(literalCapacity: Int, interpolationCount: Int) { markup.reserveCapacity(literalCapacity + 16 * interpolationCount) }
        mutating func appendLiteral(_ literal: String) { markup += literal }
        mutating func appendInterpolation(_ text: String) { markup += HTML.escape(text) }
        mutating func appendInterpolation(_ number: Int) { markup += String(number) }
        mutating func appendInterpolation(_ html: HTML) { markup += html.markup }
        mutating func appendInterpolation(_ parts: [HTML]) { for part in parts { markup += part.markup } }
    }
}
