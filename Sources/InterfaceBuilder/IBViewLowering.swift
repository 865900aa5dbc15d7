import AuditModel
import SafeXML

/// Lowers one IB document's views straight to AXNodes with UIKit's behaviour (IB screens
/// skip the SwiftUI Semantics layer). One instance per document: it holds what the whole
/// document says about a view (outlets, size constraints, nested hiding).
final class IBViewLowering {
    let file: String
    let usesAutolayout: Bool
    /// The document's bytes and where each line starts, for columns.
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// Object ids an outlet points at: code holds them and may change them.
    private let outletTargets: Set<String>
    /// Size constraints (no second item) per view id.
    private let sizeConstraints: [String: [XMLElement]]
    /// `<resources>` images: SF Symbols (`catalog="system"`) and assets.
    private let systemImages: Set<String>
    private let assetImages: Set<String>
    /// Gesture recognizer objects by id (`<tapGestureRecognizer id=…>`).
    private let recognizers: [String: Gesture.Kind]
    /// Ids hidden by a nested runtime key path on an ancestor (`textLabel.accessibilityElementsHidden`).
    private var hiddenIDs: Set<String> = []
    /// A prototype cell's built-in parts (`textLabel="…"`): code fills them for every row.
    private var codeConfiguredIDs: Set<String> = []
    /// How many prototype cells enclose the view being lowered.
    private var prototypeCellDepth = 0

    init(document: XMLElement, file: String, source: [UInt8]) {
        self.file = file
        bytes = source
        var starts = [0]
        for (offset, byte) in source.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        lineStarts = starts
        usesAutolayout = document["useAutolayout"] == "YES"
        var outlets: Set<String> = []
        var sizes: [String: [XMLElement]] = [:]
        var symbols: Set<String> = []
        var assets: Set<String> = []
        var gestures: [String: Gesture.Kind] = [:]
        func scan(_ element: XMLElement, owner: String?) {
            if let kind = UIKitDefaults.gestureRecognizers[element.name], let id = element["id"] { gestures[id] = kind }
            switch element.name {
            case "outlet", "outletCollection":
                // A controller's `view` outlet is standard wiring; gesture recognizers are attached, not code.
                if let destination = element["destination"], element["property"] != "view",
                   element["property"] != "gestureRecognizers" { outlets.insert(destination) }
            case "constraint":
                if element["secondItem"] == nil, let target = element["firstItem"] ?? owner {
                    sizes[target, default: []].append(element)
                }
            case "image" where element["catalog"] == "system":
                if let name = element["name"] { symbols.insert(name) }
            case "image" where element["width"] != nil:  // a `<resources>` entry, not a runtime attribute's image
                if let name = element["name"] { assets.insert(name) }
            default: break
            }
            // A `<constraints>` list belongs to the view that holds it.
            let childOwner = element.name == "constraints" ? owner : (element["id"] ?? owner)
            for child in element.children { scan(child, owner: childOwner) }
        }
        scan(document, owner: nil)
        outletTargets = outlets
        recognizers = gestures
        sizeConstraints = sizes
        systemImages = symbols
        assetImages = assets
    }

    /// The element's line and the column of its `<name` on that line (the first one there).
    func location(_ element: XMLElement) -> SourceLocation {
        SourceLocation(file: file, line: element.line, column: column(of: element))
    }

    private func column(of element: XMLElement) -> Int {
        let index = element.line - 1
        guard index >= 0, index < lineStarts.count else { return 1 }
        let start = lineStarts[index]
        let end = index + 1 < lineStarts.count ? lineStarts[index + 1] : bytes.count
        let needle = [UInt8(ascii: "<")] + Array(element.name.utf8)
        var offset = start
        while offset + needle.count <= end {
            if bytes[offset] == needle[0], bytes[offset..<offset + needle.count].elementsEqual(needle) {
                // Characters, not bytes: skip UTF-8 continuation bytes.
                return bytes[start..<offset].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
            }
            offset += 1
        }
        return 1
    }

    /// Where a setting is written, when it has its own element.
    private func locationOf(_ element: XMLElement?) -> SourceLocation? {
        element.map(location)
    }

    // MARK: Views

