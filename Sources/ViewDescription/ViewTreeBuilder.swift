import AuditModel
import SafeXML

/// Builds ViewTrees from a description's element stream (XML directly, JSON through its
/// XML rendering). Each screen is handed out as soon as its `</screen>` is read and then
/// forgotten, so memory is bounded by the largest screen, not the file.
final class ViewTreeBuilder: XMLStreamHandler {
    private let file: String
    private let source: Screen.Source
    private let emit: (ViewScreen, [Suppression]) -> Void
    /// Suppressions written on elements, in the order the elements end.
    private var elementSuppressions: [Suppression] = []
    /// The one written on `<screens>`: known from its start, since it covers every screen.
    private var fileSuppression: Suppression?
    /// Every suppression read so far: those that can cover a screen are all known when it ends.
    var suppressions: [Suppression] { elementSuppressions + (fileSuppression.map { [$0] } ?? []) }
    private(set) var errors: [InputError] = []
    /// The elements open, innermost last. The builder runs on the one thread reading its
    /// file, and every element reads and changes this: the run-time exclusivity check is left out.
    @exclusivity(unchecked) private var stack: [Frame] = []
    private var fileMetrics: [String: Metric] = [:]
    @exclusivity(unchecked) private var syntax = ValueSyntax()
    /// Values read so far that hold an out-of-range number, counted as each value is read: a
    /// screen during which none was read is not walked again for them.
    @exclusivity(unchecked) private var refusedNumbersRead = 0

    private enum Kind { case screens, screen, view, modifier, slot, declaration }

    private struct Frame {
        var kind: Kind
        /// View type, modifier name, slot name or screen name.
        var name: String
        var attributes: [XMLAttribute]
        var location: SourceLocation
        var text = ""
        var views: [ViewNode] = []
        var modifiers: [Modifier] = []
        /// Set once modifiers beyond `InputLimits.modifiersPerView` were dropped (reported once).
        var modifiersCut = false
        var slots: [Argument] = []
        /// Attributes that name the element rather than pass an argument (`<View type=…>`).
        var reserved: Set<String> = []
        /// `refusedNumbersRead` when a screen's element started (a screen misplaced inside
        /// another is counted in both).
        var refusedNumbersAtStart = 0
        var rules: Vocabulary.CallRules?
    }

    /// `emit` gets each screen with the suppressions read so far.
    init(file: String, source: Screen.Source, emit: @escaping (ViewScreen, [Suppression]) -> Void) {
        self.file = file
        self.source = source
        self.emit = emit
    }

    // MARK: XMLStreamHandler

    func startElement(name: String, nameNumber: Int, attributes: [XMLAttribute], line: Int, column: Int) {
        let location = SourceLocation(file: file, line: line, column: column)
        // Read in place: `stack.last` would copy the whole parent frame (its views so far).
        let parentKind = stack.isEmpty ? nil : stack[stack.count - 1].kind
        let info = elementInfo(name, number: nameNumber)
        // Pushed first and filled in place: a frame built aside was copied onto the stack (a
        // reference count per field) and then destroyed.
        stack.append(Frame(kind: info.kind, name: name, attributes: attributes, location: location))
        let top = stack.count - 1
        switch info.kind {
        case .screens:
            if parentKind != nil { error(location, "<screens> must be the document root") }
            recordSuppression(stack[top], endLine: line)
        case .screen:
            stack[top].name = attribute("name", attributes) ?? "Screen (line \(line))"
            if attribute("name", attributes) == nil { error(location, "<screen> needs a name attribute") }
            if parentKind != .screens { error(location, "<screen> belongs directly inside <screens>") }
            syntax.metrics = fileMetrics
            stack[top].refusedNumbersAtStart = refusedNumbersRead
        case .declaration:
            declareMetric(element: name, attributes: attributes, location: location, fileLevel: parentKind == .screens)
        case .slot where parentKind != .view && parentKind != .modifier:
            stack[top].kind = .modifier
            error(location, "unknown modifier <\(name)> here (write other modifiers as <modifier name=\"\(name)\">)")
        case .view, .modifier, .slot:
            if let renamedBy = info.nameAttribute {
                stack[top].name = attribute(renamedBy, attributes) ?? name
                stack[top].reserved = [renamedBy]
            } else if let fixedName = info.typeName {
                stack[top].name = fixedName
            }
            if stack[top].kind != .slot {
                stack[top].rules = info.rules ?? callRules(stack[top].name, isModifier: stack[top].kind == .modifier)
            }
            if let unknown = info.unknownMessage { error(location, unknown) }
            if parentKind == nil { error(location, "the document root must be <screens>") }
            if parentKind == .screens || (parentKind == .slot && info.kind == .modifier) {
                error(location, "<\(name)> is not allowed here")
            }
        }
    }

