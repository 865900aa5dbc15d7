import AuditModel

/// A cheap byte scan run before parsing: it refuses a Swift file nested deeper than any real
/// code, because SwiftParser recurses once per level (deep nesting overflows its stack) and
/// backtracks on nested collection literals (each level doubles the parse time). Strings and
/// comments are skipped; code inside string interpolations counts.
///
/// It also refuses a type body holding a run of statements where its members belong
/// (`struct B {` then `foo()` lines, as a misplaced or unclosed brace leaves it): SwiftParser
/// recovers from each one by looking ahead for the next declaration, through the rest of the
/// body, so its time grows with the square of the run. A chain of member accesses there
/// (`Text("x").padding().padding()…` outside any declaration) costs the same per `.`, so each
/// counts as one more statement. A line starting with `.` or `(` there is a statement too,
/// unless it may continue the value of the member before (`let p = a` then `.map { … }` lines):
/// after a body (`var body: some View { … }`) nothing can continue. So is a line in a `(` or
/// `[` left open directly in a type body (`@Metric(x {` … `}` then lines of calls) when the line
/// before ended an operand without a comma: SwiftParser ends the list there and reads the rest
/// as members. Attributes and modifiers (`@State private`, with their arguments) leave the
/// member to be started by the word after them, so a chain behind them
/// (`@State private ing().padding()…`) counts too. Such a file does not compile.
struct NestingScan {
    /// The first place a limit is passed, with what was passed.
    struct Refusal: Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    var maximumNesting = InputLimits.swiftNesting
    var maximumCollectionNesting = InputLimits.swiftCollectionNesting
    var maximumConditionalNesting = InputLimits.swiftConditionalNesting
    var maximumStatementsInTypeBody = InputLimits.swiftStatementsInTypeBody

    /// What an open bracket on the stack is.
    private enum Opener {
        case paren, bracket, brace
        /// The arguments of an attribute or modifier that starts a member (`@Environment(…)`,
        /// `private(set)`): after them the member is still to be started.
        case prefixArguments
        /// The body of a `struct`, `class`, `enum`, `extension`, `actor` or `protocol`.
        case typeBody
        /// `\(` inside a string: its `)` goes back into the string.
        case interpolation(hashes: Int, multiline: Bool)

        var isParenOrBracket: Bool {
            switch self {
            case .paren, .bracket, .prefixArguments: true
            default: false
            }
        }

        func isClosed(by closer: UInt8) -> Bool {
            switch self {
            case .paren, .prefixArguments, .interpolation: closer == UInt8(ascii: ")")
            case .bracket: closer == UInt8(ascii: "]")
            case .brace, .typeBody: closer == UInt8(ascii: "}")
            }
        }
    }

    func scan(_ bytes: [UInt8]) -> Refusal? {
        bytes.withUnsafeBufferPointer { scan($0) }
    }