    /// A view element → node, or nil when it is not spoken at all (a bar spacer).
    /// `counter` counts earlier siblings by kind, for the path (`Button[2]`).
    func lowerView(_ element: XMLElement, parentPath: String, counter: inout [String: Int],
                   isRepeated: Bool = false) -> AXNode? {
        if element.name == "barButtonItem", let custom = element.children.first(where: { $0["key"] == "customView" }) {
            return lowerView(custom, parentPath: parentPath, counter: &counter)
        }
        if element.name == "barButtonItem", let system = element["systemItem"],
           let spoken = UIKitDefaults.barButtonSystemItemLabels[system], spoken == nil {
            return nil  // flexible / fixed space
        }
        let defaults = UIKitDefaults.defaults(for: element.name)
        let path = Self.path(parentPath, segment: Self.segmentName(element.name), counter: &counter)
        var node = AXNode(role: defaults.role, viewType: defaults.className, isElement: defaults.isElement,
                          location: location(element), path: path)
        node.traits = defaults.traits
        node.isOpaque = defaults.isOpaque
        node.layout.container = defaults.container
        node.isRepeated = isRepeated

        let block = AccessibilityBlock(view: element)
        let runtime = RuntimeAttributes(view: element)
        for subobject in runtime.hiddenSubobjects {
            if let id = element[subobject] { hiddenIDs.insert(id) } else { node.mayChangeAtRuntime = true }
        }
        if element.name == "tableViewCell", isRepeated {
            codeConfiguredIDs.formUnion(["textLabel", "detailTextLabel", "imageView"].compactMap { element[$0] })
        }

        applyContent(element, to: &node, adjustsFont: runtime.adjustsFontForContentSizeCategory)
        node.gestures = attachedGestures(element)
        if !defaults.drawsAtOwnSize { applySize(element, to: &node) }

        var childCounter: [String: Int] = [:]
        if isRepeated { prototypeCellDepth += 1 }
        defer { if isRepeated { prototypeCellDepth -= 1 } }
        if element.name == "navigationItem" {
            node.children = navigationBarContent(element, path: path, counter: &childCounter)
        } else {
            node.children += childViews(of: element).compactMap { child in
                lowerView(child.element, parentPath: path, counter: &childCounter, isRepeated: child.isRepeated)
            }
        }
        let explicitIsElement = runtime.isElement ?? block.isElement
        if element.name == "tableViewSection" { addSectionTitles(element, to: &node, counter: &childCounter) }
        if element.name == "tableViewCell" || element.name == "collectionViewCell" {
            combineCell(&node, explicitIsElement: explicitIsElement)
        }
        applyAccessibilitySettings(block, runtime, explicitIsElement: explicitIsElement, of: element, to: &node)
        if element["customClass"] != nil || runtime.hasUnknown
            || element["id"].map({ outletTargets.contains($0) || codeConfiguredIDs.contains($0) }) == true {
            node.mayChangeAtRuntime = true
        }
        return node
    }

    /// The document's accessibility settings, which win over what the class derives.
    private func applyAccessibilitySettings(_ block: AccessibilityBlock, _ runtime: RuntimeAttributes, explicitIsElement: Bool?,
                                            of element: XMLElement, to node: inout AXNode) {
        if let isElement = explicitIsElement {
            node.isElement = isElement
            if isElement, node.role == .container { node.role = .other }
        }
        if let traits = runtime.traits ?? block.traits {
            node.traits = traits
        } else {
            if !node.isEnabled { node.traits.insert(.notEnabled) }
            if element["selected"] == "YES", node.role == .button { node.traits.insert(.selected) }
        }
        if runtime.isModal { node.traits.insert(.modal) }
        if let label = runtime.label ?? block.label {
            node.label = SpokenText(label, source: .explicit)
            node.modifierLocations["accessibilityLabel"] = locationOf(runtime.label == nil ? block.element : runtime.elements["accessibilityLabel"])
        }
        if let hint = runtime.hint ?? block.hint {
            node.hint = SpokenText(hint, source: .explicit)
            node.modifierLocations["accessibilityHint"] = locationOf(runtime.hint == nil ? block.element : runtime.elements["accessibilityHint"])
        }
        if let value = runtime.value { node.value = SpokenText(value, source: .explicit) }
        node.identifier = runtime.identifier ?? block.identifier
        // UIKit skips hidden views and fully transparent ones.
        if element["hidden"] == "YES" || element.number("alpha") == 0 {
            node.isHidden = true
            node.isVisuallyHidden = true
        }
        if runtime.elementsHidden || element["id"].map(hiddenIDs.contains) == true {
            node.isHidden = true
            node.modifierLocations["accessibilityHidden"] = locationOf(runtime.elements["accessibilityElementsHidden"])
        }
    }

