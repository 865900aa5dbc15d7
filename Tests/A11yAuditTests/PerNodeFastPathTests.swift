@testable import AuditModel
import Foundation
import Testing
@testable import Rules
@testable import Semantics

/// Questions asked of every node of every screen take shortcuts for the common case (ASCII
/// text, few traits, no modifiers, subtrees without text): each shortcut must answer exactly
/// what the general reading answers.
@Suite struct PerNodeFastPathTests {
    /// Texts whose white space is decided by bytes, by Characters, or by both.
    static let texts: [[TextPart]] = [
        [], [.literal("")], [.literal(" ")], [.literal("\t\r\n")], [.literal("\r\n")], [.literal("\u{0B}\u{0C}")],
        [.literal("a")], [.literal(" a ")], [.literal("\u{00A0}")], [.literal(" \u{0301}")], [.literal("\u{2003}x")],
        [.literal("é")], [.literal("\u{0600}a")], [.literal("\u{0085}")], [.literal("\u{1C}")], [.literal("\u{200B}")],
        [.literal("  "), .literal("\u{3000}")], [.literal(" "), .literal("\u{0301}")], [.literal(" "), .literal("b")],
        [.literal(" "), .dynamic("name")], [.dynamic("name")],
    ]

    @Test(arguments: texts)
    func emptinessIsWhatTheCharactersSay(_ parts: [TextPart]) {
        let text = SpokenText(parts, source: .derived)
        let characters = !text.isDynamic && text.literalText.allSatisfy(\.isWhitespace)
        #expect(text.isEmpty == characters)
    }

    /// Text a sentence end is judged on: ASCII, a prepended mark before the period, a
    /// combining mark after it, an ellipsis character, CR LF.
    static let endings = ["Done", "Done.", "Why?", "Stop!", ".", "x", "", "Wait…", "\u{0600}.", "a.\u{0301}",
                          "Done.\r\n", "Done\r\n", "é.", "日本.", "?"]

    @Test(arguments: endings)
    func sentenceEndIsWhatTheLastCharacterSays(_ text: String) {
        let byCharacter = text.last.map { ".?!…".contains($0) } == true ? "" : "."
        #expect(AXNode.sentenceEnd(text) == byCharacter)
    }

    /// Labels whose ends are read for state words: words at the edges, one word, none, runs
    /// of separators, capitals, apostrophes, digits, non-ASCII.
    static let labelEnds = ["Wi-Fi on", "Selected: Home", "  Turn  it OFF  ", "On", "", " - ", "don't stop",
                            "Track 2 of 10", "A", "a b", "Café au lait on", "日本 on", "x\u{0301} y", "--a--b--",
                            "Internationalization Settings", "SHOW-ALL-NOTIFICATIONS-FOR-THIS-ACCOUNT off"]

    /// ASCII labels are split from their bytes: the words are those the Characters give.
    @Test(arguments: labelEnds)
    func wordsAreWhatTheCharactersSay(_ text: String) {
        let byCharacter = text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’") }.map(String.init)
        #expect(LabelText.words(text) == byCharacter)
    }

    @Test(arguments: labelEnds)
    func edgeWordsAreTheEndsOfTheWords(_ text: String) {
        let words = LabelText.words(text)
        let edges = LabelText.edgeWords(text)
        #expect(edges.first == words.first)
        #expect(edges.last == words.last)
        #expect(edges.beforeLast == (words.count >= 2 ? words[words.count - 2] : nil))
    }

    @Test(arguments: labelEnds)
    func aPhraseIsTheWordsJoinedBySpaces(_ text: String) {
        #expect(LabelText.phrase(text) == LabelText.words(text).joined(separator: " "))
    }

    /// Words counted or searched without making the list are those of the list.
    @Test(arguments: labelEnds)
    func wordsCountedOrSearchedAreThoseOfTheList(_ text: String) {
        let words = LabelText.words(text)
        #expect(LabelText.wordCount(text) == words.count)
        let sought = ["on", "home", "off", "don't", "2", "café", "日本", "b", "internationalization", "x"]
        for word in sought {
            #expect(LabelText.containsWord(text, in: WordSet([word])) == words.contains(word), "\(word)")
        }
        #expect(LabelText.containsWord(text, in: WordSet(sought)) == words.contains(where: sought.contains))
        #expect(LabelText.containsWord(text, in: WordSet(words)) == !words.isEmpty)
    }

