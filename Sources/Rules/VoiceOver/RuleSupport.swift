import AuditModel
import Foundation

// Helpers shared by the VoiceOver and touch-target rules: walking the tree with what encloses
// a node, reading labels as words, and phrasing messages and fixes for SwiftUI or UIKit.

// MARK: - Walking with context

/// What encloses a node: rules skip images inside controls, controls inside hidden subtrees…
/// Kept to flags and one small record so that walking copies no nodes.
struct Enclosure {
    /// Where a subtree was hidden: the outermost hidden ancestor (or the node itself).
    struct HiddenSource {
        var path: String
        var viewType: String
        var location: SourceLocation
        /// Where `.accessibilityHidden` was written, else where the view starts.
        var modifierLocation: SourceLocation
    }

    var hiddenBy: HiddenSource?
    /// The node or an ancestor is hidden from sight too (`.hidden()`, `.opacity(0)`, UIKit
    /// `hidden="YES"`): no one can see or tap it, so it is no VoiceOver-only barrier.
    var isVisuallyHidden = false
    /// An ancestor is an element VoiceOver stops on: this node is merged into it or ignored.
    var insideElement = false
    /// Every enclosing element is a `.combine` element without a label of its own, so this
    /// node's label is spoken as part of the combined label.
    var insideUnlabelledCombine = false
    /// An ancestor is interactive.
    var insideControl = false
    /// An enclosing element or control can be activated (a control role, button or link trait).
    var insideActivatable = false
    /// An enclosing element or control offers adjustable or named actions.
    var insideAlternativeActions = false
    /// Inside a `Label` (its icon is not spoken on its own).
    var insideLabelView = false
    /// The node or an ancestor is the one representative of a `ForEach` body.
    var isRepeated = false

    var isHidden: Bool { hiddenBy != nil }
}

extension AXNode {
    /// Pre-order walk that tells each node what encloses it. Opaque nodes and their subtrees
    /// are skipped: their content is unknown and no rule guesses about it. Iterative (deep
    /// input must not exhaust a worker thread's stack), and each frame holds a sibling array,
    /// not node copies, so walking stays cheap.
    func walkWithEnclosure(_ visit: (AXNode, Enclosure) -> Void) {
        struct Frame {
            let siblings: [AXNode]
            var next: Int
            let enclosure: Enclosure
        }
        var frames = [Frame(siblings: [self], next: 0, enclosure: Enclosure())]
        while let top = frames.indices.last {
            let index = frames[top].next
            guard index < frames[top].siblings.count else {
                frames.removeLast()
                continue
            }
            frames[top].next += 1
            let node = frames[top].siblings[index]
            if node.isOpaque { continue }
            var own = frames[top].enclosure
            if node.hidesFromSight(parentHidden: own.isHidden) { own.isVisuallyHidden = true }
            if own.hiddenBy == nil, node.isHidden {
                own.hiddenBy = .init(path: node.path, viewType: node.viewType, location: node.location,
                                     modifierLocation: node.location(ofModifier: "accessibilityHidden"))
            }
            if node.isRepeated { own.isRepeated = true }
            visit(node, own)
            if node.children.isEmpty { continue }
            var inner = own
            let interactive = node.isInteractive
            if node.isElement || interactive {
                inner.insideActivatable = inner.insideActivatable || node.isActivatable
                inner.insideAlternativeActions = inner.insideAlternativeActions || node.offersNonDragAlternative
            }
            if node.isElement {
                inner.insideUnlabelledCombine = (!own.insideElement || own.insideUnlabelledCombine)
                    && node.childBehavior == .combine && node.label?.source != .explicit
                inner.insideElement = true
            }
            if interactive { inner.insideControl = true }
            if node.viewType == "Label" { inner.insideLabelView = true }
            frames.append(Frame(siblings: node.children, next: 0, enclosure: inner))
        }
    }

