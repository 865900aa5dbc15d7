/// How many characters a text known only at run time is assumed to have. Most get the
/// profile's `assumedDynamicTextLength`; a few expressions say they are short: the first or
/// last character of a string (`name.first?.uppercased()`), a number (`items.count`) or a
/// calendar field (`dayNumber(day)`), an icon font's glyph (`icon.unicode`), a date SwiftUI
/// formats in a given style (`Text(end, style: .timer)`). A choice (`count > 99 ? "99+" :
/// String(count)`, written `99+ | String(count)`) is as long as its longest option. One table,
/// so it is easy to correct.
public enum RunTimeTextLength {
    /// What a `Text` formatting a date itself shows, in characters (US English), from Apple's
    /// example outputs for each `Text.DateStyle` (developer.apple.com/documentation/swiftui/text/datestyle):
    /// `.timer` "2:32", "36:59:01": 7 for a timer with hours ("1:02:03"), as a Live Activity's,
    /// which lasts at most eight hours; `.time` "11:23PM": 8 with the space the en-US formatter
    /// puts before "PM"; `.date` "June 3, 2019": 18 for the longest month ("September 30, 2019");
    /// `.offset` "+2 hours", "-3 months": 9; `.relative` "2 hours, 23 minutes": 19.
    /// `Text(timerInterval:)` shows the same timer ("H:MM:SS" past 60 minutes, `showsHours:`).
    static let dateStyleLengths = ["timer": 7, "time": 8, "date": 18, "offset": 9, "relative": 19]
    static let timerIntervalLength = 7

    /// Expressions ending like this (case transforms and `?? ""` removed) are one character:
    /// a string's first or last, or the code point an icon font draws as one glyph
    /// (`Text(verbatim: metric.icon.unicode).font(.custom(MaterialDesignIcons.familyName, …))`).
    static let singleCharacterEndings = [".first", ".last", ".first!", ".last!", ".unicode"]
    /// Words in the expression's last name that make it a number: a few characters.
    static let numberWords = ["count", "number", "index", "percent", "progress", "year", "age", "total", "step"]
    static let numberLength = 4
    /// A calendar or clock field (day of the month, hour, minute, second) has at most two digits.
    static let clockFieldWords = ["day", "hour", "minute", "second"]
    static let clockFieldLength = 2
    /// `day`, `days`, `daynumber`…: the clock field names, as the last name reads lowercased.
    static let clockFieldNames = Set(clockFieldWords.flatMap { [$0, $0 + "s", $0 + "number"] })
    /// Endings that leave the value's length as it is, removed before the name is read.
    static let neutralEndings = ["??\"\"", "??\"?\"", "?.uppercased()", ".uppercased()", "?.lowercased()", ".lowercased()",
                                 ".description", "?"]

    public static func assumed(for expression: String, default length: Int) -> Int {
        if expression.containsText(Value.choiceSeparator) {
            // An option without a letter (`99+`, `—`) is its text as written; one with a letter
            // may be an expression (`String(count)`) or text (`Off`), and is read as one alone is.
            return expression.components(separatedBy: Value.choiceSeparator).map { option in
                option.contains { $0.isLetter || $0 == "_" || $0 == "$" } ? assumed(for: option, default: length) : option.count
            }.max() ?? length
        }
        var expr = withoutWhitespace(expression)
        if let shown = formattedDateLength(expr) { return min(shown, length) }
        for suffix in neutralEndings where expr.hasSuffix(suffix) {
            expr.removeLast(suffix.count)
        }
        if expr.hasPrefix("String("), expr.hasSuffix(")") { expr = String(expr.dropFirst(7).dropLast()) }
        if singleCharacterEndings.contains(where: { expr.hasSuffix($0) }) { return 1 }
        // The last name written: `viewModel.dayNumber(day)` → `dayNumber` (the first piece
        // before a call, then its last piece after a dot, as splitting at them reads).
        let beforeCall = firstPiece(expr[...], between: "(") ?? expr[...]
        let name = (lastPiece(beforeCall, between: ".") ?? beforeCall).lowercased()
        func names(_ words: [String]) -> Bool {
            words.contains { name == $0 || name.hasSuffix($0) || name.hasPrefix($0) && name.count <= $0.count + 1 }
        }
        // `day`, `hours`, `dayNumber`; a `dayCount` can be 365.
        if clockFieldNames.contains(name) {
            return min(clockFieldLength, length)
        }
        if names(numberWords) { return min(numberLength, length) }
        return length
    }

    /// The first non-empty piece of `text` between `separator`s: `text.split(separator:).first`
    /// without splitting the rest.
    static func firstPiece(_ text: Substring, between separator: Character) -> Substring? {
        guard let start = text.firstIndex(where: { $0 != separator }) else { return nil }
        let rest = text[start...]
        return rest[..<(rest.firstIndex(of: separator) ?? rest.endIndex)]
    }

    /// The last non-empty piece of `text` between `separator`s: `text.split(separator:).last`.
    static func lastPiece(_ text: Substring, between separator: Character) -> Substring? {
        guard let end = text.lastIndex(where: { $0 != separator }) else { return nil }
        let head = text[...end]
        return head[(head.lastIndex(of: separator).map(head.index(after:)) ?? head.startIndex)...]
    }

    /// Whether the expression is a date SwiftUI formats (`end, style: .timer`): a value, never a title.
    public static func isFormattedDate(_ expression: String) -> Bool {
        formattedDateLength(withoutWhitespace(expression)) != nil
    }

    /// The expression without its whitespace. ASCII text (nearly all source) is filtered byte by
    /// byte, where filtering Characters finds each one's grapheme boundaries first; the bytes
    /// removed are those whose Characters are whitespace (tab to carriage return, and space).
    static func withoutWhitespace(_ expression: String) -> String {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        let bytes = expression.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return expression.filter { !$0.isWhitespace } }
        guard bytes.contains(where: isSpace) else { return expression }
        return String(decoding: bytes.filter { !isSpace($0) }, as: UTF8.self)
    }

    /// `end,style:.timer`, `date,style:Text.DateStyle.time`, `timerInterval:start...end`
    /// (whitespace removed), as a `Text` initializer or an interpolation writes them.
    static func formattedDateLength(_ expr: String) -> Int? {
        if expr.hasPrefix("timerInterval:") { return timerIntervalLength }
        guard let range = expr.range(ofText: ",style:") else { return nil }
        let style = expr[range.upperBound...].prefix { $0 != "," && $0 != ")" }
        return style.split(separator: ".").last.flatMap { dateStyleLengths[String($0)] }
    }
}