    /// A word set holds what the set of its words holds: the length-and-initial check before
    /// hashing turns no word away that is in it.
    @Test func aWordSetHoldsItsWordsAndNoOthers() {
        let set = WordSet(["on", "off", "selected", "café", "日本", "2fa", "don't", "x"])
        for word in ["on", "off", "selected", "café", "日本", "2fa", "don't", "x"] { #expect(set.contains(word), "\(word)") }
        for word in ["", "o", "of", "offf", "selecte", "cafe", "日", "2fb", "dont", "y", "On"] { #expect(!set.contains(word), "\(word)") }
    }

    @Test(arguments: texts)
    func literalAndMatchableTextAreThePartsJoined(_ parts: [TextPart]) {
        let text = SpokenText(parts, source: .derived)
        let literal = parts.map { if case .literal(let s) = $0 { s } else { "" } }.joined()
        let matchable = parts.map { if case .literal(let s) = $0 { s } else { " " } }.joined()
        #expect(text.literalText == literal)
        #expect(LabelText.matchable(text) == matchable)
    }

    /// Announcements written into one string are the label, value and trait words joined by
    /// commas, with or without any of them, empty parts included.
    @Test func announcementIsThePartsJoinedByCommas() {
        let texts: [SpokenText?] = [nil, SpokenText([.literal("")], source: .derived),
                                    SpokenText([.literal("Volume")], source: .derived),
                                    SpokenText([.literal("50%")], source: .derived),
                                    SpokenText([.dynamic("level")], source: .derived)]
        for role in [Role.button, .staticText, .slider, .container] {
            for label in texts {
                for value in texts {
                    var node = AXNode(role: role, viewType: "V", isElement: true,
                                      location: SourceLocation(file: "A.swift", line: 1, column: 1), path: "S/V[0]")
                    node.label = label
                    node.value = value
                    var head: [String] = []
                    if let label, !label.isEmpty { head.append(label.spoken) }
                    if let value, !value.isEmpty { head.append(value.spoken) }
                    head += node.spokenTraits
                    var line = head.joined(separator: ", ")
                    if line.isEmpty { line = "(nothing spoken)" }
                    #expect(node.announcement == line + AXNode.sentenceEnd(line), "\(role) \(String(describing: label)) \(String(describing: value))")
                }
            }
        }
    }

    /// Expressions whose last name is read: calls, chains, empty pieces, separators only.
    static let expressions = ["viewModel.dayNumber(day)", "", "(", "((a", "a(b(c", "a..b.", ".", "..", "x",
                              "(a.count)", "a(.b)", "item.title.", "é.count", "(\u{0301}x", "a.\u{0301}b"]

    @Test(arguments: expressions)
    func piecesOfAnExpressionAreWhatSplittingGives(_ text: String) {
        #expect(RunTimeTextLength.firstPiece(text[...], between: "(") == text.split(separator: "(").first)
        #expect(RunTimeTextLength.lastPiece(text[...], between: ".") == text.split(separator: ".").last)
    }

    /// Parts held inline (one) or in a list (any other number) compare, hash and encode as
    /// the list of parts they are.
    @Test(arguments: texts)
    func textPartsAreTheListTheyHold(_ parts: [TextPart]) throws {
        let held = TextParts(parts)
        #expect(Array(held) == parts)
        if parts.count == 1 {
            #expect(TextParts(parts[0]) == held)
            #expect(TextParts(parts[0]).hashValue == held.hashValue)
        }
        let encoded = try JSONEncoder().encode(held)
        #expect(encoded == (try JSONEncoder().encode(parts)))
        #expect(try JSONDecoder().decode(TextParts.self, from: encoded) == held)
    }

    /// SF Symbol names are read with dots as spaces, byte for byte when ASCII, and texts of one
    /// part read as that part.
    @Test func symbolNamesAreReadWithDotsAsSpaces() {
        #expect(SpokenText("square.and.arrow.up", source: .symbolName).spoken == "square and arrow up")
        #expect(SpokenText("café.fill", source: .symbolName).spoken == "café fill")
        #expect(SpokenText("Save.", source: .derived).spoken == "Save.")
        #expect(SpokenText([.literal("a.b"), .dynamic("n")], source: .symbolName).spoken == "a b‹n›")
    }

    /// A finding's element name, found over bytes, is what splitting the path into steps and
    /// leaving out the branch steps gives.
    @Test func elementNamesLeaveOutBranchStepsAsSplittingDoes() {
        let paths = ["S/VStack[0]/Text[1]", "S/_Branches[0]/_Branch[1]/Text[0]", "_Branches[0]/_Branch[0]",
                     "S/VStack[0]/_Branches[2]/_Branch[0]/Café[0]/_Branches[0]/_Branch[1]", "S//_Branch[0]/", "",
                     "S/_BranchesX/Text[0]", "S/Label[0]/title", "日本/_Branch[0]/Text[0]", "S/My_Branch[0]/T[0]"]
        for path in paths {
            let bySteps = path.contains("/_Branch")
                ? path.split(separator: "/", omittingEmptySubsequences: false)
                    .filter { !$0.hasPrefix("_Branches[") && !$0.hasPrefix("_Branch[") }.joined(separator: "/")
                : path
            #expect(Finding.element(path: path) == bySteps, "\(path)")
        }
    }

    /// A path is at or below a step exactly when it is the step's path or starts with it and "/".
    @Test func pathsBelowAStepAreFoundOverBytes() {
        let steps = ["S", "S/VStack[0]", "S/VStack[1]", "S/VStack[0]/Text[1]", "", "Café[0]", "S/V"]
        let paths = ["S", "S/VStack[0]", "S/VStack[0]/Text[1]", "S/VStack[10]/Text[0]", "S/VStack[1]", "SX/V",
                     "", "/S", "Café[0]/Text[0]", "S/V/W"]
        for step in steps {
            for path in paths {
                #expect(NodeIndex.path(path, isAtOrBelow: step) == (path.hasPrefix(step + "/") || path == step),
                        "\(path) below \(step)")
            }
        }
    }

    /// One word of ASCII letters can only be camelCase: the shortcut gives the same shapes.
    @Test func letterOnlyWordsAreCamelCaseOrWords() {
        for label in ["closeButton", "btnClose", "imageView", "abCd", "icloudDrive"] {
            #expect(IdentifierShape.of(label) == .camelCase, "\(label)")
        }
        for label in ["Enabled", "trash", "TRASH", "iPhone", "iPad", "eBay", "abC", "aB", "x", "CloseButton", "icloud"] {
            #expect(IdentifierShape.of(label) == nil, "\(label)")
        }
    }

    /// Every combination of the traits VoiceOver speaks, on every role, says the same words
    /// as asking the trait set about each trait in turn.
    @Test func spokenTraitsMatchAskingTheSetTraitByTrait() {
        let spoken: [AuditModel.Trait] = [.selected, .toggle, .button, .searchField, .link, .header, .adjustable, .image, .tabBar, .notEnabled]
        for role in Role.allCases {
            for mask in 0..<(1 << spoken.count) {
                var node = AXNode(role: role, viewType: "V", isElement: true,
                                  location: SourceLocation(file: "A.swift", line: 1, column: 1), path: "S/V[0]")
                node.traits = TraitSet(spoken.indices.filter { mask & (1 << $0) != 0 }.map { spoken[$0] })
                if mask % 7 == 0 { node.traits.insert(.playsSound) }
                node.headingLevel = mask % 3 == 0 ? 2 : nil
                node.isEnabled = mask % 5 != 0
                #expect(node.spokenTraits == Self.wordsAskingEachTrait(node), "\(role) \(node.traits)")
                #expect(node.spokenTraitsLine == node.spokenTraits.joined(separator: ", "))
            }
        }
    }

    /// Whether a label opens in lower case, decided from its bytes when they allow it, is what
    /// its Characters say.
    @Test func lowerCaseOpeningsAreWhatTheCharactersSay() {
        let labels = ["Open", "open", " add to cart", "iPhone", "eBay", "E\u{0301}cole", "e\u{0301}cole", "1\u{0301}x",
                      " \u{0301}abc", "\r\nabc", "\r\nAbc", "", "   ", "\t9 lives", "énorme", "Énorme", "\"quoted\"",
                      "name@example.com", "a", "A", "z\u{0300}", "\u{00A0}abc", "\u{2003}Abc", "-dash", "ab-cd", "add, remove"]
        for label in labels {
            let trimmed = label.drop { $0.isWhitespace }
            let characters: Bool
            if let first = trimmed.first, first.isLetter, first.isLowercase {
                let firstWord = trimmed.prefix { !$0.isWhitespace }.drop { $0 == "\"" || $0 == "“" }
                    .reversed().drop { ",;:!?)\"”".contains($0) }.reversed()
                characters = firstWord.allSatisfy({ $0.isLetter || "'’-".contains($0) })
                    && !firstWord.dropFirst().contains(where: \.isUppercase)
            } else {
                characters = false
            }
            #expect(LabelStyleRule.startsLowerCase(label) == characters, "\(label.debugDescription)")
        }
    }

    /// A view's path written byte by byte is the path interpolation writes.
    @Test func childPathsAreWhatInterpolationWrites() {
        for base in ["S", "", "Screen/VStack[0]", "Café/日本[2]"] {
            for type in ["Text", "", "ZStack", "Ünïcode"] {
                for index in [0, 1, 9, 10, 11, 99, 100, 12_345, Int.max, -1, Int.min] {
                    #expect(Lowering.childPath(base, type, index) == "\(base)/\(type)[\(index)]")
                }
            }
        }
    }

    /// A set of traits held as bits answers every question as a hashed set of them does, and
    /// lists its traits in declaration order.
    @Test func traitBitsAnswerAsAHashedSet() {
        let all = AuditModel.Trait.allCases
        #expect(Array(TraitSet(all)) == all)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let a = Set(all.filter { _ in Bool.random(using: &generator) })
            let b = Set(all.filter { _ in Bool.random(using: &generator) })
            let (bitsA, bitsB) = (TraitSet(a), TraitSet(b))
            #expect(Set(bitsA.union(bitsB)) == a.union(b))
            #expect(Set(bitsA.intersection(bitsB)) == a.intersection(b))
            #expect(Set(bitsA.symmetricDifference(bitsB)) == a.symmetricDifference(b))
            #expect(Set(bitsA.subtracting(bitsB)) == a.subtracting(b))
            #expect(bitsA.isSubset(of: bitsB) == a.isSubset(of: b))
            #expect(bitsA.count == a.count && bitsA.isEmpty == a.isEmpty)
            #expect(Array(bitsA) == all.filter(a.contains))
            #expect((bitsA == bitsB) == (a == b))
            for trait in all {
                #expect(bitsA.contains(trait) == a.contains(trait))
                var (bits, set) = (bitsA, a)
                #expect(bits.insert(trait).inserted == set.insert(trait).inserted)
                #expect(Set(bits) == set)
                #expect(bits.remove(trait) == set.remove(trait))
                #expect(Set(bits) == set)
            }
        }
    }

