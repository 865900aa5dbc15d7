import Foundation
import SafeXML

/// How description elements and attributes map onto SwiftUI calls: the one table of facts
/// the XML/JSON front-end relies on (which arguments are unlabelled, which take text). The
/// accepted element names — views, modifiers, slots — are listed once, in the XSD
/// (`Resources/a11y-screen.xsd`), and read from it.
enum Vocabulary {
    /// Element names the XSD declares, by kind.
    struct KnownNames: Sendable {
        var views: Set<String> = []
        var modifiers: Set<String> = []
        var slots: Set<String> = []
    }

    /// Read from the XSD: global elements in the `anyView`, `anyModifier`, `anySlot`
    /// substitution groups.
    static let known: KnownNames = {
        var names = KnownNames()
        guard let path = ViewDescriptionLoader.schemaPath, case .success(let root) = SafeXML.parse(file: path) else {
            return names
        }
        for element in root.children(named: "element") {
            guard let name = element["name"] else { continue }
            switch element["substitutionGroup"] {
            case "anyView": names.views.insert(name)
            case "anyModifier": names.modifiers.insert(name)
            case "anySlot": names.slots.insert(name)
            default: break
            }
        }
        return names
    }()

    /// Elements that are not views or modifiers.
    static let screensElement = "screens"
    static let screenElement = "screen"
    /// `<scaledMetric name="iconSize" value="24" relativeTo="title"/>`: `@ScaledMetric var iconSize = 24`.
    static let scaledMetricElement = "scaledMetric"
    /// `<constant name="rowHeight" value="44"/>`: `let rowHeight: CGFloat = 44`.
    static let constantElement = "constant"
    /// `<View type="RowView">`: any view by name (a component; opaque when it has no content).
    static let genericViewElement = "View"
    /// `<modifier name="customThing" …>`: any modifier by name.
    static let genericModifierElement = "modifier"
    /// `<Branches>` holding `<Branch>`es: `if`/`else`/`switch` (ViewTree `_Branches`/`_Branch`).
    static let branchesElement = "Branches"
    static let branchElement = "Branch"
    static let branchesType = "_Branches"
    static let branchType = "_Branch"

    /// The attribute carrying a suppression: `a11y-audit-disable="control-name -- reason"`.
    static let suppressionAttribute = "a11y-audit-disable"

    /// Whether an attribute is the suppression. Asked of every attribute of every element: the
    /// lengths are compared first, as a short name against this long one went through the
    /// string comparison's slow path.
    static func isSuppression(_ attribute: String) -> Bool {
        attribute.utf8.count == suppressionAttribute.utf8.count && attribute == suppressionAttribute
    }
    /// The attribute that spells the unlabelled argument on any element.
    static let unlabelledAttribute = "_"

    /// Views whose direct view content is their `label` closure, not children
    /// (`Button(action:) { Image(…) }` — the trailing closure IS `label`).
    static let labelContentViews: Set<String> = [
        "Button", "Toggle", "NavigationLink", "Link", "ShareLink", "Stepper", "Slider",
        "DatePicker", "ColorPicker", "LabeledContent", "Gauge", "PasteButton",
    ]

    /// The attribute that spells a view's unlabelled first argument, besides `_`:
    /// `<Text value="…">`, `<Image name="icon_trash">`, `<ForEach data="{items}">`,
    /// `<Button title="Save">`. Views not listed use `title`.
    static let unlabelledAliasByView: [String: String] = [
        "Text": "value", "Image": "name", "ForEach": "data", "Color": "value", "AsyncImage": "url",
    ]
    static let defaultViewUnlabelledAlias = "title"
    /// Modifiers spell their unlabelled argument `value` (`<font value=".title"/>`), except
    /// those that have a labelled `value:` parameter.
    static let modifierUnlabelledAlias = "value"
    static let modifiersWithValueParameter: Set<String> = ["animation", "onChange"]

    /// Views whose unlabelled argument is not text (all other views take a title string).
    static let viewsWithNonTextUnlabelled: Set<String> = [
        "ForEach", "Color", "AsyncImage", "Spacer", "Divider", "VStack", "HStack", "ZStack",
        "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ScrollView",
        "List", "TabView", "ProgressView", "Gauge", "RoundedRectangle",
    ]
    /// Modifiers whose unlabelled argument is text (`.accessibilityLabel("Share")`).
    static let textModifiers: Set<String> = [
        "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityIdentifier",
        "navigationTitle", "help", "badge", "accessibilityInputLabels",
    ]
    /// Labelled parameters that always take text, on any view or modifier.
    static let textParameters: Set<String> = [
        "systemName", "systemImage", "image", "decorative", "verbatim", "prompt", "named", "titleKey",
    ]

    /// Closures SwiftUI code always passes and a description leaves out: added when absent
    /// so the tree matches the code (`Button("Save") { save() }` → `action: .closure`).
    static let implicitClosures: [String: String] = [
        "Button": "action", "onTapGesture": "perform", "onLongPressGesture": "perform",
    ]

    static func isView(_ name: String) -> Bool {
        name.first?.isUppercase == true
    }

    /// How one view's or modifier's attributes become arguments (worked out once per name).
    struct CallRules {
        /// The attribute spelling the unlabelled argument besides `_` (nil: only `_`).
        var unlabelledAlias: String?
        var unlabelledIsText: Bool
        /// A closure the call always passes (`Button` → `action`).
        var implicitClosure: String?
        /// Child views are the `label:` closure.
        var childrenAreLabel: Bool

        init(owner: String, isModifier: Bool) {
            if isModifier {
                unlabelledAlias = modifiersWithValueParameter.contains(owner) ? nil : modifierUnlabelledAlias
                unlabelledIsText = textModifiers.contains(owner)
                childrenAreLabel = false
            } else {
                unlabelledAlias = unlabelledAliasByView[owner] ?? defaultViewUnlabelledAlias
                unlabelledIsText = !viewsWithNonTextUnlabelled.contains(owner)
                childrenAreLabel = labelContentViews.contains(owner)
            }
            implicitClosure = implicitClosures[owner]
        }

        /// The argument label an attribute stands for (nil = unlabelled).
        func label(forAttribute attribute: String) -> String? {
            attribute == unlabelledAttribute || attribute == unlabelledAlias ? nil : attribute
        }

        /// Whether the argument takes text (literal words, `{expr}` interpolations), rather
        /// than the typed value syntax (numbers, `.member`, calls, ranges).
        func takesText(label: String?) -> Bool {
            label.map { textParameters.contains($0) } ?? unlabelledIsText
        }
    }
}
