import AuditModel
import Foundation

/// XCUITest hierarchy dumps (`*.axdump.txt`): the text `XCUIApplication().debugDescription`
/// prints (`po app` in the debugger), saved to a file. Each element line
///
///     Button, 0x600003d0c1c0, {{16.0, 52.0}, {44.0, 44.0}}, identifier: 'share', label: 'Share', Selected
///
/// becomes an AXNode directly (no Semantics): role and traits from the element type, a
/// control's frame size as fixed width/height (so the touch-target rule measures real frames), label,
/// value, identifier, and the Selected/Disabled flags. Nesting comes from indentation. Only
/// the `Element subtree:` section is read (a file holding just the indented lines works too);
/// `Path to element:` and `Query chain:` end it. A line may end with a `// note`. One file
/// is one screen, named by the file (`Settings.axdump.txt` → `Settings`).
enum RuntimeDump {
    /// What an XCUIElement type is to VoiceOver: the one table of that mapping.
    struct ElementKind {
        var role: Role
        var traits: TraitSet = []
        /// VoiceOver stops on it (containers do not, unless they carry a label).
        var isElement = true
    }

    static let kinds: [String: ElementKind] = [
        "Button": ElementKind(role: .button, traits: [.button]),
        "Icon": ElementKind(role: .button, traits: [.button]),
        "MenuItem": ElementKind(role: .button, traits: [.button]),
        "MenuBarItem": ElementKind(role: .button, traits: [.button]),
        "Key": ElementKind(role: .button, traits: [.button, .keyboardKey]),
        "RadioButton": ElementKind(role: .button, traits: [.button]),
        "CheckBox": ElementKind(role: .toggle, traits: [.toggle]),
        "DisclosureTriangle": ElementKind(role: .button, traits: [.button]),
        "Link": ElementKind(role: .link, traits: [.link]),
        "StaticText": ElementKind(role: .staticText, traits: [.staticText]),
        "Image": ElementKind(role: .image, traits: [.image]),
        "Switch": ElementKind(role: .toggle, traits: [.button, .toggle]),
        "Toggle": ElementKind(role: .toggle, traits: [.button, .toggle]),
        "Slider": ElementKind(role: .slider, traits: [.adjustable]),
        "Stepper": ElementKind(role: .stepper, traits: [.adjustable]),
        "PageIndicator": ElementKind(role: .other, traits: [.adjustable]),
        "Picker": ElementKind(role: .picker),
        "PickerWheel": ElementKind(role: .picker, traits: [.adjustable]),
        "DatePicker": ElementKind(role: .datePicker),
        "ColorWell": ElementKind(role: .colorPicker),
        "TextField": ElementKind(role: .textField),
        "TextView": ElementKind(role: .textField),
        "SecureTextField": ElementKind(role: .secureField),
        "SearchField": ElementKind(role: .textField, traits: [.searchField]),
        "ProgressIndicator": ElementKind(role: .progress, traits: [.updatesFrequently]),
        "ActivityIndicator": ElementKind(role: .progress, traits: [.updatesFrequently]),
        "Menu": ElementKind(role: .menu, traits: [.button]),
        "MenuButton": ElementKind(role: .menu, traits: [.button]),
        "PopUpButton": ElementKind(role: .menu, traits: [.button]),
        "Tab": ElementKind(role: .tab, traits: [.button]),
        "TabBar": ElementKind(role: .container, traits: [.tabBar], isElement: false),
    ]
    /// Any other type (Application, Window, Other, Cell, Table, NavigationBar, …) is a container.
    static let container = ElementKind(role: .container, isElement: false)

    /// Types whose label is the text they show (derived); other labels are taken as set for
    /// accessibility (explicit): a dump cannot tell which one the app did.
    static let textTypes: Set<String> = ["StaticText", "TextView", "TextField"]

    /// Deepest nesting read (as for XML): deep trees are costly to build and free.
    static let maxDepth = 256

    static let sectionStart = "Element subtree:"
    static let sectionEnds = ["Path to element:", "Query chain:"]

    static func load(file path: String, displayName: String) -> FrontEndResult {
        let fail = { (line: Int, message: String) in
            FrontEndResult(errors: [InputError(location: SourceLocation(file: displayName, line: line), message: message)])
        }
        let data: [UInt8]
        switch RegularFile.read(path, limit: ViewDescriptionLoader.maxDumpBytes, kind: "hierarchy dumps") {
        case .success(let bytes): data = bytes
        case .failure(let problem): return fail(1, problem.message)
        }
        guard let text = String(validating: data, as: UTF8.self) else { return fail(1, "invalid UTF-8 in hierarchy dump") }
        var name = (displayName as NSString).lastPathComponent
        for suffix in [".axdump.txt", ".axdump"] where name.lowercased().hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        return parse(text, file: displayName, screenName: name)
    }