    /// The words, read with one set lookup per trait.
    static func wordsAskingEachTrait(_ node: AXNode) -> [String] {
        let traits = node.traits, role = node.role
        var words: [String] = []
        if traits.contains(.selected) { words.append("selected") }
        if traits.contains(.toggle) {
            words.append("switch button")
        } else if traits.contains(.button) || role == .button {
            words.append("button")
        } else if let roleWord = role.spokenName, !(role == .textField && traits.contains(.searchField)) {
            words.append(roleWord)
        }
        if traits.contains(.link) || role == .link { words.append("link") }
        if traits.contains(.header) { words.append(node.headingLevel.map { "heading level \($0)" } ?? "heading") }
        if traits.contains(.adjustable), !words.contains("adjustable") { words.append("adjustable") }
        if traits.contains(.image), !traits.contains(.button), !traits.contains(.link) { words.append("image") }
        if traits.contains(.searchField) { words.append("search field") }
        if traits.contains(.tabBar) { words.append("tab bar") }
        if !node.isEnabled || traits.contains(.notEnabled) { words.append("dimmed") }
        return words
    }

    /// Widths are remembered per size: nested rows estimated at every size at once are the
    /// estimates made one size at a time, from scratch.
    @Test func rememberedWidthsAreThoseOfEachSizeAlone() {
        let inner = DTTree.stack(.hstack, "HStack", "S/HStack[0]/HStack[1]", [
            DTTree.text("Delivered on Tuesday", "S/HStack[0]/HStack[1]/Text[0]"),
            DTTree.text("Track", "S/HStack[0]/HStack[1]/Text[1]", font: .textStyle(.headline)),
        ])
        let root = DTTree.stack(.hstack, "HStack", "S/HStack[0]", [
            DTTree.text("Order 1234 from the corner shop", "S/HStack[0]/Text[0]"),
            inner,
            DTTree.stack(.vstack, "VStack", "S/HStack[0]/VStack[2]", [DTTree.text("Total", "S/HStack[0]/VStack[2]/Text[0]")]),
        ]) { $0.layout.maxWidth = DTTree.fixed(320) }
        let screen = DTTree.screen(root)
        let layout = DynamicTypeLayout()
        let together = layout.estimates(for: screen)
        #expect(together == DynamicTypeSize.allCases.map { layout.estimate(screen, at: $0) })
        #expect(together.last!.rows.count == 2)
    }

