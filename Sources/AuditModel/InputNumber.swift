/// The one conversion every front-end uses for numbers it reads: finite and within
/// `InputLimits.maximumNumber`, or refused with a message the front-end reports at file:line.
public enum InputNumber {
    /// The value, or nil when it is not finite or out of range.
    public static func checked(_ value: Double) -> Double? {
        value.isFinite && abs(value) <= InputLimits.maximumNumber ? value : nil
    }

    /// Reads a number written as text; nil when it is not a number at all.
    public static func read(_ text: String) -> Result<Double, Refusal>? {
        guard let value = Double(text) else { return nil }
        return checked(value).map { .success($0) } ?? .failure(Refusal(written: text))
    }

    /// Replaces every out-of-range number in a view description (arguments of views and modifiers,
    /// at any depth) by `.dynamic` as written, with one input error per place. The SwiftUI, XML
    /// and JSON front-ends all produce view descriptions, so this one pass covers them.
    public static func refuseOutOfRange(in screen: inout ViewScreen) -> [InputError] {
        guard !screen.numbersInRange else { return [] }
        // A screen shows a component's body as one array of views wherever it appears: each
        // array found clean is not walked again.
        var clean = Set<Int>()
        guard contains(screen.root, clean: &clean) else { return [] }
        var errors: [InputError] = []
        screen.root = refused(screen.root, into: &errors)
        var seen = Set<InputError>()
        return errors.filter { seen.insert($0).inserted }
    }

    private static func contains(_ node: ViewNode, clean: inout Set<Int>) -> Bool {
        node.arguments.contains { contains($0.value, clean: &clean) }
            || node.modifiers.contains { $0.arguments.contains { contains($0.value, clean: &clean) } }
            || contains(node.children, clean: &clean)
    }

    private static func contains(_ views: [ViewNode], clean: inout Set<Int>) -> Bool {
        guard !views.isEmpty else { return false }
        let address = views.storageAddress
        guard !clean.contains(address) else { return false }
        if views.contains(where: { contains($0, clean: &clean) }) { return true }
        clean.insert(address)
        return false
    }

    private static func contains(_ node: ViewNode) -> Bool {
        var clean = Set<Int>()
        return contains(node, clean: &clean)
    }

    /// A number in `value` (at any depth) is out of range: what a front-end asks of each value it
    /// reads to mark a screen's numbers as checked (`ViewScreen.numbersInRange`).
    public static func holdsRefused(_ value: Value) -> Bool {
        contains(value)
    }

    private static func contains(_ value: Value) -> Bool {
        var clean = Set<Int>()
        return contains(value, clean: &clean)
    }

    private static func contains(_ value: Value, clean: inout Set<Int>) -> Bool {
        switch value {
        case .number(let n): return checked(n) == nil
        case .metric(let m): return checked(m.points) == nil
        case .call(_, let arguments): return arguments.contains { contains($0.value, clean: &clean) }
        case .array(let values), .choice(let values): return values.contains { contains($0, clean: &clean) }
        case .range(let lower, let upper, _):
            return [lower, upper].contains { $0.map { contains($0, clean: &clean) } == true }
        case .views(let nodes): return contains(nodes, clean: &clean)
        case .string, .text, .dynamic, .bool, .member, .closure, .emptyClosure, .localized, .sample: return false
        }
    }

    private static func refused(_ node: ViewNode, into errors: inout [InputError]) -> ViewNode {
        guard contains(node) else { return node }
        var node = node
        node.arguments = node.arguments.map { refused($0, at: node.location, into: &errors) }
        node.modifiers = node.modifiers.map { modifier in
            var m = modifier
            m.arguments = m.arguments.map { refused($0, at: modifier.location, into: &errors) }
            return m
        }
        node.children = node.children.map { refused($0, into: &errors) }
        return node
    }

    private static func refused(_ argument: Argument, at place: SourceLocation, into errors: inout [InputError]) -> Argument {
        guard contains(argument.value) else { return argument }
        var argument = argument
        argument.value = refused(argument.value, at: argument.location ?? place, into: &errors)
        return argument
    }

    private static func refused(_ value: Value, at place: SourceLocation, into errors: inout [InputError]) -> Value {
        func refuse(_ written: String) -> Value {
            errors.append(InputError(location: place, message: Refusal(written: written).message))
            return .dynamic(written)
        }
        switch value {
        case .number(let n) where checked(n) == nil: return refuse(written(n))
        case .metric(let m) where checked(m.points) == nil: return refuse(m.expression ?? written(m.points))
        case .call(let name, let arguments): return .call(name, arguments.map { refused($0, at: place, into: &errors) })
        case .array(let values): return .array(values.map { refused($0, at: place, into: &errors) })
        case .choice(let values): return .choice(values.map { refused($0, at: place, into: &errors) })
        case .range(let lower, let upper, let closed):
            return .range(lower: lower.map { refused($0, at: place, into: &errors) },
                          upper: upper.map { refused($0, at: place, into: &errors) }, closed: closed)
        case .views(let nodes): return .views(nodes.map { refused($0, into: &errors) })
        default: return value
        }
    }

    private static func written(_ n: Double) -> String { n.isFinite ? "\(n)" : n.isNaN ? "nan" : n < 0 ? "-inf" : "inf" }

    /// Why a number was refused, for an input error.
    public struct Refusal: Error, Sendable, Equatable {
        public var written: String

        public init(written: String) {
            self.written = written
        }

        public var message: String {
            "number \(written.prefix(40)) is out of range (at most \(InputLimits.maximumNumber) in magnitude); "
                + "it is read as unknown"
        }
    }
}

extension Int {
    /// The nearest Int toward zero, saturating at the bounds (NaN reads as 0): a Double that
    /// escaped the input check can never trap a conversion.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.2e18 {
            self = Int.max
        } else if value <= -9.2e18 {
            self = Int.min
        } else {
            self = Int(value)
        }
    }
}