    private struct Pending {
        var node: AXNode
        var indent: Int
        var counters: [String: Int] = [:]
    }

    static func parse(_ text: String, file: String, screenName: String) -> FrontEndResult {
        let lines = text.components(separatedBy: "\n")
        let hasSection = lines.contains { $0.trimmingSpaces == sectionStart }
        var inSection = !hasSection
        var stack: [Pending] = []
        var roots: [AXNode] = []
        var errors: [InputError] = []
        var sawElement = false

        func close(downTo indent: Int) {
            while let last = stack.last, last.indent >= indent {
                stack.removeLast()
                if stack.isEmpty { roots.append(last.node) } else { stack[stack.count - 1].node.children.append(last.node) }
            }
        }

        for (index, rawLine) in lines.enumerated() {
            let lineNumber = index + 1
            let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : rawLine
            let trimmed = line.trimmingSpaces
            if !inSection {
                if trimmed == sectionStart { inSection = true }
                continue
            }
            if sectionEnds.contains(trimmed) { break }
            if trimmed.isEmpty { continue }
            // The queried element is marked with an arrow; it counts as indentation.
            var indent = 0
            var body = Substring(line)
            while let first = body.first, first == " " || first == "\t" || first == "→" {
                indent += 1
                body = body.dropFirst()
            }
            guard let element = Line(body) else {
                errors.append(InputError(location: SourceLocation(file: file, line: lineNumber),
                                         message: "not an element line of an XCUITest hierarchy dump: \(trimmed.prefix(80))"))
                continue
            }
            if let refused = element.refusedNumber {
                errors.append(InputError(location: SourceLocation(file: file, line: lineNumber), message: refused.message))
            }
            sawElement = true
            close(downTo: indent)
            if stack.count >= maxDepth {
                return FrontEndResult(errors: errors + [InputError(location: SourceLocation(file: file, line: lineNumber),
                    message: "elements nest deeper than \(maxDepth) levels (excessive depth); refused")])
            }
            // The root is the screen itself; below it, `Type[n]` counts siblings of one type.
            var path = screenName
            if !stack.isEmpty {
                let counter = stack[stack.count - 1].counters[element.type, default: 0]
                stack[stack.count - 1].counters[element.type] = counter + 1
                path = "\(stack[stack.count - 1].node.path)/\(element.type)[\(counter)]"
            }
            let parentType = stack.last?.node.viewType
            stack.append(Pending(node: node(element, location: SourceLocation(file: file, line: lineNumber, column: indent + 1),
                                            path: path, parentType: parentType),
                                 indent: indent))
        }
        close(downTo: 0)
        guard sawElement else {
            errors.append(InputError(location: SourceLocation(file: file, line: 1),
                                     message: "no elements found (expected the text of XCUIApplication().debugDescription)"))
            return FrontEndResult(errors: errors)
        }
        let root: AXNode
        if roots.count == 1 {
            root = roots[0]
        } else {
            root = AXNode(role: .container, viewType: "Dump", isElement: false, location: roots[0].location,
                          path: screenName, children: roots)
        }
        let screen = Screen(name: screenName, location: root.location, source: .runtimeDump, root: root)
        return FrontEndResult(screens: [screen], errors: errors)
    }

    static func node(_ element: Line, location: SourceLocation, path: String, parentType: String?) -> AXNode {
        var kind = kinds[element.type] ?? container
        // A button in a tab bar is a tab.
        if parentType == "TabBar", element.type == "Button" { kind = ElementKind(role: .tab, traits: [.button]) }
        let label = element.label.flatMap { $0.isEmpty ? nil : $0 }
        if !kind.isElement, kind.role == .container, label != nil || element.value != nil {
            // An `Other` carrying a label is an element made in code (`isAccessibilityElement`).
            if element.type == "Other" { kind = ElementKind(role: .other) }
        }
        var node = AXNode(role: kind.role, viewType: element.type, isElement: kind.isElement, location: location, path: path)
        node.traits = kind.traits
        let source: SpokenText.Source = textTypes.contains(element.type) ? .derived : .explicit
        if let label {
            node.label = SpokenText(label, source: source)
        } else if let placeholder = element.placeholder, !placeholder.isEmpty, kind.role == .textField || kind.role == .secureField {
            // VoiceOver reads an empty field's placeholder.
            node.label = SpokenText(placeholder, source: .derived)
        }
        if let value = element.value, !value.isEmpty { node.value = SpokenText(value, source: .derived) }
        node.identifier = element.identifier
        if element.flags.contains("Selected") { node.traits.insert(.selected) }
        if element.flags.contains("Disabled") {
            node.isEnabled = false
            node.traits.insert(.notEnabled)
        }
        // A captured frame is what one device drew at one text size, not a constraint: it is
        // kept where it is the hit area (controls), not on text, which would look clipped at
        // every larger size. The text's font is unknown, so no Dynamic Type estimate is made.
        if let frame = element.frame, node.isInteractive {
            node.layout.width = Metric(frame.width, expression: "runtime frame")
            node.layout.height = Metric(frame.height, expression: "runtime frame")
        }
        if kind.role == .staticText, let label {
            node.text = SpokenText(label, source: .derived)
            node.font = .unknown
        }
        return node
    }

