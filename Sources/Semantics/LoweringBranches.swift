import AuditModel

/// What each branch of an `if`/`switch` needs to be shown (`AXNode.branchConditions`), so that
/// rules comparing elements across a screen know that `switch mode { case .a: … }` and a second
/// `switch mode { case .b: … }` never show together.
extension Lowering {
    /// A `_Branches` node carries the `if` condition or the `switch` subject; each `_Branch` its
    /// own condition (an `if`/`else if` condition, a `case`'s patterns), none for `else`/`default`.
    /// An `if` chain (and a ternary, a `#if`) is told from a `switch` by its first branch, whose
    /// condition is the statement's own.
    mutating func markBranchConditions(_ index: Int, _ node: ViewNode) {
        guard let subject = node.argument("condition").map({ Self.normalized(ValueReading.describe($0.value)) })
        else { return }
        let branches = node.children.filter { $0.type == "_Branch" }
        let kids = entries[index].kids.filter {
            if case .view(let view) = entries[$0].kind { return view.type == "_Branch" }
            return false
        }
        guard branches.count == kids.count, !branches.isEmpty else { return }
        let conditions = branches.map { $0.argument("condition").map { Self.normalized(ValueReading.describe($0.value)) } }
        let scope = instanceScope(of: index, file: node.location.file)
        if conditions.first == subject {
            markIfChain(kids, conditions, scope: scope)
        } else {
            markSwitch(kids, conditions, subject: scope + "switch " + subject)
            if node.argument("overRowItem") != nil { for kid in kids { entries[kid].ax.isChosenPerRow = true } }
        }
    }

    /// Branch k of `if c0 {} else if c1 {} … else {}` shows when c0…c(k-1) are false and ck true.
    private mutating func markIfChain(_ kids: [Int], _ conditions: [String?], scope: String) {
        let comparisons = conditions.map { $0.flatMap(Self.caseComparison) }
        for (k, kid) in kids.enumerated() {
            var needs: [BranchCondition] = []
            for j in max(0, k - InputLimits.conditionsPerBranch)...k {
                guard let condition = conditions[j] else { continue }
                // `!on` is "on" being false.
                let negated = condition.hasPrefix("!") && !condition.dropFirst().contains(where: Self.isOperatorOrSpace)
                let name = negated ? String(condition.dropFirst()) : condition
                let holds = (j == k) != negated
                if let comparison = comparisons[j] {
                    // `if mode == .a` is `case .a` of `switch mode`: two such statements with
                    // different cases, or a `switch` over the same value, never show together.
                    needs.append(BranchCondition(subject: scope + "switch " + comparison.subject, values: [comparison.value],
                                                 isOtherwise: (j == k) != comparison.isEqual))
                } else {
                    needs.append(BranchCondition(subject: scope + "if " + name, values: ["true"], isOtherwise: !holds))
                }
                if j == k, holds, Self.namesDevelopmentBuild(name) { entries[kid].ax.isShownOnlyInDevelopment = true }
            }
            entries[kid].ax.branchConditions = needs
        }
    }

    /// A `case` shows when the subject matches one of its patterns; `default` when it matches
    /// none of the others. Patterns compare by enum case (`.loaded(let x)` is `.loaded`); a
    /// pattern the audit cannot compare (a tuple, a binding, `where`) makes no claim.
    private mutating func markSwitch(_ kids: [Int], _ conditions: [String?], subject: String) {
        let patterns = conditions.map { $0.map(BranchCondition.casePatterns) }
        let listed = patterns.compactMap { $0 }
        let everyListedKnown = listed.allSatisfy { $0.allSatisfy { $0 != nil } }
        let allListed = Set(listed.flatMap { $0.compactMap { $0 } })
        for (kid, branch) in zip(kids, patterns) {
            if let branch {
                guard branch.allSatisfy({ $0 != nil }) else { continue }
                entries[kid].ax.branchConditions = [BranchCondition(subject: subject, values: Set(branch.compactMap { $0 }))]
            } else if everyListedKnown, !allListed.isEmpty {
                entries[kid].ax.branchConditions = [BranchCondition(subject: subject, values: allListed, isOtherwise: true)]
            }
        }
    }

    /// The view instance whose source the statement is written in (the nearest inlined component
    /// whose body is in that file): the same text read by two instances is two values. Records
    /// how far up the node read, for `LoweringMemo` (-1: up to the root, finding none).
    func instanceScope(of index: Int, file: String) -> String {
        let instance = enclosingInstance(from: entries[index].parent, file: file)
        entries[index].lowestRead = min(entries[index].lowestRead, instance ?? -1)
        return Self.scope(instance.map { entries[$0].ax.path })
    }

    /// The nearest inlined component at or above `start` whose body is written in `file`.
    func enclosingInstance(from start: Int?, file: String) -> Int? {
        var current = start
        while let ancestor = current {
            if case .view(let view) = entries[ancestor].kind, view.component != nil,
               view.children.first?.location.file == file {
                return ancestor
            }
            current = entries[ancestor].parent
        }
        return nil
    }

    /// What begins a branch subject read in the instance at this path (none: read in no instance).
    static func scope(_ instancePath: String?) -> String {
        (instancePath ?? "") + ": "
    }

    /// `DEBUG`, `model.isOnDevEnvironment`: a condition one of whose words names a development build.
    static func namesDevelopmentBuild(_ condition: String) -> Bool {
        // Each word, lowercased, is a piece of the lowercased condition: a condition holding
        // none of the words is settled without splitting it Character by Character (which costs).
        let lowered = condition.lowercased()
        guard SwiftUIDefaults.developmentConditionWords.contains(where: { lowered.containsText($0) }) else { return false }
        var words: [String] = [], word = ""
        for character in condition {
            let startsWord = character.isUppercase && !(word.last?.isUppercase ?? true)
            if !(character.isLetter || character.isNumber) || startsWord {
                if !word.isEmpty { words.append(word.lowercased()) }
                word = character.isLetter || character.isNumber ? String(character) : ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        return words.contains(where: SwiftUIDefaults.developmentConditionWords.contains)
    }

    /// `mode == .edit`, `kind != "a"`: one value compared with one enum case or literal, as a
    /// `switch` would match it; nil for anything else (`a && b`, `count == total`).
    static func caseComparison(_ condition: String) -> (subject: String, value: String, isEqual: Bool)? {
        guard condition.utf8.contains(UInt8(ascii: "=")) else { return nil }
        for (separator, isEqual) in [(" == ", true), (" != ", false)] {
            let sides = condition.components(separatedByText: separator)
            guard sides.count == 2, !sides[0].isEmpty, !sides[0].contains(where: isOperatorOrSpace),
                  !sides[1].contains(where: isOperatorOrSpace),
                  let value = BranchCondition.casePatterns(sides[1]).first ?? nil else { continue }
            return (sides[0], value, isEqual)
        }
        return nil
    }

    static func normalized(_ text: String) -> String {
        text.joiningWords(between: " \n\t") { $0 == " " || $0 == "\n" || $0 == "\t" }
    }

    static func isOperatorOrSpace(_ character: Character) -> Bool {
        // By its ASCII value: `contains` on the string of them walked its Characters for every one asked.
        switch character.asciiValue {
        case UInt8(ascii: " "), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "="), UInt8(ascii: "<"),
             UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "+"), UInt8(ascii: "-"),
             UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: ","):
            return true
        default:
            return false
        }
    }
}
