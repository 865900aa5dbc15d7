import AuditModel
import Foundation

/// How findings name elements and phrase fixes: SwiftUI modifiers for SwiftUI-shaped input,
/// Interface Builder and UIKit properties for storyboards and runtime dumps.
struct FixWriter {
    let speaksUIKit: Bool

    init(_ facts: ScreenFacts) {
        speaksUIKit = facts.isUIKit
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
