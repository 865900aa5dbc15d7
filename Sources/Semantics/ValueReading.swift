import AuditModel

/// Reading argument values (as the front-ends wrote them) into accessibility facts.
enum ValueReading {
    /// The text a value speaks: literals are known, anything else is dynamic.
    static func spokenText(_ value: Value, source: SpokenText.Source) -> SpokenText? {
        switch value {
        case .string(let s):
            return SpokenText(s, source: source)
        case .text(let parts):
            return SpokenText(parts, source: source)
        case .sample(let s):
            // An image's name keeps its kind (a file or a symbol is spoken as such); words
            // are the preview's, not the app's.
            let isName = source == .assetName || source == .symbolName
            return SpokenText(s, source: isName ? source : .previewSample)
        case .localized(let localized):
            if let text = localized.text { return SpokenText(text, source: .localized) }
            return SpokenText(localized.keyParts, source: .missingLocalization)
        case .dynamic(let expr):
            return SpokenText([dynamicPart(expr)], source: source)
        case .number(let n):
            return SpokenText(format(n), source: source)
        case .member(let name):
            return SpokenText([dynamicPart(".\(name)")], source: source)
        case .call(let name, let args):
            // A function (`L10n.use(url)`, `Strings.title(for: item)`) returns its text at run
            // time; its argument is not what it says.
            if isFunction(name) { return SpokenText([dynamicPart(describe(value))], source: source) }
            if name == "Text", let date = formattedDate(args, source: source) { return date }
            // Text("…"), String(localized: "…"), LocalizedStringKey("…"), NSLocalizedString("…", …)
            let textArgument = args.first { $0.label == nil || $0.label == "verbatim" || $0.label == "localized" }
            if name != "Image", let textArgument { return spokenText(textArgument.value, source: source) }
            return SpokenText([dynamicPart(describe(value))], source: source)
        case .views(let nodes):
            let texts = nodes.compactMap { node -> SpokenText? in
                guard node.type == "Text" else { return nil }
                return textOfTextView(node, source: source)
            }
            return SpokenText.joined(texts, source: source)
        case .choice(let options):
            let literals = options.compactMap(\.stringLiteral)
            if literals.count == options.count, let first = literals.first,
               literals.allSatisfy({ $0 == first }) {
                return SpokenText(first, source: source)
            }
            return SpokenText([dynamicPart(options.map(describe).joined(separator: Value.choiceSeparator))], source: source)
        case .metric(let m):
            return SpokenText([dynamicPart(m.expression ?? format(m.points))], source: source)
        case .bool, .array, .range, .closure, .emptyClosure:
            return nil
        }
    }

    /// A call of a function or method (lower-case name) rather than a type's initializer.
    static func isFunction(_ name: String) -> Bool {
        name.first?.isLowercase ?? false
    }

    /// The value of the argument holding a view's text: unlabelled, or `verbatim:`. Asked of
    /// every view: read in place, where an optional copy of the argument was destroyed through
    /// the run-time's generic witness.
    static func textValue(of node: ViewNode) -> Value? {
        node.arguments.firstIndex(where: isTextArgument).map { node.arguments[$0].value }
    }

    private static func isTextArgument(_ argument: Argument) -> Bool {
        argument.label == nil || argument.label == "verbatim"
    }

    /// What a `Text` shows: a date it formats itself, else its string.
    static func textOfTextView(_ node: ViewNode, source: SpokenText.Source) -> SpokenText? {
        formattedDate(node.arguments, source: source) ?? textValue(of: node).flatMap { spokenText($0, source: source) }
    }

    /// A date a `Text` formats itself, kept with its style as its interpolation is written
    /// (`Text(end, style: .timer)` → ‹end, style: .timer›, `Text(timerInterval: range)` →
    /// ‹timerInterval: range›), so its shown length is judged by its style, not as any run-time text.
    static func formattedDate(_ arguments: [Argument], source: SpokenText.Source) -> SpokenText? {
        guard arguments.contains(where: { $0.label == "style" || $0.label == "timerInterval" }) else { return nil }
        let written = arguments.map { ($0.label.map { "\($0): " } ?? "") + describe($0.value) }
        return SpokenText([dynamicPart(written.joined(separator: ", "))], source: source)
    }