    /// Hidden here from sight as well as from accessibility: UIKit's `hidden`/`alpha = 0`, or
    /// SwiftUI's `.hidden()` or an `.opacity` that hides it (not `.accessibilityHidden`).
    func hidesFromSight(parentHidden: Bool) -> Bool {
        if isVisuallyHidden || modifierLocations["hidden"] != nil { return true }
        return isHidden && !parentHidden && modifierLocations["opacity"] != nil
            && modifierLocations["accessibilityHidden"] == nil
    }

    /// A control whose role or traits say it can be operated (a tap gesture alone does not).
    var isActivatable: Bool {
        role.isControl || traits.contains(.button) || traits.contains(.link)
    }

    /// VoiceOver can do without dragging what a drag does: adjustable, increment/decrement,
    /// or named actions.
    var offersNonDragAlternative: Bool {
        traits.contains(.adjustable) || role == .slider || role == .stepper
            || actions.contains { [.increment, .decrement, .named].contains($0.kind) }
    }

    /// The elements VoiceOver reaches (as `reachableElements`), each with what encloses it.
    func walkReachableElements(_ visit: (AXNode, Enclosure) -> Void) {
        walkWithEnclosure { node, enclosure in
            if node.isElement, !enclosure.isHidden, !enclosure.insideElement { visit(node, enclosure) }
        }
    }

    /// The first `limit` elements VoiceOver reaches inside this node's children, in order.
    func reachableDescendants(limit: Int = .max) -> [AXNode] {
        var found: [AXNode] = []
        var pending = children.reversed() as [AXNode]
        while found.count < limit, let node = pending.popLast() {
            if node.isHidden || node.isOpaque { continue }
            if node.isElement { found.append(node); continue }
            pending.append(contentsOf: node.children.reversed())
        }
        return found
    }

    /// Some content of this subtree is unknown to the audit.
    var containsOpaqueContent: Bool {
        var pending = [self]
        while let node = pending.popLast() {
            if node.isOpaque { return true }
            pending.append(contentsOf: node.children)
        }
        return false
    }

    /// The labels of the visible content inside this node, in order (the outermost labelled
    /// view of each branch, hidden parts left out): what an element made of it could say.
    var contentLabels: [SpokenText] {
        var found: [SpokenText] = []
        var pending = children.reversed() as [AXNode]
        while let node = pending.popLast() {
            if node.isHidden || node.isOpaque { continue }
            if let label = node.label, !label.isEmpty { found.append(label); continue }
            pending.append(contentsOf: node.children.reversed())
        }
        return found
    }
}

// MARK: - Labels as words

enum LabelText {
    /// The words of a text, lower-cased (letters, digits and apostrophes).
    static func words(_ text: String) -> [String] {
        text.lowercased()
            .split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’") }
            .map(String.init)
    }