    /// Recognizers wired to the view (`<outletCollection property="gestureRecognizers">`), each
    /// at its wiring line; none when the view ignores touches (`userInteractionEnabled="NO"`).
    private func attachedGestures(_ element: XMLElement) -> [Gesture] {
        guard element["userInteractionEnabled"] != "NO", let connections = element.child(named: "connections") else { return [] }
        return connections.children(named: "outletCollection").compactMap { wiring in
            guard wiring["property"] == "gestureRecognizers", let kind = wiring["destination"].flatMap({ recognizers[$0] }) else { return nil }
            return Gesture(kind: kind, location: location(wiring))
        }
    }

    /// Views inside a view, in document order; prototype cells are repeated.
    private func childViews(of element: XMLElement) -> [(element: XMLElement, isRepeated: Bool)] {
        var out: [(XMLElement, Bool)] = []
        for child in element.children {
            switch child.name {
            case "subviews", "items", "sections":
                out += child.children.map { ($0, false) }
            case "prototypes":
                out += child.children.map { ($0, true) }
            case "cells":
                // Collection view cells are prototypes; a static table section's cells are not.
                out += child.children.map { ($0, element.name == "collectionView") }
            case "segments":
                break  // lowered as content (`applyContent`)
            default:
                if let key = child["key"], Self.childViewKeys.contains(key) { out.append((child, false)) }
            }
        }
        return out
    }

    /// Keyed children that are views shown inside their parent (backgrounds are decorative).
    private static let childViewKeys: Set<String> = [
        "contentView", "tableHeaderView", "tableFooterView", "sectionHeaderView", "sectionFooterView",
    ]

    /// A navigation item as the bar shows it: leading items, the title (a heading) or title
    /// view, trailing items.
    private func navigationBarContent(_ item: XMLElement, path: String, counter: inout [String: Int]) -> [AXNode] {
        func items(_ single: String, _ list: String) -> [XMLElement] {
            item.children.flatMap { child -> [XMLElement] in
                if child["key"] == single { return [child] }
                return child.name == list ? child.children : []
            }
        }
        var out = items("leftBarButtonItem", "leftBarButtonItems").compactMap {
            lowerView($0, parentPath: path, counter: &counter)
        }
        if let titleView = item.children.first(where: { $0["key"] == "titleView" }) {
            if let node = lowerView(titleView, parentPath: path, counter: &counter) { out.append(node) }
        } else if let title = item.nonEmpty("title") {
            var node = textNode(title, element: item, path: Self.path(path, segment: "Title", counter: &counter))
            node.traits.insert(.header)
            out.append(node)
        }
        out += items("rightBarButtonItem", "rightBarButtonItems").compactMap {
            lowerView($0, parentPath: path, counter: &counter)
        }
        return out
    }

    /// UITableViewCell (unverified, see `UIKitDefaults`): one element that reads its texts
    /// together, unless it holds a control of its own, which then is reached separately.
    /// `isElement` set in the document decides instead.
    private func combineCell(_ cell: inout AXNode, explicitIsElement: Bool?) {
        let inner = cell.children.flatMap(\.reachableElements)
        if explicitIsElement == false || (explicitIsElement == nil && inner.contains(where: \.isInteractive)) {
            cell.isElement = false
            cell.childBehavior = .contain
        } else {
            cell.childBehavior = .combine
            cell.label = SpokenText.joined(inner.compactMap(\.label))
        }
    }

    private func addSectionTitles(_ section: XMLElement, to node: inout AXNode, counter: inout [String: Int]) {
        if let header = section.nonEmpty("headerTitle") {
            var title = textNode(header, element: section, path: Self.path(node.path, segment: "Header", counter: &counter))
            title.traits.insert(.header)
            node.children.insert(title, at: 0)
        }
        if let footer = section.nonEmpty("footerTitle") {
            node.children.append(textNode(footer, element: section, path: Self.path(node.path, segment: "Footer", counter: &counter)))
        }
    }

    /// A static text UIKit draws itself (section titles, navigation titles).
    func textNode(_ text: String, element: XMLElement, path: String) -> AXNode {
        var node = AXNode(role: .staticText, viewType: "UILabel", isElement: true, location: location(element), path: path)
        node.traits = [.staticText]
        node.label = SpokenText(text, source: .derived)
        node.text = node.label
        return node
    }