    /// What an element name means, worked out once per name. Shared, not copied, by every
    /// element of that name (a copy of its fields cost a reference count each).
    private final class ElementInfo {
        let kind: Kind
        /// `<View type=…>`, `<modifier name=…>`: the attribute holding the real name.
        let nameAttribute: String?
        /// `<Branches>` → `_Branches`.
        let typeName: String?
        let unknownMessage: String?
        /// The call's rules, when the element's name alone says what it calls (not
        /// `<View type=…>`): found with the element, not looked up again by name.
        var rules: Vocabulary.CallRules?

        init(kind: Kind, nameAttribute: String? = nil, typeName: String? = nil, unknownMessage: String? = nil) {
            (self.kind, self.nameAttribute, self.typeName, self.unknownMessage) = (kind, nameAttribute, typeName, unknownMessage)
        }
    }

    // Read and written for every element, on the reading thread alone, as `stack` is. Element
    // facts are kept by the reader's number for the name (see `XMLStreamHandler.startElement`).
    @exclusivity(unchecked) private var infoByNumber: [ElementInfo?] = []
    @exclusivity(unchecked) private var viewRules: [String: Vocabulary.CallRules] = [:]
    @exclusivity(unchecked) private var modifierRules: [String: Vocabulary.CallRules] = [:]

    private func callRules(_ owner: String, isModifier: Bool) -> Vocabulary.CallRules {
        if let cached = isModifier ? modifierRules[owner] : viewRules[owner] { return cached }
        let rules = Vocabulary.CallRules(owner: owner, isModifier: isModifier)
        if isModifier { modifierRules[owner] = rules } else { viewRules[owner] = rules }
        return rules
    }

    private func elementInfo(_ name: String, number: Int) -> ElementInfo {
        if number < infoByNumber.count, let known = infoByNumber[number] { return known }
        let known = Vocabulary.known
        let info: ElementInfo
        switch name {
        case Vocabulary.screensElement: info = ElementInfo(kind: .screens)
        case Vocabulary.screenElement: info = ElementInfo(kind: .screen)
        case Vocabulary.scaledMetricElement, Vocabulary.constantElement: info = ElementInfo(kind: .declaration)
        case Vocabulary.genericViewElement: info = ElementInfo(kind: .view, nameAttribute: "type")
        case Vocabulary.genericModifierElement: info = ElementInfo(kind: .modifier, nameAttribute: "name")
        case Vocabulary.branchesElement: info = ElementInfo(kind: .view, typeName: Vocabulary.branchesType)
        case Vocabulary.branchElement: info = ElementInfo(kind: .view, typeName: Vocabulary.branchType)
        default:
            if known.views.contains(name) {
                info = ElementInfo(kind: .view)
            } else if known.modifiers.contains(name) {
                info = ElementInfo(kind: .modifier)
            } else if known.slots.contains(name) {
                info = ElementInfo(kind: .slot)
            } else if Vocabulary.isView(name) {
                info = ElementInfo(kind: .view, unknownMessage: "unknown view <\(name)> (write other views as <View type=\"\(name)\">)")
            } else {
                info = ElementInfo(kind: .modifier, unknownMessage:
                    "unknown modifier <\(name)> (write other modifiers as <modifier name=\"\(name)\">)")
            }
        }
        if info.nameAttribute == nil, info.kind == .view || info.kind == .modifier {
            info.rules = callRules(info.typeName ?? name, isModifier: info.kind == .modifier)
        }
        if infoByNumber.count <= number { infoByNumber += Array(repeating: nil, count: number + 1 - infoByNumber.count) }
        infoByNumber[number] = info
        return info
    }