    /// Rows and stacks whose children all fit skip the sorting: the shares are exactly those
    /// the least-first sharing gives, also when the room only just fits or falls short.
    @Test func sharesThatFitAreExactlyTheLeastFirstShares() {
        var seed: UInt64 = 12345
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        for round in 0..<2000 {
            let needs = (0..<(1 + round % 7)).map { _ in (next() * 300).rounded(round % 3 == 0 ? .down : .toNearestOrEven) + next() / 3 }
            let sum = needs.reduce(0, +)
            for total in [sum, sum + 1e-9, sum + 1e-3, sum + 0.5, sum * 2, sum - 1e-9, sum - 20, 0, -5] {
                #expect(DynamicTypeLayout.share(total, among: needs) == DynamicTypeLayout.sharedLeastFirst(total, among: needs))
            }
        }
        #expect(DynamicTypeLayout.share(10, among: [4, 2]) == [4, 2])
        #expect(DynamicTypeLayout.share(6, among: [4, 4]) == [3, 3])
    }

    /// A row shares its width among its flexible children only, where they lie: each gets what
    /// the least-first sharing of their needs alone gives, and the rigid ones keep theirs.
    @Test func sharingAmongSomeChildrenLeavesTheOthersAlone() {
        let widths = [40.0, 120, 8, 90, 120]
        let flexible = [1, 3, 4]
        var shared = widths
        DynamicTypeLayout.shareLeastFirst(200, at: flexible, of: &shared)
        let alone = DynamicTypeLayout.sharedLeastFirst(200, among: flexible.map { widths[$0] })
        #expect(flexible.map { shared[$0] } == alone)
        #expect([0, 2].map { shared[$0] } == [40, 8])
        #expect(alone.allSatisfy { abs($0 - 200.0 / 3) < 1e-9 })
    }