    // MARK: Content: labels, titles, images, fonts

    private func applyContent(_ element: XMLElement, to node: inout AXNode, adjustsFont runtimeAdjusts: Bool) {
        let adjusts = element["adjustsFontForContentSizeCategory"] == "YES" || runtimeAdjusts
        if element["enabled"] == "NO" { node.isEnabled = false }
        switch element.name {
        case "label":
            let content = element.textContent
            if let text = content?.text {
                // A prototype cell's label that code holds shows each row's own text: the
                // document's is a placeholder ("Label", "Title"), kept only to show what it stood for.
                let perRow = prototypeCellDepth > 0
                    && element["id"].map { outletTargets.contains($0) || codeConfiguredIDs.contains($0) } == true
                node.label = perRow ? SpokenText([.dynamic(text)], source: .derived) : SpokenText(text, source: .derived)
                node.text = node.label
            }
            setFont(element.child(named: "fontDescription", key: "fontDescription"), fallback: content?.font,
                    classDefault: UIKitDefaults.classes["label"]?.defaultFont, adjusts: adjusts, on: &node)
            let lines = element["numberOfLines"].flatMap(Int.init) ?? UIKitDefaults.labelDefaultLineLimit
            node.layout.lineLimit = lines > 0 ? lines : nil  // 0 = unlimited
            applyAutoshrink(element, to: &node)
        case "button":
            applyButton(element, to: &node, adjusts: adjusts)
        case "textField", "searchBar":
            if element.child(named: "textInputTraits")?["secureTextEntry"] == "YES" { node.role = .secureField }
            if let placeholder = element.nonEmpty("placeholder") { node.label = SpokenText(placeholder, source: .derived) }
            if let text = element.nonEmpty("text") { node.value = SpokenText(text, source: .derived) }
            node.text = node.value ?? node.label
            setFont(element.child(named: "fontDescription", key: "fontDescription"), fallback: nil, classDefault: nil,
                    adjusts: adjusts, on: &node)
            node.layout.lineLimit = 1
            if element["adjustsFontSizeToFit"] == "YES", let minimum = element.number("minimumFontSize") {
                node.layout.minimumScaleFactor = scaleFactor(minimumFontSize: minimum, font: node.font)
            }
        case "textView":
            let content = element.textContent
            let text = content.map { SpokenText($0.text, source: .derived) }
            if element["editable"] == "NO" {
                node.role = .staticText
                node.traits = [.staticText]
                node.label = text
            } else {
                node.value = text
            }
            node.text = text
            setFont(element.child(named: "fontDescription", key: "fontDescription"), fallback: content?.font,
                    classDefault: nil, adjusts: adjusts, on: &node)
        case "imageView":
            if let image = element.nonEmpty("image") { node.label = imageLabel(image, catalog: element["catalog"]) }
        case "switch":
            node.value = SpokenText(element["on"] == "YES" ? "on" : "off", source: .derived)
        case "slider":
            node.value = percent(element.number("value"), min: element.number("minValue"), max: element.number("maxValue"))
        case "progressView":
            node.value = percent(element.number("progress"), min: 0, max: 1)
        case "stackView":
            node.layout.container = element["axis"] == "vertical" ? .vstack : .hstack
            if let spacing = element.number("spacing") {
                node.layout.spacing = Metric(spacing, expression: "spacing \(spacing)")
            }
        case "segmentedControl":
            let selected = element["selectedSegmentIndex"].flatMap(Int.init)
            var counter: [String: Int] = [:]
            let segments = element.child(named: "segments")?.children(named: "segment") ?? []
            node.children = segments.enumerated().map { index, segment in
                let path = Self.path(node.path, segment: "Segment", counter: &counter)
                var item = AXNode(role: UIKitDefaults.segment.role, viewType: UIKitDefaults.segment.className,
                                  isElement: UIKitDefaults.segment.isElement, location: location(segment), path: path)
                item.traits = UIKitDefaults.segment.traits
                if index == selected { item.traits.insert(.selected) }
                item.label = titleOrImage(segment)
                if item.label?.source == .derived { item.text = item.label }
                return item
            }
        case "barButtonItem":
            node.label = titleOrImage(element, builtIn: element["systemItem"].flatMap { UIKitDefaults.barButtonSystemItemLabels[$0] ?? nil })
        case "tabBarItem":
            node.label = titleOrImage(element, builtIn: element["systemItem"].flatMap { UIKitDefaults.tabBarSystemItemLabels[$0] })
        default:
            break
        }
    }