    /// A part known only at run time, as written on one line: an expression spread over lines
    /// (`{ if #available(iOS 18, *) { … } else { … } }()`) would break the transcript and messages.
    static func dynamicPart(_ written: String) -> TextPart {
        guard written.contains(where: \.isNewline) else { return .dynamic(written) }
        return .dynamic(written.collapsingWhiteSpace())
    }

    /// Source-like text for a value, for dynamic parts and messages.
    static func describe(_ value: Value) -> String {
        value.sourceText
    }

    static func format(_ n: Double) -> String {
        Value.format(n)
    }

    /// A length: numbers are fixed, `@ScaledMetric` references scale, others are unknown.
    static func metric(_ value: Value) -> Metric? {
        switch value {
        case .number(let n): return Metric(n, expression: format(n))
        case .metric(let m): return m
        default: return nil
        }
    }

    /// Member names in a value (`.isButton`, `[.isButton, .isHeader]`). A choice keeps only
    /// the names every branch has (what is certain).
    static func memberNames(_ value: Value) -> Set<String> {
        switch value {
        case .member(let m): return [m]
        case .array(let values): return values.reduce(into: Set<String>()) { $0.formUnion(memberNames($1)) }
        case .choice(let options):
            guard let first = options.first else { return [] }
            return options.dropFirst().reduce(memberNames(first)) { $0.intersection(memberNames($1)) }
        case .dynamic(let expr):
            // `AccessibilityTraits.isButton`, `.isButton.union(.isHeader)` as written
            return Set(expr.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
        default: return []
        }
    }

    static func traits(_ value: Value) -> TraitSet {
        TraitSet(memberNames(value).compactMap { SwiftUIDefaults.traitNames[$0] })
    }

    /// The traits any branch of a value names (`isOn ? .isSelected : []` may add `.isSelected`).
    static func possibleTraits(_ value: Value) -> TraitSet {
        guard case .choice(let options) = value else { return traits(value) }
        return options.reduce(into: TraitSet()) { $0.formUnion(possibleTraits($1)) }
    }

    /// All the names a value mentions, lower-cased (to recognise `TapGesture().onEnded {…}`).
    static func mentionedText(_ value: Value) -> String {
        describe(value).lowercased()
    }

    /// `.large`, `DynamicTypeSize.large` → `.large`.
    static func dynamicTypeSize(_ value: Value?) -> DynamicTypeSize? {
        switch value {
        case .member(let m)?: return DynamicTypeSize(name: m)
        case .dynamic(let expr)?:
            return expr.split(separator: ".").last.flatMap { DynamicTypeSize(name: String($0)) }
        default: return nil
        }
    }

    /// `.dynamicTypeSize(.large)` / `(...DynamicTypeSize.large)` / `(.small ... .xLarge)` /
    /// `(.xSmall ..< .large)` as the sizes allowed.
    static func dynamicTypeRange(_ value: Value) -> ClosedRange<DynamicTypeSize>? {
        let all = DynamicTypeSize.allCases
        if case .range(let lower, let upper, let closed) = value {
            let low = lower.map { dynamicTypeSize($0) } ?? all.first
            var high = upper.map { dynamicTypeSize($0) } ?? all.last
            if !closed, let h = high, upper != nil {
                guard h.index > 0 else { return nil }
                high = all[h.index - 1]
            }
            guard let low, let high, low <= high else { return nil }
            return low...high
        }
        if let size = dynamicTypeSize(value) { return size...size }
        return nil
    }

    /// Nested `.dynamicTypeSize` ranges intersect; a fixed size inside a range is clamped to it.
    static func intersect(outer: ClosedRange<DynamicTypeSize>?, inner: ClosedRange<DynamicTypeSize>) -> ClosedRange<DynamicTypeSize> {
        guard let outer else { return inner }
        let low = max(outer.lowerBound, inner.lowerBound)
        let high = min(outer.upperBound, inner.upperBound)
        if low <= high { return low...high }
        let clamped = inner.lowerBound > outer.upperBound ? outer.upperBound : outer.lowerBound
        return clamped...clamped
    }
}

/// `.font(…)` values into `FontSpec`.
enum FontReading {
    /// The font a value names, and whether it is bold; `.unknown` for what only the running
    /// app knows (variables).
    static func font(_ value: Value) -> (font: FontSpec, bold: Bool) {
        switch value {
        case .member(let name):
            if let style = TextStyle(name: name) { return (.textStyle(style), false) }
            return (.unknown, false)
        case .call(let name, let args):
            return call(name, args)
        case .choice(let options):
            // Any branch may apply: a branch that does not scale is the one that matters.
            let fonts = options.map(font)
            return fonts.first { !$0.font.scales && $0.font != .unknown }
                ?? fonts.first { $0.font == .unknown } ?? fonts.first ?? (.unknown, false)
        case .dynamic(let expr):
            return written(expr)
        default:
            return (.unknown, false)
        }
    }