    /// A text's length and longest word read from its bytes when ASCII agree with reading its
    /// scalars: tabs, line breaks and Unicode spaces (no-break, em) split words, and a scalar
    /// of several bytes counts once.
    @Test func textShapeCountsScalarsAndWords() {
        func shape(_ literal: String) -> (Int, Int) {
            let measured = DynamicTypeLayout.shape(of: SpokenText([.literal(literal)], source: .derived), assumedDynamicLength: 20)
            return (measured.characters, measured.longestWord)
        }
        #expect(shape("Open settings") == (13, 8))
        #expect(shape("a\tbb\r\nccc") == (9, 3))
        #expect(shape("Caf\u{E9} au\u{A0}lait") == (12, 4))
        #expect(shape("\u{1F600}\u{2003}ok") == (4, 2))
    }

    /// Icons and spacers between texts are not walked for verdicts; every text and row is
    /// still estimated, in source order, under a height limit and without one.
    @Test func textFreeSubtreesLeaveEveryTextAndRowEstimated() {
        func row(_ i: Int) -> AXNode {
            DTTree.stack(.hstack, "HStack", "S/VStack[0]/HStack[\(i)]", [
                DTTree.icon("S/VStack[0]/HStack[\(i)]/Image[0]", side: DTTree.fixed(20)),
                DTTree.text("Row \(i) title", "S/VStack[0]/HStack[\(i)]/Text[1]"),
                DTTree.stack(.zstack, "ZStack", "S/VStack[0]/HStack[\(i)]/ZStack[2]",
                             [DTTree.icon("S/VStack[0]/HStack[\(i)]/ZStack[2]/Image[0]", side: DTTree.fixed(8))]),
                DTTree.text("Detail", "S/VStack[0]/HStack[\(i)]/Text[3]"),
            ])
        }
        for limited in [false, true] {
            let root = DTTree.stack(.vstack, "VStack", "S/VStack[0]", (0..<4).map(row)) { node in
                if limited { node.layout.height = DTTree.fixed(90) }
            }
            let estimates = DynamicTypeLayout().estimates(for: DTTree.screen(root))
            for estimate in estimates {
                #expect(estimate.texts.map(\.path) == (0..<4).flatMap {
                    ["S/VStack[0]/HStack[\($0)]/Text[1]", "S/VStack[0]/HStack[\($0)]/Text[3]"]
                })
                #expect(estimate.rows.map(\.path) == (0..<4).map { "S/VStack[0]/HStack[\($0)]" })
            }
            // Under the limit, the larger sizes clip some of the rows' texts.
            #expect(estimates.last!.texts.contains(where: \.isClipped) == limited)
        }
    }
}

