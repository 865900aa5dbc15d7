import AuditModel
import SafeXML

/// The Identity inspector's Accessibility section:
/// `<accessibility key="accessibilityConfiguration" label hint identifier>` with
/// `<accessibilityTraits key="traits" …="YES"/>` and `<bool key="isElement" value=…/>`.
struct AccessibilityBlock {
    var label: String?
    var hint: String?
    var identifier: String?
    /// Present = the whole trait set (replacing the class default); `none="YES"` = empty.
    var traits: TraitSet?
    var isElement: Bool?
    /// Where the block is written (for findings about what it sets).
    var element: XMLElement?

    init(view: XMLElement) {
        guard let block = view.children.first(where: { $0.name == "accessibility" && $0["key"] == "accessibilityConfiguration" })
            ?? view.child(named: "accessibility") else { return }
        element = block
        label = block["label"]
        hint = block["hint"]
        identifier = block["identifier"]
        if let traitsElement = block.child(named: "accessibilityTraits") {
            var set: TraitSet = []
            for attribute in traitsElement.attributes where attribute.value == "YES" {
                if let trait = UIKitDefaults.traitAttributes[attribute.name] { set.insert(trait) }
            }
            traits = set
        }
        if let flag = block.children.first(where: { $0.name == "bool" && $0["key"] == "isElement" }) {
            isElement = flag["value"] == "YES"
        }
    }
}

/// `<userDefinedRuntimeAttributes>`: accessibility set through key paths, plus whether any
/// other key path could let code change the view (`localizableString`, custom setters).
struct RuntimeAttributes {
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var isElement: Bool?
    var traits: TraitSet?
    var elementsHidden = false
    var isModal = false
    var adjustsFontForContentSizeCategory = false
    /// Sub-objects hidden by a nested key path (`textLabel.accessibilityElementsHidden`).
    var hiddenSubobjects: [String] = []
    /// A key path we do not model: code behind it may change text or accessibility.
    var hasUnknown = false
    /// Where each key path is written.
    var elements: [String: XMLElement] = [:]

    init(view: XMLElement) {
        guard let list = view.child(named: "userDefinedRuntimeAttributes") else { return }
        for attribute in list.children(named: "userDefinedRuntimeAttribute") {
            guard let keyPath = attribute["keyPath"] else { continue }
            elements[keyPath] = attribute
            // Strings and booleans carry `value=`; numbers a child `<integer|real key="value" value=…/>`.
            let string = attribute["value"] ?? attribute.children.first { $0["key"] == "value" }?["value"]
            let bool = string == "YES"
            switch keyPath {
            case "accessibilityLabel": label = string ?? ""
            case "accessibilityHint": hint = string ?? ""
            case "accessibilityValue": value = string ?? ""
            case "accessibilityIdentifier": identifier = string
            case "isAccessibilityElement": isElement = bool
            case "accessibilityElementsHidden": elementsHidden = bool
            case "accessibilityViewIsModal": isModal = bool
            case "shouldGroupAccessibilityChildren": break  // reading order only
            case "adjustsFontForContentSizeCategory", "titleLabel.adjustsFontForContentSizeCategory":
                adjustsFontForContentSizeCategory = bool
            case "accessibilityTraits":
                var mask = UInt64(string ?? "") ?? 0
                var set: TraitSet = []
                for (bit, trait) in UIKitDefaults.traitBits where mask & bit != 0 {
                    set.insert(trait)
                    mask &= ~bit
                }
                traits = set
                if mask != 0 { hasUnknown = true }
            default:
                if keyPath.hasSuffix(".accessibilityElementsHidden") {
                    if bool { hiddenSubobjects.append(String(keyPath.dropLast(".accessibilityElementsHidden".count))) }
                } else if !Self.isVisualOnly(keyPath: keyPath, type: attribute["type"]) {
                    hasUnknown = true
                }
            }
        }
    }

    /// Key paths that change only how the view looks (corner radius, colours), never what
    /// VoiceOver or Dynamic Type gets.
    static func isVisualOnly(keyPath: String, type: String?) -> Bool {
        keyPath.hasPrefix("layer.") || type == "color" || type == "image"
    }
}