    func text(_ text: String) {
        guard !stack.isEmpty, stack[stack.count - 1].kind == .view || stack[stack.count - 1].kind == .modifier else { return }
        // The indentation between child elements is most of the text a document holds.
        if stack[stack.count - 1].text.isEmpty, text.utf8.allSatisfy(ValueSyntax.isSpace) { return }
        stack[stack.count - 1].text += text
    }

    func endElement(line: Int) {
        // Not `popLast()`: its optional frame was destroyed through the run-time's generic
        // witness, several times the cost of the frame's own.
        guard !stack.isEmpty else { return }
        let frame = stack.removeLast()
        if frame.kind != .screens { recordSuppression(frame, endLine: line) }
        switch frame.kind {
        case .view:
            let node = buildView(frame)
            if !stack.isEmpty { stack[stack.count - 1].views.append(node) }
        case .modifier:
            guard !stack.isEmpty else { break }
            if stack[stack.count - 1].modifiers.count < InputLimits.modifiersPerView {
                stack[stack.count - 1].modifiers.append(buildModifier(frame))
            } else if !stack[stack.count - 1].modifiersCut {
                stack[stack.count - 1].modifiersCut = true
                error(frame.location, "more than \(InputLimits.modifiersPerView) modifiers on one view; "
                    + "the modifiers beyond them are not audited")
            }
        case .slot:
            if !stack.isEmpty {
                stack[stack.count - 1].slots.append(Argument(label: frame.name, value: .views(frame.views),
                                                             location: frame.location))
            }
        case .screen:
            guard let root = frame.views.first else {
                error(frame.location, "screen '\(frame.name)' has no view")
                return
            }
            if frame.views.count > 1 {
                error(frame.views[1].location, "screen '\(frame.name)' has more than one root view (wrap them in a stack)")
            }
            emit(ViewScreen(name: frame.name, location: frame.location, source: source, root: root,
                            numbersInRange: refusedNumbersRead == frame.refusedNumbersAtStart), suppressions)
        case .screens, .declaration:
            break
        }
    }

    // MARK: Building

    private func buildView(_ frame: Frame) -> ViewNode {
        let type = frame.name
        let rules = frame.rules ?? callRules(type, isModifier: false)
        var arguments = self.arguments(frame, rules: rules)
        var children = frame.views
        var slots = frame.slots
        if rules.childrenAreLabel, !children.isEmpty, !slots.contains(where: { $0.label == "label" }) {
            slots.insert(Argument(label: "label", value: .views(children), location: children[0].location), at: 0)
            children = []
        }
        arguments += slots
        if type == "ForEach" {
            for i in children.indices { children[i].isRepeated = true }
        }
        let isComponent = frame.reserved.contains("type") && !children.isEmpty
        return ViewNode(type: type, arguments: arguments, modifiers: frame.modifiers, children: children,
                        location: frame.location, component: isComponent ? type : nil)
    }

    private func buildModifier(_ frame: Frame) -> Modifier {
        var arguments = self.arguments(frame, rules: frame.rules ?? callRules(frame.name, isModifier: true))
        arguments += frame.slots
        if !frame.views.isEmpty {
            arguments.append(Argument(label: "content", value: .views(frame.views), location: frame.views[0].location))
        }
        return Modifier(name: frame.name, arguments: arguments, location: frame.location)
    }

    /// Attributes (and text content) as arguments: the unlabelled one first, as Swift writes
    /// it, then the rest in document order, then a closure the code always passes.
    private func arguments(_ frame: Frame, rules: Vocabulary.CallRules) -> [Argument] {
        var arguments: [Argument] = []
        // Room for every attribute, the text content and an implicit closure: grown one at a
        // time, the array was made again at each step. A stack with nothing written gets none.
        let room = frame.attributes.count + (frame.text.isEmpty ? 0 : 1) + (rules.implicitClosure == nil ? 0 : 1)
        if room > 0 { arguments.reserveCapacity(room) }
        var unlabelledCount = 0
        for attribute in frame.attributes where !Vocabulary.isSuppression(attribute.name)
            && !frame.reserved.contains(attribute.name) {
            let (name, raw) = (attribute.name, attribute.value)
            let label = rules.label(forAttribute: name)
            let value = rules.takesText(label: label) ? syntax.text(raw) : syntax.typed(raw)
            if InputNumber.holdsRefused(value) { refusedNumbersRead += 1 }
            // No argument locations: an attribute is on its element's line.
            if label == nil {
                arguments.insertOrAppend(Argument(label: nil, value: value), at: unlabelledCount)
                unlabelledCount += 1
            } else {
                arguments.append(Argument(label: label, value: value))
            }
        }
        if unlabelledCount == 0, !frame.text.isEmpty {
            let content = Self.normalizedText(frame.text)
            if !content.isEmpty {
                let value = rules.unlabelledIsText ? syntax.text(content) : syntax.typed(content)
                if InputNumber.holdsRefused(value) { refusedNumbersRead += 1 }
                arguments.insertOrAppend(Argument(label: nil, value: value), at: 0)
            }
        }
        if let closureLabel = rules.implicitClosure, !arguments.contains(where: { $0.label == closureLabel }) {
            arguments.append(Argument(label: closureLabel, value: .closure))
        }
        return arguments
    }

