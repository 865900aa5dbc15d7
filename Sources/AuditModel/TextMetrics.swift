/// How much of a line the letters fill, from the system font's metrics (SF Pro: ascender
/// 0.952 em, descender 0.241 em, so `UIFont.lineHeight` is 1.19 em, 20.3 pt for 17 pt text;
/// capitals and digits reach 0.71 em, ascenders about 0.75 em, descenders about 0.21 em below
/// the baseline). The Dynamic Type table's leading (22 pt for 17 pt body) is the distance from
/// one line to the next: it includes the font's room for accents and emoji, and the spacing
/// between lines. One table, so it is easy to correct.
public enum TextMetrics {
    /// The height the letters of one line of ordinary text take, per point of font size. A frame
    /// at least this tall, but shorter than the line's box, cuts at most accents, descenders or
    /// emoji: a person looks, rather than the audit calling it clipped.
    public static let letterHeightPerPoint = 1.0
}