/// A font as IB writes it (`<fontDescription>` or an attributed string's `<font key="NSFont">`).
struct IBFont {
    var spec: FontSpec
    var isBold: Bool
    /// Where it is written.
    var element: XMLElement

    /// `fontDescription`: a text style (`style="UICTFontTextStyleBody"`), a system font
    /// (`type="system" pointSize="17"`) or a custom one (`name=… pointSize=…`).
    init(description element: XMLElement, adjustsForContentSize: Bool) {
        self.element = element
        let weight = element["weight"] ?? ""
        isBold = element["type"] == "boldSystem" || ["semibold", "bold", "heavy", "black"].contains(weight)
            || (element["name"] ?? "").localizedCaseInsensitiveContains("bold")
        if let styleName = element["style"], let style = TextStyle(name: styleName) {
            spec = adjustsForContentSize ? .textStyle(style) : .textStyleNotAdjusting(style)
        } else if let points = element.number("pointSize"), points > 0 {
            spec = .fixed(size: points)
        } else {
            // `pointSize="0.0"`: no size written; the view's class supplies it, as a table
            // cell style does for its built-in labels.
            spec = .unknown
        }
    }

    /// `<font key="NSFont" size="20" metaFont="system"/>` in attributed text: always a fixed size.
    init?(attributedFont element: XMLElement) {
        guard let points = element.number("size") else { return nil }
        self.element = element
        spec = .fixed(size: points)
        isBold = (element["name"] ?? "").localizedCaseInsensitiveContains("bold") || element["metaFont"] == "boldSystem"
    }
}

extension XMLElement {
    /// The first child with this element name and `key` attribute.
    func child(named name: String, key: String) -> XMLElement? {
        children.first { $0.name == name && $0["key"] == key }
    }

    /// A number attribute within the input limits (`nan`, `inf`, out-of-range numbers and
    /// garbage read as absent; `refusedNumbers` reports the out-of-range ones).
    func number(_ attribute: String) -> Double? {
        guard let raw = self[attribute], case .success(let value)? = InputNumber.read(raw) else { return nil }
        return value
    }

    /// Attributes read with `number(_:)`.
    static let numberAttributes: Set<String> = ["pointSize", "size", "alpha", "minimumFontSize", "value", "minValue",
                                                "maxValue", "progress", "spacing", "minimumScaleFactor", "priority",
                                                "constant", "width", "height"]

    /// Input errors for number attributes out of range, anywhere in the document.
    func refusedNumbers(file: String) -> [InputError] {
        ([self] + descendants).flatMap { element in
            element.attributes.compactMap { attribute -> InputError? in
                guard Self.numberAttributes.contains(attribute.name),
                      case .failure(let refusal)? = InputNumber.read(attribute.value) else { return nil }
                return InputError(location: SourceLocation(file: file, line: element.line),
                                  message: "\(attribute.name): \(refusal.message)")
            }
        }
    }

    /// Attribute value, with an empty string read as absent.
    func nonEmpty(_ attribute: String) -> String? {
        guard let value = self[attribute], !value.isEmpty else { return nil }
        return value
    }

    /// `<attributedString key=…>` → its fragments' text (`content="…"` or `<string key="content">`).
    func attributedText(key: String) -> (text: String, font: IBFont?)? {
        guard let attributed = child(named: "attributedString", key: key) else { return nil }
        var text = ""
        var font: IBFont?
        for fragment in attributed.children(named: "fragment") {
            text += fragment["content"] ?? fragment.child(named: "string", key: "content")?.text ?? ""
            if font == nil, let attributes = fragment.child(named: "attributes"),
               let element = attributes.child(named: "font", key: "NSFont") {
                font = IBFont(attributedFont: element)
            }
        }
        return text.isEmpty ? nil : (text, font)
    }

    /// A label's or text view's text: `text=…`, `<string key="text">`, `<mutableString key="text">`,
    /// or attributed text.
    var textContent: (text: String, font: IBFont?)? {
        if let text = nonEmpty("text") { return (text, nil) }
        for name in ["string", "mutableString"] {
            if let element = child(named: name, key: "text"), !element.text.isEmpty { return (element.text, nil) }
        }
        return attributedText(key: "attributedText")
    }
}