    /// The text with dynamic parts replaced by a word break, so that matching never joins
    /// literal words across a value known only at run time.
    static func matchable(_ text: SpokenText) -> String {
        text.parts.map { part -> String in
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

    /// A written, non-dynamic label worth judging for style: explicit, taken from visible text,
    /// or a translation's development-language text.
    static func isWritten(_ text: SpokenText) -> Bool {
        text.source == .explicit || text.source == .derived || text.source == .localized
    }
}

// MARK: - Identifier-looking labels

/// Recognises labels that are really identifiers or file names (`icon_trash`, `btnClose`,
/// `square.and.arrow.up`, `IMG_2031`, `logo.png`). One table of patterns; labels with a space
/// are prose and never match.
enum IdentifierShape: String {
    case snakeCase = "snake_case"
    case camelCase = "camelCase"
    case kebabCase = "kebab-case"
    case symbolName = "an SF Symbol name"
    case fileName = "a file name"
    case cameraFileName = "a camera file name"

    /// File extensions of images, documents and media that appear as asset names.
    static let fileExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "heic", "heif", "webp", "svg", "pdf", "tif", "tiff",
        "mov", "mp4", "m4a", "mp3", "wav", "json", "txt",
    ]
    /// Top-level domains: `apple.com` is a web address, not a symbol name.
    static let webDomains: Set<String> = ["com", "org", "net", "io", "app", "dev", "co", "uk", "de", "fr", "edu", "gov"]
    /// Prefixes and suffixes that mark a kebab-case token as an asset or view name.
    static let assetAffixes: Set<String> = [
        "icon", "ic", "btn", "button", "img", "image", "asset", "bg", "logo", "nav", "lbl", "label", "view",
    ]
    /// Common words where a lower-case prefix is followed by a capital: not identifiers.
    static let brandWords: Set<String> = ["iphone", "ipad", "ipod", "icloud", "imac", "imessage", "itunes", "ebay"]

    /// The shape a label has, or nil when it reads as words.
    static func of(_ label: String) -> IdentifierShape? {
        let text = label.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, !text.contains(where: \.isWhitespace) else { return nil }
        let lower = text.lowercased()
        let dotParts = lower.split(separator: ".", omittingEmptySubsequences: false)
        if dotParts.count >= 2, let ext = dotParts.last, fileExtensions.contains(String(ext)),
           dotParts.dropLast().allSatisfy({ !$0.isEmpty }) {
            return .fileName
        }
        if isCameraFileName(text) { return .cameraFileName }
        if dotParts.count >= 2,
           dotParts.allSatisfy({ $0.count >= 1 && $0.allSatisfy { $0.isLetter || $0.isNumber } }),
           dotParts.first?.first?.isLetter == true, dotParts.first!.count >= 2,
           !webDomains.contains(String(dotParts.last!)),
           text == lower {
            return .symbolName
        }
        if text.contains("_"), text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
           text.split(separator: "_").count >= 2 {
            return .snakeCase
        }
        if text.contains("-"), text == lower, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) {
            let pieces = lower.split(separator: "-").map(String.init)
            if pieces.count >= 3 || pieces.contains(where: assetAffixes.contains) { return .kebabCase }
        }
        if isCamelCase(text) { return .camelCase }
        return nil
    }

    /// `btnClose`, `closeButton`: at least two lower-case letters, then a capital followed by a
    /// lower-case letter. `iPhone`, `macOS`, `eBay` do not match.
    private static func isCamelCase(_ text: String) -> Bool {
        guard text.allSatisfy({ $0.isLetter || $0.isNumber }), text.first?.isLowercase == true,
              !brandWords.contains(text.lowercased()) else { return false }
        let chars = Array(text)
        guard let hump = chars.firstIndex(where: \.isUppercase), hump >= 2,
              hump + 1 < chars.count, chars[hump + 1].isLowercase else { return false }
        return true
    }

    /// `IMG_2031`, `DSC0042`, `PXL_20230101`: a capital prefix and a long number.
    private static func isCameraFileName(_ text: String) -> Bool {
        let letters = text.prefix { $0.isLetter && $0.isUppercase }
        guard (2...5).contains(letters.count) else { return false }
        var rest = text.dropFirst(letters.count)
        if rest.first == "_" || rest.first == "-" { rest = rest.dropFirst() }
        let digits = rest.prefix { $0.isNumber }
        return digits.count >= 3 && (digits.count == rest.count || rest.dropFirst(digits.count).allSatisfy {
            $0.isNumber || $0 == "_" || $0 == "-" || $0 == "."
        })
    }
}

// MARK: - Suggested names

