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
        let clean = ReportText.withoutControlCharacters(text)
        // The five characters are ASCII, so escaping works on UTF-8 bytes (much faster than
        // walking Characters on reports with tens of thousands of findings).
        guard ReportText.anyByte(of: clean, escapedBytes,
                                 { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
            return clean
        }
        var out: [UInt8] = []
        out.reserveCapacity(clean.utf8.count + 16)
        for byte in clean.utf8 {
            switch byte {
            case 0x26: out += Array("&amp;".utf8)
            case 0x3C: out += Array("&lt;".utf8)
            case 0x3E: out += Array("&gt;".utf8)
            case 0x22: out += Array("&quot;".utf8)
            case 0x27: out += Array("&#39;".utf8)
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let escapedBytes = ByteFilter(0x26, 0x3C, 0x3E, 0x22, 0x27)

    /// Text whose `backtick` spans (rule fixes and messages use them) become `<code>`.
    static func withCodeSpans(_ text: String) -> HTML {
        // Most texts have no backtick: no need to split them.
        guard text.utf8.contains(UInt8(ascii: "`")) else { return "\(text)" }
        // In ASCII text every character is one byte, so splitting the bytes splits the characters
        // (walking characters was most of this on reports with tens of thousands of findings).
        // Elsewhere a backtick may join a mark after it into one character, which is not split.
        let parts = text.utf8.allSatisfy({ $0 < 0x80 })
            ? text.utf8.split(separator: UInt8(ascii: "`"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            : text.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
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