    // One pass with a small state machine; every step advances `i`, so it ends on any input.
    // swiftlint:disable:next cyclomatic_complexity function_body_length
    func scan(_ b: UnsafeBufferPointer<UInt8>) -> Refusal? {
        var stack: [Opener] = []
        var collectionRun = 0          // bare `[` in a chain of bare `[`/`(` (see `opensCall`)
        var previous: UInt8 = 0x20     // the last byte of code that is not white space
        var runsBelow: [Int] = []      // `collectionRun` before each opener on `stack`
        var conditionals = 0           // open `#if`
        var typeHeader = false         // a type keyword came since the last `{`, `}`, `;` or `=`
        var memberStart = false        // directly in a type body, where a member would start
        var statements = 0             // members in a row that start like a statement
        var undeclared = false         // code directly in a type body that no declaration started
        var valued = false             // the member has a value (`= …`) that a `.` line may continue
        var prefixEnd = -1             // where the last attribute or modifier starting a member ended
        var line = 1, lineStart = 0
        var i = 0
        let n = b.count
        /// Inside a string literal: its `#` count and whether it is `"""`.
        var inString: (hashes: Int, multiline: Bool)?

        func at(_ j: Int, _ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard j + count <= n else { return false }
            for k in 0..<count where b[j + k] != text.utf8Start[k] { return false }
            return true
        }
        func refusal(_ what: String, _ limit: Int) -> Refusal {
            Refusal(line: line, column: i - lineStart + 1,
                    message: "\(what) nested deeper than \(limit) levels; no real source nests this deep, "
                        + "and parsing it could exhaust the stack or take minutes, so the file was not audited")
        }
        func statementsRefusal(_ at: Int) -> Refusal {
            Refusal(line: line, column: at - lineStart + 1,
                    message: "more than \(maximumStatementsInTypeBody) statements or member accesses in a row directly "
                        + "in a type body, where only declarations belong (a misplaced or missing brace?); the file "
                        + "does not compile, and parsing it takes time growing with the square of the run, so it "
                        + "was not audited")
        }

        while i < n {
            let c = b[i]
            if c == 0x0A {
                // A single-line string cannot span lines: the parser reports it; the scan goes on as code.
                if let string = inString, !string.multiline { inString = nil }
                if inString == nil, Self.endsOperand(previous), Self.isMemberLevel(stack) { memberStart = true }
                line += 1
                lineStart = i + 1
                i += 1
                continue
            }
            if let string = inString {
                if c == UInt8(ascii: "\\") {
                    // An escape: `\` then as many `#` as the string has; `\(` opens interpolation.
                    var j = i + 1, hashes = 0
                    while j < n, b[j] == UInt8(ascii: "#"), hashes < string.hashes { j += 1; hashes += 1 }
                    if hashes == string.hashes, j < n, b[j] == UInt8(ascii: "(") {
                        stack.append(.interpolation(hashes: string.hashes, multiline: string.multiline))
                        runsBelow.append(collectionRun)
                        if stack.count > maximumNesting { return refusal("brackets, braces or parentheses", maximumNesting) }
                        inString = nil
                        collectionRun = 0
                        i = j + 1
                        continue
                    }
                    i += hashes == string.hashes && j < n && b[j] != 0x0A ? (j - i) + 1 : 1
                    continue
                }
                if c == UInt8(ascii: "\"") {
                    let quotes = string.multiline ? 3 : 1
                    var closes = string.multiline ? at(i, "\"\"\"") : true
                    var j = i + quotes, hashes = 0
                    while closes, hashes < string.hashes {
                        if j < n, b[j] == UInt8(ascii: "#") { j += 1; hashes += 1 } else { closes = false }
                    }
                    if closes { inString = nil; previous = c; i = j; continue }
                }
                i += 1
                continue
            }
            switch c {
            case UInt8(ascii: "/") where i + 1 < n && b[i + 1] == UInt8(ascii: "/"):
                while i < n, b[i] != 0x0A { i += 1 }
            case UInt8(ascii: "/") where i + 1 < n && b[i + 1] == UInt8(ascii: "*"):
                var depth = 1
                i += 2
                while i < n, depth > 0 {
                    if b[i] == 0x0A { line += 1; lineStart = i + 1 }
                    if at(i, "/*") { depth += 1; i += 2 } else if at(i, "*/") { depth -= 1; i += 2 } else { i += 1 }
                }
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                // `#"…"#` raw strings, `#if`/`#endif`, or a plain string.
                if memberStart, c == UInt8(ascii: "#") { statements = 0; undeclared = false }
                memberStart = false
                var j = i, hashes = 0
                while j < n, b[j] == UInt8(ascii: "#") { j += 1; hashes += 1 }
                if j < n, b[j] == UInt8(ascii: "\"") {
                    let multiline = at(j, "\"\"\"")
                    inString = (hashes, multiline)
                    i = j + (multiline ? 3 : 1)
                } else if hashes == 1, at(i, "#if"), !isIdentifier(i + 3 < n ? b[i + 3] : 0x20) {
                    conditionals += 1
                    if conditionals > maximumConditionalNesting { return refusal("#if blocks", maximumConditionalNesting) }
                    i += 3
                } else if hashes == 1, at(i, "#endif"), !isIdentifier(i + 6 < n ? b[i + 6] : 0x20) {
                    conditionals = max(0, conditionals - 1)
                    i += 6
                } else {
                    i = max(j, i + 1)
                }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                // SwiftParser backtracks on `[` that could start a type (`[[Int]]`, `[(Int, [String])]`,
                // `[Key: [Value]]`): each bare `[` in a chain of bare `[` and `(` doubles the parse
                // time. A call or subscript (`f(`, `a[`) or a closure (`{`) ends the chain.
                let bare = c != UInt8(ascii: "{") && !Self.endsOperand(previous)
                runsBelow.append(collectionRun)
                if !bare { collectionRun = 0 } else if c == UInt8(ascii: "[") { collectionRun += 1 }
                let prefixArguments = c == UInt8(ascii: "(") && memberStart && Self.onlySpaces(b, prefixEnd, i)
                if c == UInt8(ascii: "("), memberStart, !valued, !prefixArguments, case .typeBody? = stack.last {
                    undeclared = true
                    statements += 1
                    if statements > maximumStatementsInTypeBody { return statementsRefusal(i) }
                }
                let opensType = c == UInt8(ascii: "{") && typeHeader
                stack.append(prefixArguments ? .prefixArguments : c == UInt8(ascii: "(") ? .paren
                    : c == UInt8(ascii: "[") ? .bracket : opensType ? .typeBody : .brace)
                if c == UInt8(ascii: "{") { typeHeader = false }
                memberStart = opensType
                if opensType { statements = 0; undeclared = false; valued = false }
                previous = c
                if stack.count > maximumNesting { return refusal("brackets, braces or parentheses", maximumNesting) }
                if collectionRun > maximumCollectionNesting {
                    return refusal("collection literals (`[[…]]`)", maximumCollectionNesting)
                }
                i += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if case .interpolation(let hashes, let multiline)? = stack.last, c == UInt8(ascii: ")") {
                    inString = (hashes, multiline)
                }
                // Matched as SwiftParser recovers: `}` also closes the `(` and `[` left open inside
                // its block, and a `)` or `]` that closes nothing open is skipped.
                while c == UInt8(ascii: "}"), let open = stack.last, open.isParenOrBracket {
                    stack.removeLast()
                    collectionRun = runsBelow.removeLast()
                }
                var closedPrefixArguments = false
                if let open = stack.last, open.isClosed(by: c) {
                    if case .prefixArguments = open { closedPrefixArguments = true }
                    stack.removeLast()
                    collectionRun = runsBelow.removeLast()
                }
                if c == UInt8(ascii: "}") { typeHeader = false }
                if case .typeBody? = stack.last {
                    memberStart = c == UInt8(ascii: "}") || closedPrefixArguments
                } else {
                    memberStart = false
                }
                previous = c
                i += 1
            case _ where SourceText.isIdentifierByte(c) && !(c >= 0x30 && c <= 0x39):
                var end = i + 1
                while end < n, SourceText.isIdentifierByte(b[end]) { end += 1 }
                // Right after `.`, `` ` ``, `@`, `#` or `$` a word is a member, a name, an attribute or a
                // directive; after a space or a line break it is a word of its own (`view.` then `struct`).
                let plain = i == 0 || !Self.startsMember(b[i - 1])
                if plain, Self.isWord(b, i, end, in: Self.typeWords) {
                    typeHeader = true
                } else if plain, Self.isWord(b, i, end, in: Self.bodyWords) {
                    typeHeader = false
                }
                if memberStart {
                    // An attribute or a modifier leaves the member to be started by the word after
                    // it; it neither ends a run of statements nor counts in one.
                    let prefix = (i > 0 && b[i - 1] == UInt8(ascii: "@")) || Self.isWord(b, i, end, in: Self.modifierWords)
                    if prefix {
                        valued = false
                        prefixEnd = end
                    } else if !plain || Self.isWord(b, i, end, in: Self.memberWords) || Self.isWord(b, i, end, in: Self.typeWords) {
                        statements = 0
                        undeclared = false
                        valued = false
                    } else {
                        undeclared = true
                        statements += 1
                        if statements > maximumStatementsInTypeBody { return statementsRefusal(i) }
                    }
                    memberStart = prefix
                }
                previous = b[end - 1]
                i = end
            default:
                if c == UInt8(ascii: ";") {
                    if case .typeBody? = stack.last { memberStart = true; valued = false }
                    typeHeader = false
                } else if c != 0x20, c != 0x09, c != 0x0D {
                    if c == UInt8(ascii: "."), memberStart, !valued, prefixEnd != i, case .typeBody? = stack.last {
                        undeclared = true
                    }
                    if c == UInt8(ascii: "."), undeclared, case .typeBody? = stack.last {
                        statements += 1
                        if statements > maximumStatementsInTypeBody { return statementsRefusal(i) }
                    }
                    // An attribute's name follows its `@`: the member is still to be started.
                    if c != UInt8(ascii: "@") { memberStart = false }
                    // A lone `=` starts a value: what follows is no type's header.
                    if c == UInt8(ascii: "="), !Self.endsComparison(previous), i + 1 >= n || b[i + 1] != c { typeHeader = false }
                    // `Set<Int> = [` is a value too: the byte right before tells it from `>=`.
                    if c == UInt8(ascii: "="), case .typeBody? = stack.last, !Self.endsComparison(b[i - 1]), i + 1 >= n || b[i + 1] != c {
                        valued = true
                    }
                }
                if c != 0x20, c != 0x09, c != 0x0D { previous = c }
                i += 1
            }
        }
        return nil
    }