/// What to suggest as a label for an element named only by a symbol or file name.
enum LabelSuggestion {
    /// SF Symbols whose usual meaning is clear, by the symbol's base name (before `.fill`,
    /// `.circle`…). A suggestion, not a fact: the message still asks for the element's purpose.
    static let symbolMeanings: [String: String] = [
        "square.and.arrow.up": "Share", "square.and.arrow.down": "Save", "trash": "Delete",
        "xmark": "Close", "plus": "Add", "minus": "Remove", "gear": "Settings", "gearshape": "Settings",
        "magnifyingglass": "Search", "heart": "Favorite", "star": "Favorite", "pencil": "Edit",
        "square.and.pencil": "Compose", "ellipsis": "More", "chevron.left": "Back",
        "chevron.right": "Next", "arrow.left": "Back", "arrow.right": "Next",
        "info": "More information", "info.circle": "More information", "bell": "Notifications",
        "person": "Profile", "person.crop.circle": "Profile", "house": "Home", "cart": "Cart",
        "bag": "Bag", "paperplane": "Send", "arrow.clockwise": "Refresh", "line.3.horizontal": "Menu",
        "line.3.horizontal.decrease": "Filter", "slider.horizontal.3": "Filter", "play": "Play",
        "pause": "Pause", "stop": "Stop", "forward": "Fast forward", "backward": "Rewind",
        "bookmark": "Bookmark", "camera": "Take photo", "photo": "Photo", "mic": "Record",
        "phone": "Call", "envelope": "Email", "message": "Message", "calendar": "Calendar",
        "clock": "History", "location": "Current location", "map": "Map", "link": "Copy link",
        "doc.on.doc": "Copy", "checkmark": "Done", "questionmark.circle": "Help",
        "arrow.up.arrow.down": "Sort", "speaker.wave.2": "Volume", "speaker.slash": "Unmute",
        "qrcode": "Scan code", "globe": "Language",
    ]
    static let symbolModifiers: Set<String> = ["fill", "circle", "square", "rectangle", "slash", "badge", "2", "3"]
    /// Words that name a file's kind or role rather than its meaning (`icon_trash` → "Trash").
    static let assetNoise: Set<String> = [
        "icon", "ic", "btn", "button", "img", "image", "asset", "bg", "logo", "white", "black",
        "small", "large", "big", "filled", "outline", "png", "jpg", "pdf", "svg", "lbl", "label", "txt",
        "view", "cell",
    ]

    /// A name to put in `.accessibilityLabel(…)`, or nil when nothing sensible can be guessed.
    static func forName(_ text: SpokenText) -> String? {
        guard !text.isDynamic else { return nil }
        let raw = text.literalText
        if text.source == .symbolName || IdentifierShape.of(raw) == .symbolName {
            var name = raw.lowercased()
            while true {
                if let meaning = symbolMeanings[name] { return meaning }
                guard let dot = name.lastIndex(of: "."),
                      symbolModifiers.contains(String(name[name.index(after: dot)...])) else { break }
                name = String(name[..<dot])
            }
        }
        let pieces = splitIdentifier(raw).filter { !assetNoise.contains($0) && !$0.allSatisfy(\.isNumber) }
        guard !pieces.isEmpty else { return nil }
        let phrase = pieces.joined(separator: " ")
        return phrase.prefix(1).uppercased() + phrase.dropFirst()
    }

    /// `icon_trash.png`, `btnClose`, `arrow-left` → lower-case words.
    static func splitIdentifier(_ raw: String) -> [String] {
        var spaced = ""
        var previous: Character?
        for ch in raw {
            if ch.isUppercase, let p = previous, p.isLowercase { spaced.append(" ") }
            spaced.append(ch)
            previous = ch
        }
        return LabelText.words(spaced)
    }
}

// MARK: - Messages and fixes

/// How findings name elements and phrase fixes: SwiftUI modifiers for SwiftUI-shaped input,
/// Interface Builder and UIKit properties for storyboards and runtime dumps.
struct FixWriter {
    let speaksUIKit: Bool

    init(_ screen: Screen) {
        speaksUIKit = screen.source == .interfaceBuilder || screen.source == .runtimeDump
    }

    /// `.accessibilityLabel("Share")`, or the Identity inspector for UIKit.
    /// `purpose` describes the label to write when there is no suggestion.
    func setLabel(_ suggestion: String?, purpose: String = "saying what it does") -> String {
        if speaksUIKit {
            let text = suggestion.map { " to \"\($0)\"" } ?? " (\(purpose))"
            return "set the label\(text) in the Identity inspector's Accessibility section, or accessibilityLabel in code"
        }
        return "add " + labelModifier(suggestion, purpose: purpose)
    }

