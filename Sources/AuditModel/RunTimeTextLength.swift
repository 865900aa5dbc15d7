/// How many characters a text known only at run time is assumed to have. Most get the
/// profile's `assumedDynamicTextLength`; a few expressions say they are short: the first or
/// last character of a string (`name.first?.uppercased()`), a number (`items.count`) or a
/// calendar field (`dayNumber(day)`), an icon font's glyph (`icon.unicode`). One table, so it
/// is easy to correct.
public enum RunTimeTextLength {
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

    public static func assumed(for expression: String, default length: Int) -> Int {
        var expr = expression.filter { !$0.isWhitespace }
        for suffix in ["??\"\"", "??\"?\"", "?.uppercased()", ".uppercased()", "?.lowercased()", ".lowercased()",
                       ".description", "?"] where expr.hasSuffix(suffix) {
            expr.removeLast(suffix.count)
        }
        if expr.hasPrefix("String("), expr.hasSuffix(")") { expr = String(expr.dropFirst(7).dropLast()) }
        if singleCharacterEndings.contains(where: { expr.hasSuffix($0) }) { return 1 }
        // The last name written: `viewModel.dayNumber(day)` → `dayNumber`.
        let beforeCall = expr.split(separator: "(").first.map(String.init) ?? expr
        let name = (beforeCall.split(separator: ".").last.map(String.init) ?? beforeCall).lowercased()
        func names(_ words: [String]) -> Bool {
            words.contains { name == $0 || name.hasSuffix($0) || name.hasPrefix($0) && name.count <= $0.count + 1 }
        }
        // `day`, `hours`, `dayNumber`; a `dayCount` can be 365.
        if clockFieldWords.contains(where: { [$0, $0 + "s", $0 + "number"].contains(name) }) {
            return min(clockFieldLength, length)
        }
        if names(numberWords) { return min(numberLength, length) }
        return length
    }
}