    /// Legacy per-state titles, or the iOS 15 `buttonConfiguration` (whose title wins, and
    /// whose presence makes the `<state key="normal" title="Button"/>` next to it a placeholder).
    /// Without a title, the image name is the fallback label and no text is drawn (no font).
    private func applyButton(_ element: XMLElement, to node: inout AXNode, adjusts: Bool) {
        if let configuration = element.child(named: "buttonConfiguration") {
            let attributed = configuration.attributedText(key: "attributedTitle")
            let image = configuration.nonEmpty("image").map { ($0, configuration["catalog"]) }
            guard let title = configuration.nonEmpty("title") ?? attributed?.text else {
                node.label = image.map { imageLabel($0.0, catalog: $0.1) }
                return
            }
            node.label = buttonTitle(title, element)
            // Configuration buttons follow Dynamic Type with their text-style fonts.
            setFont(configuration.child(named: "fontDescription", key: "titleFontDescription"), fallback: attributed?.font,
                    classDefault: UIKitDefaults.configurationButtonDefaultFont, adjusts: true, on: &node)
        } else {
            let normal = element.children.first { $0.name == "state" && $0["key"] == "normal" }
            let attributed = normal?.attributedText(key: "attributedTitle")
            let image = normal?.nonEmpty("image").map { ($0, normal?["catalog"]) }
            guard let title = normal?.nonEmpty("title") ?? attributed?.text else {
                let builtIn = element["buttonType"].flatMap { UIKitDefaults.systemButtonLabels[$0] }
                node.label = builtIn.map { SpokenText($0, source: .derived) } ?? image.map { imageLabel($0.0, catalog: $0.1) }
                return
            }
            node.label = buttonTitle(title, element)
            setFont(element.child(named: "fontDescription", key: "fontDescription"), fallback: attributed?.font,
                    classDefault: nil, adjusts: adjusts, on: &node)
            node.layout.lineLimit = UIKitDefaults.legacyButtonLineLimit
        }
        node.text = node.label
    }

    /// A button's title; Interface Builder's default ("Button") on a button code holds is a
    /// placeholder the code replaces, so the title is only known at run time.
    private func buttonTitle(_ title: String, _ element: XMLElement) -> SpokenText {
        let held = element["id"].map { outletTargets.contains($0) || codeConfiguredIDs.contains($0) } == true
        return held && title == UIKitDefaults.newButtonTitle
            ? SpokenText([.dynamic(title)], source: .derived) : SpokenText(title, source: .derived)
    }

    /// An item's `title`, else the label a system item brings, else its `image` name.
    private func titleOrImage(_ element: XMLElement, builtIn: String? = nil) -> SpokenText? {
        if let text = element.nonEmpty("title") ?? builtIn { return SpokenText(text, source: .derived) }
        return element.nonEmpty("image").map { imageLabel($0, catalog: element["catalog"]) }
    }

    /// An image name as VoiceOver's fallback label: an SF Symbol or an asset file name.
    private func imageLabel(_ name: String, catalog: String?) -> SpokenText {
        let isSymbol = catalog == "system" || systemImages.contains(name)
            || (!assetImages.contains(name) && Self.looksLikeSymbolName(name))
        return SpokenText(name, source: isSymbol ? .symbolName : .assetName)
    }

    /// The font and where it is written (`modifierLocations["font"]`: the `<fontDescription>`,
    /// an attributed string's font, or the view itself for the class default).
    private func setFont(_ description: XMLElement?, fallback: IBFont?, classDefault: FontSpec?, adjusts: Bool,
                         on node: inout AXNode) {
        if let description {
            let font = IBFont(description: description, adjustsForContentSize: adjusts)
            node.font = font.spec
            node.layout.isBold = font.isBold
            node.modifierLocations["font"] = location(description)
        } else if let fallback {
            node.font = fallback.spec
            node.layout.isBold = fallback.isBold
            node.modifierLocations["font"] = location(fallback.element)
        } else if let classDefault {
            node.font = classDefault
            node.modifierLocations["font"] = node.location
        }
    }