    /// `.accessibilityLabel("Share")`, or with a placeholder and what to write.
    func labelModifier(_ suggestion: String?, purpose: String = "saying what it does") -> String {
        suggestion.map { ".accessibilityLabel(\"\($0)\")" } ?? ".accessibilityLabel(\"…\") \(purpose)"
    }

    func setValue(_ value: String) -> String {
        speaksUIKit ? "set accessibilityValue = \"\(value)\" in code" : "add .accessibilityValue(\"\(value)\")"
    }

    func setHint(_ hint: String) -> String {
        speaksUIKit
            ? "set the hint to \"\(hint)\" in the Identity inspector's Accessibility section, or accessibilityHint in code"
            : "write .accessibilityHint(\"\(hint)\")"
    }

    /// Adding a trait: `.accessibilityAddTraits(.isButton)` / the Traits checkboxes.
    func addTrait(_ trait: Trait) -> String {
        if speaksUIKit {
            return "check \(trait.interfaceBuilderName) under Accessibility Traits in the Identity inspector, or add .\(trait.uiKitName) to accessibilityTraits in code"
        }
        return "add .accessibilityAddTraits(.\(trait.swiftUIName))"
    }

    /// Hiding a purely decorative element.
    var hideDecorative: String {
        speaksUIKit
            ? "uncheck Accessibility Enabled in the Identity inspector (isAccessibilityElement = false)"
            : "use Image(decorative:) or .accessibilityHidden(true)"
    }

    var unhide: String {
        speaksUIKit
            ? "set accessibilityElementsHidden = false (and isAccessibilityElement = true)"
            : "remove .accessibilityHidden(true)"
    }
}

extension Trait {
    var swiftUIName: String {
        switch self {
        case .button: return "isButton"
        case .link: return "isLink"
        case .header: return "isHeader"
        case .image: return "isImage"
        case .staticText: return "isStaticText"
        case .selected: return "isSelected"
        case .toggle: return "isToggle"
        case .searchField: return "isSearchField"
        case .keyboardKey: return "isKeyboardKey"
        case .summaryElement: return "isSummaryElement"
        case .modal: return "isModal"
        default: return rawValue
        }
    }

    var uiKitName: String {
        switch self {
        case .toggle: return "toggleButton"
        default: return rawValue
        }
    }

    /// The checkbox title in Interface Builder's Accessibility Traits.
    var interfaceBuilderName: String {
        switch self {
        case .header: return "Header"
        case .staticText: return "Static Text"
        case .searchField: return "Search Field"
        default: return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}

extension AXNode {
    /// What VoiceOver says, without the final period, ready to quote: `square and arrow up, button`.
    var quotedAnnouncement: String {
        var line = announcement
        if line.hasSuffix("."), hint == nil || hint!.isEmpty, !actions.contains(where: { $0.kind == .named }) {
            line.removeLast()
        }
        return "\"\(line)\""
    }

    /// The element as a person sees it in a message: `Button "Share"`, or just `Button`.
    var messageName: String {
        if let label, !label.isEmpty, label.source == .explicit || label.source == .derived {
            return "\(viewType) \"\(label.spoken)\""
        }
        return viewType
    }
}

extension Violation {
    /// A finding that code may settle at run time (a UIKit outlet or custom class) is
    /// "needs review"; so is one the rule could not decide (`undecided`).
    static func on(_ node: AXNode, _ message: String, fix: String, at location: SourceLocation? = nil,
                   undecided: Bool = false, severity: Severity? = nil) -> Violation {
        Violation(node: node, message: message, fix: fix, location: location,
                  status: undecided || node.mayChangeAtRuntime ? .needsReview : .violation,
                  severity: severity)
    }
}
