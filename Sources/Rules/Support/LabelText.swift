import AuditModel
import Foundation

/// Labels read as words, for the rules that match phrases in them.
enum LabelText {
    /// The words of a text, lower-cased (letters, digits and apostrophes).
    static func words(_ text: String) -> [String] {
        // Most labels are ASCII: their words come from the bytes, without breaking the text
        // into Characters (the same words: an ASCII letter, digit or `'` is one Character).
        if let words = withASCIIBytes(text, asciiWords) { return words }
        return text.lowercased()
            .split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’") }
            .map(String.init)
    }

    /// How many words `words` finds in the text, without making them.
    static func wordCount(_ text: String) -> Int {
        withASCIIBytes(text) { bytes in
            var count = 0
            forEachASCIIWord(bytes) { _ in count += 1; return true }
            return count
        } ?? words(text).count
    }

    /// Whether one of the text's words, as `words` makes them, is in `set`. Rules ask this of
    /// every label, most of which hold no word they look for: no list of words is made, and a
    /// word is made only when the set holds one of its length and initial.
    static func containsWord(_ text: String, in set: WordSet) -> Bool {
        withASCIIBytes(text) { bytes in
            var found = false
            forEachASCIIWord(bytes) { range in
                let first = lowercasedWordByte(bytes[range.lowerBound]) ?? bytes[range.lowerBound]
                found = set.mayContain(length: range.count, first: first) && set.words.contains(lowercasedWord(bytes, range))
                return !found
            }
            return found
        } ?? words(text).contains(where: set.contains)
    }

    /// The first word and the last two of a text, as `words` splits it, without splitting
    /// the words between (rules that look at a label's ends ask this of every label).
    static func edgeWords(_ text: String) -> (first: String?, beforeLast: String?, last: String?) {
        if let edges = withASCIIBytes(text, asciiEdgeWords) { return edges }
        let all = words(text)
        return (all.first, all.count >= 2 ? all[all.count - 2] : nil, all.last)
    }

    /// `body` over the text's bytes read in place, when they are all ASCII; nil otherwise. Rules
    /// ask this of every label, so the bytes are not copied out first.
    private static func withASCIIBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        var text = text
        return text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } ? body(bytes) : nil }
    }

    private static func asciiEdgeWords(_ bytes: UnsafeBufferPointer<UInt8>) -> (first: String?, beforeLast: String?, last: String?) {
        /// The word ending at `end` (exclusive) or before it, scanning backwards.
        func word(endingBy end: Int) -> Range<Int>? {
            var stop = end
            while stop > 0, !isWordByte(bytes[stop - 1]) { stop -= 1 }
            guard stop > 0 else { return nil }
            var start = stop
            while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
            return start..<stop
        }
        guard let last = word(endingBy: bytes.count) else { return (nil, nil, nil) }
        var firstStart = 0
        while !isWordByte(bytes[firstStart]) { firstStart += 1 }
        var firstEnd = firstStart
        while firstEnd < bytes.count, isWordByte(bytes[firstEnd]) { firstEnd += 1 }
        return (lowercasedWord(bytes, firstStart..<firstEnd), word(endingBy: last.lowerBound).map { lowercasedWord(bytes, $0) },
                lowercasedWord(bytes, last))
    }

    private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var words: [String] = []
        forEachASCIIWord(bytes) { range in
            words.append(lowercasedWord(bytes, range))
            return true
        }
        return words
    }

    /// `body` with the range of each word of the bytes in turn, until it returns false.
    private static func forEachASCIIWord(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Bool) {
        var start = 0
        while start < bytes.count {
            guard isWordByte(bytes[start]) else { start += 1; continue }
            var end = start
            while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
            guard body(start..<end) else { return }
            start = end
        }
    }

    /// The word at `range` (every byte a word byte), lower-cased. A word of up to 15 bytes is
    /// a small string, made without allocating.
    private static func lowercasedWord(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            for (offset, index) in range.enumerated() { buffer[offset] = lowercasedWordByte(bytes[index]) ?? bytes[index] }
            return range.count
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        lowercasedWordByte(byte) != nil
    }

    /// An ASCII byte of a word (letter, digit, `'`), lower-cased; nil for one between words.
    private static func lowercasedWordByte(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte + 0x20
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "'"): return byte
        default: return nil
        }
    }

    /// The words of a text, as `words` splits it, joined by single spaces ("Edit  Address!"
    /// is "edit address"): one string, not one per word, for rules that compare whole labels.
    static func phrase(_ text: String) -> String {
        withASCIIBytes(text, asciiPhrase) ?? words(text).joined(separator: " ")
    }

    private static func asciiPhrase(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Never longer than the text: its words, each space between two of them standing for
        // at least one byte between words.
        String(unsafeUninitializedCapacity: bytes.count) { phrase in
            var count = 0
            var betweenWords = false
            for byte in bytes {
                if let letter = lowercasedWordByte(byte) {
                    if betweenWords, count > 0 {
                        phrase[count] = UInt8(ascii: " ")
                        count += 1
                    }
                    betweenWords = false
                    phrase[count] = letter
                    count += 1
                } else {
                    betweenWords = true
                }
            }
            return count
        }
    }

    /// The text with dynamic parts replaced by a word break, so that matching never joins
    /// literal words across a value known only at run time.
    static func matchable(_ text: SpokenText) -> String {
        if text.parts.count == 1, case .literal(let s) = text.parts[0] { return s }
        return text.parts.map { part -> String in
            if case .literal(let s) = part { return s } else { return " " }
        }.joined()
    }

    /// `phrase` occurs in `text` as whole words, in any case ("play button" in "Play Button").
    static func contains(_ text: String, phrase: String) -> Bool {
        let needle = words(phrase)
        guard !needle.isEmpty else { return false }
        let hay = words(text)
        guard hay.count >= needle.count else { return false }
        for start in 0...(hay.count - needle.count) where Array(hay[start..<start + needle.count]) == needle {
            return true
        }
        return false
    }

    /// `text` without the whole-word occurrences of `word`, spaces tidied ("Play button" → "Play").
    static func removing(_ word: String, from text: String) -> String {
        let kept = text.split(separator: " ").filter { token in
            words(String(token)) != [word.lowercased()]
        }
        return kept.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }

    /// The first letter of a text, if it starts with a literal.
    static func leadingLiteral(_ text: SpokenText) -> String? {
        guard case .literal(let s)? = text.parts.first else { return nil }
        return s
    }

    /// The last literal part, if the text ends with one.
    static func trailingLiteral(_ text: SpokenText) -> String? {
        guard case .literal(let s)? = text.parts.last else { return nil }
        return s
    }

    /// The texts a choice in the label may speak (`isOn ? "On" : "Off"` is read as ‹On | Off›).
    static func choiceOptions(_ text: SpokenText) -> [String] {
        text.parts.flatMap { part -> [String] in
            guard case .dynamic(let expr) = part, expr.containsText(Value.choiceSeparator) else { return [] }
            return expr.components(separatedBy: Value.choiceSeparator)
        }
    }

    /// A written, non-dynamic label worth judging for style: explicit, taken from visible text,
    /// or a translation's development-language text.
    static func isWritten(_ text: SpokenText) -> Bool {
        text.source == .explicit || text.source == .derived || text.source == .localized
    }
}