    /// One element line: `Type[ (Qualifier)], 0xADDR[, {{x, y}, {w, h}}][, key: value]…[, Flag]…`.
    struct Line {
        var type: String
        var frame: (width: Double, height: Double)?
        /// A frame number out of range: the frame is read as unknown.
        var refusedNumber: InputNumber.Refusal?
        var label: String?
        var identifier: String?
        var value: String?
        var placeholder: String?
        var flags: Set<String> = []

        init?(_ text: Substring) {
            var rest = text
            guard let comma = rest.range(of: ", ") ?? rest.range(of: ",") else {
                return nil
            }
            var typeText = rest[..<comma.lowerBound]
            // `Window (Main)`, `Other (0x…)`: the qualifier is not part of the type.
            if let paren = typeText.firstIndex(of: "(") { typeText = typeText[..<paren] }
            type = typeText.trimmingCharacters(in: .whitespaces)
            guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
            rest = rest[comma.upperBound...]
            while !rest.isEmpty {
                rest = rest.drop { $0 == " " }
                if rest.hasPrefix(Self.commentMarker) { break }
                if rest.hasPrefix("{{") {
                    guard let end = rest.range(of: "}}") else { return nil }
                    switch Self.size(of: rest[rest.startIndex..<end.upperBound]) {
                    case .success(let size): frame = size
                    case .failure(let refusal): refusedNumber = refusal
                    case nil: break
                    }
                    rest = rest[end.upperBound...]
                } else if let colon = rest.range(of: ": "), !rest[..<colon.lowerBound].contains(",") {
                    let key = String(rest[..<colon.lowerBound])
                    rest = rest[colon.upperBound...]
                    let value: String
                    if rest.hasPrefix("'") {
                        // A quoted value ends at a quote followed by ", ", a note or the end of the line.
                        var end = rest.index(after: rest.startIndex)
                        var found: String.Index?
                        while let quote = rest[end...].firstIndex(of: "'") {
                            let after = rest[rest.index(after: quote)...]
                            if after.isEmpty || after.hasPrefix(", ") || after.drop(while: { $0 == " " }).hasPrefix(Self.commentMarker) {
                                found = quote
                                break
                            }
                            end = rest.index(after: quote)
                        }
                        guard let found else { return nil }
                        value = String(rest[rest.index(after: rest.startIndex)..<found])
                        rest = rest[rest.index(after: found)...]
                    } else {
                        let end = rest.range(of: ", ")?.lowerBound ?? rest.range(of: " " + Self.commentMarker)?.lowerBound
                            ?? rest.endIndex
                        value = String(rest[..<end])
                        rest = rest[end...]
                    }
                    switch key {
                    case "label", "title": label = value
                    case "identifier": identifier = value
                    case "value": value.isEmpty ? () : (self.value = value)
                    case "placeholderValue": placeholder = value
                    default: break
                    }
                } else {
                    let end = rest.range(of: ", ")?.lowerBound ?? rest.endIndex
                    let flag = String(rest[..<end]).trimmingSpaces
                    if !flag.hasPrefix("0x") { flags.insert(flag) }
                    rest = rest[end...]
                }
                if rest.hasPrefix(",") { rest = rest.dropFirst() }
            }
        }

        /// Starts a note at the end of a line (`…, label: 'Back' // checked by hand`): not
        /// something XCUITest prints, but a way to annotate a saved dump.
        static let commentMarker = "//"

        /// `{{x, y}, {w, h}}` → (w, h).
        static func size(of text: Substring) -> Result<(width: Double, height: Double), InputNumber.Refusal>? {
            var numbers: [Double] = []
            for part in text.split(whereSeparator: { "{}, ".contains($0) }) {
                switch InputNumber.read(String(part)) {
                case .success(let n): numbers.append(n)
                case .failure(let refusal): return .failure(refusal)
                case nil: continue
                }
            }
            guard numbers.count == 4 else { return nil }
            return .success((numbers[2], numbers[3]))
        }
    }
}