    /// Text content as written, with the indentation of multi-line content folded away:
    /// runs of white space holding a line break become one space; the ends are trimmed.
    static func normalizedText(_ raw: String) -> String {
        guard !raw.utf8.allSatisfy(ValueSyntax.isSpace) else { return "" }
        guard raw.utf8.contains(0x0A) else { return raw.trimmingSpaces }
        var out = ""
        var pending = ""
        for ch in raw {
            if ch.isWhitespace { pending.append(ch); continue }
            if !pending.isEmpty {
                if !out.isEmpty { out += pending.contains("\n") ? " " : pending }
                pending = ""
            }
            out.append(ch)
        }
        return out
    }

    private func declareMetric(element: String, attributes: [XMLAttribute], location: SourceLocation,
                               fileLevel: Bool) {
        guard let name = attribute("name", attributes), let raw = attribute("value", attributes),
              let points = Double(raw.trimmingSpaces) else {
            error(location, "<\(element)> needs a name and a numeric value")
            return
        }
        var scaling = Metric.Scaling.fixed
        if element == Vocabulary.scaledMetricElement {
            let styleName = attribute("relativeTo", attributes) ?? "body"
            guard let style = TextStyle(name: styleName) else {
                error(location, "unknown text style '\(styleName)' in relativeTo")
                return
            }
            scaling = .scaled(relativeTo: style)
        }
        let metric = Metric(points, scaling: scaling, expression: name)
        if fileLevel { fileMetrics[name] = metric }
        syntax.metrics[name] = metric
    }

    /// `a11y-audit-disable="control-name, image-label -- reason"` covers the element's lines;
    /// no rule ids (or `all`) means every rule; on `<screens>` it covers the whole file.
    private func recordSuppression(_ frame: Frame, endLine: Int) {
        guard let raw = attribute(Vocabulary.suppressionAttribute, frame.attributes) else { return }
        let pieces = raw.components(separatedBy: "--")
        let rules = pieces[0].split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
            .filter { $0 != "all" }
        let reason = pieces.count > 1 ? pieces.dropFirst().joined(separator: "--").trimmingSpaces : nil
        let lines: ClosedRange<Int>? = frame.kind == .screens ? nil
            : frame.location.line...max(frame.location.line, endLine)
        let suppression = Suppression(file: file, lines: lines, rules: rules,
                                      reason: reason?.isEmpty == false ? reason : nil, location: frame.location)
        if frame.kind == .screens { fileSuppression = suppression } else { elementSuppressions.append(suppression) }
    }

    /// Lengths compared first: a short name against a long one (the suppression attribute,
    /// looked for on every element) went through the string comparison's slow path.
    private func attribute(_ name: String, _ attributes: [XMLAttribute]) -> String? {
        attributes.first { $0.name.utf8.count == name.utf8.count && $0.name == name }?.value
    }

    private func error(_ location: SourceLocation, _ message: String) {
        errors.append(InputError(location: location, message: message))
    }
}

private extension Array {
    /// `insert(_:at:)`, appending when `index` is the end (an unlabelled argument usually comes
    /// first): an insert goes through the array's general replacement even there.
    mutating func insertOrAppend(_ element: Element, at index: Int) {
        if index == count { append(element) } else { insert(element, at: index) }
    }
}