    private func isIdentifier(_ byte: UInt8) -> Bool { SourceText.isIdentifierByte(byte) }

    /// Whether `b[start..<end]` is only spaces and tabs (and `start` a real position). Read back
    /// from `end`: each byte is then read by at most one such test, the one of the `(` after it.
    private static func onlySpaces(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard start >= 0, start <= end else { return false }
        var j = end
        while j > start, b[j - 1] == 0x20 || b[j - 1] == 0x09 { j -= 1 }
        return j == start
    }

    /// Directly in a type body, or in a `(` or `[` opened directly there (an attribute's or a
    /// declaration's list, which the parser leaves for the type body at a line it cannot continue).
    private static func isMemberLevel(_ stack: [Opener]) -> Bool {
        guard let last = stack.last else { return false }
        if case .typeBody = last { return true }
        guard last.isParenOrBracket, stack.count >= 2, case .typeBody = stack[stack.count - 2] else { return false }
        return true
    }

    /// Words whose `{` opens a type body.
    static let typeWords = words("struct class enum extension actor protocol")
    /// Words whose `{` opens a body of statements or accessors, even after a type word (`class func`).
    static let bodyWords = words("func init deinit subscript var let get set willSet didSet if else guard for while switch "
        + "do catch repeat defer return in case")
    /// Words a member of a type body can start with besides `typeWords`: declarations, modifiers,
    /// and what continues the line before (`where`, `async`, `throws`, `-> some`).
    static let memberWords = words("let var func init deinit subscript typealias associatedtype case import operator "
        + "precedencegroup macro isolated consuming borrowing __consuming sending where throws rethrows async "
        + "reasync some any") + modifierWords
    /// Declaration modifiers: like an attribute, one leaves the member to be started by the word after it.
    static let modifierWords = words("public private fileprivate internal package open static final override mutating "
        + "nonmutating lazy weak unowned required convenience dynamic optional indirect nonisolated distributed "
        + "prefix postfix infix")

