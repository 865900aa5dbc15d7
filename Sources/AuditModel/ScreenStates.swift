/// Parts of a screen that are not all on screen at once, as Semantics marks them in the AXTree
/// (by the `viewType` of the container it makes). Rules that compare elements across a screen
/// (`duplicate-name`) should compare only elements that can be shown together.
extension AXNode {
    /// Containers of content that appears only when presented: a sheet's or alert's content is
    /// not on screen with the view that presents it (`.sheet {}`, `.alert {}`, `.contextMenu {}`).
    public static let presentationContainerTypes: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "contextMenu",
        "inspector", "searchSuggestions",
    ]

    /// Containers whose children are alternatives, one shown at a time: the branches of an
    /// `if`/`switch` (`_Branches` → `_Branch`), the candidates of a `ViewThatFits`.
    public static let alternativeContainerTypes: Set<String> = ["_Branches", "ViewThatFits"]

    /// Whether this container's content is presented separately from the rest of the screen.
    public var isPresentationContainer: Bool {
        !isElement && Self.presentationContainerTypes.contains(viewType)
    }
}

/// What a branch of an `if`/`switch` needs to be shown, as the source says it: its subject (a
/// condition, or the value a `switch` reads, qualified by the view instance that reads it) is one
/// of `values`, or, when `isOtherwise`, none of them. `if on` needs "on" to be one of ["true"];
/// its `else` needs it to be none of them.
public struct BranchCondition: Hashable, Sendable {
    public var subject: String
    public var values: Set<String>
    public var isOtherwise: Bool

    public init(subject: String, values: Set<String>, isOtherwise: Bool = false) {
        self.subject = subject
        self.values = values
        self.isOtherwise = isOtherwise
    }

    /// A `case`'s patterns by enum case or literal (`.a, Mode.b(let x)` → [".a", ".b"]); nil for a
    /// pattern that is neither (a tuple, a binding, `_`, a `where` clause).
    public static func casePatterns(_ text: String) -> [String?] {
        var parts: [String] = [], depth = 0, current = ""
        for character in text {
            if "([".contains(character) { depth += 1 } else if ")]".contains(character) { depth -= 1 }
            if character == ",", depth == 0 { parts.append(current); current = "" } else { current.append(character) }
        }
        parts.append(current)
        return parts.map { part in
            var pattern = part.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
            if pattern.containsText(" where ") || pattern.hasPrefix("let ") || pattern.hasPrefix("var ")
                || pattern == "_" || pattern.hasPrefix("(") || pattern.isEmpty { return nil }
            if let paren = pattern.firstIndex(of: "(") { pattern = String(pattern[..<paren]) }
            if pattern.first == "\"" || pattern.first?.isNumber == true { return pattern }
            // `Mode.edit` and `.edit` are the same case.
            guard let dot = pattern.lastIndex(of: "."),
                  pattern[pattern.index(after: dot)...].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { return nil }
            return String(pattern[dot...])
        }
    }

    /// Whether no value of the subject meets both: two branches that never show together.
    public func excludes(_ other: BranchCondition) -> Bool {
        guard subject == other.subject else { return false }
        switch (isOtherwise, other.isOtherwise) {
        case (false, false): return values.isDisjoint(with: other.values)
        case (false, true): return values.isSubset(of: other.values)
        case (true, false): return other.values.isSubset(of: values)
        case (true, true): return false
        }
    }
}
