/// The view description: SwiftUI-shaped, not accessibility-shaped.
/// A `Button` with a label child and an `.accessibilityLabel("Delete")` modifier, not
/// "an element with a label". Every front-end (SwiftUI source, XML, JSON) produces it.
///
/// Its fields live in one shared, copy-on-write box (`FieldBox`): front-ends, the
/// inliner and the lowering copy views constantly, and a copy is then one reference count
/// instead of one per field. The field accessors are inlinable, as `AXNode`'s are.
public struct ViewNode: Hashable, Sendable {
    @usableFromInline var storage: FieldBox<ViewNodeFields>

    /// The SwiftUI type name as written: `Button`, `VStack`, `Image`, or a component name
    /// that could not be inlined (an opaque view).
    @inlinable public var type: String {
        get { storage.fields.type }
        _modify { FieldBox.unique(&storage); yield &storage.fields.type }
    }
    @inlinable public var arguments: [Argument] {
        get { storage.fields.arguments }
        _modify { FieldBox.unique(&storage); yield &storage.fields.arguments }
    }
    /// In source order: the first modifier is the innermost.
    @inlinable public var modifiers: [Modifier] {
        get { storage.fields.modifiers }
        _modify { FieldBox.unique(&storage); yield &storage.fields.modifiers }
    }
    /// The view-builder content (a stack's children, a button's label content, …).
    @inlinable public var children: [ViewNode] {
        get { storage.fields.children }
        _modify { FieldBox.unique(&storage); yield &storage.fields.children }
    }
    @inlinable public var location: SourceLocation {
        get { storage.fields.location }
        _modify { FieldBox.unique(&storage); yield &storage.fields.location }
    }
    /// A `ForEach` body: one representative of many.
    @inlinable public var isRepeated: Bool {
        get { storage.fields.isRepeated }
        _modify { FieldBox.unique(&storage); yield &storage.fields.isRepeated }
    }
    /// Set when this node is the body of an inlined component (`RowView(item:)`).
    @inlinable public var component: String? {
        get { storage.fields.component }
        _modify { FieldBox.unique(&storage); yield &storage.fields.component }
    }
    /// On an inlined component: the files holding its type's declaration and view members. The
    /// views written there are the component's own; the rest came from its callers (content
    /// they pass in) or from modifiers declared elsewhere. Empty when the front-end does not say.
    @inlinable public var componentFiles: [String] {
        get { storage.fields.componentFiles }
        _modify { FieldBox.unique(&storage); yield &storage.fields.componentFiles }
    }

    public init(type: String, arguments: [Argument] = [], modifiers: [Modifier] = [],
                children: [ViewNode] = [], location: SourceLocation, isRepeated: Bool = false,
                component: String? = nil) {
        storage = FieldBox(ViewNodeFields(type: type, arguments: arguments, modifiers: modifiers,
                                          children: children, location: location,
                                          isRepeated: isRepeated, component: component))
    }

    /// The first argument with this label (`nil` for the unlabelled first argument).
    public func argument(_ label: String?) -> Argument? {
        arguments.first { $0.label == label }
    }

    /// The value of the first argument with this label, read in place. For what the lowering
    /// asks of every view: an optional copy of the whole argument was destroyed through the
    /// run-time's generic witness.
    public func argumentValue(_ label: String?) -> Value? {
        arguments.firstIndex { $0.label == label }.map { arguments[$0].value }
    }

    public func modifiers(named name: String) -> [Modifier] {
        modifiers.filter { $0.name == name }
    }
}

extension Array where Element == ViewNode {
    /// The array's storage address: the inliner gives every call with the same arguments the
    /// same array of views, so while the array is alive its address says "these same views"
    /// without comparing them (an empty array has no storage of its own: do not ask).
    public var storageAddress: Int {
        withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }
}

public struct Argument: Hashable, Sendable {
    public var label: String?
    public var value: Value
    public var location: SourceLocation?
    /// A closure's statements as written (a button's action), so that two controls doing the
    /// same thing can be told; nil for other values.
    public var written: String? = nil

    public init(label: String?, value: Value, location: SourceLocation? = nil) {
        self.label = label
        self.value = value
        self.location = location
    }
}

public struct Modifier: Hashable, Sendable {
    /// The method name: `font`, `accessibilityLabel`, `onTapGesture`, `frame`.
    public var name: String
    public var arguments: [Argument]
    /// Where the modifier's name is written (`.font` → the `font` token).
    public var location: SourceLocation

    public init(name: String, arguments: [Argument] = [], location: SourceLocation) {
        self.name = name
        self.arguments = arguments
        self.location = location
    }

    public func argument(_ label: String?) -> Argument? {
        arguments.first { $0.label == label }
    }
}