/// A final period, after trailing spaces or a tab too, is a style problem; one that ends a
/// line or an ellipsis is not.
@Suite struct LabelStyleEndingTests: AXTreeBuilding {
    @Test func finalPeriodIsFoundWhateverFollowsIt() {
        let found = failures("label-style", vstack(button("Save changes. "), button("Save changes.\t"), button("Close"),
                                                   button("Wait..."), button("Send now")))
        #expect(found.count == 2)
    }

    /// The states of a few controls, read by walking only the subtrees that hold them, are those
    /// the whole walk gives them (which it takes for many controls).
    @Test func controlStatesFromTheSubtreesHoldingThemAreThoseOfTheWholeWalk() throws {
        let screen = try ScreenFactsTests.screen("""
            TabView {
                List {
                    Button("Add") { }
                    if showsAll { Button("Add") { } } else { Text("None") }
                    Text("Total").sheet(isPresented: $editing) { Button("Add") { } }
                }
                .tabItem { Text("One") }
                Form { Button("Add") { }; Toggle("Sync", isOn: $sync) }.tabItem { Text("Two") }
            }
            """)
        var controls: [String] = []
        func collect(_ node: AXNode) {
            if node.isInteractive { controls.append(node.path) }
            node.children.forEach(collect)
        }
        collect(screen.root)
        #expect(controls.count >= 5)
        // Enough paths to make the walk take every subtree: the controls, then names of nothing.
        let many = Set(controls + (0...DisplayState.prunedWalkControls).map { "\(screen.name)/none[\($0)]" })
        let whole = DisplayState.states(in: screen.root, ofControls: many)
        for count in 1...controls.count {
            let few = Set(controls.prefix(count))
            let pruned = DisplayState.states(in: screen.root, ofControls: few)
            #expect(pruned == whole.filter { few.contains($0.key) }, "\(few)")
        }
    }
}
