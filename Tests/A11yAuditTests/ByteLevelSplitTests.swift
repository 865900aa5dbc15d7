import Testing
@testable import Semantics
@testable import SwiftUISource

/// The front-end and the lowering split names and conditions on their ASCII bytes where they
/// used to split Characters; each gives what the Character split gave, edge cases included.
@Suite struct ByteLevelSplitTests {
    @Test func aConditionIsNormalizedAsTheCharacterSplitDid() {
        let conditions = ["mode == .a", "  a\t&&\n b  ", "", "   ", "isOn", "x\r\n== y", "a \u{301}b", "é == .ü",
                          "a  ==  b\t", "\tfirst\n"]
        for condition in conditions {
            let byCharacters = condition.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
            #expect(Lowering.normalized(condition) == byCharacters, "\(condition.debugDescription)")
        }
    }

    @Test func operatorsAndSpacesAreToldAsTheirStringListedThem() {
        let characters: [Character] = [" ", "&", "|", "=", "<", ">", "!", "?", "+", "-", "*", "/", "%", "(", ")", ",",
                                        "a", "Z", "0", ".", "_", "\n", "\r\n", "\t", "é", "=\u{301}", "\u{2212}"]
        for character in characters {
            #expect(Lowering.isOperatorOrSpace(character) == " &|=<>!?+-*/%(),".contains(character),
                    "\(String(character).debugDescription)")
        }
    }

    @Test func aFoldersLastComponentIsTheCharacterSplitsLast() {
        for folder in ["Sources/App", "Sources/App/", "App", "/", "", "//x//", "a/b/c", "Café/Vues", "x/\u{301}y"] {
            let byCharacters = folder.split(separator: "/").last.map(String.init) ?? folder
            #expect(ModuleMap.lastComponent(folder) == byCharacters, "\(folder.debugDescription)")
        }
    }

    @Test func anImportsModuleIsTheCharacterSplitsFirst() {
        for path in ["SwiftUI", "Foundation.NSString", ".Leading", "..", "", "A..B", "Café.Vue", "A.\u{301}B"] {
            let byCharacters = path.split(separator: ".").first.map(String.init)
            #expect(SourceText.firstComponent(of: path).map(String.init) == byCharacters, "\(path.debugDescription)")
        }
    }
}