/// An argument's value as far as it can be known without running the app.
///
/// Only the cases that would make the value large (or hold a value inside) are boxed: a
/// string, a number or a call is kept in place, without an allocation of its own.
public enum Value: Hashable, Sendable {
    /// A string literal (or a `LocalizedStringKey` written as one).
    case string(String)
    /// Text whose content is only known at run time: variables, interpolations, calls.
    /// Keeps the literal parts: `"Total: \(price)"` → [.text("Total: "), .dynamic("price")].
    case text([TextPart])
    /// Any other expression whose value is unknown; keeps its source text.
    case dynamic(String)
    case number(Double)
    /// A length known to scale or not: an `@ScaledMetric` property, or a constant.
    indirect case metric(Metric)
    case bool(Bool)
    /// An implicit or explicit member: `.title`, `.isButton`, `Font.TextStyle.body` → "body".
    case member(String)
    /// A call: `.system(size: 12)`, `Font.custom("Avenir", size: 14)` → name "system"/"custom".
    case call(String, [Argument])
    case array([Value])
    /// `...DynamicTypeSize.large`, `.small ... .xLarge`, `.xSmall..<.large`.
    indirect case range(lower: Value?, upper: Value?, closed: Bool)
    /// A view-builder closure passed as an argument (`label:`, `header:`, `content:`).
    case views([ViewNode])
    /// A ternary or other choice: any of the values may apply.
    case choice([Value])
    /// A closure that is not view content (a button's action).
    case closure
    /// A closure with no statements (`Button(action: {})`): running it does nothing.
    case emptyClosure
    /// A string resolved through the module's string tables.
    indirect case localized(LocalizedText)
    /// A string literal a preview passes to the component it shows
    /// (`NFCTagView(identifier: "abc123")`): sample data standing in for what the app's own
    /// screens pass at run time, so its wording is not the app's.
    case sample(String)
}

public enum TextPart: Hashable, Sendable, Codable {
    case literal(String)
    case dynamic(String)
}

extension Value {
    /// What separates the options of a choice written as text (`isOn ? "On" : "Off"` → `On | Off`).
    public static let choiceSeparator = " | "

    /// Source-like text for the value, for dynamic parts and messages (never Swift's own
    /// description of the enum, which names internal types).
    public var sourceText: String {
        switch self {
        case .string(let s), .sample(let s): return s
        case .text(let parts):
            return parts.map { if case .literal(let s) = $0 { return s } else if case .dynamic(let e) = $0 { return "\\(\(e))" } else { return "" } }.joined()
        case .dynamic(let expr): return expr
        case .number(let n): return Value.format(n)
        case .metric(let m): return m.expression ?? Value.format(m.points)
        case .bool(let b): return b ? "true" : "false"
        case .member(let m): return ".\(m)"
        case .call(let name, let args):
            let inner = args.map { ($0.label.map { "\($0): " } ?? "") + $0.value.sourceText }
            return "\(name)(\(inner.joined(separator: ", ")))"
        case .array(let values): return "[" + values.map(\.sourceText).joined(separator: ", ") + "]"
        case .range(let lower, let upper, let closed):
            return (lower.map(\.sourceText) ?? "") + (closed ? "..." : "..<") + (upper.map(\.sourceText) ?? "")
        case .views(let nodes): return nodes.map(\.type).joined(separator: ", ")
        case .choice(let options): return options.map(\.sourceText).joined(separator: Value.choiceSeparator)
        case .closure: return "{ … }"
        case .emptyClosure: return "{}"
        case .localized(let localized): return Value.text(localized.text ?? localized.keyParts).sourceText
        }
    }

    /// A number as written: `12`, `0.5`.
    public static func format(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }

    /// The literal string, if the value is a plain literal.
    public var stringLiteral: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var number: Double? {
        switch self {
        case .number(let n): return n
        case .metric(let m): return m.points
        default: return nil
        }
    }

    public var bool: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    public var memberName: String? {
        if case .member(let m) = self { return m }
        return nil
    }

    public var views: [ViewNode]? {
        if case .views(let v) = self { return v }
        return nil
    }

    /// Code rather than a value: a closure, empty or not.
    public var isClosure: Bool {
        self == .closure || self == .emptyClosure
    }
}

/// A screen as a view description, before Semantics lowers it to an accessibility tree.
public struct ViewScreen: Hashable, Sendable {
    public var name: String
    public var location: SourceLocation
    public var source: Screen.Source
    public var root: ViewNode
    public var platform: Platform
    /// A `#Preview` or `PreviewProvider`: its own views are scaffolding around the components
    /// it shows.
    public var isPreview: Bool
    /// The front-end checked every number as it read it and found each within range: the
    /// walk of the whole tree that refuses out-of-range numbers (`InputNumber`) has nothing to do.
    public var numbersInRange: Bool

    public init(name: String, location: SourceLocation, source: Screen.Source, root: ViewNode,
                platform: Platform = .iOS, isPreview: Bool = false, numbersInRange: Bool = false) {
        self.name = name
        self.location = location
        self.source = source
        self.root = root
        self.platform = platform
        self.isPreview = isPreview
        self.numbersInRange = numbersInRange
    }
}