    /// UILabel autoshrink: IB writes `adjustsFontSizeToFit="NO"` when it is off; when on, a
    /// `minimumScaleFactor` or the legacy `minimumFontSize` gives how far it shrinks.
    private func applyAutoshrink(_ element: XMLElement, to node: inout AXNode) {
        let flag = element["adjustsFontSizeToFit"]
        let factor = element.number("minimumScaleFactor")
        let minimumSize = element.number("minimumFontSize")
        guard flag == "YES" || (flag == nil && (factor != nil || minimumSize != nil)) else { return }
        if let factor {
            node.layout.minimumScaleFactor = factor
        } else if let minimumSize {
            node.layout.minimumScaleFactor = scaleFactor(minimumFontSize: minimumSize, font: node.font)
        }
    }

    private func scaleFactor(minimumFontSize: Double, font: FontSpec?) -> Double? {
        guard let size = font?.pointSize(at: .large), size > 0 else { return nil }
        return min(1, minimumFontSize / size)
    }

    private func percent(_ value: Double?, min: Double?, max: Double?) -> SpokenText? {
        guard let value else { return nil }
        let low = min ?? 0
        let high = max ?? 1
        let ratio = (value - low) / (high - low)
        guard high > low, !ratio.isNaN else { return nil }
        // UIKit clamps the value to the range.
        let fraction = Swift.min(Swift.max(ratio, 0), 1)
        return SpokenText("\(Int((fraction * 100).rounded()))%", source: .derived)
    }

    // MARK: Size

    /// Size constraints on the view (no second item, required priority) fix its size; the
    /// frame is a design-time estimate (`estimatedWidth/Height`) under Auto Layout, and the
    /// real size without it.
    private func applySize(_ element: XMLElement, to node: inout AXNode) {
        for constraint in element["id"].flatMap({ sizeConstraints[$0] }) ?? [] {
            guard let attribute = constraint["firstAttribute"], attribute == "width" || attribute == "height" else { continue }
            let priority = constraint.number("priority") ?? 1000
            guard priority >= UIKitDefaults.requiredPriority else { continue }
            // No constant is 0; one that is not a finite number is ignored.
            guard let constant = constraint["constant"] == nil ? 0 : constraint.number("constant") else { continue }
            let relation = constraint["relation"]
            let metric = Metric(constant, expression: "\(attribute) constraint \(relation.map { "\($0) " } ?? "")\(constraint["constant"] ?? "0")")
            let isWidth = attribute == "width"
            // Where a finding about the size points: the first constraint that sets it.
            if node.modifierLocations["frame"] == nil { node.modifierLocations["frame"] = location(constraint) }
            switch relation {
            case nil:
                if isWidth { node.layout.width = metric } else { node.layout.height = metric }
            case "greaterThanOrEqual":
                if isWidth { node.layout.minWidth = metric } else { node.layout.minHeight = metric }
            case "lessThanOrEqual":
                if isWidth { node.layout.maxWidth = metric } else { node.layout.maxHeight = metric }
            default:
                break
            }
        }
        guard let frame = element.child(named: "rect", key: "frame") else { return }
        let width = frame.number("width").map { Metric($0, expression: "frame width \($0)") }
        let height = frame.number("height").map { Metric($0, expression: "frame height \($0)") }
        if usesAutolayout {
            node.layout.estimatedWidth = width
            node.layout.estimatedHeight = height
        } else {
            node.layout.width = node.layout.width ?? width
            node.layout.height = node.layout.height ?? height
        }
    }

    /// `square.and.arrow.up`: lower-case words joined by dots, as SF Symbols are named (used
    /// only when neither the view nor `<resources>` says which catalog the image is from).
    static func looksLikeSymbolName(_ name: String) -> Bool {
        let words = name.split(separator: ".", omittingEmptySubsequences: false)
        return words.count > 1 && words.allSatisfy { word in
            !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        }
    }

    // MARK: Paths

    /// `Parent/Button[2]`: the index counts earlier siblings of the same kind, so adding a
    /// label does not move a button's path.
    static func path(_ parent: String, segment: String, counter: inout [String: Int]) -> String {
        let index = counter[segment, default: 0]
        counter[segment] = index + 1
        return "\(parent)/\(segment)[\(index)]"
    }

    /// `imageView` → `ImageView`.
    static func segmentName(_ elementName: String) -> String {
        elementName.prefix(1).uppercased() + elementName.dropFirst()
    }
}