    /// `.`, `` ` ``, `@`, `#` or `$`: after one a word is a member, a name, an attribute or a
    /// directive. A switch, not `contains` on a string's bytes (a call for every word of every file).
    private static func startsMember(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "`"), UInt8(ascii: "@"), UInt8(ascii: "#"), UInt8(ascii: "$"): true
        default: false
        }
    }

    /// `=`, `!`, `<` or `>`: before `=` they make it a comparison (`==`, `!=`, `<=`, `>=`).
    private static func endsComparison(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"): true
        default: false
        }
    }

    private static func words(_ list: String) -> [[UInt8]] { list.split(separator: " ").map { Array($0.utf8) } }

    /// Whether `b[start..<end]` is one of `words`.
    private static func isWord(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, in words: [[UInt8]]) -> Bool {
        let length = end - start
        guard length >= 2, length <= 16, b[start] >= UInt8(ascii: "_") else { return false }
        return words.contains { word in
            word.count == length && word[0] == b[start] && word.indices.allSatisfy { b[start + $0] == word[$0] }
        }
    }

    /// A byte that ends an operand, so that a following `(` or `[` is a call or a subscript.
    static func endsOperand(_ byte: UInt8) -> Bool {
        SourceText.isIdentifierByte(byte) || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
    }
}
