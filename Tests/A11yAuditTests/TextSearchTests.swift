import AuditModel
import Foundation
import Testing

/// The byte search finds exactly what Foundation's `range(of:)` finds.
@Suite struct TextSearchTests {
    static let texts = ["", "a", "sizeCategory", "dynamicTypeSize >= .accessibility1", "end,style:.timer",
                        "aaab", "abab", "café", "caf\u{E9}\u{301}", "\u{212A}elvin", "Kelvin", "x\r\ny", "%lld items"]
    static let needles = ["a", "ab", "aab", "Size", ".accessibility", ",style:", "é", "K", "\ny", "%", "", "items!"]

    @Test func findsWhatFoundationFinds() {
        for text in Self.texts {
            for needle in Self.needles {
                #expect(text.range(ofText: needle) == text.range(of: needle), "\(text) / \(needle)")
                #expect(text.containsText(needle) == (text.range(of: needle) != nil), "\(text) / \(needle)")
            }
        }
    }

    @Test func searchesASubstringWithinItsOwnBounds() {
        let text = "count: 1, count: 2"
        let rest = text[text.index(text.startIndex, offsetBy: 2)...]
        let found = rest.range(ofText: "count:")
        #expect(found == rest.range(of: "count:"))
        #expect(found.map { text.distance(from: text.startIndex, to: $0.lowerBound) } == 10)
    }

    @Test func matchesUnicodeEquivalentsAsFoundationDoes() {
        #expect("\u{212A}elvin".containsText("Kelvin") == "\u{212A}elvin".contains("Kelvin"))
        #expect("caf\u{E9}".containsText("cafe\u{301}") == "caf\u{E9}".contains("cafe\u{301}"))
    }

    @Test func dropsAPrefixOnlyWhenTheBytesMatch() {
        #expect("Row/HStack[0]".dropping(bytePrefix: "Row/") == "HStack[0]")
        #expect("Row/HStack[0]".dropping(bytePrefix: "") == "Row/HStack[0]")
        #expect("Row".dropping(bytePrefix: "Row/") == nil)
        #expect("Rows/Text".dropping(bytePrefix: "Row/") == nil)
        #expect("caf\u{E9}/Text".dropping(bytePrefix: "cafe\u{301}") == nil)
        #expect("caf\u{E9}/Text".dropping(bytePrefix: "caf\u{E9}") == "/Text")
    }

    @Test func trimsASCIICharactersAsFoundationsCharacterSetDoes() {
        let texts = ["", "?", "(some View)?", "  String? ", "()", "Café?", "?\u{301}x?", "(é)", " a b "]
        for set in ["()? ", "? ", "()?"] {
            for text in texts {
                let characters = CharacterSet(charactersIn: set)
                let expected = text.trimmingCharacters(in: characters)
                let trimmed: String
                switch set {
                case "()? ": trimmed = String(text.trimmingASCII("()? "))
                case "? ": trimmed = String(text.trimmingASCII("? "))
                default: trimmed = String(text.trimmingASCII("()?"))
                }
                #expect(trimmed == expected, "\(text) / \(set)")
            }
        }
    }

    @Test func findsExactBytesOnly() {
        #expect("Screen/VStack[0]/…/Text[0]#12".containsBytes(of: "…"))
        #expect(!"Screen/VStack[0]/Text[0]".containsBytes(of: "…"))
        #expect(!"Screen/...".containsBytes(of: "…"))
        #expect("caf\u{E9}".containsBytes(of: "\u{E9}") && !"caf\u{E9}".containsBytes(of: "e\u{301}"))
    }

    @Test func splitsAtASeparatorAsFoundationDoes() {
        let texts = ["mode == .a", "a == b == c", " == ", "", "==", "x != y", "é == .ü", "a === b", "caf\u{E9} == cafe\u{301}"]
        for text in texts {
            for separator in [" == ", " != ", "==", ", "] {
                #expect(text.components(separatedByText: separator) == text.components(separatedBy: separator),
                        "\(text) / \(separator)")
            }
        }
    }

    @Test func collapsesWhiteSpaceAsTheCharacterSplitDoes() {
        let texts = ["a  b", " a\tb\n", "x\r\ny", "\u{0B}v\u{0C}f\r", "", "   ", "é  ü", "a\u{A0}b", "a \u{301}b", "one\u{1F}two"]
        for text in texts {
            #expect(text.collapsingWhiteSpace() == text.split(whereSeparator: \.isWhitespace).joined(separator: " "),
                    "\(text.debugDescription)")
            let byCharacters = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
            #expect(text.joiningWords(between: " \n\t") { $0 == " " || $0 == "\n" || $0 == "\t" } == byCharacters,
                    "\(text.debugDescription)")
        }
    }
}
