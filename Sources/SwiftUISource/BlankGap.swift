/// The blanks between the pieces of a file parsed again on their own (`BodySyntax`,
/// `StandaloneExpressions`): the pieces keep their offsets in the file, so everything between
/// them is blank, and on the real apps lexing those blanks was most of that parse. The parser
/// reads the bytes of a comment about three times as fast as blank spaces, so a long gap
/// becomes one block comment of the same length.
enum BlankGap {
    /// Turns the blanks of `gap` in `buffer` into `/*` … `*/`, a blank kept at each end so
    /// that no neighbouring byte joins the comment's (a regex literal's closing `/`, an
    /// operator). Shorter gaps stay blank.
    static func comment(_ gap: Range<Int>, in buffer: inout [UInt8]) {
        guard gap.count >= 6 else { return }
        buffer[gap.lowerBound + 1] = UInt8(ascii: "/")
        buffer[gap.lowerBound + 2] = UInt8(ascii: "*")
        buffer[gap.upperBound - 3] = UInt8(ascii: "*")
        buffer[gap.upperBound - 2] = UInt8(ascii: "/")
    }
}
