/// Text that VoiceOver will speak, with where it came from, so rules can tell
/// "no label" from "labelled by a file name" from "labelled at run time".
public struct SpokenText: Hashable, Sendable, Codable {
    public enum Source: String, Hashable, Sendable, Codable {
        /// Written for accessibility: `.accessibilityLabel`, an `<accessibility label=…>` block.
        case explicit
        /// Taken from visible content: a `Text`, a control's title.
        case derived
        /// An image asset name (`Image("icon_trash")`): SwiftUI speaks the file name.
        case assetName
        /// An SF Symbol name (`Image(systemName: "trash")`).
        case symbolName
        /// Looked up in the module's string tables: the development-language value.
        case localized
        /// A localization key no string table of its module defines: the key itself is spoken.
        case missingLocalization
        /// Sample data a preview passes to the component it shows: the app's own screens
        /// pass something else at run time, so its wording is not judged as the app's.
        case previewSample
    }

    public var parts: TextParts
    public var source: Source

    public init(_ parts: [TextPart], source: Source) {
        self.parts = TextParts(parts)
        self.source = source
    }

    public init(_ literal: String, source: Source) {
        self.parts = TextParts(.literal(literal))
        self.source = source
    }

    /// Content is (at least partly) only known at run time.
    public var isDynamic: Bool { parts.containsDynamic }

    /// The literal text, with dynamic parts left out.
    public var literalText: String {
        // One literal, as most texts are: no array of parts to join.
        if parts.count == 1, case .literal(let s) = parts[0] { return s }
        return parts.map { if case .literal(let s) = $0 { return s } else { return "" } }.joined()
    }

    /// Nothing would be spoken: no parts, or only white space, and nothing dynamic.
    public var isEmpty: Bool {
        // One literal starting with a visible ASCII character, as most labels are: rules ask this
        // of every label several times.
        if parts.isOneLiteralStartingVisibly { return false }
        guard !isDynamic else { return false }
        // Most texts are decided by their bytes, without breaking them into Characters: an ASCII
        // byte other than white space starts a Character that is not white space (or follows a
        // prepended mark that is not either), and all-ASCII white space is white space.
        var allASCII = true
        for part in parts {
            guard case .literal(let literal) = part else { continue }
            for byte in literal.utf8 {
                if byte >= 0x80 {
                    allASCII = false
                } else if byte != 0x20, !(0x09...0x0D).contains(byte) {
                    return false
                }
            }
        }
        return allASCII || literalText.allSatisfy(\.isWhitespace)
    }

    /// What VoiceOver says, as a person reads it in a report. SF Symbol names are read with
    /// dots as spaces ("square.and.arrow.up" → "square and arrow up"); dynamic parts show as ‹expr›.
    public var spoken: String {
        // One literal, as most texts are: no array of parts to join.
        if parts.count == 1, case .literal(let s) = parts[0] { return spokenLiteral(s) }
        return parts.map { part -> String in
            switch part {
            case .literal(let s):
                return spokenLiteral(s)
            case .dynamic(let expr):
                return "‹\(expr)›"
            }
        }.joined()
    }

    private func spokenLiteral(_ literal: String) -> String {
        guard source == .symbolName else { return literal }
        // ASCII names (all SF Symbol names) change byte for byte.
        if literal.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: literal.utf8.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
        }
        return literal.replacingOccurrences(of: ".", with: " ")
    }

    /// Joins labels the way `.accessibilityElement(children: .combine)` does (", ").
    public static func joined(_ texts: [SpokenText], source: Source = .derived) -> SpokenText? {
        let nonEmpty = texts.filter { !$0.isEmpty }
        guard !nonEmpty.isEmpty else { return nil }
        if nonEmpty.count == 1 { return nonEmpty[0] }
        var parts: [TextPart] = []
        for (i, t) in nonEmpty.enumerated() {
            if i > 0 { parts.append(.literal(", ")) }
            parts.append(contentsOf: t.parts)
        }
        return SpokenText(parts, source: source)
    }
}

/// The parts of a spoken text. Most texts are one literal, held inline: an array of one part
/// would be an allocation for every label, value and text of every screen.
public struct TextParts: RandomAccessCollection, Hashable, Sendable, Codable {
    /// One part, or any other number of them (`many` never holds exactly one, so that equal
    /// parts are stored alike).
    private enum Storage: Hashable, Sendable {
        case one(TextPart)
        case many([TextPart])
    }

    private let storage: Storage

    public init(_ part: TextPart) { storage = .one(part) }

    public init(_ parts: [TextPart]) {
        storage = parts.count == 1 ? .one(parts[0]) : .many(parts)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .one: return 1
        case .many(let parts): return parts.count
        }
    }

    /// Some part is known only at run time. Asked of every label by several rules: the parts
    /// are matched where they are stored, not copied out one by one (a reference count each).
    public var containsDynamic: Bool {
        switch storage {
        case .one(.dynamic): return true
        case .one(.literal): return false
        case .many(let parts):
            for index in parts.indices {
                if case .dynamic = parts[index] { return true }
            }
            return false
        }
    }

    /// Whether the parts are one literal whose first byte is visible ASCII (not white space):
    /// most labels, told without copying the part out.
    var isOneLiteralStartingVisibly: Bool {
        guard case .one(.literal(let literal)) = storage, !literal.isEmpty else { return false }
        // Subscripted, not `utf8.first`: that is a call into another library, for every label.
        let first = literal.utf8[literal.utf8.startIndex]
        return first < 0x80 && first != 0x20 && !(0x09...0x0D).contains(first)
    }

    public subscript(position: Int) -> TextPart {
        switch storage {
        case .one(let part):
            precondition(position == 0, "index out of range")
            return part
        case .many(let parts):
            return parts[position]
        }
    }

    /// Written as a list of parts, as before parts were held inline.
    public init(from decoder: Decoder) throws {
        self.init(try [TextPart](from: decoder))
    }

    public func encode(to encoder: Encoder) throws {
        switch storage {
        case .one(let part): try [part].encode(to: encoder)
        case .many(let parts): try parts.encode(to: encoder)
        }
    }
}