    private static func call(_ name: String, _ args: [Argument]) -> (font: FontSpec, bold: Bool) {
        let bold = args.first { $0.label == "weight" }.map { isBold($0.value) } ?? false
        switch name {
        case "system":
            if let style = args.first(where: { $0.label == nil })?.value.memberName.flatMap(TextStyle.init(name:)) {
                return (.textStyle(style), bold)
            }
            if let size = args.first(where: { $0.label == "size" }) {
                return (sized(size.value, relativeTo: nil), bold)
            }
            return (.unknown, bold)
        case "custom":
            if let fixed = args.first(where: { $0.label == "fixedSize" }) {
                guard let points = fixed.value.number else { return (.unknown, bold) }
                return (.fixed(size: points), bold)
            }
            guard let size = args.first(where: { $0.label == "size" }) else { return (.unknown, bold) }
            let style = args.first { $0.label == "relativeTo" }?.value.memberName
                .flatMap(TextStyle.init(name:)) ?? .body
            guard let points = size.value.number else { return (.unknown, bold) }
            return (.custom(size: points, relativeTo: style), bold)
        case "bold":
            return (.unknown, true)
        default:
            return (.unknown, bold)
        }
    }

    /// `.system(size:)`: fixed, unless the size is an `@ScaledMetric` (then it scales like it).
    private static func sized(_ value: Value, relativeTo: TextStyle?) -> FontSpec {
        switch value {
        case .number(let n): return .fixed(size: n)
        case .metric(let m):
            if case .scaled(let style) = m.scaling { return .custom(size: m.points, relativeTo: style) }
            return .fixed(size: m.points)
        default: return .unknown
        }
    }

    /// A font written as an expression the front-end kept as text (`.title.bold()`,
    /// `Font.headline.weight(.bold)`): a leading text style is known, anything else is not.
    private static func written(_ expr: String) -> (font: FontSpec, bold: Bool) {
        var rest = Substring(expr)
        if rest.hasPrefix("Font.") { rest = rest.dropFirst(4) }
        guard rest.hasPrefix(".") else { return (.unknown, false) }
        let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber }
        guard let style = TextStyle(name: String(name)) else { return (.unknown, false) }
        let bold = rest.contains(".bold()") || SwiftUIDefaults.boldWeights.contains { rest.contains("weight(.\($0))") }
        return (.textStyle(style), bold)
    }

    static func isBold(_ value: Value) -> Bool {
        switch value {
        case .member(let m): return SwiftUIDefaults.boldWeights.contains(m)
        case .dynamic(let e): return SwiftUIDefaults.boldWeights.contains { e.hasSuffix(".\($0)") }
        case .choice(let options): return options.allSatisfy(isBold)
        default: return false
        }
    }
}
